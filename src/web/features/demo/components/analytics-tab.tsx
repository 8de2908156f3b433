import { type DataColumn, nameColumn } from '../../../components/data-table';
import { TitledCard } from '../../../components/ui/card';
import { DEMO_TOTALS, type DemoCampaign } from '../data/demo-data';
import { formatCompact, formatCount, formatMoney, formatPercent } from '../data/format';
import { DemoCampaignTable } from './campaigns-tab';
import { RoiBars } from './roi-bars';

const perThousand = (campaign: DemoCampaign) => (campaign.conversions / campaign.spent) * 1000;

const PER_THOUSAND_COLUMNS: DataColumn<DemoCampaign>[] = [
  nameColumn('Campaign', (campaign) => campaign.name),
  {
    header: 'Conversions per $1,000',
    numeric: true,
    cell: (campaign) => perThousand(campaign).toFixed(1),
    sortValue: perThousand,
  },
];

export function AnalyticsTab() {
  const kpis = [
    { label: 'Impressions', value: formatCompact(DEMO_TOTALS.impressions) },
    { label: 'Clicks', value: formatCompact(DEMO_TOTALS.clicks) },
    { label: 'Click-through rate', value: formatPercent(DEMO_TOTALS.ctr) },
    { label: 'Conversions', value: formatCount(DEMO_TOTALS.conversions) },
    { label: 'Conversion rate', value: formatPercent((DEMO_TOTALS.conversions / DEMO_TOTALS.clicks) * 100) },
    { label: 'Cost per conversion', value: formatMoney(DEMO_TOTALS.spent / DEMO_TOTALS.conversions) },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {kpis.map((kpi) => (
          <div
            key={kpi.label}
            // justify-end: in a reversed column it packs toward the top, so values line up across a row of cards.
            className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{kpi.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{kpi.value}</dd>
          </div>
        ))}
      </dl>
      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto track: the table's own width would widen the page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TitledCard title="Return on investment" description="By campaign, to date.">
          <RoiBars />
        </TitledCard>
        <TitledCard title="Conversions per $1,000 spent" description="Where each dollar works hardest.">
          <DemoCampaignTable
            caption="Conversions per $1,000 spent by campaign"
            columns={PER_THOUSAND_COLUMNS}
            // Two columns fit a phone once the long header may wrap: nothing to scroll sideways to.
            minWidthClassName="min-w-0"
          />
        </TitledCard>
      </div>
    </div>
  );
}
