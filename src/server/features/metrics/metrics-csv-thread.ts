import { Worker } from 'node:worker_threads';
import type { ApiErrorCode } from '../../../shared/http';
import type { ImportedMetricRow } from '../../../shared/metrics';
import { AppError } from '../../lib/errors';
import { type ParsedMetricsFile, type ParseOptions, parseMetricsTable } from './metrics-csv';
import type { MetricsCsvJob, MetricsCsvReply } from './metrics-csv-thread-protocol';
import { readFileTable } from './metrics-file-table';

/**
 * Files up to this size are read on the server's own thread (a few milliseconds; a thread costs more to start);
 * larger ones in a thread of their own, so that a 10 MB import does not stop every other request for seconds
 * (bench/import-latency.ts).
 */
export const PARSE_IN_THREAD_FROM_BYTES = 128 * 1024;

/** The file's bytes read and checked (the same rows, problems and refusals either way), off the server's thread when large. */
export async function readMetricsFile(bytes: Uint8Array, options: ParseOptions): Promise<ParsedMetricsFile> {
  if (bytes.byteLength < PARSE_IN_THREAD_FROM_BYTES) {
    return parseMetricsTable(await readFileTable(bytes), options);
  }
  return parseInThread({ bytes, channel: options.channel, today: options.today, currency: options.currency });
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
        const { kind: _kind, ...rest } = message;
        file = rest;
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
