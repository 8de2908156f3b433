import type { AnalyticsResponse, Channel } from '../../../../shared/analytics';
import { CHANNEL_COLORS } from '../../../../shared/analytics-rules';
import { ChartFigure } from '../../../components/chart-figure';
import { BarChart, formatMoneyTick } from '../../../components/charts';
import { type DataColumn, DataTable, nameColumn, numberColumn } from '../../../components/data-table';
import { Card } from '../../../components/ui/card';
import { displayCurrency } from '../../../lib/display-currency';
import { formatInteger, formatMoney, formatPercent, formatRoas } from '../../../lib/format';
import { TabEmpty } from './tab-empty';

type ChannelRow = AnalyticsResponse['channels'][number] & { share: number };

const colorOf = (name: string) => CHANNEL_COLORS[name as Channel] ?? '#64748b';

function ChannelTooltip({ row }: { row: ChannelRow }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg tabular-nums dark:border-slate-700 dark:bg-slate-900">
      <p className="flex items-center gap-1.5 font-medium text-slate-900 dark:text-white">
        <span className="size-2 rounded-full" style={{ backgroundColor: colorOf(row.name) }} />
        {row.name}
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">Revenue {formatMoney(row.revenue)}</p>
      <p className="text-slate-500 dark:text-slate-400">Spend {formatMoney(row.spend)}</p>
      <p className="text-slate-500 dark:text-slate-400">ROAS {formatRoas(row.roas)}</p>
      <p className="text-slate-500 dark:text-slate-400">Conversions {formatInteger(row.conversions)}</p>
    </div>
  );
}

function ChannelName({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: colorOf(name) }} />
      {name}
    </span>
  );
}

const CHANNEL_COLUMNS: DataColumn<ChannelRow>[] = [
  nameColumn(
    'Channel',
    (row) => row.name,
    (row) => <ChannelName name={row.name} />,
  ),
  numberColumn('Spend', (row) => row.spend, formatMoney),
  numberColumn('Revenue', (row) => row.revenue, formatMoney),
  numberColumn('Share of revenue', (row) => row.share, formatPercent),
  numberColumn('Conversions', (row) => row.conversions, formatInteger),
  numberColumn('ROAS', (row) => row.roas, formatRoas),
];

export function ChannelsTab({ data }: { data: AnalyticsResponse }) {
  if (data.channels.length === 0) {
    return (
      <TabEmpty title="No channel delivered in this period">Choose a longer period or All channels.</TabEmpty>
    );
  }
  const total = data.channels.reduce((sum, c) => sum + c.revenue, 0);
  const rows: ChannelRow[] = [...data.channels]
    .sort((a, b) => b.revenue - a.revenue)
    .map((c) => ({ ...c, share: total ? (c.revenue / total) * 100 : 0 }));
  const table = (
    <DataTable<ChannelRow>
      caption={`Channel performance, ${data.period.label}`}
      rows={rows}
      rowKey={(row) => row.name}
      initialSort={{ column: 'Revenue', direction: 'descending' }}
      columns={CHANNEL_COLUMNS}
    />
  );
  return (
    <div className="space-y-6">
      <ChartFigure
        headingId="channel-revenue-heading"
        title="Revenue by channel"
        description="Each channel keeps its colour on every screen."
        chart={
          <BarChart
            label="Revenue by channel"
            layout="rows"
            data={rows}
            category={(row) => row.name}
            series={[{ name: 'Revenue', value: (row) => row.revenue, color: (row) => colorOf(row.name) }]}
            formatValue={formatMoneyTick}
            valueTitle={`Revenue (${displayCurrency()})`}
            tooltip={(row) => <ChannelTooltip row={row} />}
          />
        }
        table={null}
        tableNote="The figures behind this chart are in the Channel breakdown table below."
      />
      <Card>
        <section aria-labelledby="channel-table-heading" className="p-2">
          <h2
            id="channel-table-heading"
            className="px-3 pt-3 pb-1 text-base font-semibold text-slate-900 dark:text-white"
          >
            Channel breakdown
          </h2>
          {table}
        </section>
      </Card>
    </div>
  );
}
