/**
 * The thread an uploaded metrics file is read and checked in (started by metrics-csv-thread.ts): a large file is
 * seconds of parsing that would otherwise stop the server answering anyone. Bundled as
 * dist/server/metrics-csv-worker.js; under src/ it runs through tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import type { MetricsCsvJob, MetricsCsvReply, MetricsCsvRequest } from './metrics-csv-thread-protocol';
import { readMetricsFileInSlices } from './metrics-file-reader';

const port = parentPort;
if (!port) throw new Error('metrics-csv-worker runs as a worker thread');
const { path, ...options } = workerData as MetricsCsvJob;
const reply = (message: MetricsCsvReply) => port.postMessage(message);

/** Batches sent and not yet staged: reading goes on while the server stages the one before. */
const IN_FLIGHT = 2;
let unanswered = 0;
let wanted: (() => void) | null = null;
port.on('message', (message: MetricsCsvRequest) => {
  if (message.kind === 'more') {
    unanswered -= 1;
    wanted?.();
    wanted = null;
  }
});

try {
  const summary = await readMetricsFileInSlices(path, options, {
    rows: async (rows) => {
      unanswered += 1;
      reply({ kind: 'rows', rows });
      while (unanswered >= IN_FLIGHT) {
        await new Promise<void>((resolve) => {
          wanted = resolve;
        });
      }
    },
    progress: (progress) => reply({ kind: 'progress', ...progress }),
  });
  while (unanswered > 0) {
    await new Promise<void>((resolve) => {
      wanted = resolve;
    });
  }
  reply({ kind: 'done', summary });
} catch (error) {
  if (error instanceof AppError) {
    reply({
      kind: 'refused',
      statusCode: error.statusCode,
      message: error.message,
      code: error.code,
      details: error.details ?? {},
    });
  } else {
    reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
