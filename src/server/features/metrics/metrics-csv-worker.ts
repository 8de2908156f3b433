/**
 * The thread an uploaded metrics file is read and checked in (started by metrics-csv-thread.ts): a 10 MB file is
 * seconds of parsing that would otherwise stop the server answering anyone. Bundled as
 * dist/server/metrics-csv-worker.js; under src/ it runs through tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import { parseMetricsTable } from './metrics-csv';
import { type MetricsCsvJob, type MetricsCsvReply, ROWS_PER_MESSAGE } from './metrics-csv-thread-protocol';
import { readFileTable } from './metrics-file-table';

const port = parentPort;
if (!port) throw new Error('metrics-csv-worker runs as a worker thread');
const job = workerData as MetricsCsvJob;
const reply = (message: MetricsCsvReply) => port.postMessage(message);

try {
  const table = await readFileTable(job.bytes);
  const { rows, ...file } = parseMetricsTable(table, job);
  reply({ kind: 'file', ...file });
  for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
    reply({ kind: 'rows', rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
  }
  reply({ kind: 'done' });
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
