import type { PerformanceReport, RoiLine, RoiSection } from '../../../../shared/reports';
import { REPORT_HEADINGS } from '../../../../shared/reports-rules';
import { ChartFigure } from '../../../components/chart-figure';
import { BarChart, ChartTooltipBox, formatMoneyTick } from '../../../components/charts';
import { REVENUE_SERIES, SPEND_SERIES } from '../../../components/charts/money-series';
import {
  type DataColumn,
  DataTable,
  nameColumn,
  numberColumn,
  type TableSort,
} from '../../../components/data-table';
import { sourceColumn } from '../../../components/provenance-note';
import { SectionCard } from '../../../components/section-card';
import { Stat } from '../../../components/stat';
import { displayCurrency } from '../../../lib/display-currency';
import { formatInteger, formatMoney, formatRoas, formatSignedPercent, withBase } from '../../../lib/format';
import { OtherCampaignsNote } from './other-campaigns-note';

/** ROAS with no spend has no base: '—', like CPA without conversions and ROI without spend. */
const roasOf = (l: RoiLine) => formatRoas(withBase(l.roas, l.spend));

function roiColumns<Row extends RoiLine>(
  nameHeader: string,
  source: DataColumn<Row>[] = [],
): DataColumn<Row>[] {
  return [
    nameColumn(nameHeader, (l) => l.name),
    ...source,
    numberColumn('Spend', (l) => l.spend, formatMoney),
    numberColumn('Revenue', (l) => l.revenue, formatMoney),
    numberColumn('Profit', (l) => l.profit, formatMoney),
    { header: 'ROAS', numeric: true, cell: roasOf, sortValue: (l) => l.roas },
    numberColumn('Conversions', (l) => l.conversions, formatInteger),
    { header: 'CPA', numeric: true, cell: (l) => formatMoney(l.cpa), sortValue: (l) => l.cpa },
    { header: 'ROI', numeric: true, cell: (l) => formatSignedPercent(l.roi), sortValue: (l) => l.roi },
  ];
}

/** The order the server sends channels and campaigns in. */
const BEST_RETURN_FIRST: TableSort = { column: 'ROAS', direction: 'descending' };

function ChannelTooltip({ row }: { row: RoiLine }) {
  return (
    <ChartTooltipBox
      title={row.name}
      lines={[
        ['Spend', formatMoney(row.spend)],
        ['Revenue', formatMoney(row.revenue)],
        ['ROAS', roasOf(row)],
        ['CPA', formatMoney(row.cpa)],
      ]}
    />
  );
}

/** ROI report: totals, spend against revenue by channel, and the same figures by campaign, best return first. */
export function RoiAnalysis({ report, section }: { report: PerformanceReport; section: RoiSection }) {
  const t = section.totals;
  const figures: [string, string][] = [
    ['Spend', formatMoney(t.spend)],
    ['Revenue', formatMoney(t.revenue)],
    ['Profit', formatMoney(t.profit)],
    ['ROAS', roasOf(t)],
    ['CPA', formatMoney(t.cpa)],
    ['ROI', formatSignedPercent(t.roi)],
  ];
  return (
    <div className="space-y-6">
      <SectionCard
        id="roi-heading"
        title={REPORT_HEADINGS.roi}
        description={
          <>CPA is spend per conversion; ROI is (revenue − spend) ÷ spend. {report.period.label}.</>
        }
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {figures.map(([label, value]) => (
            <Stat
              key={label}
              label={label}
              size="lg"
              labelClassName="font-medium"
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            >
              {value}
            </Stat>
          ))}
        </dl>
      </SectionCard>
      <ChartFigure
        // Taller on a phone, where six channel names slant under the bars.
        chartClassName="h-72 sm:h-64"
        headingId="roi-channel-heading"
        title={REPORT_HEADINGS.roiByChannel}
        description="Spend beside the revenue it brought, per channel."
        chart={
          <BarChart
            label="Spend and revenue by channel"
            data={section.channels}
            category={(row) => row.name}
            series={[SPEND_SERIES, REVENUE_SERIES]}
            formatValue={formatMoneyTick}
            valueTitle={displayCurrency()}
            legend
            tooltip={(row) => <ChannelTooltip row={row} />}
          />
        }
        table={null}
      >
        <DataTable<RoiLine>
          caption={`ROI by channel, ${report.period.label}`}
          rows={section.channels}
          rowKey={(row) => row.name}
          columns={roiColumns('Channel')}
          initialSort={BEST_RETURN_FIRST}
          total={{ ...t, name: 'Total' }}
        />
      </ChartFigure>
      <SectionCard id="roi-campaign-heading" title={REPORT_HEADINGS.roiByCampaign}>
        <DataTable
          caption={`ROI by campaign, ${report.period.label}`}
          rows={section.campaigns}
          rowKey={(row) => row.id}
          // Where each campaign's figures come from, as in the campaign breakdown.
          columns={roiColumns<RoiSection['campaigns'][number]>('Campaign', [sourceColumn()])}
          initialSort={BEST_RETURN_FIRST}
        />
        <OtherCampaignsNote
          listed={section.campaigns.length}
          all={section.campaignsWithFigures}
          others={section.others}
        />
      </SectionCard>
    </div>
  );
}
