import type { ImportedMetricRow } from '../../../shared/metrics';
import type { FileSummary, ReadOptions, ReadProgress } from './metrics-file-reader';

/** What the import's reading thread is given (metrics-csv-worker.ts): where the file is and how to read it. */
export interface MetricsCsvJob extends ReadOptions {
  path: string;
}

/**
 * Its messages: any number of `rows` (each answered by the server's `more` before the next is read, so rows never
 * pile up in memory faster than they are staged) and `progress`, then `done` with the file's summary; or
 * `refused` / `failed` alone.
 */
export type MetricsCsvReply =
  | { kind: 'rows'; rows: ImportedMetricRow[] }
  | ({ kind: 'progress' } & ReadProgress)
  | { kind: 'done'; summary: FileSummary }
  /** The file was refused (the import's 422): the error's status, message, code and body fields. */
  | { kind: 'refused'; statusCode: number; message: string; code: string; details: Record<string, unknown> }
  | { kind: 'failed'; message: string };

export type MetricsCsvRequest = { kind: 'more' };
