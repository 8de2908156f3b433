import { CAMPAIGN_SORTS, type CampaignSort } from '../../../../shared/campaigns-rules';
import { SelectField } from '../../../components/ui/stacked-field';
import type { CampaignStatusFilter } from '../api/campaign-keys';
import { STATUS_LABELS } from './campaign-row';

export const STATUS_FILTERS: readonly CampaignStatusFilter[] = [
  'all',
  'active',
  'paused',
  'completed',
  'draft',
  'pending_approval',
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
        <SelectField
          label="Status"
          id="campaign-status-filter"
          className="sm:w-44"
          value={status}
          onChange={(value) => onStatusChange(value as CampaignStatusFilter)}
          options={STATUS_FILTERS.map((value) => [
            value,
            value === 'all' ? 'All Statuses' : STATUS_LABELS[value],
          ])}
        />
        <SelectField
          label="Sort by"
          id="campaign-sort"
          className="sm:w-48"
          value={sort}
          onChange={(value) => onSortChange(value as CampaignSort)}
          options={SORTS.map((value) => [value, CAMPAIGN_SORTS[value]])}
        />
      </div>
    </div>
  );
}
