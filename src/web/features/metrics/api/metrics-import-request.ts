import { API_ROUTES } from '../../../../shared/api-routes';
import type { MetricsImportProblem, MetricsImportResult } from '../../../../shared/metrics';
import { METRICS_IMPORT_MESSAGES } from '../../../../shared/metrics-rules';
import { apiRequest, isApiError } from '../../../lib/api-client';

export interface MetricsImportInput {
  file: File;
  /** The channel of a Google Ads report, which has no channel column of its own. */
  channel?: string;
}

/** POST /api/metrics/import with the raw file as the text/csv body; the dry run and the import differ by query. */
export function postMetricsImport(
  { file, channel }: MetricsImportInput,
  { dryRun }: { dryRun: boolean },
): Promise<MetricsImportResult> {
  const query = new URLSearchParams();
  if (dryRun) query.set('dryRun', 'true');
  if (channel) query.set('channel', channel);
  const search = query.size > 0 ? `?${query}` : '';
  return apiRequest<MetricsImportResult>('POST', `${API_ROUTES.metricsImport}${search}`, {
    // The File itself: the browser streams it, so a 10 MB report is never copied into a string.
    rawBody: file,
    contentType: 'text/csv',
  });
}

export interface MetricsImportProblems {
  message: string;
  errors: MetricsImportProblem[];
  errorCount: number;
}

const isProblem = (value: unknown): value is MetricsImportProblem => {
  if (typeof value !== 'object' || value === null) return false;
  const { line, column, reason } = value as Record<string, unknown>;
  return (
    Number.isInteger(line) && (column === null || typeof column === 'string') && typeof reason === 'string'
  );
};

/**
 * The problem list of a 422 body (MetricsImportFailure in src/shared/metrics.ts), or null when it has none. Only the
 * fields the screen needs: the list must show even if the error body gains or loses other fields. Checked by hand,
 * not with the schema, so that the pages with an import button do not load zod.
 */
function problemListOf(body: unknown): { errors: MetricsImportProblem[]; errorCount: number } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errors, errorCount } = body as Record<string, unknown>;
  if (typeof errorCount !== 'number' || !Number.isInteger(errorCount)) return null;
  return Array.isArray(errors) && errors.every(isProblem) ? { errors, errorCount } : null;
}

/** The problems of a 422 answer (the file was refused, nothing written), or null for any other failure. */
export function readImportProblems(error: unknown): MetricsImportProblems | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const problems = problemListOf(error.body);
  if (!problems) return { message: error.message, errors: [], errorCount: 0 };
  // A whole-file problem (no known header, no rows) is listed once more as line 1: the message says it already.
  const errors = problems.errors.filter((problem) => problem.reason !== error.message);
  const repeated = problems.errors.length - errors.length;
  return { message: error.message, errors, errorCount: problems.errorCount - repeated };
}

/** Whether the server refused a Google Ads report because no channel was named. */
export function isChannelRequired(error: unknown): boolean {
  return isApiError(error) && error.message === METRICS_IMPORT_MESSAGES.channelRequired;
}
