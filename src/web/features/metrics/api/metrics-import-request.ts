import { API_ROUTES } from '../../../../shared/api-routes';
import type {
  MetricsImportFailure,
  MetricsImportProblem,
  MetricsImportResult,
} from '../../../../shared/metrics';
import {
  METRICS_IMPORT_ASYNC_FROM_BYTES,
  METRICS_IMPORT_FORMATS,
  METRICS_IMPORT_MESSAGES,
  type MetricsImportFormat,
  XLSX_CONTENT_TYPE,
} from '../../../../shared/metrics-rules';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { isXlsxFile } from '../detect-format';
import { type MetricsImportProgress, runBackgroundMetricsImport } from './metrics-import-job';

export interface MetricsImportInput {
  file: File;
  /** The channel of a Google Ads report, which has no channel column of its own. */
  channel?: string;
  /** How far a large file's check or import has come (files from METRICS_IMPORT_ASYNC_FROM_BYTES only). */
  onProgress?: (progress: MetricsImportProgress) => void;
  /** Stops a large file's upload and the questions about its progress; the server's work goes on once it has it. */
  signal?: AbortSignal;
}

/**
 * POST /api/metrics/import with the raw file as the body: an .xlsx as itself, anything else as text/csv (the server
 * reads the encoding and separator from the bytes). The dry run and the import differ by query. A file from
 * METRICS_IMPORT_ASYNC_FROM_BYTES runs in the background with progress (metrics-import-job.ts); either way the
 * answer, and the ApiError of a refusal, are the same.
 */
export function postMetricsImport(
  { file, channel, onProgress, signal }: MetricsImportInput,
  { dryRun }: { dryRun: boolean },
): Promise<MetricsImportResult> {
  const query = new URLSearchParams();
  if (dryRun) query.set('dryRun', 'true');
  if (channel) query.set('channel', channel);
  const search = query.size > 0 ? `?${query}` : '';
  const path = `${API_ROUTES.metricsImport}${search}`;
  const isXlsx = isXlsxFile(file);
  const contentType = isXlsx ? XLSX_CONTENT_TYPE : 'text/csv';
  if (file.size >= METRICS_IMPORT_ASYNC_FROM_BYTES) {
    return runBackgroundMetricsImport({
      path,
      file,
      contentType,
      isCompressible: !isXlsx,
      onProgress: onProgress ?? (() => {}),
      signal,
    });
  }
  return apiRequest<MetricsImportResult>('POST', path, {
    // The File itself: the browser streams it, so a report is never copied into a string.
    rawBody: file,
    contentType,
  });
}

export interface MetricsImportProblems {
  message: string;
  errors: MetricsImportProblem[];
  errorCount: number;
  /** The columns a file close to a known export lacks, with that export's format. */
  missingColumns: MetricsImportFailure['missingColumns'];
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

function missingColumnsOf(body: unknown): MetricsImportFailure['missingColumns'] {
  if (typeof body !== 'object' || body === null) return undefined;
  const { missingColumns } = body as Record<string, unknown>;
  if (typeof missingColumns !== 'object' || missingColumns === null) return undefined;
  const { format, columns } = missingColumns as Record<string, unknown>;
  const isFormat = typeof format === 'string' && Object.hasOwn(METRICS_IMPORT_FORMATS, format);
  const isNames = Array.isArray(columns) && columns.every((column) => typeof column === 'string');
  return isFormat && isNames && columns.length > 0
    ? { format: format as MetricsImportFormat, columns: columns as string[] }
    : undefined;
}

/** The problems of a 422 answer (the file was refused, nothing written), or null for any other failure. */
export function readImportProblems(error: unknown): MetricsImportProblems | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const missingColumns = missingColumnsOf(error.body);
  const problems = problemListOf(error.body);
  if (!problems) return { message: error.message, errors: [], errorCount: 0, missingColumns };
  // A whole-file problem (no known header, no rows) is listed once more as line 1: the message says it already.
  const errors = problems.errors.filter((problem) => problem.reason !== error.message);
  const repeated = problems.errors.length - errors.length;
  return { message: error.message, errors, errorCount: problems.errorCount - repeated, missingColumns };
}

/** Whether the server refused a Google Ads report because no channel was named. */
export function isChannelRequired(error: unknown): boolean {
  return isApiError(error) && error.message === METRICS_IMPORT_MESSAGES.channelRequired;
}
