import type { ImportedMetricRow } from '../../../shared/metrics';
import type { ParsedMetricsFile } from './metrics-csv';

/** What the import's parsing thread is given (metrics-csv-worker.ts): the file's bytes and how to read them. */
export interface MetricsCsvJob {
  bytes: Uint8Array;
  channel: string | undefined;
  today: string;
  currency: string;
}

/** Rows per message: each message is copied into the server's thread on its own, between other work. */
export const ROWS_PER_MESSAGE = 5000;

/** Its answer, in this order: `file`, any number of `rows`, then `done`; or `refused` / `failed` alone. */
export type MetricsCsvReply =
  | ({ kind: 'file' } & Omit<ParsedMetricsFile, 'rows'>)
  | { kind: 'rows'; rows: ImportedMetricRow[] }
  | { kind: 'done' }
  /** The file was refused (the import's 422): the error's status, message, code and body fields. */
  | { kind: 'refused'; statusCode: number; message: string; code: string; details: Record<string, unknown> }
  | { kind: 'failed'; message: string };
