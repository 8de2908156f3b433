import { Worker } from 'node:worker_threads';
import type { ApiErrorCode } from '../../../shared/http';
import { AppError } from '../../lib/errors';
import type { MetricsCsvJob, MetricsCsvReply, MetricsCsvRequest } from './metrics-csv-thread-protocol';
import {
  type FileSummary,
  type ReadOptions,
  type RowSink,
  readMetricsFileInSlices,
} from './metrics-file-reader';

/**
 * Files up to this size are read on the server's own thread (a few milliseconds; a thread costs more to start);
 * larger ones in a thread of their own, so that a large import does not stop every other request for seconds
 * (bench/import-latency.ts).
 */
export const PARSE_IN_THREAD_FROM_BYTES = 128 * 1024;

/**
 * Reads and checks the file at `path` (the same rows, problems and refusals either way), off the server's thread
 * when it is large; the rows go to `sink` in batches, each staged before the next is read.
 */
export async function readMetricsFile(
  path: string,
  bytes: number,
  options: ReadOptions,
  sink: RowSink,
): Promise<FileSummary> {
  if (bytes < PARSE_IN_THREAD_FROM_BYTES) return readMetricsFileInSlices(path, options, sink);
  return readInThread(
    { path, channel: options.channel, today: options.today, currency: options.currency },
    sink,
  );
}

/** Under src/ (tests, `npm run dev`) the worker is TypeScript, run through tsx; in the bundle, plain JS beside it. */
function startWorker(job: MetricsCsvJob): Worker {
  const here = import.meta.url;
  // A small heap: the thread holds a slice of the file at a time, and a cap makes it collect instead of growing.
  const resourceLimits = { maxOldGenerationSizeMb: 96 };
  if (!here.endsWith('.ts'))
    return new Worker(new URL('./metrics-csv-worker.js', here), { workerData: job, resourceLimits });
  const entry = JSON.stringify(new URL('./metrics-csv-worker.ts', here).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); })`, {
    eval: true,
    workerData: job,
    resourceLimits,
  });
}

function readInThread(job: MetricsCsvJob, sink: RowSink): Promise<FileSummary> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      outcome();
    };
    const more: MetricsCsvRequest = { kind: 'more' };
    worker.on('message', (message: MetricsCsvReply) => {
      if (message.kind === 'rows') {
        sink.rows(message.rows).then(
          () => worker.postMessage(more),
          (error: unknown) => settle(() => reject(error)),
        );
      } else if (message.kind === 'progress') {
        const { kind: _kind, ...progress } = message;
        sink.progress?.(progress);
      } else if (message.kind === 'done') {
        settle(() => resolve(message.summary));
      } else if (message.kind === 'refused') {
        const { statusCode, code, details } = message;
        settle(() =>
          reject(
            new AppError(statusCode, message.message, undefined, undefined, code as ApiErrorCode, details),
          ),
        );
      } else {
        settle(() => reject(new Error(`metrics file thread failed: ${message.message}`)));
      }
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`metrics file thread exited (code ${code}) before answering`))),
    );
  });
}
