import { Plus } from 'lucide-react';
import { AnchorButton } from '../../../components/anchor-button';
import { type DataColumn, DataTable, numberColumn } from '../../../components/data-table';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { DEMO_CAMPAIGNS, type DemoCampaign } from '../data/demo-data';
import { formatCompact, formatCount, formatMoney, formatPercent } from '../data/format';

function StatusBadge({ status }: { status: 'Active' | 'Optimizing' }) {
  return <Badge tone={status === 'Active' ? 'success' : 'accent'}>{status}</Badge>;
}

const used = (campaign: DemoCampaign) => (campaign.spent / campaign.budget) * 100;
const ctr = (campaign: DemoCampaign) => (campaign.clicks / campaign.impressions) * 100;

const COLUMNS: DataColumn<DemoCampaign>[] = [
  {
    header: 'Campaign',
    rowHeader: true,
    cell: (campaign) => (
      <>
        <span className="block">{campaign.name}</span>
        <span className="mt-1 block">
          <StatusBadge status={campaign.status} />
        </span>
      </>
    ),
    sortValue: (campaign) => campaign.name,
  },
  {
    header: 'Budget used',
    cell: (campaign) => (
      <>
        <span className="block tabular-nums">
          {formatMoney(campaign.spent)}{' '}
          <span className="text-slate-500 dark:text-slate-400">of {formatMoney(campaign.budget)}</span>
        </span>
        <Progress
          value={Math.min(used(campaign), 100)}
          label={`${campaign.name}: ${formatPercent(used(campaign))} of budget used`}
          className="mt-2 h-1.5 w-40 rounded-full"
          indicatorClassName="rounded-full"
        />
      </>
    ),
    sortValue: used,
  },
  numberColumn('Impressions', (campaign) => campaign.impressions, formatCompact),
  numberColumn('Clicks', (campaign) => campaign.clicks, formatCompact),
  { header: 'CTR', numeric: true, cell: (campaign) => formatPercent(ctr(campaign)), sortValue: ctr },
  numberColumn('Conversions', (campaign) => campaign.conversions, formatCount),
  {
    header: 'ROI',
    numeric: true,
    cell: (campaign) => <span className="font-medium">+{campaign.roi}%</span>,
    sortValue: (campaign) => campaign.roi,
  },
];

/** The sample campaigns as a table, a row each, in the columns a tab shows. */
export function DemoCampaignTable({
  caption,
  columns,
  minWidthClassName,
}: {
  caption: string;
  columns: DataColumn<DemoCampaign>[];
  /** DataTable's least width (by default the content's, so that cells never wrap). */
  minWidthClassName?: string;
}) {
  return (
    <DataTable<DemoCampaign>
      caption={caption}
      columns={columns}
      {...(minWidthClassName ? { minWidthClassName } : {})}
      rows={DEMO_CAMPAIGNS}
      rowKey={(campaign) => campaign.id}
    />
  );
}

export function CampaignsTab() {
  return (
    <Card>
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-center">
        <div>
          <CardTitle>Campaigns</CardTitle>
          <CardDescription>
            {DEMO_CAMPAIGNS.length} sample campaigns across search, social and email.
          </CardDescription>
        </div>
        <AnchorButton href="/auth" icon={Plus} variant="primary" size="sm">
          Create Campaign
        </AnchorButton>
      </CardHeader>
      <div className="px-2 pb-3">
        <DemoCampaignTable caption="Sample campaigns with budget, spend and results" columns={COLUMNS} />
      </div>
    </Card>
  );
}
