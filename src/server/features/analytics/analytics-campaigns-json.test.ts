import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsResponseSchema } from '../../../shared/analytics';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import { campaigns, googleAdsConnection } from '../../db/schema';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { campaignBreakdown } from './analytics.queries';
import { periodRange } from './analytics.service';

/**
 * The analytics answer's campaigns are JSON written by PostgreSQL (campaignBreakdownJson): they must say exactly
 * what the breakdown the reports read says, in the schema's shape, whatever the names hold.
 */
const ctx = testContextForFile();
const YESTERDAY = addDays(todayIn('UTC'), -1);
const ODD_NAMES = [
  'Quote " and backslash \\ inside',
  'Line\nbreak and\ttab',
  'Émoji 🚀 and ünïcode',
  '</script><b>not markup</b>',
];
let cookie: string;

beforeAll(async () => {
  const analyst = await createUser(ctx, { username: 'json-analyst', role: 'analyst' });
  cookie = await signIn(ctx, 'json-analyst');
  const common = { userId: analyst.id, startDate: addDays(YESTERDAY, -30), endDate: addDays(YESTERDAY, 30) };
  for (const [i, name] of ODD_NAMES.entries()) {
    const { id } = await insertCampaign(ctx, { ...common, name, budget: 1000 + i });
    // Cents that binary floating point cannot hold exactly, and a day with impressions but no spend.
    await insertMetric(ctx, {
      campaignId: id,
      date: YESTERDAY,
      channel: 'Meta',
      impressions: 1000 * (i + 1),
      clicks: 30 + i,
      conversions: i,
      spend: i === 3 ? 0 : 0.1 + 0.2 * i + 10.07,
      revenue: 33.33 * (i + 1),
    });
    await insertMetric(ctx, {
      campaignId: id,
      date: addDays(YESTERDAY, -2),
      channel: 'Google Search',
      impressions: 500,
      clicks: 7,
      conversions: 1,
      spend: i === 3 ? 0 : 19.99,
      revenue: 0.01,
    });
    if (i === 0)
      await ctx.handle.db.update(campaigns).set({ dataSource: 'google-ads' }).where(eq(campaigns.id, id));
  }
  // A campaign with nothing in the period is left out.
  await insertCampaign(ctx, { ...common, name: 'Silent' });
  // Google Ads last synced two days ago: its figures are stale.
  await ctx.handle.db.insert(googleAdsConnection).values({
    id: 'singleton',
    lastSyncAt: new Date(),
    lastSuccessfulSyncAt: new Date(Date.now() - 48 * 3_600_000),
  });
});

describe('the analytics answer’s campaigns', () => {
  it('are the breakdown’s figures in the schema’s shape, names intact, largest revenue first', async () => {
    const response = await request(ctx.app, 'GET', '/api/analytics/7d/all', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(() => analyticsResponseSchema.parse(body)).not.toThrow();

    const range = periodRange('7d', 'UTC');
    const expected = (await campaignBreakdown(ctx.handle.db, { start: range.start, end: range.end })).map(
      (c) => ({
        id: c.id,
        name: c.name,
        status: c.status,
        spend: c.spend,
        revenue: c.revenue,
        roas: c.roas,
        impressions: c.impressions,
        clicks: c.clicks,
        conversions: c.conversions,
        startDate: c.startDate,
        dataSource: c.dataSource === 'google-ads' ? 'stale' : c.dataSource,
      }),
    );
    expect(body.campaigns).toEqual(expected);
    expect(body.campaigns.map((c: { name: string }) => c.name)).toEqual([...ODD_NAMES].reverse());
    // 10.57 + 19.99 spent, 99.99 + 0.01 earned; the first earned most with no spend at all.
    expect(body.campaigns[1]).toMatchObject({ spend: 30.56, revenue: 100, roas: 3.27 });
    expect(body.campaigns[0]).toMatchObject({ name: ODD_NAMES[3], spend: 0, revenue: 133.33, roas: 0 });
    expect(body.campaigns.find((c: { name: string }) => c.name === ODD_NAMES[0]).dataSource).toBe('stale');
    expect(body.provenance).toMatchObject({ sources: ['demo', 'google-ads'], stale: true });
    expect(body.dataSource).toBe('mixed');
  });

  it('are an empty list, in valid JSON, for a channel with no delivery', async () => {
    const response = await request(ctx.app, 'GET', '/api/analytics/7d/linkedin', { cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.campaigns).toEqual([]);
    expect(body.dataSource).toBe('none');
  });
});
