import { CAMPAIGN_SORTS, type CampaignSort } from '../../../../shared/campaigns';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { CampaignStatusFilter } from '../api/campaign-keys';
import { STATUS_LABELS } from './campaign-row';

export const STATUS_FILTERS: readonly CampaignStatusFilter[] = [
  'all',
  'active',
  'paused',
  'completed',
  'draft',
];
export const SORTS = Object.keys(CAMPAIGN_SORTS) as CampaignSort[];

/** The list's heading with its count (once known), and the status filter and sort. */
export function CampaignListToolbar({
  total,
  status,
  sort,
  onStatusChange,
  onSortChange,
}: {
  total: number | null;
  status: CampaignStatusFilter;
  sort: CampaignSort;
  onStatusChange: (status: CampaignStatusFilter) => void;
  onSortChange: (sort: CampaignSort) => void;
}) {
  return (
    <div className="flex flex-col gap-4 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between sm:px-5 dark:border-slate-800">
      <div>
        <h2 id="campaign-list-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          Campaigns
        </h2>
        {total !== null ? (
          <p className="mt-0.5 text-sm text-slate-500 tabular-nums dark:text-slate-400">
            {total} {total === 1 ? 'campaign' : 'campaigns'}
            {status === 'all' ? '' : ` ${STATUS_LABELS[status].toLowerCase()}`} · lifetime figures
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <div className="space-y-1.5 sm:w-44">
          <Label htmlFor="campaign-status-filter">Status</Label>
          <NativeSelect
            id="campaign-status-filter"
            value={status}
            onChange={(event) => onStatusChange(event.target.value as CampaignStatusFilter)}
          >
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === 'all' ? 'All Statuses' : STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor="campaign-sort">Sort by</Label>
          <NativeSelect
            id="campaign-sort"
            value={sort}
            onChange={(event) => onSortChange(event.target.value as CampaignSort)}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {CAMPAIGN_SORTS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
