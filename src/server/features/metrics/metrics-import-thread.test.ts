import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { type ImportedMetricRow, metricsImportFailureSchema } from '../../../shared/metrics';
import { todayIn } from '../../../shared/zoned-dates';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../test/helpers';
import { PARSE_IN_THREAD_FROM_BYTES, readMetricsFile } from './metrics-csv-thread';
import { readMetricsFileInSlices } from './metrics-file-reader';

const TODAY = todayIn('UTC');
const HEADER = 'date,campaign,channel,impressions,clicks,conversions,spend,revenue';
const CHANNELS = ['Google Search', 'Meta', 'LinkedIn', 'Email'];
const OPTIONS = { channel: undefined, today: TODAY, currency: 'USD' };
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'metrics-thread-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function fileOf(text: string): Promise<{ path: string; bytes: number }> {
  const path = join(folder, `${Math.random().toString(36).slice(2)}.csv`);
  await writeFile(path, text);
  return { path, bytes: Buffer.byteLength(text) };
}

/** The summary and every row the reading handed on, read in a thread (by its size) or on the test's own thread. */
async function readBoth(text: string) {
  const file = await fileOf(text);
  const read = async (inThread: boolean) => {
    const rows: ImportedMetricRow[] = [];
    const sink = { rows: async (batch: ImportedMetricRow[]) => void rows.push(...batch) };
    const summary = inThread
      ? await readMetricsFile(file.path, file.bytes, OPTIONS, sink)
      : await readMetricsFileInSlices(file.path, OPTIONS, sink);
    return { summary, rows };
  };
  return { file, inThread: await read(true), here: await read(false) };
}

/** A file of `rows` valid lines (distinct campaign, day and channel), then `trailing` lines as given. */
function largeFile(rows: number, trailing: string[] = []): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const channel = CHANNELS[i % CHANNELS.length];
    const day = addDays(TODAY, -1 - (Math.floor(i / CHANNELS.length) % 300));
    const campaign = `Bulk campaign ${Math.floor(i / (CHANNELS.length * 300))}`;
    lines.push(`${day},${campaign},${channel},${1000 + (i % 97)},${50 + (i % 13)},${i % 7},12.50,40.25`);
  }
  return `${[...lines, ...trailing].join('\n')}\n`;
}

describe('reading a large metrics file in a thread of its own', () => {
  it('gives the same rows as reading it on the server thread', async () => {
    const { file, inThread, here } = await readBoth(largeFile(6000));
    expect(file.bytes).toBeGreaterThan(PARSE_IN_THREAD_FROM_BYTES);
    expect(inThread.rows).toHaveLength(6000);
    expect(inThread).toEqual(here);
  });

  it('finds the same problems in a file with bad lines', async () => {
    const { inThread, here } = await readBoth(
      largeFile(6000, [`${TODAY},Bad row,Meta,10,20,1,1.00,1.00`, 'not,enough,cells']),
    );
    expect(inThread.summary.problems).toHaveLength(2);
    expect(inThread).toEqual(here);
  });

  it('refuses a file it cannot read with the same 422', async () => {
    const file = await fileOf(`${'x'.repeat(PARSE_IN_THREAD_FROM_BYTES)}\n`);
    const sink = { rows: async () => undefined };
    const refusal = await readMetricsFileInSlices(file.path, OPTIONS, sink).then(
      () => {
        throw new Error('the file was read');
      },
      (error: { statusCode: number; message: string; details: unknown }) => error,
    );
    await expect(readMetricsFile(file.path, file.bytes, OPTIONS, sink)).rejects.toMatchObject({
      statusCode: 422,
      message: refusal.message,
      details: refusal.details,
    });
  });
});

describe('the server during a large import', () => {
  let ctx: TestContext;
  let cookie: string;
  const answered: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    // Once the import has been let in (signed in, allowed), a health check is sent from the next turn of the event
    // loop: it can only be answered before the import if reading the file leaves the loop free.
    ctx.app.addHook('preHandler', async (req) => {
      if (!req.url.startsWith('/api/metrics/import')) return;
      setImmediate(() => {
        void request(ctx.app, 'GET', '/healthz').then((health) => {
          expect(health.statusCode).toBe(200);
          answered.push('health check');
        });
      });
    });
    await createUser(ctx, { username: 'bulk-manager', role: 'marketing_manager' });
    cookie = await signIn(ctx, 'bulk-manager');
  });
  afterAll(() => ctx.close());

  it('answers a health check sent while a 3 MB file is being read before the import answers', async () => {
    // Refused on its last line, so that the import's answer follows the reading of the file at once.
    const text = largeFile(56_000, [`${TODAY},Last row,Meta,10,20,1,1.00,1.00`]);
    expect(text.length).toBeGreaterThan(3_000_000);
    const response = await request(ctx.app, 'POST', '/api/metrics/import?dryRun=true', {
      cookie,
      body: text,
      headers: { 'content-type': 'text/csv' },
    });
    answered.push('import');
    expect(response.statusCode).toBe(422);
    expect(metricsImportFailureSchema.parse(response.json()).errors[0]).toMatchObject({
      line: 56_002,
      column: 'clicks',
    });
    expect(answered).toEqual(['health check', 'import']);
  });
});
