import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/dates';
import { readInsightEvidence } from '../../../../shared/insights';
import { aiInsights, auditLog, campaignMetrics, campaigns } from '../../../db/schema';
import { insertCampaign, insertMetric } from '../../../test/fixtures';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../../test/helpers';
import { expectStoredEvidenceInContract } from '../test/evidence';
import { runInsightsEngine } from './insights-engine';

const NOW = new Date('2026-11-22T10:00:00Z');
const YESTERDAY = '2026-11-21';
let ctx: TestContext;
let ownerId: string;
beforeEach(async () => {
  ctx = await createTestContext();
  ownerId = (await createUser(ctx, { username: 'owner', role: 'marketing_manager' })).id;
});
// Whatever a scenario made the engine write is in the evidence contract's shape (src/shared/insights.ts).
const kindsWritten = new Set<string>();
afterEach(async () => {
  try {
    for (const evidence of await expectStoredEvidenceInContract(ctx.handle.db))
      kindsWritten.add(evidence.kind);
  } finally {
    await ctx.close();
  }
});
afterAll(() => {
  // The scenarios reach these kinds, so the check above is not vacuous (pacing and fatigue: evidence-contract.test.ts).
  expect([...kindsWritten]).toEqual(
    expect.arrayContaining(['anomaly', 'channel_reallocation', 'budget_test', 'insufficient_data']),
  );
});

/** Flat delivery for `days` days ending yesterday on the given channels (same figures every day). */
async function flatSeries(
  campaignId: string,
  days: number,
  channels: Record<string, { spend: number; revenue: number; clicks: number; impressions: number }>,
  lastDay = YESTERDAY,
) {
  for (let i = days - 1; i >= 0; i -= 1) {
    const date = addDays(lastDay, -i);
    for (const [channel, m] of Object.entries(channels)) {
      // A little day-to-day wobble so the baseline has a spread.
      const wobble = 1 + ((i % 3) - 1) * 0.02;
      await insertMetric(ctx, {
        campaignId,
        date,
        channel,
        spend: m.spend * wobble,
        revenue: m.revenue * wobble,
        clicks: m.clicks,
        impressions: m.impressions,
        // Five a channel a day: enough conversions for the engine to test conversion metrics (MINIMUM_VOLUME).
        conversions: 5,
      });
    }
  }
}

const run = () => runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC', now: NOW });
const insights = () => ctx.handle.db.select().from(aiInsights);
/** A stored row's evidence when it is an anomaly's (read with the shared contract). */
const anomalyOf = (row: { data: unknown }) => {
  const evidence = readInsightEvidence(row.data);
  return evidence.kind === 'anomaly' ? evidence : undefined;
};
const campaignRow = async (id: string) =>
  (await ctx.handle.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
const auditActionsOn = async (id: string) =>
  (await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((a) => a.action);
const even = {
  'Google Search': { spend: 100, revenue: 300, clicks: 50, impressions: 2000 },
  Meta: { spend: 100, revenue: 290, clicks: 50, impressions: 2000 },
};
/** Google Search returns more than three times what Meta does on the same spend. */
const searchOutperformsMeta = {
  'Google Search': { spend: 100, revenue: 500, clicks: 50, impressions: 2000 },
  Meta: { spend: 100, revenue: 150, clicks: 50, impressions: 2000 },
};

/** A 30-day campaign of the owner's that started 20 days before yesterday. */
/** A campaign of the owner's from `startDate` to `endDate` (the fixture's budget unless one is given). */
const insertOwnedCampaign = (name: string, startDate: string, endDate: string, budget?: number) =>
  insertCampaign(ctx, { userId: ownerId, name, startDate, endDate, budget });
const insertCampaignAroundYesterday = (name: string, budget: number) =>
  insertOwnedCampaign(name, addDays(YESTERDAY, -20), addDays(YESTERDAY, 9), budget);

/** Three weeks of the given channels on a new campaign, then an engine run: its channel-reallocation insight. */
/** A channel's true response: daily revenue = ceiling / (1 + (halfSaturation / spend)^shape). */
interface Response {
  spend: number;
  ceiling: number;
  halfSaturation: number;
  shape: number;
}
/** Budgets changed week by week: the variation a team's history has when budgets are adjusted now and then. */
const WEEKLY_BUDGET = [0.6, 1.4, 0.8, 1.3, 1.0, 1.2];

/** Six weeks of delivery ending yesterday whose spend varies by week and whose revenue follows `channels`' curves. */
async function variedSeries(campaignId: string, channels: Record<string, Response>) {
  const days = WEEKLY_BUDGET.length * 7;
  for (let i = days - 1; i >= 0; i -= 1) {
    const t = days - 1 - i;
    for (const [channel, r] of Object.entries(channels)) {
      const wobble = 1 + ((i % 3) - 1) * 0.02;
      const spend = r.spend * (WEEKLY_BUDGET[Math.floor(t / 7)] ?? 1) * wobble;
      await insertMetric(ctx, {
        campaignId,
        date: addDays(YESTERDAY, -i),
        channel,
        spend,
        revenue: (r.ceiling / (1 + (r.halfSaturation / spend) ** r.shape)) * (2 - wobble),
        clicks: Math.round(spend / 2),
        impressions: Math.round(spend * 20),
        conversions: 5,
      });
    }
  }
}

/** Google Search's next dollar returns about 3.75, Meta's (saturated) about 0.8, Email's about 2.4. */
const searchBeatsSaturatedMeta: Record<string, Response> = {
  'Google Search': { spend: 100, ceiling: 2000, halfSaturation: 300, shape: 1 },
  Meta: { spend: 100, ceiling: 300, halfSaturation: 50, shape: 1.5 },
};

async function campaignWithReallocation(name: string, channels: Record<string, Response>) {
  const c = await insertOwnedCampaign(name, addDays(YESTERDAY, -50), addDays(YESTERDAY, 20), 20_000);
  await variedSeries(c.id, channels);
  await run();
  const [gap] = (await insights()).filter((i) => i.kind === 'channel_reallocation');
  return { c, gap };
}

describe('insights engine', () => {
  it('finds nothing in flat data', async () => {
    // $200 a day for 30 days is exactly the planned ad spend (70 % of the budget): on pace.
    const c = await insertCampaignAroundYesterday('Flat', 8571.43);
    await flatSeries(c.id, 21, even);
    await run();
    expect(await insights()).toEqual([]);
  });

  it('finds a planted revenue spike with its evidence, once', async () => {
    const c = await insertCampaignAroundYesterday('Spiky', 6000);
    await flatSeries(c.id, 20, even, addDays(YESTERDAY, -1));
    // Yesterday: revenue four times the usual.
    for (const [channel, revenue] of [
      ['Google Search', 1200],
      ['Meta', 1160],
    ] as const) {
      await insertMetric(ctx, {
        campaignId: c.id,
        date: YESTERDAY,
        channel,
        spend: 100,
        revenue,
        clicks: 50,
        impressions: 2000,
        conversions: 20,
      });
    }
    await run();
    const found = await insights();
    const anomalies = found.filter((i) => i.kind === 'anomaly');
    // One insight per metric family: revenue (with ROAS) and conversion rate (with CPA) moved; spend did not.
    const spike = anomalies.find((i) => anomalyOf(i)?.metric === 'revenue');
    expect(spike).toMatchObject({
      title: 'Revenue spike on Spiky: $2,360 vs $589 expected',
      type: 'performance_alert',
      campaignId: c.id,
      kind: 'anomaly',
    });
    expect(spike?.data).toMatchObject({
      kind: 'anomaly',
      metric: 'revenue',
      channel: null,
      direction: 'up',
      firstDate: YESTERDAY,
      lastDate: YESTERDAY,
      period: YESTERDAY,
      observed: 2360,
      value: 2360,
      sampleSize: 20,
    });
    expect(Number(spike && anomalyOf(spike)?.expected)).toBeCloseTo(590, -1);
    expect(spike && anomalyOf(spike)?.pValue).toBeLessThan(1e-6);
    expect(Number(spike?.confidence)).toBeGreaterThan(0.8);
    expect(spike?.impact).toBe('high');
    expect(anomalies.map((i) => anomalyOf(i)?.metric).sort()).toEqual(['conversionRate', 'revenue']);
    expect(await run()).toMatchObject({ opened: 0, updated: 0, resolved: 0 });
    expect((await insights()).filter((i) => i.kind === 'anomaly')).toHaveLength(2);
  });

  it('keeps one insight per anomaly episode: opened, updated while it lasts, resolved after a normal day, never duplicated', async () => {
    // The plan (70 % of the budget over 60 days) is $190 a day against $200 delivered: on track, and still within
    // 10 % while the two low days below pull the 7-day run rate down (this test is about the anomaly alone).
    const c = await insertOwnedCampaign(
      'Episode',
      addDays(YESTERDAY, -30),
      addDays(YESTERDAY, 29),
      16_285.71,
    );
    const firstLow = addDays(YESTERDAY, -2);
    await flatSeries(c.id, 28, even, addDays(firstLow, -1));
    const day = async (date: string, factor: number) => {
      for (const [channel, m] of Object.entries(even)) {
        await insertMetric(ctx, {
          campaignId: c.id,
          date,
          channel,
          spend: m.spend * factor,
          revenue: m.revenue * factor,
          clicks: Math.round(m.clicks * factor),
          impressions: Math.round(m.impressions * factor),
          conversions: Math.round(5 * factor),
        });
      }
    };
    const runAsOf = (lastComplete: string) =>
      runInsightsEngine({
        db: ctx.handle.db,
        timeZone: 'UTC',
        now: new Date(`${addDays(lastComplete, 1)}T10:00:00Z`),
      });
    const episodes = async () =>
      (await insights())
        .filter((i) => i.kind === 'anomaly')
        .map((i) => ({ ...anomalyOf(i), resolved: i.resolvedAt !== null }));

    // Delivery falls to 40 % on both channels: one insight for impressions, clicks and spend (the strongest
    // stands for its family); rates hold, and ten conversions a day are too few for revenue to differ from chance.
    await day(firstLow, 0.4);
    expect(await runAsOf(firstLow)).toMatchObject({ opened: 1, updated: 0, resolved: 0 });
    const [first, ...others] = await episodes();
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      metric: 'impressions',
      related: ['spend', 'clicks'],
      channel: null,
      direction: 'down',
      firstDate: firstLow,
      lastDate: firstLow,
      observed: 1600,
      expected: 4000,
      resolved: false,
    });

    // It lasts a second day: the same row, its evidence refreshed.
    await day(addDays(firstLow, 1), 0.4);
    expect(await runAsOf(addDays(firstLow, 1))).toMatchObject({ updated: 1, resolved: 0 });
    const second = (await episodes()).find((e) => (e as { metric?: string }).metric === 'impressions');
    expect(second).toMatchObject({ firstDate: firstLow, lastDate: addDays(firstLow, 1), resolved: false });
    const count = (await episodes()).length;

    // Back to normal: the episodes end, with their last low day.
    await day(YESTERDAY, 1);
    expect(await runAsOf(YESTERDAY)).toMatchObject({ opened: 0, updated: 0, resolved: count });
    const ended = await episodes();
    expect(ended).toHaveLength(count);
    for (const e of ended) expect(e).toMatchObject({ lastDate: addDays(firstLow, 1), resolved: true });

    // Re-runs change nothing.
    expect(await runAsOf(YESTERDAY)).toMatchObject({ opened: 0, updated: 0, resolved: 0 });
    expect(await episodes()).toHaveLength(count);
  });

  it('notes too little volume for the conversion metrics apart, as one insufficient-data insight, and raises nothing else', async () => {
    const c = await insertCampaignAroundYesterday('Trickle', 8571.43);
    // $200 a day on plan, but one conversion a day in all: conversion rate, CPA, revenue and ROAS cannot be judged.
    await flatSeries(c.id, 21, even);
    await ctx.handle.db
      .update(campaignMetrics)
      .set({ conversions: 0 })
      .where(and(eq(campaignMetrics.campaignId, c.id), eq(campaignMetrics.channel, 'Meta')));
    await ctx.handle.db
      .update(campaignMetrics)
      .set({ conversions: 1 })
      .where(and(eq(campaignMetrics.campaignId, c.id), eq(campaignMetrics.channel, 'Google Search')));
    expect(await run()).toMatchObject({ opened: 1, updated: 0, resolved: 0 });
    const [note, ...rest] = await insights();
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      kind: 'insufficient_data',
      title: 'Not enough volume to watch conversion rate, CPA, revenue and ROAS on Trickle',
      impact: 'low',
      actionRequired: false,
      resolvedAt: null,
    });
    expect(note?.data).toMatchObject({
      kind: 'insufficient_data',
      reason: 'low volume',
      metrics: ['conversionRate', 'cpa', 'revenue', 'roas'],
      volume: { conversions: 1 },
      minimum: { conversions: 5 },
    });
    expect(await run()).toMatchObject({ opened: 0, updated: 0, resolved: 0 });
  });

  it("says 'insufficient data' instead of guessing on a small sample", async () => {
    const c = await insertOwnedCampaign('Young', addDays(YESTERDAY, -2), addDays(YESTERDAY, 30));
    await flatSeries(c.id, 3, even);
    await run();
    const [only, ...rest] = await insights();
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      title: 'Not enough data yet for Young',
      impact: 'low',
      actionRequired: false,
    });
    expect(only?.data).toMatchObject({ kind: 'insufficient_data', sampleSize: 3, required: 7 });
  });

  it('recommends moving budget from the weakest to the strongest channel, and applying then undoing restores the campaign exactly', async () => {
    const { c, gap } = await campaignWithReallocation('Gap', {
      ...searchBeatsSaturatedMeta,
      Email: { spend: 40, ceiling: 400, halfSaturation: 60, shape: 1 },
    });
    expect(gap).toMatchObject({
      title: 'Move budget from Meta to Google Search on Gap',
      actionRequired: true,
    });
    const evidence = readInsightEvidence(gap?.data);
    if (evidence.kind !== 'channel_reallocation' || !evidence.plan)
      throw new Error('no plan in the evidence');
    expect(evidence).toMatchObject({ from: 'Meta', to: 'Google Search' });
    // The evidence compares marginal returns at today's spend: Search's next dollar returns several times Meta's.
    expect(evidence.value).toBeGreaterThan(3 * evidence.baseline);
    expect(evidence.plan.gain.low).toBeGreaterThan(0);
    expect(Number(gap?.confidence)).toBeGreaterThanOrEqual(0.9);
    expect(gap?.description).toMatch(/80 % interval/);
    const planned = Object.fromEntries(evidence.plan.channels.map((p) => [p.channel, p.recommendedShare]));
    const before = await campaignRow(c.id);
    const cookie = await signIn(ctx, 'owner');
    const preview = await request(ctx.app, 'GET', `/api/insights/${gap?.id}/preview`, { cookie });
    expect(preview.json()).toMatchObject({
      before: { channelWeights: { 'Google Search': 0.5, Meta: 0.3, Email: 0.2 } },
      after: { channelWeights: planned },
    });
    const applied = await request(ctx.app, 'POST', `/api/insights/${gap?.id}/apply`, { cookie });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().insight.appliedAt).toBeTruthy();
    const during = await campaignRow(c.id);
    expect(during?.optimizationHistory).toHaveLength(1);
    expect(during?.aiDecisions).toHaveLength(1);
    expect((await request(ctx.app, 'POST', `/api/insights/${gap?.id}/apply`, { cookie })).statusCode).toBe(
      409,
    );

    const undone = await request(ctx.app, 'POST', `/api/insights/${gap?.id}/undo`, { cookie });
    expect(undone.statusCode).toBe(200);
    const after = await campaignRow(c.id);
    const { updatedAt: _a, ...restoredFields } = after ?? ({} as Record<string, unknown>);
    const { updatedAt: _b, ...originalFields } = before ?? ({} as Record<string, unknown>);
    expect(restoredFields).toEqual(originalFields);
    expect(await auditActionsOn(c.id)).toEqual(['insight.applied', 'insight.undone']);
  });

  it('moves nothing when the spend never varied, however far apart the returns: it proposes a budget test', async () => {
    const c = await insertCampaignAroundYesterday('Steady gap', 6000);
    await flatSeries(c.id, 21, searchOutperformsMeta);
    await run();
    const found = await insights();
    expect(found.filter((i) => i.kind === 'channel_reallocation')).toEqual([]);
    const [test] = found.filter((i) => i.kind === 'budget_test');
    expect(test).toMatchObject({
      title: "Test Google Search's response to spend on Steady gap",
      confidence: '0.50',
      actionRequired: true,
    });
    expect(test?.description).toMatch(/hardly varied over 21 days/);
    expect(readInsightEvidence(test?.data)).toMatchObject({
      kind: 'budget_test',
      channel: 'Google Search',
      currentShare: 0.5,
      testShare: 0.65,
      days: 14,
      weights: { 'Google Search': 0.65, Meta: 0.35 },
    });
  });

  it('applies and undoes once per Idempotency-Key: a retried click gets the first answer', async () => {
    const { c, gap } = await campaignWithReallocation('Retried', searchBeatsSaturatedMeta);
    const cookie = await signIn(ctx, 'owner');
    const act = (action: 'apply' | 'undo', key: string) =>
      request(ctx.app, 'POST', `/api/insights/${gap?.id}/${action}`, {
        cookie,
        headers: { 'idempotency-key': key },
      });

    const applied = await act('apply', 'apply-click-1');
    const appliedAgain = await act('apply', 'apply-click-1');
    expect(applied.statusCode).toBe(200);
    expect(appliedAgain.statusCode).toBe(200);
    expect(appliedAgain.body).toBe(applied.body);
    const undone = await act('undo', 'undo-click-1');
    const undoneAgain = await act('undo', 'undo-click-1');
    expect(undoneAgain.statusCode).toBe(200);
    expect(undoneAgain.body).toBe(undone.body);
    const campaign = await campaignRow(c.id);
    expect(campaign?.optimizationHistory ?? []).toHaveLength(0);
    expect(await auditActionsOn(c.id)).toEqual(['insight.applied', 'insight.undone']);
  });

  it('lets only those who may modify the campaign apply: analysts 403, another manager 404', async () => {
    const { gap } = await campaignWithReallocation('Guarded', searchBeatsSaturatedMeta);
    await createUser(ctx, { username: 'ana', role: 'analyst' });
    await createUser(ctx, { username: 'other', role: 'marketing_manager' });
    const analyst = await request(ctx.app, 'POST', `/api/insights/${gap?.id}/apply`, {
      cookie: await signIn(ctx, 'ana'),
    });
    expect(analyst.statusCode).toBe(403);
    const other = await request(ctx.app, 'POST', `/api/insights/${gap?.id}/apply`, {
      cookie: await signIn(ctx, 'other'),
    });
    expect(other.statusCode).toBe(404);
    // Every signed-in user reads insights, most impactful first.
    const list = await request(ctx.app, 'GET', '/api/insights', { cookie: await signIn(ctx, 'ana') });
    expect(list.statusCode).toBe(200);
    const impacts = list.json().map((i: { impact: string }) => ['high', 'medium', 'low'].indexOf(i.impact));
    expect(impacts).toEqual([...impacts].sort());
    expect(list.json().map((i: { id: string }) => i.id)).toContain(gap?.id);
  });
});
