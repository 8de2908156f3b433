import type { AnalyticsResponse } from '../../../../shared/analytics';
import { ChartFigure } from '../../../components/chart-figure';
import { BarChart, formatMoneyTick } from '../../../components/charts';
import { REVENUE_SERIES } from '../../../components/charts/money-series';
import { DataTable } from '../../../components/data-table';
import { Card } from '../../../components/ui/card';
import { displayCurrency } from '../../../lib/display-currency';
import { formatDate, formatDayMonth, formatExactMoney, formatInteger } from '../../../lib/format';
import { FigureChange, METRICS } from './kpi-cards';

interface TrendRow {
  date: string;
  revenue: number;
  spend: number;
  conversions: number;
}

export function trendRows(data: AnalyticsResponse): TrendRow[] {
  return data.trends.dates.map((date, i) => ({
    date,
    revenue: data.trends.revenue[i] ?? 0,
    spend: data.trends.spend[i] ?? 0,
    conversions: data.trends.conversions[i] ?? 0,
  }));
}

function TrendTooltip({ row }: { row: TrendRow }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg tabular-nums dark:border-slate-700 dark:bg-slate-900">
      <p className="font-medium text-slate-900 dark:text-white">{formatDate(row.date)}</p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">Revenue {formatExactMoney(row.revenue)}</p>
      <p className="text-slate-500 dark:text-slate-400">Spend {formatExactMoney(row.spend)}</p>
      <p className="text-slate-500 dark:text-slate-400">Conversions {formatInteger(row.conversions)}</p>
    </div>
  );
}

export function OverviewTab({ data }: { data: AnalyticsResponse }) {
  const rows = trendRows(data);
  return (
    <div className="space-y-6">
      <ChartFigure
        headingId="revenue-trend-heading"
        title="Revenue trend"
        description={`Daily revenue, ${data.period.label.toLowerCase()} (${data.period.timeZone} days)`}
        chart={
          <BarChart
            label="Daily revenue"
            data={rows}
            category={(row) => formatDayMonth(row.date)}
            categoryFit="thin"
            categoryTitle="Date"
            series={[REVENUE_SERIES]}
            formatValue={formatMoneyTick}
            valueTitle={`Revenue (${displayCurrency()})`}
            tooltip={(row) => <TrendTooltip row={row} />}
          />
        }
        table={
          <DataTable
            caption={`Daily revenue, spend and conversions, ${data.period.label}`}
            rows={rows}
            rowKey={(row) => row.date}
            columns={[
              { header: 'Date', rowHeader: true, cell: (row) => formatDate(row.date) },
              { header: 'Revenue', numeric: true, cell: (row) => formatExactMoney(row.revenue) },
              { header: 'Spend', numeric: true, cell: (row) => formatExactMoney(row.spend) },
              { header: 'Conversions', numeric: true, cell: (row) => formatInteger(row.conversions) },
            ]}
          />
        }
      />

      <section aria-labelledby="metrics-heading">
        <h2 id="metrics-heading" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
          Delivery metrics
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {METRICS.map((metric) => (
            <Card key={metric.key} className="p-4">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{metric.label}</dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums dark:text-white">
                {metric.format(data.overview[metric.key])}
              </dd>
              <dd className="mt-0.5">
                <FigureChange data={data} figure={metric} />
              </dd>
            </Card>
          ))}
        </dl>
      </section>
    </div>
  );
}
