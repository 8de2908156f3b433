import { Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ColumnHeaders, numericColumn } from '../../../components/ui/column-headers';
import { Progress } from '../../../components/ui/progress';
import { DEMO_CAMPAIGNS } from '../data/demo-data';
import { formatCompact, formatCount, formatMoney, formatPercent } from '../data/format';

function StatusBadge({ status }: { status: 'Active' | 'Optimizing' }) {
  return <Badge tone={status === 'Active' ? 'success' : 'accent'}>{status}</Badge>;
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
        <a href="/auth" className={buttonClasses('primary', 'sm')}>
          <Plus aria-hidden="true" className="size-4" />
          Create Campaign
        </a>
      </CardHeader>
      <section
        aria-label="Campaign table, scrolls sideways on small screens"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
      >
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">Sample campaigns with budget, spend and results</caption>
          <thead className="border-y border-slate-200 bg-slate-50 text-xs font-medium text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-900/60 dark:text-slate-400">
            <ColumnHeaders
              cellClassName="px-5 py-3"
              columns={[
                'Campaign',
                'Budget used',
                numericColumn('Impressions'),
                numericColumn('Clicks'),
                numericColumn('CTR'),
                numericColumn('Conversions'),
                numericColumn('ROI'),
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {DEMO_CAMPAIGNS.map((campaign) => {
              const used = (campaign.spent / campaign.budget) * 100;
              return (
                <tr key={campaign.id}>
                  <th scope="row" className="px-5 py-4 font-medium">
                    <span className="block">{campaign.name}</span>
                    <span className="mt-1 block">
                      <StatusBadge status={campaign.status} />
                    </span>
                  </th>
                  <td className="px-5 py-4">
                    <span className="block tabular-nums">
                      {formatMoney(campaign.spent)}{' '}
                      <span className="text-slate-500 dark:text-slate-400">
                        of {formatMoney(campaign.budget)}
                      </span>
                    </span>
                    <Progress
                      value={Math.min(used, 100)}
                      label={`${campaign.name}: ${formatPercent(used)} of budget used`}
                      className="mt-2 h-1.5 w-40 rounded-full"
                      indicatorClassName="rounded-full"
                    />
                  </td>
                  <td className="px-5 py-4 text-right tabular-nums">{formatCompact(campaign.impressions)}</td>
                  <td className="px-5 py-4 text-right tabular-nums">{formatCompact(campaign.clicks)}</td>
                  <td className="px-5 py-4 text-right tabular-nums">
                    {formatPercent((campaign.clicks / campaign.impressions) * 100)}
                  </td>
                  <td className="px-5 py-4 text-right tabular-nums">{formatCount(campaign.conversions)}</td>
                  <td className="px-5 py-4 text-right font-medium tabular-nums">+{campaign.roi}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
