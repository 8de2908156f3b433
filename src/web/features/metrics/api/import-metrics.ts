import { API_ROUTES } from '../../../../shared/api-routes';
import type { MetricsImportResult } from '../../../../shared/metrics';
import { useApiMutation } from '../../../lib/api-mutation';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { type MetricsImportInput, postMetricsImport } from './metrics-import-request';

/**
 * Every screen whose figures come from campaign_metrics (the keys of other features, by their path prefix: features
 * do not import each other). The import may also create campaigns and open or resolve insights.
 */
const METRICS_READER_KEYS = [
  [API_ROUTES.campaigns],
  [API_ROUTES.analytics],
  [API_ROUTES.insights],
  [API_ROUTES.dashboardSummary],
  [API_ROUTES.performanceReport],
] as const;

/** POST /api/metrics/import: writes the rows; answers once rollups and insights are up to date. */
export function importMetrics(input: MetricsImportInput): Promise<MetricsImportResult> {
  return postMetricsImport(input, { dryRun: false });
}

export function useImportMetrics() {
  return useApiMutation(importMetrics, {
    // Rows upsert, so sending the same file twice changes nothing: a retry after a 5xx is safe.
    retry: shouldRetryTransientMutation,
    refreshes: METRICS_READER_KEYS,
  });
}
