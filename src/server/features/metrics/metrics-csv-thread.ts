import { Worker } from 'node:worker_threads';
import type { ApiErrorCode } from '../../../shared/http';
import type { ImportedMetricRow } from '../../../shared/metrics';
import { AppError } from '../../lib/errors';
import { type ParsedMetricsFile, parseMetricsCsv } from './metrics-csv';
import type { MetricsCsvJob, MetricsCsvReply } from './metrics-csv-thread-protocol';

/**
 * Files up to this size are read on the server's own thread (a few milliseconds; a thread costs more to start);
 * larger ones in a thread of their own, so that a 10 MB import does not stop every other request for seconds
 * (bench/import-latency.ts).
 */
export const PARSE_IN_THREAD_FROM_BYTES = 128 * 1024;

/** Same as parseMetricsCsv (the same rows, problems and refusals), off the server's thread for large files. */
export function readMetricsFile(
  text: string,
  options: { channel?: string | undefined; today: string },
): Promise<ParsedMetricsFile> {
  if (text.length < PARSE_IN_THREAD_FROM_BYTES) {
    return Promise.resolve().then(() => parseMetricsCsv(text, options));
  }
  return parseInThread({ text, channel: options.channel, today: options.today });
}

/** Under src/ (tests, `npm run dev`) the worker is TypeScript, run through tsx; in the bundle, plain JS beside it. */
function startWorker(job: MetricsCsvJob): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./metrics-csv-worker.js', here), { workerData: job });
  const entry = JSON.stringify(new URL('./metrics-csv-worker.ts', here).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); })`, {
    eval: true,
    workerData: job,
  });
}

function parseInThread(job: MetricsCsvJob): Promise<ParsedMetricsFile> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let file: Omit<ParsedMetricsFile, 'rows'> | undefined;
    const rows: ImportedMetricRow[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      outcome();
    };
    worker.on('message', (message: MetricsCsvReply) => {
      if (message.kind === 'file') {
        file = { format: message.format, campaignColumn: message.campaignColumn, problems: message.problems };
      } else if (message.kind === 'rows') {
        for (const row of message.rows) rows.push(row);
      } else if (message.kind === 'done' && file) {
        const parsed = { ...file, rows };
        settle(() => resolve(parsed));
      } else if (message.kind === 'refused') {
        const { statusCode, code, details } = message;
        settle(() =>
          reject(
            new AppError(statusCode, message.message, undefined, undefined, code as ApiErrorCode, details),
          ),
        );
      } else {
        const reason = message.kind === 'failed' ? message.message : 'rows before the file';
        settle(() => reject(new Error(`metrics file thread failed: ${reason}`)));
      }
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`metrics file thread exited (code ${code}) before answering`))),
    );
  });
}
