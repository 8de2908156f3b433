import { CAMPAIGN_SORTS, type CampaignSort } from '../../../../shared/campaigns-rules';
import { EnumSelectField } from '../../../components/ui/stacked-field';
import { useEnumParam } from '../../../lib/use-enum-param';
import type { CampaignStatusFilter } from '../api/campaign-keys';
import { STATUS_LABELS } from './campaign-row';

const STATUS_FILTERS: readonly CampaignStatusFilter[] = [
  'all',
  'active',
  'paused',
  'completed',
  'draft',
  'pending_approval',
];
const SORTS = Object.keys(CAMPAIGN_SORTS) as CampaignSort[];
const STATUS_FILTER_LABELS: Record<CampaignStatusFilter, string> = { all: 'All Statuses', ...STATUS_LABELS };

/** The list's status filter and sort, kept in the address so that a reload or a shared link keeps them. */
export function useCampaignListFilters() {
  const [status, setStatus] = useEnumParam('status', STATUS_FILTERS, 'all');
  const [sort, setSort] = useEnumParam('sort', SORTS, 'created_desc');
  return { status, sort, setStatus, setSort };
}

export type CampaignListFilters = ReturnType<typeof useCampaignListFilters>;

/** The list's heading with its count (once known), and the status filter and sort. */
export function CampaignListToolbar({
  total,
  filters,
}: {
  total: number | null;
  filters: CampaignListFilters;
}) {
  const { status, sort } = filters;
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
        <EnumSelectField
          label="Status"
          id="campaign-status-filter"
          className="sm:w-44"
          value={status}
          onChange={filters.setStatus}
          values={STATUS_FILTERS}
          labels={STATUS_FILTER_LABELS}
        />
        <EnumSelectField
          label="Sort by"
          id="campaign-sort"
          className="sm:w-48"
          value={sort}
          onChange={filters.setSort}
          values={SORTS}
          labels={CAMPAIGN_SORTS}
        />
      </div>
    </div>
  );
}
