import { Plus, RotateCw } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { LinkButton } from '../../../components/link-button';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ImportMetricsButton } from '../../metrics';
import { campaignsOf, totalOf, useCampaignSummary, useCampaigns } from '../api/get-campaigns';
import { CampaignListBody } from './campaign-list-body';
import { CampaignListToolbar, useCampaignListFilters } from './campaign-list-toolbar';
import { CampaignSummary } from './campaign-summary';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import { useCampaignRowActions } from './use-campaign-row-actions';

/** SPEC §2 Campaign Management. Filter and sort live in the address, so a reload or a shared link keeps them. */
export function CampaignManagementPage() {
  const filters = useCampaignListFilters();
  const list = useCampaigns({ status: filters.status, sort: filters.sort });
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
        <CampaignListToolbar total={campaignsOf(list.data) ? totalOf(list.data) : null} filters={filters} />
        <CampaignListBody
          list={list}
          filters={filters}
          busyId={rowActions.busyId}
          actions={rowActions.actions}
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
