import { CloudOff, Megaphone, Plus, RotateCw } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_SORTS,
  type CampaignListItem,
  type CampaignSort,
} from '../../../../shared/campaigns';
import { PageHeader } from '../../../components/layout/page-header';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { LoadMore } from '../../../components/ui/load-more';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useEnumParam } from '../../../lib/use-enum-param';
import { ImportMetricsButton } from '../../metrics';
import type { CampaignStatusFilter } from '../api/campaign-keys';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useDuplicateCampaign } from '../api/duplicate-campaign';
import { campaignsOf, totalOf, useCampaignSummary, useCampaigns } from '../api/get-campaigns';
import { useUpdateCampaign } from '../api/update-campaign';
import { CampaignList } from './campaign-list';
import type { CampaignRowActions } from './campaign-row';
import { STATUS_LABELS } from './campaign-row';
import { CampaignSummary } from './campaign-summary';

const STATUS_FILTERS: readonly CampaignStatusFilter[] = ['all', 'active', 'paused', 'completed', 'draft'];
const SORTS = Object.keys(CAMPAIGN_SORTS) as CampaignSort[];

/** SPEC §2 Campaign Management. Filter and sort live in the address, so a reload or a shared link keeps them. */
export function CampaignManagementPage() {
  const notify = useNotify();
  const [status, setStatus] = useEnumParam('status', STATUS_FILTERS, 'all');
  const [sort, setSort] = useEnumParam('sort', SORTS, 'created_desc');
  const list = useCampaigns({ status, sort });
  const campaigns = campaignsOf(list.data);
  const total = totalOf(list.data);
  // The summary covers the whole workspace, whatever the filter and however many pages are loaded.
  const summary = useCampaignSummary();
  const updateStatus = useUpdateCampaign();
  const duplicate = useDuplicateCampaign();
  const remove = useDeleteCampaign();
  const [toDelete, setToDelete] = useState<CampaignListItem | null>(null);

  const actions = useMemo<CampaignRowActions>(
    () => ({
      onToggleStatus: (campaign) =>
        updateStatus.mutate(
          { id: campaign.id, changes: { status: campaign.status === 'active' ? 'paused' : 'active' } },
          {
            onSuccess: () =>
              notify({
                type: 'success',
                title: CAMPAIGN_MESSAGES.updatedTitle,
                description: CAMPAIGN_MESSAGES.updated,
              }),
            onError: (error) =>
              notify({
                type: 'error',
                title: CAMPAIGN_MESSAGES.updateFailedTitle,
                description: errorMessage(error) || CAMPAIGN_MESSAGES.updateFailed,
              }),
          },
        ),
      onDuplicate: (campaign) =>
        duplicate.mutate(campaign.id, {
          onSuccess: (copy) =>
            notify({
              type: 'success',
              title: 'Campaign Duplicated',
              description: `${copy.name} was created as a draft.`,
            }),
          onError: (error) =>
            notify({ type: 'error', title: 'Duplicate Failed', description: errorMessage(error) }),
        }),
      onDelete: setToDelete,
    }),
    // The mutation objects change on every state change; their mutate functions are stable.
    [updateStatus.mutate, duplicate.mutate, notify],
  );

  const confirmDelete = useCallback(() => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () =>
        notify({
          type: 'success',
          title: CAMPAIGN_MESSAGES.deletedTitle,
          description: CAMPAIGN_MESSAGES.deleted,
        }),
      onError: () =>
        notify({
          type: 'error',
          title: CAMPAIGN_MESSAGES.deleteFailedTitle,
          description: CAMPAIGN_MESSAGES.deleteFailed,
        }),
      onSettled: () => setToDelete(null),
    });
  }, [toDelete, remove.mutate, notify]);

  const busyId =
    (updateStatus.isPending && updateStatus.variables?.id) ||
    (duplicate.isPending && duplicate.variables) ||
    (remove.isPending && remove.variables) ||
    null;
  const isRefreshing = (list.isFetching && !list.isFetchingNextPage) || summary.isFetching;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Campaign Management"
        description="Review, pause, resume and organise every campaign in your workspace."
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                void list.refetch();
                void summary.refetch();
              }}
              disabled={isRefreshing}
            >
              <RotateCw
                aria-hidden="true"
                className={cn('size-4', isRefreshing && 'animate-spin motion-reduce:animate-none')}
              />
              Refresh
            </Button>
            <ImportMetricsButton />
            <Link to="/campaign/new" className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden="true" className="size-4" />
              New Campaign
            </Link>
          </>
        }
      />

      <CampaignSummary summary={summary.data} />

      <section
        aria-labelledby="campaign-list-heading"
        className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-col gap-4 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between sm:px-5 dark:border-slate-800">
          <div>
            <h2 id="campaign-list-heading" className="text-base font-semibold text-slate-900 dark:text-white">
              Campaigns
            </h2>
            {campaigns ? (
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
                onChange={(event) => setStatus(event.target.value as CampaignStatusFilter)}
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
                onChange={(event) => setSort(event.target.value as CampaignSort)}
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

        {list.isPending || !campaigns ? (
          list.isError ? (
            <LoadError
              message={errorMessage(list.error)}
              onRetry={() => void list.refetch()}
              isRetrying={list.isFetching}
            />
          ) : (
            <ListSkeleton />
          )
        ) : list.isError && !list.isFetchNextPageError ? (
          <LoadError
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : campaigns.length === 0 ? (
          <EmptyState status={status} onShowAll={() => setStatus('all')} />
        ) : (
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
              <LoadMore
                shown={campaigns.length}
                total={total}
                hasMore={list.hasNextPage}
                isLoading={list.isFetchingNextPage}
                error={list.isFetchNextPageError ? list.error : null}
                onLoadMore={() => void list.fetchNextPage()}
                noun="campaigns"
                loadOnScroll
              />
            </div>
          </>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title="Delete Campaign"
        description={CAMPAIGN_MESSAGES.deleteConfirm}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      >
        {toDelete ? (
          <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900 dark:bg-slate-950 dark:text-white">
            {toDelete.name}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="divide-y divide-slate-100 dark:divide-slate-800" aria-busy="true">
      <span role="status" className="sr-only">
        Loading campaigns
      </span>
      {['a', 'b', 'c', 'd', 'e'].map((key) => (
        <div key={key} className="flex items-center gap-4 px-5 py-5">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-64" />
          </div>
          <Skeleton className="hidden h-4 w-20 sm:block" />
          <Skeleton className="hidden h-4 w-20 sm:block" />
          <Skeleton className="h-8 w-24" />
        </div>
      ))}
    </div>
  );
}

function LoadError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-400 dark:ring-red-900">
        <CloudOff aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">
        {CAMPAIGN_MESSAGES.loadFailedTitle}
      </h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {message || CAMPAIGN_MESSAGES.loadFailed}
      </p>
      <Button className="mt-6" onClick={onRetry} disabled={isRetrying}>
        <RotateCw
          aria-hidden="true"
          className={cn('size-4', isRetrying && 'animate-spin motion-reduce:animate-none')}
        />
        Try again
      </Button>
    </div>
  );
}

function EmptyState({ status, onShowAll }: { status: CampaignStatusFilter; onShowAll: () => void }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
        <Megaphone aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">No campaigns found</h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {status === 'all'
          ? 'Create your first campaign: the wizard takes you from brief to launch in four steps.'
          : `There are no ${STATUS_LABELS[status].toLowerCase()} campaigns right now.`}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {status === 'all' ? null : (
          <Button variant="secondary" onClick={onShowAll}>
            Show all campaigns
          </Button>
        )}
        <Link to="/campaign/new" className={buttonClasses('primary', 'md')}>
          <Plus aria-hidden="true" className="size-4" />
          Create your first campaign
        </Link>
      </div>
    </div>
  );
}
