import { gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import {
  METRICS_IMPORT_ADMIN_MAX_BYTES,
  METRICS_IMPORT_MAX_BYTES,
  METRICS_IMPORT_MESSAGES,
  type MetricsImportJob,
  metricsImportFailureSchema,
  metricsImportJobSchema,
  metricsImportResultSchema,
} from '../../../shared/metrics';
import { todayIn } from '../../../shared/zoned-dates';
import { campaignMetrics, campaigns, metricsImportRows } from '../../db/schema';
import { createUser, request, signIn, TEST_ORIGIN, testContextForFile } from '../../test/helpers';

const TODAY = todayIn('UTC');
const HEADER = 'date,campaign,channel,impressions,clicks,conversions,spend,revenue';
const ctx = testContextForFile();
let manager: string;
let admin: string;
let otherManager: string;

beforeAll(async () => {
  await createUser(ctx, { username: 'stream-mgr', role: 'marketing_manager' });
  await createUser(ctx, { username: 'stream-mgr-2', role: 'marketing_manager' });
  await createUser(ctx, { username: 'stream-admin', role: 'admin' });
  manager = await signIn(ctx, 'stream-mgr');
  otherManager = await signIn(ctx, 'stream-mgr-2');
  admin = await signIn(ctx, 'stream-admin');
});

/** `days` days of one campaign on Meta, as a Northstar CSV. */
function csvOf(campaign: string, days: number, trailing = ''): string {
  const lines = [HEADER];
  for (let i = 1; i <= days; i += 1) {
    lines.push(
      `${addDays(TODAY, -i)},${campaign},Meta,${1000 + i},${40 + (i % 9)},${i % 5},${(20 + i / 4).toFixed(2)},55.10`,
    );
  }
  return `${lines.join('\n')}\n${trailing}`;
}

function post(
  body: Buffer | string,
  options: { cookie: string; query?: string; headers?: Record<string, string> },
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/metrics/import${options.query ? `?${options.query}` : ''}`,
    headers: { origin: TEST_ORIGIN, cookie: options.cookie, 'content-type': 'text/csv', ...options.headers },
    payload: body,
  });
}

async function metricRows(campaign: string) {
  const [row] = await ctx.handle.db
    .select({ n: count() })
    .from(campaignMetrics)
    .innerJoin(campaigns, eq(campaigns.id, campaignMetrics.campaignId))
    .where(eq(campaigns.name, campaign));
  return row?.n ?? 0;
}

async function stagedRowCount() {
  const [row] = await ctx.handle.db.select({ n: count() }).from(metricsImportRows);
  return row?.n ?? 0;
}

/** Follows a background import until it ends, the way the dialog does (each answer checked against the contract). */
async function followJob(location: string, cookie: string): Promise<MetricsImportJob[]> {
  const seen: MetricsImportJob[] = [];
  for (;;) {
    const response = await request(ctx.app, 'GET', location, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const job = metricsImportJobSchema.parse(response.json());
    seen.push(job);
    if (job.state !== 'running') return seen;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a gzip body', () => {
  it('imports as the plain file does, whether the header says gzip or only its bytes do', async () => {
    const text = csvOf('Gzip campaign', 30);
    const plain = metricsImportResultSchema.parse(
      (await post(text, { cookie: manager, query: 'dryRun=true' })).json(),
    );
    const byMagic = await post(gzipSync(text), { cookie: manager, query: 'dryRun=true' });
    expect(byMagic.statusCode, byMagic.body).toBe(200);
    expect(metricsImportResultSchema.parse(byMagic.json())).toEqual(plain);

    const byHeader = await post(gzipSync(text), { cookie: manager, headers: { 'content-encoding': 'gzip' } });
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    expect(metricsImportResultSchema.parse(byHeader.json()).rows).toMatchObject({ total: 30, inserted: 30 });
    expect(await metricRows('Gzip campaign')).toBe(30);
  });

  it('that is cut short is refused with 400 and writes nothing', async () => {
    const packed = gzipSync(csvOf('Broken gzip campaign', 200));
    const cut = packed.subarray(0, packed.length - 40);
    const response = await post(cut, { cookie: manager });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(METRICS_IMPORT_MESSAGES.notGzip);
    // Said to be gzip: unpacked before the route (@fastify/compress), refused all the same.
    const declared = await post(cut, { cookie: manager, headers: { 'content-encoding': 'gzip' } });
    expect(declared.statusCode, declared.body).toBe(400);
    expect(await metricRows('Broken gzip campaign')).toBe(0);
  });
});

describe('the size limit', () => {
  // Blank lines are skipped by the reader, and pack into almost nothing: a file of any size, cheap to send.
  const padded = (campaign: string, bytes: number) => {
    const text = csvOf(campaign, 3);
    return gzipSync(Buffer.concat([Buffer.from(text), Buffer.alloc(bytes - text.length, '\n')]));
  };

  it('counts the unpacked bytes: 10 MB for managers, 200 MB for admins', async () => {
    const file = padded('Padded campaign', METRICS_IMPORT_MAX_BYTES + 1024);
    expect(file.length).toBeLessThan(100_000);
    const refused = await post(file, { cookie: manager });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(METRICS_IMPORT_MESSAGES.tooLarge);

    const taken = await post(file, { cookie: admin, query: 'dryRun=true' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(metricsImportResultSchema.parse(taken.json()).rows.total).toBe(3);
  });

  it('stops an upload that unpacks past the admins’ limit, and nothing is written or left staged', async () => {
    const bomb = padded('Bomb campaign', METRICS_IMPORT_ADMIN_MAX_BYTES + 1024);
    const response = await post(bomb, { cookie: admin });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(METRICS_IMPORT_MESSAGES.tooLargeForAdmins);
    expect(await metricRows('Bomb campaign')).toBe(0);
    expect(await stagedRowCount()).toBe(0);
  });
});

describe('an import in the background (Prefer: respond-async)', () => {
  it('answers 202 at once, then tells its phases and ends with the answer the request would have had', async () => {
    const text = csvOf('Background campaign', 400);
    const response = await post(text, { cookie: manager, headers: { prefer: 'respond-async' } });
    expect(response.statusCode, response.body).toBe(202);
    const started = metricsImportJobSchema.parse(response.json());
    expect(response.headers.location).toBe(`/api/metrics/imports/${started.id}`);
    expect(started).toMatchObject({ dryRun: false, result: null, error: null });

    const seen = await followJob(response.headers.location as string, manager);
    const last = seen.at(-1) as MetricsImportJob;
    expect(last).toMatchObject({ state: 'succeeded', phase: 'done', progress: 1, error: null });
    expect(last.result?.rows).toEqual({ total: 400, inserted: 400, updated: 0, unchanged: 0 });
    expect(last.result?.campaigns.createdNames).toEqual(['Background campaign']);
    expect(last.rowsRead).toBe(400);
    // Progress only moves forward.
    const progress = seen.map((job) => job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await metricRows('Background campaign')).toBe(400);
    expect(await stagedRowCount()).toBe(0);
  });

  it('keeps a refused file’s 422 body, writes nothing, and is the sender’s only', async () => {
    const text = csvOf(
      'Refused background campaign',
      20,
      `${TODAY},Refused background campaign,Meta,10,20,1,1.00,1.00\n`,
    );
    const response = await post(text, {
      cookie: manager,
      query: 'dryRun=false',
      headers: { prefer: 'respond-async' },
    });
    expect(response.statusCode).toBe(202);
    const location = response.headers.location as string;
    expect((await request(ctx.app, 'GET', location, { cookie: otherManager })).statusCode).toBe(404);
    expect((await request(ctx.app, 'GET', location)).statusCode).toBe(401);

    const last = (await followJob(location, manager)).at(-1) as MetricsImportJob;
    expect(last.state).toBe('failed');
    const body = metricsImportFailureSchema.omit({ requestId: true }).parse(last.error);
    expect(last.error?.statusCode).toBe(422);
    expect(body.message).toBe(METRICS_IMPORT_MESSAGES.invalid);
    expect(body.errors).toEqual([expect.objectContaining({ line: 22, column: 'clicks' })]);
    expect(await metricRows('Refused background campaign')).toBe(0);
    expect(await stagedRowCount()).toBe(0);
  });

  it('answers 404 for an id that is not an import', async () => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await request(ctx.app, 'GET', `/api/metrics/imports/${id}`, { cookie: manager });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('a file with repeats far apart', () => {
  it('reports a repeat of a campaign, day and channel thousands of lines later, with both lines', async () => {
    const text = csvOf(
      'Far repeat campaign',
      3000,
      `${addDays(TODAY, -1)},Far repeat campaign,Meta,1,1,0,1.00,1.00\n`,
    );
    const problems = metricsImportFailureSchema.parse((await post(text, { cookie: manager })).json());
    expect(problems.errors).toEqual([
      { line: 3002, column: null, reason: 'Repeats line 2: the same campaign, date and channel' },
    ]);
    expect(await stagedRowCount()).toBe(0);
  });
});
