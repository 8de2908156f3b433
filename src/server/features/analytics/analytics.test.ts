import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createTestContext, createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { getAnalytics, periodRange } from './analytics.service';

// Auckland is UTC+13 in November: at 2026-11-23T12:00Z it is already 24 November there.
const TZ = 'Pacific/Auckland';
// Periods end yesterday (the last complete day): at 2026-11-23T12:00Z that is 23 November in Auckland (already
// the 24th there) and 22 November in UTC.
const NOW = new Date('2026-11-23T12:00:00Z');

const ctx = testContextForFile({ workspaceTimeZone: TZ });
let cookie: string;
beforeAll(async () => {
  const owner = await createUser(ctx, { username: 'ana', role: 'analyst' });
  await createUser(ctx, { username: 'usr', role: 'user' });
  cookie = await signIn(ctx, 'ana');
  const insertOwnedCampaign = async (name: string) =>
    (await insertCampaign(ctx, { userId: owner.id, name, startDate: '2026-11-01', endDate: '2026-12-31' }))
      .id;
  const campaignA = await insertOwnedCampaign('Alpha');
  const campaignB = await insertOwnedCampaign('Beta');
  const row = (
    campaignId: string,
    date: string,
    channel: string,
    spend: number,
    revenue: number,
    clicks: number,
    impressions: number,
    conversions: number,
  ) => insertMetric(ctx, { campaignId, date, channel, spend, revenue, clicks, impressions, conversions });
  // Current 7-day period in Auckland: 2026-11-17 .. 2026-11-23.
  await row(campaignA, '2026-11-17', 'Google Search', 100, 400, 50, 1000, 5);
  await row(campaignA, '2026-11-23', 'Meta', 50, 75, 20, 2000, 1);
  await row(campaignB, '2026-11-20', 'Google Search', 200, 500, 100, 4000, 10);
  // Just outside (the previous period 2026-11-10 .. 2026-11-16).
  await row(campaignA, '2026-11-16', 'Google Search', 80, 160, 40, 800, 4);
  await row(campaignB, '2026-11-10', 'Meta', 20, 40, 10, 500, 1);
  // Before both periods.
  await row(campaignB, '2026-11-09', 'Meta', 999, 999, 999, 999, 99);
});

describe('periods in the workspace time zone', () => {
  it('end on the workspace calendar day, not the UTC day', () => {
    expect(periodRange('7d', TZ, NOW)).toEqual({
      start: '2026-11-17',
      end: '2026-11-23',
      previousStart: '2026-11-10',
      previousEnd: '2026-11-16',
    });
    expect(periodRange('7d', 'UTC', NOW).end).toBe('2026-11-22');
  });

  it('aggregate exactly the rows inside the period, and the previous period for change', async () => {
    const data = await getAnalytics({ db: ctx.handle.db, timeZone: TZ, now: () => NOW }, '7d', 'all');
    expect(data.overview).toEqual({
      totalSpend: 350,
      totalRevenue: 975,
      roas: 2.79,
      impressions: 7000,
      clicks: 170,
      conversions: 16,
      ctr: 2.43,
      conversionRate: 9.41,
    });
    expect(data.previous).toMatchObject({ totalSpend: 100, totalRevenue: 200, conversions: 5 });
    // Two days of delivery out of seven: too few to compare with (no +387.5 %).
    expect(data.comparison).toEqual({ status: 'thin', previousDays: 7, previousDaysWithData: 2 });
    expect(data.change.totalRevenue).toBeNull();
    expect(data.trends.dates).toHaveLength(7);
    expect(data.trends.dates[0]).toBe('2026-11-17');
    expect(data.trends.revenue).toEqual([400, 0, 0, 500, 0, 0, 75]);
    expect(data.channels).toEqual([
      { name: 'Google Search', spend: 300, revenue: 900, conversions: 15, roas: 3 },
      { name: 'Meta', spend: 50, revenue: 75, conversions: 1, roas: 1.5 },
    ]);
    expect(data.campaigns.map((c) => [c.name, c.spend, c.revenue, c.roas])).toEqual([
      ['Beta', 200, 500, 2.5],
      ['Alpha', 150, 475, 3.17],
    ]);
    expect(data.period).toMatchObject({ timeZone: TZ, label: 'Last 7 days' });
  });

  it('filter by channel', async () => {
    const data = await getAnalytics({ db: ctx.handle.db, timeZone: TZ, now: () => NOW }, '7d', 'meta');
    expect(data.overview).toMatchObject({ totalSpend: 50, totalRevenue: 75, clicks: 20 });
    expect(data.channel).toBe('Meta');
    expect(data.comparison).toMatchObject({ status: 'thin', previousDaysWithData: 1 });
    expect(data.change.totalSpend).toBeNull();
  });

  it("answers 'n/a' (null) when the previous period has no base", async () => {
    const data = await getAnalytics(
      { db: ctx.handle.db, timeZone: TZ, now: () => new Date('2027-06-01T00:00:00Z') },
      '30d',
      'all',
    );
    expect(data.overview.totalSpend).toBe(0);
    expect(data.change.totalRevenue).toBeNull();
    expect(data.comparison.status).toBe('new');
    expect(data.overview.roas).toBe(0);
  });

  it('compares with the previous period only when it had delivery on at least half its days', async () => {
    const local = await createTestContext();
    const owner = await createUser(local, { username: 'own', role: 'analyst' });
    const { id } = await insertCampaign(local, {
      userId: owner.id,
      name: 'Steady',
      startDate: '2026-10-01',
      endDate: '2026-12-31',
    });
    const deps = { db: local.handle.db, timeZone: 'UTC', now: () => new Date('2026-11-23T12:00:00Z') };
    const day = (date: string, spend: number) =>
      insertMetric(local, {
        campaignId: id,
        date,
        channel: 'Email',
        spend,
        revenue: spend * 2,
        clicks: 10,
        impressions: 100,
        conversions: 1,
      });
    // This period (the 7 days to 2026-11-22): 7 days of $100.
    for (let i = 16; i <= 22; i += 1) await day(`2026-11-${i}`, 100);
    expect((await getAnalytics(deps, '7d', 'all')).comparison.status).toBe('new');
    // Three of the previous seven days: thin.
    for (const d of ['09', '10', '11']) await day(`2026-11-${d}`, 50);
    const thin = await getAnalytics(deps, '7d', 'all');
    expect(thin.comparison).toEqual({ status: 'thin', previousDays: 7, previousDaysWithData: 3 });
    expect(Object.values(thin.change).every((value) => value === null)).toBe(true);
    // Four of seven: compared.
    await day('2026-11-12', 50);
    const compared = await getAnalytics(deps, '7d', 'all');
    expect(compared.comparison.status).toBe('compared');
    expect(compared.change.totalSpend).toBe(250);
    await local.close();
  });
});

describe('GET /api/analytics/:period/:channel', () => {
  it('answers analysts with the SPEC §3 shape and refuses plain users', async () => {
    const response = await request(ctx.app, 'GET', '/api/analytics/1y/all', { cookie });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(
      expect.arrayContaining([
        'overview',
        'trends',
        'channels',
        'campaigns',
        'aiInsights',
        'previous',
        'change',
        'period',
        'dataSource',
      ]),
    );
    expect(response.json().dataSource).toBe('demo');
    const user = await signIn(ctx, 'usr');
    expect((await request(ctx.app, 'GET', '/api/analytics/7d/all', { cookie: user })).statusCode).toBe(403);
  });

  it('refuses unknown periods and channels', async () => {
    expect((await request(ctx.app, 'GET', '/api/analytics/2w/all', { cookie })).statusCode).toBe(400);
    expect((await request(ctx.app, 'GET', '/api/analytics/7d/tiktok', { cookie })).statusCode).toBe(400);
  });

  it('exports a CSV of exactly what the tab shows, headed by period, time zone, generated-at and source', async () => {
    const screen = (await request(ctx.app, 'GET', '/api/analytics/1y/all', { cookie })).json();
    const csv = await request(ctx.app, 'GET', '/api/analytics/1y/all/export.csv?tab=channels', { cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="northstar-channels-1y-all-/);
    const rows: string[][] = parse(csv.body, { relax_column_count: true });
    expect(rows[1]).toEqual(['Period', `Last year (${screen.period.start} to ${screen.period.end})`]);
    expect(rows[2]).toEqual(['Time zone', TZ]);
    expect(rows.find((r) => r[0] === 'Generated at')?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows.find((r) => r[0] === 'Data source')?.[1]).toBe('Demo data (simulated delivery)');
    const table = rows.slice(rows.findIndex((r) => r[0] === 'Channel' && r[1] === 'Spend') + 1);
    expect(table.map((r) => [r[0], Number(r[1]), Number(r[2]), Number(r[3]), Number(r[4])])).toEqual(
      screen.channels.map(
        (c: { name: string; spend: number; revenue: number; conversions: number; roas: number }) => [
          c.name,
          c.spend,
          c.revenue,
          c.conversions,
          c.roas,
        ],
      ),
    );
    const campaignsCsv = await request(ctx.app, 'GET', '/api/analytics/1y/all/export.csv?tab=campaigns', {
      cookie,
    });
    expect(campaignsCsv.body).toContain('Alpha');
    expect(campaignsCsv.body).toContain('Beta');
  });
});

describe('rollups', () => {
  it('are built once for metrics written before the rollup tables existed', async () => {
    const { ensureRollupsBuilt } = await import('./metric-rollups');
    const { metricsDailyTotals, campaignChannelTotals } = await import('../../db/schema');
    await ctx.handle.db.delete(metricsDailyTotals);
    await ctx.handle.db.delete(campaignChannelTotals);
    expect(await ensureRollupsBuilt(ctx.handle.db)).toBe(true);
    const data = await getAnalytics({ db: ctx.handle.db, timeZone: TZ, now: () => NOW }, '7d', 'all');
    expect(data.overview.totalSpend).toBe(350);
    expect(await ensureRollupsBuilt(ctx.handle.db)).toBe(false);
  });
});

describe('GET /api/dashboard/summary', () => {
  it('counts as active only the campaigns delivering today (started, not ended, workspace calendar) and shows no figures to plain users', async () => {
    const local = await createTestContext({ workspaceTimeZone: TZ });
    const owner = await createUser(local, { username: 'mgr', role: 'marketing_manager' });
    await createUser(local, { username: 'plain', role: 'user' });
    // Today on the workspace calendar (Auckland is a day ahead of UTC for half of each day).
    const today = todayIn(TZ);
    const campaign = (name: string, startDate: string, endDate: string, status = 'active') =>
      insertCampaign(local, { userId: owner.id, name, startDate, endDate, status });
    await campaign('Running', addDays(today, -20), addDays(today, 20));
    await campaign('Starts today', today, addDays(today, 20));
    await campaign('Ends today', addDays(today, -20), today);
    await campaign('Starts tomorrow', addDays(today, 1), addDays(today, 20));
    await campaign('Ended yesterday', addDays(today, -40), addDays(today, -1));
    await campaign('Paused', addDays(today, -20), addDays(today, 20), 'paused');
    const response = await request(local.app, 'GET', '/api/dashboard/summary', {
      cookie: await signIn(local, 'mgr'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().activeCampaigns).toBe(3);

    const plain = await signIn(local, 'plain');
    for (const path of ['/api/dashboard/summary', '/api/insights', '/api/analytics/30d/all']) {
      const refused = await request(local.app, 'GET', path, { cookie: plain });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.body, path).not.toMatch(/revenue|spend/i);
    }
    await local.close();
  });
});

describe('GET /api/dashboard/summary: the previous period, change and daily series', () => {
  it('compares the last 30 days with the 30 before only when that period can carry a change, in each figure’s unit, with a zero-filled daily series', async () => {
    const local = await createTestContext({ workspaceTimeZone: 'UTC' });
    const owner = await createUser(local, { username: 'dir', role: 'marketing_director' });
    const cookie = await signIn(local, 'dir');
    // The period's last day is yesterday (the last complete one): the data is laid out from there.
    const today = addDays(todayIn('UTC'), -1);
    const campaign = (name: string) =>
      insertCampaign(local, {
        userId: owner.id,
        name,
        startDate: addDays(today, -90),
        endDate: addDays(today, 20),
      });
    const alpha = (await campaign('Alpha')).id;
    const beta = (await campaign('Beta')).id;
    // Scheduled and active, but it has not delivered: counted today, absent from the daily series.
    await campaign('Gamma');
    const day = (
      campaignId: string,
      daysAgo: number,
      m: { spend: number; revenue: number; clicks: number; impressions: number },
    ) =>
      insertMetric(local, {
        campaignId,
        date: addDays(today, -daysAgo),
        channel: 'Email',
        conversions: 1,
        ...m,
      });
    const summary = async () => {
      const response = await request(local.app, 'GET', '/api/dashboard/summary', { cookie });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    // Nothing delivered anywhere: no data, nothing to compare with, thirty zero days.
    const empty = await summary();
    expect(empty.hasData).toBe(false);
    expect(empty.comparison.status).toBe('new');
    expect(empty.change).toEqual({
      activeCampaigns: null,
      averageRoi: null,
      totalReach: null,
      averageCtr: null,
    });
    expect(empty.series.dates).toHaveLength(30);
    for (const key of ['campaignsDelivering', 'revenue', 'spend', 'impressions', 'ctr']) {
      expect(empty.series[key], key).toEqual(Array(30).fill(0));
    }

    // This period: Alpha on its last ten days (today included).
    for (let ago = 0; ago < 10; ago += 1) {
      await day(alpha, ago, { spend: 100, revenue: 350, clicks: 30, impressions: 1500 });
    }
    // The previous period: five days of Alpha, too few of thirty to compare with.
    for (let ago = 30; ago < 35; ago += 1) {
      await day(alpha, ago, { spend: 100, revenue: 200, clicks: 10, impressions: 1000 });
    }
    const thin = await summary();
    expect(thin.comparison).toEqual({ status: 'thin', previousDays: 30, previousDaysWithData: 5 });
    expect(Object.values(thin.change).every((value) => value === null)).toBe(true);
    expect(thin.previous).toEqual({
      activeCampaigns: 1,
      averageRoi: 100,
      totalReach: 5000,
      averageCtr: 1,
    });

    // Eleven more previous days (sixteen of thirty), and Beta on the previous period's last day, spend-free.
    for (let ago = 35; ago < 46; ago += 1) {
      await day(alpha, ago, { spend: 100, revenue: 200, clicks: 10, impressions: 1000 });
    }
    await day(beta, 30, { spend: 0, revenue: 0, clicks: 0, impressions: 500 });
    const compared = await summary();
    expect(compared.comparison).toEqual({ status: 'compared', previousDays: 30, previousDaysWithData: 16 });
    expect(compared).toMatchObject({
      hasData: true,
      activeCampaigns: 3,
      averageRoi: 250,
      totalReach: 15_000,
      averageCtr: 2,
      period: {
        start: addDays(today, -29),
        end: today,
        previousStart: addDays(today, -59),
        previousEnd: addDays(today, -30),
        timeZone: 'UTC',
      },
    });
    // 1,600 spend and 3,200 revenue; 16,500 impressions and 160 clicks.
    expect(compared.previous).toEqual({
      activeCampaigns: 2,
      averageRoi: 100,
      totalReach: 16_500,
      averageCtr: 0.97,
    });
    expect(compared.change).toEqual({
      // Three delivering today against two that delivered 30 days ago: a difference of campaigns.
      activeCampaigns: 1,
      // 250 % against 100 %: percentage points, not +150 % of a percentage.
      averageRoi: 150,
      totalReach: -9.1,
      averageCtr: 106.2,
    });

    const { series } = compared;
    expect(series.dates).toHaveLength(30);
    expect(series.dates[0]).toBe(addDays(today, -29));
    expect(series.dates[29]).toBe(today);
    const quiet = Array(20).fill(0);
    expect(series.campaignsDelivering).toEqual([...quiet, ...Array(10).fill(1)]);
    expect(series.impressions).toEqual([...quiet, ...Array(10).fill(1500)]);
    expect(series.revenue).toEqual([...quiet, ...Array(10).fill(350)]);
    expect(series.spend).toEqual([...quiet, ...Array(10).fill(100)]);
    expect(series.ctr).toEqual([...quiet, ...Array(10).fill(2)]);
    await local.close();
  });

  it('gives no ROI change when the previous period had delivery but no spend', async () => {
    const local = await createTestContext({ workspaceTimeZone: 'UTC' });
    const owner = await createUser(local, { username: 'dir', role: 'marketing_director' });
    const today = addDays(todayIn('UTC'), -1);
    const { id } = await insertCampaign(local, {
      userId: owner.id,
      name: 'Organic first',
      startDate: addDays(today, -90),
      endDate: addDays(today, 20),
    });
    for (let ago = 0; ago < 60; ago += 1) {
      const spend = ago < 30 ? 50 : 0;
      await insertMetric(local, {
        campaignId: id,
        date: addDays(today, -ago),
        channel: 'Meta',
        spend,
        revenue: spend * 3,
        clicks: 5,
        impressions: 500,
        conversions: 0,
      });
    }
    const response = await request(local.app, 'GET', '/api/dashboard/summary', {
      cookie: await signIn(local, 'dir'),
    });
    const body = response.json();
    expect(body.comparison.status).toBe('compared');
    expect(body.previous.averageRoi).toBe(0);
    expect(body.change).toEqual({ activeCampaigns: 0, averageRoi: null, totalReach: 0, averageCtr: 0 });
    await local.close();
  });
});
