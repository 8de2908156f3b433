import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type InsightSummary, insightSummarySchema } from '../../../shared/analytics';
import { addDays } from '../../../shared/dates';
import { INSIGHT_KINDS } from '../../../shared/insights';
import { todayIn } from '../../../shared/zoned-dates';
import { aiInsights } from '../../db/schema';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { runInsightsEngine } from './engine/insights-engine';
import { loadOpenInsights } from './engine/stored';
import {
  budgetTestEvidence,
  expectStoredEvidenceInContract,
  planReallocationEvidence,
} from './test/evidence';

/**
 * The evidence contract (issue 31, src/shared/insights.ts): what the engine writes parses with the shared schema
 * for every kind, and rows older versions wrote in other shapes are still served (kind 'other' evidence with the
 * figures they have), never a 500, and never applicable.
 */
const ctx = testContextForFile();
const yesterday = addDays(todayIn('UTC'), -1);
let ownerId: string;
let manager: string;

const daily = { revenue: 900, clicks: 100, impressions: 4000, conversions: 10 };

/** GET /api/insights answered as the OpenAPI document describes it (its `data`: one shape per kind). */
async function expectDocumentedList(url: string): Promise<InsightSummary[]> {
  const response = await request(ctx.app, 'GET', url, { cookie: manager });
  expect(response.statusCode, response.body).toBe(200);
  const document = (await ctx.app.openApiDocument()) as unknown as {
    paths: Record<
      string,
      { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }
    >;
    components: object;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'doc', components: document.components });
  const schema = document.paths['/api/insights']?.get.responses['200']?.content['application/json']?.schema;
  const validate = ajv.compile(
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')),
  );
  const body: unknown = response.json();
  expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
  return (body as unknown[]).map((item) => insightSummarySchema.parse(item));
}

/** Delivery on one channel from `from` days before yesterday to `to` days before it, figures by day (a small wobble). */
async function deliver(
  campaignId: string,
  channel: string,
  [from, to]: [number, number],
  day: (daysBefore: number, wobble: number) => Partial<typeof daily> & { spend: number },
) {
  for (let i = from; i >= to; i -= 1) {
    const date = addDays(yesterday, -i);
    await insertMetric(ctx, { campaignId, date, channel, ...daily, ...day(i, 1 + ((i % 3) - 1) * 0.02) });
  }
}

beforeAll(async () => {
  ownerId = (await createUser(ctx, { username: 'ev-manager', role: 'marketing_manager' })).id;
  manager = await signIn(ctx, 'ev-manager');
  const plan = { userId: ownerId, startDate: addDays(yesterday, -20), endDate: addDays(yesterday, 9) };
  // Steady delivery above its plan for 20 days, then nothing yesterday: over-pacing and a delivery stop.
  const stopper = await insertCampaign(ctx, { ...plan, name: 'Stopper', budget: 6000 });
  await deliver(stopper.id, 'Google Search', [20, 1], (_, wobble) => ({ spend: 300 * wobble }));
  // CTR halves in the last week on plenty of impressions: ad fatigue.
  const tired = await insertCampaign(ctx, { ...plan, name: 'Tired', budget: 6000 });
  await deliver(tired.id, 'Meta', [20, 0], (i, wobble) => ({
    spend: 200 * wobble,
    impressions: 10_000,
    clicks: Math.round((i < 7 ? 150 : 300) * wobble),
  }));
  // Three days of delivery: a note that there is not enough data yet.
  const young = await insertCampaign(ctx, { ...plan, name: 'Young', startDate: addDays(yesterday, -2) });
  await deliver(young.id, 'Email', [2, 0], () => ({ spend: 50 }));
});

describe('what the engine writes', () => {
  it('parses with the shared schema, for every kind these fixtures reach', async () => {
    await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC' });
    const written = await expectStoredEvidenceInContract(ctx.handle.db);
    // Every kind but the two budget advice writes: these campaigns run one channel each, so no budget can move
    // between channels (the rows below and the detectors' own tests cover those kinds).
    expect(new Set(written.map((e) => e.kind))).toEqual(
      new Set(INSIGHT_KINDS.filter((kind) => kind !== 'channel_reallocation' && kind !== 'budget_test')),
    );
    expect(written.some((e) => e.kind === 'anomaly' && e.event === 'delivery_stopped')).toBe(true);
    // The API serves them as the document says, findings and notes.
    const served = [
      ...(await expectDocumentedList('/api/insights?limit=100')),
      ...(await expectDocumentedList('/api/insights?kind=insufficient_data')),
    ];
    expect(served.map((i) => i.data.kind).sort()).toEqual(written.map((e) => e.kind).sort());
  });
});

describe('budget advice (issue 32)', () => {
  /** A campaign of its own with one open insight of `kind` → the row. */
  async function insertAdvice(name: string, kind: string, data: Record<string, unknown>) {
    const campaign = await insertCampaign(ctx, {
      userId: ownerId,
      name,
      startDate: addDays(yesterday, -20),
      endDate: addDays(yesterday, 9),
    });
    const [row] = await ctx.handle.db
      .insert(aiInsights)
      .values({
        userId: ownerId,
        campaignId: campaign.id,
        type: 'optimization_suggestion',
        title: name,
        description: 'From the budget plan.',
        confidence: '0.80',
        impact: 'medium',
        kind,
        data,
        fingerprint: `advice:${name}`,
      })
      .returning();
    if (!row) throw new Error('no row');
    return row;
  }

  it('a reallocation with its plan and a budget test are served as the document says, and may be applied', async () => {
    const plan = planReallocationEvidence({
      'Google Search': [0.5, 0.45],
      Meta: [0.3, 0.4],
      Email: [0.2, 0.15],
    });
    const reallocation = await insertAdvice('Planned', 'channel_reallocation', plan);
    const test = await insertAdvice('Tested', 'budget_test', budgetTestEvidence());
    const served = await expectDocumentedList('/api/insights?limit=100');
    expect(served.find((i) => i.id === reallocation.id)).toMatchObject({
      kind: 'channel_reallocation',
      canApply: true,
      data: { plan: { gain: plan.plan?.gain } },
    });
    expect(served.find((i) => i.id === test.id)).toMatchObject({
      kind: 'budget_test',
      canApply: true,
      data: { kind: 'budget_test', channel: 'Meta', days: 14 },
    });
    await expectStoredEvidenceInContract(ctx.handle.db);
  });

  it('names a budget test by its channel and a plan-based reallocation by the channels losing and gaining most', async () => {
    const test = await insertAdvice('Named test', 'budget_test', budgetTestEvidence({ channel: 'Email' }));
    const moved = await insertAdvice(
      'Named plan',
      'channel_reallocation',
      planReallocationEvidence({ 'Google Search': [0.5, 0.42], Meta: [0.3, 0.45], Email: [0.2, 0.13] }),
    );
    const { openByIdentity } = await loadOpenInsights(ctx.handle.db, [
      test.campaignId as string,
      moved.campaignId as string,
    ]);
    expect(openByIdentity.get(`budget_test:${test.campaignId}:Email`)?.map((r) => r.id)).toEqual([test.id]);
    expect(
      openByIdentity.get(`channel_reallocation:${moved.campaignId}:Google Search:Meta`)?.map((r) => r.id),
    ).toEqual([moved.id]);
  });
});

describe('rows an older version wrote', () => {
  let rows = 0;
  async function insertRow(kind: string, data: Record<string, unknown>) {
    rows += 1;
    const owned = await insertCampaign(ctx, {
      userId: ownerId,
      name: `Legacy ${kind} ${rows}`,
      startDate: addDays(yesterday, -20),
      endDate: addDays(yesterday, 9),
    });
    const [row] = await ctx.handle.db
      .insert(aiInsights)
      .values({
        userId: ownerId,
        campaignId: owned.id,
        type: 'performance_alert',
        title: `Legacy ${kind}`,
        description: 'Written by an older version.',
        confidence: '0.70',
        impact: 'high',
        kind,
        data,
        fingerprint: `legacy:${kind}:${owned.id}`,
      })
      .returning();
    if (!row) throw new Error('no row');
    return row;
  }
  const listed = async (id: string): Promise<InsightSummary | undefined> =>
    (await expectDocumentedList('/api/insights?limit=100')).find((i) => i.id === id);

  it('an anomaly from before episodes is served with the figures it has, as evidence of kind other', async () => {
    // The first engine's shape (z-score, no days or direction), with one figure of the wrong type.
    const row = await insertRow('anomaly', {
      kind: 'anomaly',
      metric: 'spend',
      period: yesterday,
      baseline: 300,
      value: '900',
      change: 200,
      zScore: 4.2,
      sampleSize: 14,
    });
    const summary = await listed(row.id);
    expect(summary?.kind).toBe('anomaly');
    expect(summary?.data).toEqual({
      kind: 'other',
      metric: 'spend',
      period: yesterday,
      baseline: 300,
      change: 200,
      sampleSize: 14,
    });
    expect(summary?.canApply).toBe(false);
  });

  it('a reallocation without its channels is not applicable: the list says so and preview answers 400', async () => {
    const row = await insertRow('channel_reallocation', { kind: 'channel_reallocation', shift: 0.1 });
    const summary = await listed(row.id);
    expect(summary).toMatchObject({ kind: 'channel_reallocation', canApply: false, data: { kind: 'other' } });
    const preview = await request(ctx.app, 'GET', `/api/insights/${row.id}/preview`, { cookie: manager });
    expect(preview.statusCode).toBe(400);
  });

  it('a row older than kinds, with no evidence, is served as kind other', async () => {
    const row = await insertRow('other', {});
    expect(await listed(row.id)).toMatchObject({ kind: 'other', data: { kind: 'other' } });
  });

  it('an open row the engine cannot name any more is resolved by its next run, and still served', async () => {
    const row = await insertRow('pacing', { kind: 'pacing', metric: 'spend', baseline: 100 });
    await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC' });
    const [after] = await ctx.handle.db.select().from(aiInsights).where(eq(aiInsights.id, row.id));
    expect(after?.resolvedAt).not.toBeNull();
    const resolved = await expectDocumentedList('/api/insights?status=resolved&kind=pacing');
    expect(resolved.find((i) => i.id === row.id)?.data).toEqual({
      kind: 'other',
      metric: 'spend',
      baseline: 100,
    });
  });
});
