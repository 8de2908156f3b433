import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import type { PerformanceReport } from '../../../shared/reports';
import { todayIn } from '../../../shared/zoned-dates';
import { aiInsights, campaigns } from '../../db/schema';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { runInsightsEngine } from '../insights';

/**
 * Issue 30, items 10 and 14: the executive report names each campaign's pacing risk once, and the ROI report's
 * campaign lines say where their figures come from, as the campaign report's rows do.
 */
const ctx = testContextForFile();
const yesterday = addDays(todayIn('UTC'), -1);
let cookie: string;
const ids = { racer: '', imported: '' };

beforeAll(async () => {
  const owner = await createUser(ctx, { username: 'risk-director', role: 'marketing_director' });
  cookie = await signIn(ctx, 'risk-director');
  const plan = { userId: owner.id, startDate: addDays(yesterday, -20), endDate: addDays(yesterday, 9) };
  // $200 a day for 21 days against a $2,100 ad-spend plan (70 % of $3,000): over-pacing by thousands.
  const racer = await insertCampaign(ctx, { ...plan, name: 'Racer', budget: 3000 });
  const imported = await insertCampaign(ctx, { ...plan, name: 'From a file', budget: 20_000 });
  await ctx.handle.db
    .update(campaigns)
    .set({ dataSource: 'imported', metricsImportedAt: new Date() })
    .where(eq(campaigns.id, imported.id));
  Object.assign(ids, { racer: racer.id, imported: imported.id });
  for (let i = 20; i >= 0; i -= 1) {
    const wobble = 1 + ((i % 3) - 1) * 0.02;
    for (const [campaignId, channel] of [
      [racer.id, 'Google Search'],
      [imported.id, 'Meta'],
    ] as const) {
      await insertMetric(ctx, {
        campaignId,
        date: addDays(yesterday, -i),
        channel,
        spend: 200 * wobble,
        revenue: 500 * wobble,
        clicks: 80,
        impressions: 3000,
        conversions: 6,
      });
    }
  }
  await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC' });
});

const getReport = async (type: string): Promise<PerformanceReport> => {
  const response = await request(ctx.app, 'GET', `/api/reports/performance?period=7d&type=${type}`, {
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the executive report', () => {
  it('lists a pacing risk once per campaign, though an open insight says it too', async () => {
    const insights = await ctx.handle.db
      .select()
      .from(aiInsights)
      .where(eq(aiInsights.campaignId, ids.racer));
    // The engine found the same over-pacing (high impact: thousands at stake), so the report had it twice.
    expect(insights.find((i) => i.kind === 'pacing')).toMatchObject({
      title: 'Racer is over-pacing',
      impact: 'high',
    });
    const risks = (await getReport('executive')).executive?.risks ?? [];
    const aboutRacer = risks.filter((r) => r.campaignId === ids.racer);
    expect(aboutRacer.filter((r) => /pacing/i.test(r.title)).map((r) => r.title)).toEqual([
      'Over-pacing: Racer',
    ]);
  });
});

describe('the ROI report', () => {
  it("gives each campaign line its data source, the same as the campaign report's row", async () => {
    const roi = (await getReport('roi')).roi?.campaigns ?? [];
    const rows = (await getReport('campaign')).campaign?.rows ?? [];
    expect(roi.find((c) => c.id === ids.imported)?.dataSource).toBe('imported');
    expect(roi.find((c) => c.id === ids.racer)?.dataSource).toBe('demo');
    expect(roi.map((c) => [c.id, c.dataSource]).sort()).toEqual(rows.map((r) => [r.id, r.dataSource]).sort());
  });
});
