import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import {
  METRICS_IMPORT_MAX_BYTES,
  METRICS_IMPORT_MAX_ERRORS,
  METRICS_IMPORT_MESSAGES,
  METRICS_IMPORT_PREVIEW_ROWS,
  metricsImportFailureSchema,
  metricsImportResultSchema,
} from '../../../shared/metrics';
import { todayIn } from '../../../shared/zoned-dates';
import { aiInsights, auditLog, campaignMetrics, campaigns } from '../../db/schema';
import { insertCampaign } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { runDeliverySimulator } from './metrics-simulator';

const TODAY = todayIn('UTC');
/** A past day, `n` days ago. */
const ago = (n: number) => addDays(TODAY, -n);
const HEADER = 'date,campaign,channel,impressions,clicks,conversions,spend,revenue';

const ctx = testContextForFile();
let manager: string;
let managerId: string;
beforeAll(async () => {
  managerId = (await createUser(ctx, { username: 'mgr', role: 'marketing_manager' })).id;
  await createUser(ctx, { username: 'dir', role: 'marketing_director' });
  await createUser(ctx, { username: 'root', role: 'admin' });
  await createUser(ctx, { username: 'ana', role: 'analyst' });
  await createUser(ctx, { username: 'usr', role: 'user' });
  manager = await signIn(ctx, 'mgr');
});

function importCsv(
  text: string,
  options: { cookie?: string | undefined; query?: string; contentType?: string } = {},
) {
  return request(ctx.app, 'POST', `/api/metrics/import${options.query ? `?${options.query}` : ''}`, {
    cookie: 'cookie' in options ? options.cookie : manager,
    body: text,
    headers: { 'content-type': options.contentType ?? 'text/csv' },
  });
}
const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

async function tableSizes() {
  const [metrics] = await ctx.handle.db.select({ n: count() }).from(campaignMetrics);
  const [campaignRows] = await ctx.handle.db.select({ n: count() }).from(campaigns);
  return { metrics: metrics?.n, campaigns: campaignRows?.n };
}

/** The 422 body, checked against the shared contract. */
function failure(response: Awaited<ReturnType<typeof importCsv>>) {
  expect(response.statusCode, response.body).toBe(422);
  return metricsImportFailureSchema.parse(response.json());
}
function success(response: Awaited<ReturnType<typeof importCsv>>) {
  expect(response.statusCode, response.body).toBe(200);
  return metricsImportResultSchema.parse(response.json());
}
/** A campaign of the importing manager's, running from `startDate` to `endDate`. */
const insertManagersCampaign = (name: string, startDate: string, endDate: string) =>
  insertCampaign(ctx, { userId: managerId, name, startDate, endDate });
const campaignNamed = async (name: string) =>
  (await ctx.handle.db.select().from(campaigns).where(eq(campaigns.name, name)))[0];
const metricsOf = (campaignId: string) =>
  ctx.handle.db.select().from(campaignMetrics).where(eq(campaignMetrics.campaignId, campaignId));
/** A campaign's stored days as [date, channel, impressions, clicks, conversions, spend, revenue], sorted. */
const metricRowsOf = async (campaignId: string) =>
  (await metricsOf(campaignId))
    .map((r) => [r.date, r.channel, r.impressions, r.clicks, r.conversions, r.spend, r.revenue])
    .sort();

describe('who may import', () => {
  const file = csv(HEADER, `${ago(1)},Roles check,Meta,100,10,1,5.00,20.00`);

  it('marketing managers, directors and admins may; analysts and users may not; visitors must sign in', async () => {
    for (const username of ['mgr', 'dir', 'root']) {
      const cookie = await signIn(ctx, username);
      expect((await importCsv(file, { cookie, query: 'dryRun=true' })).statusCode).toBe(200);
    }
    for (const username of ['ana', 'usr']) {
      const cookie = await signIn(ctx, username);
      expect((await importCsv(file, { cookie, query: 'dryRun=true' })).statusCode).toBe(403);
      expect((await importCsv(file, { cookie })).statusCode).toBe(403);
    }
    expect((await importCsv(file, { cookie: undefined })).statusCode).toBe(401);
    expect(await campaignNamed('Roles check')).toBeUndefined();
  });

  it('checks the Origin like every other POST', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/metrics/import',
      headers: { 'content-type': 'text/csv', origin: 'https://evil.example', cookie: manager },
      payload: file,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the request', () => {
  it('takes CSV under the names browsers give it, and refuses other content types with 415', async () => {
    const file = csv(HEADER, `${ago(1)},Types check,Meta,100,10,1,5.00,20.00`);
    for (const contentType of [
      'text/csv; charset=utf-8',
      'application/csv',
      'text/plain',
      'application/vnd.ms-excel',
    ]) {
      expect((await importCsv(file, { contentType, query: 'dryRun=true' })).statusCode).toBe(200);
    }
    const xml = await importCsv('<rows/>', { contentType: 'application/xml' });
    expect(xml.statusCode).toBe(415);
    const json = await importCsv(JSON.stringify({ rows: [] }), { contentType: 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
  });

  it('refuses a file over 10 MB with 413 and the shared message', async () => {
    const response = await importCsv(`${HEADER}\n${'x'.repeat(METRICS_IMPORT_MAX_BYTES)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: METRICS_IMPORT_MESSAGES.tooLarge,
      code: 'payload_too_large',
    });
  });

  it('answers 422 for an empty file and a header without rows', async () => {
    for (const text of ['', '\n\n', `${HEADER}\n`, `\uFEFF${HEADER}\n\n,,,,,,,\n`]) {
      const body = failure(await importCsv(text));
      expect(body.message).toBe(METRICS_IMPORT_MESSAGES.empty);
      expect(body.errorCount).toBe(1);
    }
  });

  it('answers 422 for a header it does not know', async () => {
    const body = failure(await importCsv(csv('day,name,views', `${ago(1)},A,10`)));
    expect(body).toMatchObject({
      message: METRICS_IMPORT_MESSAGES.unknownHeader,
      code: 'unprocessable',
      errors: [{ line: 1, column: null, reason: METRICS_IMPORT_MESSAGES.unknownHeader }],
      errorCount: 1,
    });
  });

  it('needs ?channel for a Google Ads report, and a channel it knows', async () => {
    const report = csv(
      'Day,Campaign,Impr.,Clicks,Conversions,Cost,Conv. value',
      `${ago(1)},G,100,10,1,5.00,20.00`,
    );
    const missing = failure(await importCsv(report));
    expect(missing.message).toBe(METRICS_IMPORT_MESSAGES.channelRequired);
    const unknown = failure(await importCsv(report, { query: 'channel=TikTok' }));
    expect(unknown.errors[0]).toMatchObject({ line: 1, column: 'channel' });
    expect(unknown.errors[0]?.reason).toMatch(/^Unknown channel "TikTok"/);
  });
});

describe('rows that cannot be right', () => {
  it('are each reported with their line and column, and nothing is written', async () => {
    const before = await tableSizes();
    const lines = [
      HEADER, // 1
      `${ago(1)},Good row,Meta,100,10,1,5.00,20.00`, // 2: fine, but the file has errors
      `20261101,Bad date,Meta,100,10,1,5.00,20.00`, // 3
      `2026-02-30,Unreal date,Meta,100,10,1,5.00,20.00`, // 4
      `${addDays(TODAY, 1)},Future,Meta,100,10,1,5.00,20.00`, // 5
      `1999-12-31,Too old,Meta,100,10,1,5.00,20.00`, // 6
      `${ago(1)},Negative,Meta,-100,10,1,5.00,20.00`, // 7
      `${ago(1)},Fraction,Meta,100,10.5,1,5.00,20.00`, // 8
      `${ago(1)},Clicks over,Meta,100,200,1,5.00,20.00`, // 9
      `${ago(1)},Conversions over,Meta,100,10,11,5.00,20.00`, // 10
      `${ago(1)},Channel,TikTok,100,10,1,5.00,20.00`, // 11
      `${ago(1)},Money,Meta,100,10,1,-5.00,20.123`, // 12
      `${ago(1)},good ROW,meta,100,10,1,5.00,20.00`, // 13: the same key as line 2 (names and channels match in any case)
      `${ago(1)},Columns,Meta,100,10,1,5.00`, // 14
      '', // 15: blank lines are skipped but still counted
      `${ago(1)}, ,Meta,100,10,1,5.00,20.00`, // 16
      `${ago(1)},${'n'.repeat(101)},Meta,100,10,1,5.00,20.00`, // 17
      `${ago(1)},Text,Meta,1e3,ten,1,5.00,20.00`, // 18
      `${ago(1)},Huge,Meta,100,10,1,10000000000.00,20.00`, // 19
    ];
    const body = failure(await importCsv(csv(...lines)));
    expect(body.message).toBe(METRICS_IMPORT_MESSAGES.invalid);
    const at = (line: number) => body.errors.filter((e) => e.line === line);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual([
      { line: 3, column: 'date', reason: '"20261101" is not a date in YYYY-MM-DD form' },
    ]);
    expect(at(4)).toEqual([{ line: 4, column: 'date', reason: '2026-02-30 is not a real date' }]);
    expect(at(5)[0]?.reason).toMatch(/is in the future/);
    expect(at(6)).toEqual([{ line: 6, column: 'date', reason: '1999-12-31 is before 2000-01-01' }]);
    expect(at(7)).toEqual([{ line: 7, column: 'impressions', reason: '-100 is negative' }]);
    expect(at(8)).toEqual([{ line: 8, column: 'clicks', reason: '"10.5" is not a whole number' }]);
    expect(at(9)).toEqual([
      { line: 9, column: 'clicks', reason: 'Clicks (200) are more than impressions (100)' },
    ]);
    expect(at(10)).toEqual([
      { line: 10, column: 'conversions', reason: 'Conversions (11) are more than clicks (10)' },
    ]);
    expect(at(11)).toHaveLength(1);
    expect(at(11)[0]).toMatchObject({ column: 'channel' });
    expect(at(11)[0]?.reason).toMatch(/^Unknown channel "TikTok": use one of Google Search/);
    expect(at(12)).toEqual([
      { line: 12, column: 'spend', reason: '-5.00 is negative' },
      { line: 12, column: 'revenue', reason: '20.123 has more than 2 decimals' },
    ]);
    expect(at(13)).toEqual([
      { line: 13, column: null, reason: 'Repeats line 2: the same campaign, date and channel' },
    ]);
    expect(at(14)).toEqual([{ line: 14, column: null, reason: 'Has 7 columns; the header has 8' }]);
    expect(at(16)).toEqual([{ line: 16, column: 'campaign', reason: 'Campaign name is required' }]);
    expect(at(17)).toEqual([
      { line: 17, column: 'campaign', reason: 'Campaign name must be less than 100 characters' },
    ]);
    expect(at(18)).toEqual([
      { line: 18, column: 'impressions', reason: '"1e3" is not a number' },
      { line: 18, column: 'clicks', reason: '"ten" is not a number' },
    ]);
    expect(at(19)).toEqual([
      { line: 19, column: 'spend', reason: '10000000000.00 is not less than 10,000,000,000' },
    ]);
    expect(body.errorCount).toBe(body.errors.length);
    expect(body.errors.map((e) => e.line)).toEqual([...body.errors.map((e) => e.line)].sort((a, b) => a - b));
    expect(await tableSizes()).toEqual(before);
    expect(await campaignNamed('Good row')).toBeUndefined();
  });

  it('reports a broken quote as a line problem', async () => {
    const body = failure(await importCsv(csv(HEADER, `${ago(1)},"Broken"x,Meta,100,10,1,5.00,20.00`)));
    expect(body.errors[0]).toMatchObject({ line: 2, column: null });
    expect(body.errors[0]?.reason).toMatch(/double quotes/);
  });

  it('lists the first 100 problems and counts them all', async () => {
    const lines = [HEADER, ...Array.from({ length: 150 }, (_, i) => `${ago(1)},Cap ${i},Meta,1,2,0,0,0`)];
    const body = failure(await importCsv(csv(...lines)));
    expect(body.errors).toHaveLength(METRICS_IMPORT_MAX_ERRORS);
    expect(body.errorCount).toBe(150);
    expect(body.errors[0]?.line).toBe(2);
    expect(body.errors.at(-1)?.line).toBe(101);
  });

  it('refuses a name two workspace campaigns share, and writes nothing', async () => {
    for (const name of ['Twin', 'twin ']) {
      await insertManagersCampaign(name, ago(60), ago(-30));
    }
    const before = await tableSizes();
    const body = failure(
      await importCsv(
        csv(HEADER, `${ago(2)},New one,Meta,100,10,1,5.00,20.00`, `${ago(2)},TWIN,Meta,100,10,1,5.00,20.00`),
      ),
    );
    expect(body.errors).toEqual([
      {
        line: 3,
        column: 'campaign',
        reason:
          'More than one campaign in the workspace is named "TWIN": rename one so the import knows which to use',
      },
    ]);
    expect(await tableSizes()).toEqual(before);
  });
});

describe('a dry run', () => {
  it('reports what an import would do, with a preview, and writes nothing', async () => {
    const existing = await insertManagersCampaign('Dry existing', ago(30), ago(-30));
    await importCsv(
      csv(
        HEADER,
        `${ago(3)},Dry existing,Meta,100,10,1,5.00,20.00`,
        `${ago(2)},Dry existing,Meta,100,10,1,5.00,20.00`,
      ),
    );
    const before = await tableSizes();
    const lines = [
      HEADER,
      `${ago(3)},dry existing,Meta,100,10,1,5.00,20.00`, // unchanged
      `${ago(2)},Dry existing,Meta,100,10,1,6.00,20.00`, // updated
      `${ago(1)},Dry existing,Meta,100,10,1,6.00,20.00`, // inserted
      ...Array.from({ length: 12 }, (_, i) => `${ago(20 - i)},Dry new,Email,50,5,0,1.5,0`),
    ];
    const result = success(await importCsv(csv(...lines), { query: 'dryRun=true' }));
    expect(result).toMatchObject({
      dryRun: true,
      format: 'northstar',
      campaigns: { created: 1, matched: 1, createdNames: ['Dry new'] },
      rows: { total: 15, inserted: 13, updated: 1, unchanged: 1 },
      insights: { opened: 0, updated: 0, resolved: 0 },
      dateRange: { first: ago(20), last: ago(1) },
    });
    expect(result.preview).toHaveLength(METRICS_IMPORT_PREVIEW_ROWS);
    expect(result.preview[0]).toEqual({
      line: 2,
      date: ago(3),
      campaign: 'dry existing',
      channel: 'Meta',
      impressions: 100,
      clicks: 10,
      conversions: 1,
      spend: 5,
      revenue: 20,
    });
    expect(await tableSizes()).toEqual(before);
    expect((await metricsOf(existing.id)).map((m) => m.spend).sort()).toEqual(['5.00', '5.00']);
  });
});

describe('an import', () => {
  it('creates the campaigns the workspace lacks, writes the rows, and changes nothing the second time', async () => {
    const file = csv(
      HEADER,
      `${ago(10)},Autumn Sale,Google Search,1000,50,5,100.00,500.00`,
      `${ago(10)},Autumn Sale,meta,2000,40,2,60.50,120.00`,
      `${ago(9)},autumn sale,Google Search,1100,55,6,110.00,550.00`,
      `${ago(5)},Tiny,Email,10,1,0,0.25,0`,
    );
    const first = success(await importCsv(file));
    expect(first).toMatchObject({
      dryRun: false,
      format: 'northstar',
      campaigns: { created: 2, matched: 0, createdNames: ['Autumn Sale', 'Tiny'] },
      rows: { total: 4, inserted: 4, updated: 0, unchanged: 0 },
      preview: [],
      dateRange: { first: ago(10), last: ago(5) },
    });

    const autumn = await campaignNamed('Autumn Sale');
    expect(autumn).toMatchObject({
      status: 'active',
      startDate: ago(10),
      endDate: addDays(ago(9), 30),
      // Nobody planned it: its plan is what its delivery projects ($270.50 in 2 days, then $135.25 a day for the
      // 30 days after the file: $4,328), grossed up by the 70 % ad-spend share.
      budget: '6182.86',
      objective: 'conversion',
      userId: managerId,
      dataSource: 'imported',
      contentVariants: [],
    });
    // $0.25 on its one day and at that rate for 30 more: $7.75 of ad spend.
    expect((await campaignNamed('Tiny'))?.budget).toBe('11.07');
    const audits = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, autumn?.id ?? ''));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'campaign.imported',
      actorId: managerId,
      after: { name: 'Autumn Sale', startDate: ago(10), budget: 6182.86, dataSource: 'imported' },
    });
    expect(await metricRowsOf(autumn?.id ?? '')).toEqual([
      [ago(10), 'Google Search', 1000, 50, 5, '100.00', '500.00'],
      [ago(10), 'Meta', 2000, 40, 2, '60.50', '120.00'],
      [ago(9), 'Google Search', 1100, 55, 6, '110.00', '550.00'],
    ]);

    const second = success(await importCsv(file));
    expect(second).toMatchObject({
      campaigns: { created: 0, matched: 2, createdNames: [] },
      rows: { total: 4, inserted: 0, updated: 0, unchanged: 4 },
      insights: { opened: 0, updated: 0, resolved: 0 },
    });
    expect(await metricsOf(autumn?.id ?? '')).toHaveLength(3);
    const [campaignCount] = await ctx.handle.db
      .select({ n: count() })
      .from(campaigns)
      .where(eq(campaigns.name, 'Autumn Sale'));
    expect(campaignCount?.n).toBe(1);

    const changed = success(
      await importCsv(csv(HEADER, `${ago(9)},AUTUMN SALE,Google Search,1100,55,6,115.00,550.00`)),
    );
    expect(changed.rows).toEqual({ total: 1, inserted: 0, updated: 1, unchanged: 0 });
  });

  it('brings analytics up to date before it answers', async () => {
    const analyst = await signIn(ctx, 'ana');
    const file = csv(
      HEADER,
      `${ago(4)},Rollup check,Google Search,4000,200,20,300.00,900.00`,
      `${ago(3)},Rollup check,YouTube,6000,100,5,200.00,100.00`,
    );
    success(await importCsv(file));
    const analytics = await request(ctx.app, 'GET', '/api/analytics/30d/all', { cookie: analyst });
    expect(analytics.statusCode).toBe(200);
    const row = analytics.json().campaigns.find((c: { name: string }) => c.name === 'Rollup check');
    expect(row).toMatchObject({
      spend: 500,
      revenue: 1000,
      impressions: 10_000,
      clicks: 300,
      conversions: 25,
    });

    success(await importCsv(csv(HEADER, `${ago(3)},Rollup check,YouTube,6000,100,5,250.00,100.00`)));
    const after = await request(ctx.app, 'GET', '/api/analytics/30d/all', { cookie: analyst });
    expect(after.json().campaigns.find((c: { name: string }) => c.name === 'Rollup check')).toMatchObject({
      spend: 550,
    });
    const campaignList = await request(ctx.app, 'GET', '/api/campaigns', { cookie: manager });
    expect(campaignList.json().find((c: { name: string }) => c.name === 'Rollup check')).toMatchObject({
      spend: 550,
      status: 'active',
    });
  });

  it('runs the insights engine for what it wrote before it answers', async () => {
    const days = Array.from({ length: 28 }, (_, i) => ago(28 - i));
    const lines = days.map((date, i) => {
      // Flat delivery with a little wobble, then yesterday ten times the spend.
      const spend = i === days.length - 1 ? 1000 : 100 + (i % 3) * 2;
      return `${date},Spike check,Google Search,5000,200,10,${spend.toFixed(2)},${(spend * 3).toFixed(2)}`;
    });
    const result = success(await importCsv(csv(HEADER, ...lines)));
    expect(result.insights.opened).toBeGreaterThan(0);
    const spike = await campaignNamed('Spike check');
    const stored = await ctx.handle.db
      .select()
      .from(aiInsights)
      .where(eq(aiInsights.campaignId, spike?.id ?? ''));
    expect(stored.length).toBeGreaterThan(0);
  });

  it('reads a Google Ads report: preamble lines, thousands separators, "--" and the Total rows', async () => {
    const report = [
      '\uFEFFCampaign report',
      `"${ago(7)} - ${ago(6)}"`,
      'Day,Campaign,Impr.,Clicks,Conversions,Cost,Conv. value,Currency code',
      `${ago(7)},Brand Search,"12,345",678,12.00,"1,234.56","4,321.00",USD`,
      `${ago(6)},Brand Search,"1,000",--,--,--,--,USD`,
      'Total: Account,,"13,345",678,12.00,"1,234.56","4,321.00"',
      'Total: Campaigns,--,"13,345",678,12.00,"1,234.56","4,321.00",USD',
    ].join('\r\n');
    const dry = success(await importCsv(report, { query: 'dryRun=true&channel=google-search' }));
    expect(dry.format).toBe('google-ads');
    expect(
      dry.preview.map((r) => [r.line, r.channel, r.impressions, r.clicks, r.conversions, r.spend, r.revenue]),
    ).toEqual([
      [4, 'Google Search', 12_345, 678, 12, 1234.56, 4321],
      [5, 'Google Search', 1000, 0, 0, 0, 0],
    ]);
    const result = success(await importCsv(report, { query: 'channel=Google%20Search' }));
    expect(result.rows).toMatchObject({ total: 2, inserted: 2 });
    const brand = await campaignNamed('Brand Search');
    expect((await metricsOf(brand?.id ?? '')).map((m) => m.spend).sort()).toEqual(['0.00', '1234.56']);
  });

  it('refuses thousands separators in the Northstar format', async () => {
    const body = failure(await importCsv(csv(HEADER, `${ago(1)},Commas,Meta,"1,000",10,1,5.00,20.00`)));
    expect(body.errors).toEqual([{ line: 2, column: 'impressions', reason: '"1,000" is not a number' }]);
  });

  it('reads a Meta Ads export: purchase results are conversions, amount spent is spend, revenue is 0', async () => {
    const file = csv(
      'Campaign name,Reporting starts,Reporting ends,Impressions,Link clicks,Results,Result indicator,Amount spent (USD)',
      `Spring Reels,${ago(8)},${ago(8)},5000,120,4,actions:offsite_conversion.fb_pixel_purchase,75.20`,
      `Spring Reels,${ago(7)},${ago(7)},4000,,,,0`,
    );
    const result = success(await importCsv(file));
    expect(result).toMatchObject({
      format: 'meta',
      rows: { total: 2, inserted: 2 },
      currency: { file: 'USD', workspace: 'USD' },
      zeroColumns: ['revenue'],
    });
    const reels = await campaignNamed('Spring Reels');
    expect(await metricRowsOf(reels?.id ?? '')).toEqual([
      [ago(8), 'Meta', 5000, 120, 4, '75.20', '0.00'],
      [ago(7), 'Meta', 4000, 0, 0, '0.00', '0.00'],
    ]);

    const weekly = failure(
      await importCsv(
        csv(
          'Campaign name,Reporting starts,Reporting ends,Impressions,Link clicks,Results,Amount spent (USD)',
          `Spring Reels,${ago(14)},${ago(8)},5000,120,4,75.20`,
        ),
      ),
    );
    expect(weekly.message).toBe(
      METRICS_IMPORT_MESSAGES.notDaily('meta', `totals for ${ago(14)} to ${ago(8)}`),
    );
    const mixed = failure(
      await importCsv(
        csv(
          'Campaign name,Reporting starts,Reporting ends,Impressions,Link clicks,Results,Amount spent (USD)',
          `Spring Reels,${ago(14)},${ago(8)},5000,120,4,75.20`,
          `Spring Reels,${ago(7)},${ago(7)},4000,,,0`,
        ),
      ),
    );
    expect(mixed.errors[0]).toMatchObject({ line: 2, column: 'Reporting ends' });
  });

  it('marks matched demo campaigns as imported, keeps Google Ads ones, and the simulator leaves them alone', async () => {
    const demo = await insertManagersCampaign('Was demo', ago(5), ago(-20));
    const google = await insertManagersCampaign('From Google', ago(5), ago(-20));
    await ctx.handle.db
      .update(campaigns)
      .set({ dataSource: 'google-ads' })
      .where(eq(campaigns.id, google.id));
    const result = success(
      await importCsv(
        csv(
          HEADER,
          `${ago(2)},was demo,Email,100,10,1,5.00,20.00`,
          `${ago(2)},From Google,Google Search,100,10,1,5.00,20.00`,
        ),
      ),
    );
    expect(result.campaigns).toEqual({ created: 0, matched: 2, createdNames: [] });
    expect((await campaignNamed('Was demo'))?.dataSource).toBe('imported');
    expect((await campaignNamed('From Google'))?.dataSource).toBe('google-ads');

    await runDeliverySimulator({ db: ctx.handle.db, timeZone: 'UTC' });
    expect((await metricsOf(demo.id)).map((m) => [m.date, m.channel])).toEqual([[ago(2), 'Email']]);
    expect((await metricsOf(google.id)).map((m) => [m.date, m.channel])).toEqual([[ago(2), 'Google Search']]);
    expect(await metricsOf((await campaignNamed('Autumn Sale'))?.id ?? '')).toHaveLength(3);
  });
});
