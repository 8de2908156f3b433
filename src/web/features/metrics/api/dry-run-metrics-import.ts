import { useMutation } from '@tanstack/react-query';
import type { MetricsImportResult } from '../../../../shared/metrics';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { type MetricsImportInput, postMetricsImport } from './metrics-import-request';

/** POST /api/metrics/import?dryRun=true: validates the file and reports what an import would do; writes nothing. */
export function dryRunMetricsImport(input: MetricsImportInput): Promise<MetricsImportResult> {
  return postMetricsImport(input, { dryRun: true });
}

/** A mutation rather than a query: each file is checked once, when it is chosen, and nothing is cached. */
export function useDryRunMetricsImport() {
  return useMutation({
    mutationFn: dryRunMetricsImport,
    // A refused file (4xx) stays refused; only a dropped connection or a 5xx is worth one more try.
    retry: shouldRetryTransientMutation,
  });
}
