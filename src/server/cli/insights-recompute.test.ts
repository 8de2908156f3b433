import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { todayIn } from '../../shared/zoned-dates';
import { type Database, openDatabase } from '../db/client';
import { aiInsights, campaignMetrics, campaigns, users } from '../db/schema';
import { refreshMetricRollups } from '../features/analytics/metric-rollups';
import { FIXTURE_AUDIENCE } from '../test/fixtures';
import { openTestDatabase } from '../test/helpers';
import { main, recomputeInsights } from './insights-recompute';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const TODAY = todayIn('UTC');
const YESTERDAY = addDays(TODAY, -1);
const CHANNELS = ['Google Search', 'Meta'];

/** A user and two campaigns: one with 14 days of delivery on two channels, one with only 2 days. */
async function seedWorkspace(db: Database) {
  const [user] = await db
    .insert(users)
    .values({
      username: 'owner',
      email: 'owner@example.com',
      password: 'not-a-real-hash',
      firstName: 'O',
      lastName: 'Wner',
      role: 'marketing_manager',
    })
    .returning();
  if (!user) throw new Error('no user');
  const campaign = async (name: string, days: number) => {
    const [row] = await db
      .insert(campaigns)
      .values({
        userId: user.id,
        name,
        objective: 'conversion',
        budget: '20000.00',
        startDate: addDays(YESTERDAY, -(days - 1)),
        endDate: addDays(TODAY, 30),
        status: 'active',
        targetAudience: FIXTURE_AUDIENCE,
      })
      .returning();
    if (!row) throw new Error('no campaign');
    const metrics = [];
    for (let i = 0; i < days; i += 1) {
      for (const channel of CHANNELS) {
        metrics.push({
          campaignId: row.id,
          date: addDays(YESTERDAY, -i),
          channel,
          impressions: 5000 + i * 10,
          clicks: 100 + i,
          conversions: 5,
          spend: (200 + i).toFixed(2),
          revenue: (600 + i).toFixed(2),
        });
      }
    }
    await db.insert(campaignMetrics).values(metrics);
    await refreshMetricRollups(db, { campaignIds: [row.id], dates: metrics.map((m) => m.date) });
    return row;
  };
  return { steady: await campaign('Steady', 14), fresh: await campaign('Fresh', 2) };
}

type Rows = Record<string, unknown>[];
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Rows }).rows;

/** The rollups as stored, and as they must be when computed from campaign_metrics now. */
async function rollups(db: Database, since = '2000-01-01') {
  return {
    daily: await rowsOf(
      db,
      sql`select date::text, channel, impressions::text, clicks::text, conversions::text, spend::text, revenue::text
            from metrics_daily_totals where date >= ${since} order by date, channel`,
    ),
    dailyExpected: await rowsOf(
      db,
      sql`select date::text, channel, sum(impressions)::text as impressions, sum(clicks)::text as clicks,
                 sum(conversions)::text as conversions, sum(spend)::numeric(14,2)::text as spend,
                 sum(revenue)::numeric(14,2)::text as revenue
            from campaign_metrics where date >= ${since} group by date, channel order by date, channel`,
    ),
    perCampaign: await rowsOf(
      db,
      sql`select campaign_id::text, channel, impressions::text, spend::text, revenue::text, first_date::text,
                 last_date::text from campaign_channel_totals order by campaign_id, channel`,
    ),
    perCampaignExpected: await rowsOf(
      db,
      sql`select campaign_id::text, channel, sum(impressions)::text as impressions,
                 sum(spend)::numeric(14,2)::text as spend, sum(revenue)::numeric(14,2)::text as revenue,
                 min(date)::text as first_date, max(date)::text as last_date
            from campaign_metrics group by campaign_id, channel order by campaign_id, channel`,
    ),
    figures: await rowsOf(
      db,
      sql`select c.id::text, (c.performance_metrics->>'revenue')::numeric as revenue,
                 (select coalesce(sum(m.revenue), 0) from campaign_metrics m where m.campaign_id = c.id) as expected
            from campaigns c order by c.id`,
    ),
  };
}

describe('insights:recompute on the test database', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Database;
  let seeded: Awaited<ReturnType<typeof seedWorkspace>>;
  beforeEach(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    seeded = await seedWorkspace(db);
  });
  afterEach(() => handle.close());

  it('rebuilds rollups made stale by direct SQL and re-runs the engine on every campaign', async () => {
    const before = await rollups(db);
    expect(before.daily).toEqual(before.dailyExpected);
    // Changes that bypass the metrics writer: an edited day and a deleted channel-day.
    await db.execute(
      sql`update campaign_metrics set revenue = revenue + 5000, impressions = impressions * 2
           where campaign_id = ${seeded.steady.id} and date = ${addDays(YESTERDAY, -3)}`,
    );
    await db
      .delete(campaignMetrics)
      .where(and(eq(campaignMetrics.campaignId, seeded.fresh.id), eq(campaignMetrics.channel, 'Meta')));
    const stale = await rollups(db);
    expect(stale.daily).not.toEqual(stale.dailyExpected);
    expect(stale.perCampaign).not.toEqual(stale.perCampaignExpected);
    expect(await db.select().from(aiInsights)).toEqual([]);

    const summary = await recomputeInsights({ db, timeZone: 'UTC' });

    const after = await rollups(db);
    expect(after.daily).toEqual(after.dailyExpected);
    expect(after.perCampaign).toEqual(after.perCampaignExpected);
    for (const row of after.figures) expect(Number(row.revenue)).toBeCloseTo(Number(row.expected), 2);
    expect(summary.since).toBeNull();
    expect(summary.rollups).toEqual({
      dailyRows: after.dailyExpected.length,
      days: 14,
      campaignChannelRows: 3,
      campaigns: 2,
    });
    // The engine looked at every campaign: at least the 2-day one gets a finding (its 'insufficient data' note).
    const written = await db.select().from(aiInsights);
    expect(written.map((i) => i.campaignId)).toContain(seeded.fresh.id);
    expect(summary.insights.opened).toBe(written.length);

    // Running it again changes nothing and opens nothing new.
    const again = await recomputeInsights({ db, timeZone: 'UTC' });
    expect(again.insights.opened).toBe(0);
    expect(await rollups(db)).toEqual(after);
  });

  it('with --since rebuilds the daily rollups from that date only, and every campaign total', async () => {
    const since = addDays(YESTERDAY, -4);
    const early = addDays(since, -2);
    await db.execute(
      sql`update campaign_metrics set revenue = revenue + 1000 where date in (${early}, ${since})`,
    );

    const summary = await recomputeInsights({ db, timeZone: 'UTC' }, { since });

    const after = await rollups(db, since);
    expect(after.daily).toEqual(after.dailyExpected);
    expect(after.perCampaign).toEqual(after.perCampaignExpected);
    expect(summary.rollups.days).toBe(5);
    expect(summary.rollups.dailyRows).toBe(10);
    // Before `since` the daily totals were left as they were (still without the direct change).
    const earlyRows = await rollups(db, early);
    const earlyStored = earlyRows.daily.filter((r) => r.date === early);
    const earlyActual = earlyRows.dailyExpected.filter((r) => r.date === early);
    expect(earlyStored).not.toEqual(earlyActual);
  });
});

describe('npm run insights:recompute', () => {
  let root: string;
  let dataDir: string;
  const output = () => {
    const lines: string[] = [];
    return { lines, log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
  };
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'northstar-recompute-'));
    dataDir = path.join(root, 'data');
    const handle = await openDatabase({ dataDir });
    try {
      await handle.migrate();
      await seedWorkspace(handle.db);
    } finally {
      await handle.close();
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it.each([
    [['--since', '2026-13-01'], /--since must be a calendar date written YYYY-MM-DD, not '2026-13-01'/],
    [['--since=2026-02-30'], /not '2026-02-30'/],
    [['--since', 'yesterday'], /not 'yesterday'/],
    [['--since'], /--since needs a date/],
    [['--since', addDays(TODAY, 2)], /is in the future/],
    [['--all'], /Unknown argument '--all'/],
  ])('refuses %j with exit code 2 and a clear message, touching no database', async (args, message) => {
    const missing = path.join(root, 'never-created');
    const out = output();
    expect(await main(args, { DATA_DIR: missing, WORKSPACE_TIMEZONE: 'UTC' }, out)).toBe(2);
    expect(out.lines.join('\n')).toMatch(message);
    expect(out.lines).toContain('Usage: npm run insights:recompute [-- --since YYYY-MM-DD]');
    expect(existsSync(path.join(missing, 'PG_VERSION'))).toBe(false);
  });

  it('rebuilds the embedded database in DATA_DIR and says what it did', { timeout: 60_000 }, async () => {
    const out = output();
    const since = addDays(YESTERDAY, -1);
    expect(await main(['--since', since], { DATA_DIR: dataDir, WORKSPACE_TIMEZONE: 'UTC' }, out)).toBe(0);
    expect(out.lines).toEqual([
      `Rollups rebuilt from ${since}: 4 daily channel rows over 2 days, 4 campaign channel rows, 2 campaigns' figures.`,
      expect.stringMatching(
        /^Insights engine re-run on every campaign: [1-9]\d* opened, \d+ updated, \d+ resolved\.$/,
      ),
    ]);
  });

  // The package.json line, through npm and tsx as an operator runs it.
  it('exits 2 from the command line on a bad --since', { timeout: 60_000 }, async () => {
    const failure = await run('npm', ['run', '-s', 'insights:recompute', '--', '--since', '2026-1-1'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(root, 'cli-never-created') },
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain("--since must be a calendar date written YYYY-MM-DD, not '2026-1-1'.");
  });
});
