import { QueryLoadMore } from '../../../components/query-load-more';
import { errorMessage } from '../../../lib/form-errors';
import { campaignsOf, totalOf, type useCampaigns } from '../api/get-campaigns';
import { CampaignList } from './campaign-list';
import { CampaignListEmpty, CampaignListLoadError, CampaignListSkeleton } from './campaign-list-states';
import type { CampaignListFilters } from './campaign-list-toolbar';
import type { CampaignRowActions } from './campaign-row';

/** The list below the toolbar in each of its states: loading, failed, empty, or the rows with more to load. */
export function CampaignListBody({
  list,
  filters,
  busyId,
  actions,
}: {
  list: ReturnType<typeof useCampaigns>;
  filters: CampaignListFilters;
  busyId: string | null;
  actions: CampaignRowActions;
}) {
  const campaigns = campaignsOf(list.data);
  const { status, sort } = filters;
  const loadError = (
    <CampaignListLoadError
      message={errorMessage(list.error)}
      onRetry={() => void list.refetch()}
      isRetrying={list.isFetching}
    />
  );
  if (list.isPending || !campaigns) return list.isError ? loadError : <CampaignListSkeleton />;
  // A failed next page keeps the rows on screen: LoadMore shows that error.
  if (list.isError && !list.isFetchNextPageError) return loadError;
  if (campaigns.length === 0)
    return <CampaignListEmpty status={status} onShowAll={() => filters.setStatus('all')} />;
  return (
    <>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,2.2fr)_repeat(5,minmax(0,1fr))_196px] gap-5 border-b border-slate-200 bg-slate-50 px-5 py-2 text-xs font-medium uppercase tracking-wide text-slate-500 lg:grid dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400"
      >
        <span>Campaign</span>
        <span>Budget</span>
        <span>Spend</span>
        <span>CTR</span>
        <span>Conversions</span>
        <span>ROAS</span>
        <span className="text-right">Actions</span>
      </div>
      <CampaignList
        key={`${status}:${sort}`}
        campaigns={campaigns}
        busyId={busyId}
        actions={actions}
        isStale={list.isPlaceholderData}
      />
      <div className="border-t border-slate-200 dark:border-slate-800">
        <QueryLoadMore
          query={list}
          shown={campaigns.length}
          total={totalOf(list.data)}
          noun="campaigns"
          loadOnScroll
        />
      </div>
    </>
  );
}
