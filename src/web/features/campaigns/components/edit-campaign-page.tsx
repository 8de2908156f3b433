import { FileWarning, RotateCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/layout/back-link';
import { PacingPanel } from '../../../components/pacing';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/form-errors';
import { useCampaign } from '../api/get-campaign';
import { BudgetInsights } from './budget-plan-insights';
import { BudgetPlanSection } from './budget-plan-section';
import { CampaignWizard } from './campaign-wizard';
import { ForecastActualSection } from './forecast-actual-section';

/** /campaigns/:id/edit: the wizard, filled in from the saved campaign, saving with PATCH. */
export function EditCampaignPage() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);

  if (campaign.isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <span role="status" className="sr-only">
          Loading campaign
        </span>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }

  if (campaign.isError || !campaign.data.canModify) {
    const message = campaign.isError
      ? errorMessage(campaign.error)
      : 'Only the creator of this campaign, a marketing director or an admin can edit it.';
    return (
      <div className="space-y-6">
        <BackLink to="/campaigns">Back to Campaigns</BackLink>
        <div role="alert" className="mx-auto max-w-md py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-600 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-400 dark:ring-amber-900">
            <FileWarning aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-6 text-xl font-semibold text-slate-900 dark:text-white">
            Unable to Edit Campaign
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{message}</p>
          <div className="mt-6 flex justify-center gap-2">
            {campaign.isError ? (
              <Button variant="secondary" onClick={() => void campaign.refetch()}>
                <RotateCw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            ) : null}
            <Link to="/campaigns" className={buttonClasses('primary', 'md')}>
              Back to Campaigns
            </Link>
          </div>
        </div>
      </div>
    );
  }

  // Keyed by campaign so that opening another campaign's edit starts from its own draft.
  const { id: campaignId, pacing, endDate, status } = campaign.data;
  // A forecast is kept at launch: before it there is nothing to compare.
  const isLaunched = status !== 'draft' && status !== 'pending_approval';
  return (
    <CampaignWizard
      key={campaignId}
      campaign={campaign.data}
      summary={
        <>
          {pacing ? <PacingPanel pacing={pacing} endDate={endDate} /> : null}
          {isLaunched ? <ForecastActualSection campaignId={campaignId} /> : null}
          <BudgetPlanSection campaignId={campaignId} />
          <BudgetInsights campaignId={campaignId} />
        </>
      }
    />
  );
}
