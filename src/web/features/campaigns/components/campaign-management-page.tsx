import { Plus, RotateCw } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { LinkButton } from '../../../components/link-button';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useEnumParam } from '../../../lib/use-enum-param';
import { ImportMetricsButton } from '../../metrics';
import { campaignsOf, totalOf, useCampaignSummary, useCampaigns } from '../api/get-campaigns';
import { CampaignListBody } from './campaign-list-body';
import { CampaignListToolbar, SORTS, STATUS_FILTERS } from './campaign-list-toolbar';
import { CampaignSummary } from './campaign-summary';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import { useCampaignRowActions } from './use-campaign-row-actions';

/** SPEC §2 Campaign Management. Filter and sort live in the address, so a reload or a shared link keeps them. */
export function CampaignManagementPage() {
  const [status, setStatus] = useEnumParam('status', STATUS_FILTERS, 'all');
  const [sort, setSort] = useEnumParam('sort', SORTS, 'created_desc');
  const list = useCampaigns({ status, sort });
  const campaigns = campaignsOf(list.data);
  const total = totalOf(list.data);
  // The summary covers the whole workspace, whatever the filter and however many pages are loaded.
  const summary = useCampaignSummary();
  const rowActions = useCampaignRowActions();
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
            <LinkButton to="/campaign/new" icon={Plus} variant="primary">
              New Campaign
            </LinkButton>
          </>
        }
      />

      <CampaignSummary summary={summary.data} />

      <section
        aria-labelledby="campaign-list-heading"
        className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <CampaignListToolbar
          total={campaigns ? total : null}
          status={status}
          sort={sort}
          onStatusChange={setStatus}
          onSortChange={setSort}
        />
        <CampaignListBody
          list={list}
          campaigns={campaigns}
          total={total}
          status={status}
          sort={sort}
          busyId={rowActions.busyId}
          actions={rowActions.actions}
          onShowAll={() => setStatus('all')}
        />
      </section>

      <DeleteCampaignDialog
        campaign={rowActions.toDelete}
        isDeleting={rowActions.isDeleting}
        onConfirm={rowActions.confirmDelete}
        onCancel={rowActions.cancelDelete}
      />
    </div>
  );
}
