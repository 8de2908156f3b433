import { PageHeader } from '../../../components/layout/page-header';
import { ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useGoogleAdsConnection } from '../api/get-connection';
import { useGoogleAdsHealth } from '../api/get-health';
import { IntegrationActive } from './integration-active';
import { SetupGuide } from './setup-guide';

/** SPEC §2 Google Ads Setup: the health check decides between the active view and the stepped guide. */
export function GoogleAdsSetupPage() {
  const health = useGoogleAdsHealth();
  const connection = useGoogleAdsConnection();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Google Ads Setup"
        description="Connect your Google Ads account so campaign metrics come from live delivery data."
      />
      {health.isPending ? (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner className="text-indigo-600" />
            Checking the Google Ads connection…
          </p>
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : health.data?.healthy ? (
        <IntegrationActive health={health.data} connection={connection.data} />
      ) : (
        <>
          {health.isError ? (
            <ListError
              title="The connection check failed"
              error={health.error}
              onRetry={() => void health.refetch()}
            />
          ) : null}
          <SetupGuide health={health.data} connection={connection.data} />
        </>
      )}
    </div>
  );
}
