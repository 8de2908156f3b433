import type { CampaignSection, PerformanceReport } from '../../../../shared/reports';
import { REPORT_HEADINGS } from '../../../../shared/reports-rules';
import { campaignLeadColumns } from '../../../components/campaign-columns';
import { ChartFigure } from '../../../components/chart-figure';
import { ChartTooltipBox, formatMoneyTick, LineChart } from '../../../components/charts';
import { REVENUE_SERIES, SPEND_SERIES } from '../../../components/charts/money-series';
import { DataTable, numberColumn } from '../../../components/data-table';
import { SectionCard } from '../../../components/section-card';
import { displayCurrency } from '../../../lib/display-currency';
import { formatDate, formatDateRange, formatDayMonth, formatInteger, formatMoney } from '../../../lib/format';
import { GradeBadge } from './grade-badge';
import { OtherCampaignsNote } from './other-campaigns-note';
import { ReportDelta } from './report-delta';
import { Sparkline } from './sparkline';
import { UtilisationBar } from './utilisation-bar';

interface DayRow {
  date: string;
  revenue: number;
  spend: number;
}

function DayTooltip({ row }: { row: DayRow }) {
  return (
    <ChartTooltipBox
      title={formatDate(row.date)}
      lines={[
        ['Revenue', formatMoney(row.revenue)],
        ['Spend', formatMoney(row.spend)],
      ]}
    />
  );
}

/** Campaign report: daily revenue and spend, then one row per campaign with its grade, budget use and trend. */
export function CampaignPerformance({
  report,
  section,
}: {
  report: PerformanceReport;
  section: CampaignSection;
}) {
  const days: DayRow[] = section.daily.dates.map((date, i) => ({
    date,
    revenue: section.daily.revenue[i] ?? 0,
    spend: section.daily.spend[i] ?? 0,
  }));
  return (
    <div className="space-y-6">
      <ChartFigure
        chartClassName="h-64"
        headingId="campaign-trend-heading"
        title={REPORT_HEADINGS.campaignTrend}
        description={`Daily revenue and spend across campaigns, ${report.period.label.toLowerCase()} (${report.period.timeZone} days)`}
        chart={
          <LineChart
            label="Daily revenue and spend"
            data={days}
            category={(row) => formatDayMonth(row.date)}
            series={[REVENUE_SERIES, SPEND_SERIES]}
            formatValue={formatMoneyTick}
            valueTitle={`${displayCurrency()} per day`}
            legend
            tooltip={(row) => <DayTooltip row={row} />}
          />
        }
        table={
          <DataTable<DayRow>
            caption={`Daily revenue and spend, ${report.period.label}`}
            rows={days}
            rowKey={(row) => row.date}
            columns={[
              { header: 'Date', rowHeader: true, cell: (row) => formatDate(row.date) },
              { header: 'Revenue', numeric: true, cell: (row) => formatMoney(row.revenue) },
              { header: 'Spend', numeric: true, cell: (row) => formatMoney(row.spend) },
            ]}
          />
        }
      />
      <CampaignBreakdown report={report} section={section} />
    </div>
  );
}

function CampaignBreakdown({ report, section }: { report: PerformanceReport; section: CampaignSection }) {
  const first = section.buckets[0];
  const last = section.buckets.at(-1);
  const trendSpan = first && last ? formatDateRange(first.start, last.end) : report.period.label;
  return (
    <SectionCard
      id="breakdown-heading"
      title={REPORT_HEADINGS.campaignBreakdown}
      description={
        <>
          Grades from ROAS: A+ from 4×, A from 3×, B+ from 2×, B below. Budget used is lifetime spend against
          the budget, capped at 100%. Change is revenue against the previous period; the trend is revenue in{' '}
          {section.buckets.length} equal slices of this one.
        </>
      }
    >
      {section.rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No campaign delivered in this period.</p>
      ) : (
        <DataTable<CampaignSection['rows'][number]>
          caption={`Campaign breakdown, ${report.period.label}`}
          rows={section.rows}
          rowKey={(row) => row.id}
          columns={[
            ...campaignLeadColumns<CampaignSection['rows'][number]>(),
            numberColumn('Conversions', (c) => c.conversions, formatInteger),
            {
              header: 'CPA',
              numeric: true,
              cell: (c) => formatMoney(c.cpa),
              sortValue: (c) => c.cpa,
            },
            // Grades follow ROAS, so the ROAS column orders them.
            { header: 'Grade', cell: (c) => <GradeBadge grade={c.grade} /> },
            {
              header: 'Budget used',
              numeric: true,
              cell: (c) => <UtilisationBar value={c.utilisation} campaignName={c.name} budget={c.budget} />,
              sortValue: (c) => c.utilisation,
            },
            {
              header: 'Change',
              numeric: true,
              cell: (c) => <ReportDelta delta={c.revenueDelta} />,
              sortValue: (c) => c.revenueDelta.change,
            },
            {
              header: 'Trend',
              cell: (c) => (
                <Sparkline values={c.revenueTrend} label={`Revenue trend of ${c.name}, ${trendSpan}`} />
              ),
            },
          ]}
        />
      )}
      <OtherCampaignsNote
        listed={section.rows.length}
        all={section.campaignsWithFigures}
        others={section.others}
      />
    </SectionCard>
  );
}
