import type { ImportedMetricRow, MetricsImportFormat, MetricsImportProblem } from '../../../shared/metrics';

/** What the import's parsing thread is given (metrics-csv-worker.ts). */
export interface MetricsCsvJob {
  text: string;
  channel: string | undefined;
  today: string;
}

/** Rows per message: each message is copied into the server's thread on its own, between other work. */
export const ROWS_PER_MESSAGE = 5000;

/** Its answer, in this order: `file`, any number of `rows`, then `done`; or `refused` / `failed` alone. */
export type MetricsCsvReply =
  | {
      kind: 'file';
      format: MetricsImportFormat;
      campaignColumn: string;
      problems: MetricsImportProblem[];
    }
  | { kind: 'rows'; rows: ImportedMetricRow[] }
  | { kind: 'done' }
  /** The file was refused (the import's 422): the error's status, message, code and body fields. */
  | { kind: 'refused'; statusCode: number; message: string; code: string; details: Record<string, unknown> }
  | { kind: 'failed'; message: string };
