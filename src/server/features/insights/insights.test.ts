import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InsightPreview, InsightSummary } from '../../../shared/analytics';
import { addDays } from '../../../shared/dates';
import { INSIGHT_LIST_MESSAGES } from '../../../shared/insights';
import { todayIn } from '../../../shared/zoned-dates';
import { aiInsights, campaigns } from '../../db/schema';
import { insertCampaign } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { channelWeightsOn } from '../campaigns';
import { simulateDay } from '../metrics';
import { budgetTestEvidence, planReallocationEvidence, reallocationEvidence } from './test/evidence';

const ctx = testContextForFile();
let owner: { id: string };
let campaignA: { id: string };
let campaignB: { id: string };
const cookies: Record<string, string> = {};

beforeAll(async () => {
  owner = await createUser(ctx, { username: 'owner', role: 'marketing_manager' });
  await createUser(ctx, { username: 'other', role: 'marketing_manager' });
  await createUser(ctx, { username: 'director', role: 'marketing_director' });
  await createUser(ctx, { username: 'ana', role: 'analyst' });
  await createUser(ctx, { username: 'basic', role: 'user' });
  for (const name of ['owner', 'other', 'director', 'ana', 'basic']) cookies[name] = await signIn(ctx, name);
  const dates = { startDate: '2026-10-01', endDate: '2026-12-31' };
  campaignA = await insertCampaign(ctx, { userId: owner.id, name: 'Alpha', ...dates });
  campaignB = await insertCampaign(ctx, { userId: owner.id, name: 'Beta', ...dates });
});
beforeEach(async () => {
  await ctx.handle.db.delete(aiInsights);
});

let sequence = 0;
/** An insight row as the engine writes it; created_at a given number of minutes after a fixed start. */
async function insertInsight(
  fields: {
    impact?: 'high' | 'medium' | 'low';
    kind?: string;
    minute?: number;
    campaignId?: string;
    resolved?: boolean;
    applied?: boolean;
    title?: string;
    data?: Record<string, unknown>;
  } = {},
) {
  sequence += 1;
  const kind = fields.kind ?? 'anomaly';
  const createdAt = new Date(Date.UTC(2026, 10, 1) + (fields.minute ?? sequence) * 60_000);
  const [row] = await ctx.handle.db
    .insert(aiInsights)
    .values({
      userId: owner.id,
      campaignId: fields.campaignId ?? campaignA.id,
      type: kind === 'channel_reallocation' ? 'optimization_suggestion' : 'performance_alert',
      title: fields.title ?? `Insight ${sequence}`,
      description: 'Something changed.',
      confidence: '0.80',
      impact: fields.impact ?? 'medium',
      kind,
      data: { kind, ...fields.data },
      fingerprint: `test:${sequence}`,
      createdAt,
      updatedAt: createdAt,
      resolvedAt: fields.resolved ? new Date(createdAt.getTime() + 3_600_000) : null,
      appliedAt: fields.applied ? new Date(createdAt.getTime() + 7_200_000) : null,
    })
    .returning();
  if (!row) throw new Error('no insight');
  return row;
}

const get = (url: string, cookie: string | undefined = cookies.ana) =>
  request(ctx.app, 'GET', url, cookie ? { cookie } : {});
const ids = (response: LightMyRequestResponse) => (response.json() as InsightSummary[]).map((i) => i.id);

/** The Link header's rel="next" target, or null. */
function nextLink(response: LightMyRequestResponse): string | null {
  const header = response.headers.link;
  if (header === undefined) return null;
  const match = /^<([^>]+)>;\s*rel="next"$/.exec(String(header));
  if (!match?.[1]) throw new Error(`unexpected Link header ${String(header)}`);
  return match[1];
}

/** Follows the Link headers from `first` to the end: every page's ids, and each page's X-Total-Count. */
async function walk(first: string) {
  const pages: string[][] = [];
  const totals: string[] = [];
  let url: string | null = first;
  while (url) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    pages.push(ids(response));
    totals.push(String(response.headers['x-total-count']));
    url = nextLink(response);
    if (pages.length > 50) throw new Error('the Link headers never end');
  }
  return { pages, totals };
}

describe('GET /api/insights paging', () => {
  it('visits every open finding exactly once with limit 2, most impactful first then newest, and ends without a Link', async () => {
    const low = await insertInsight({ impact: 'low', minute: 50 });
    const highOld = await insertInsight({ impact: 'high', minute: 1 });
    const medium = await insertInsight({ impact: 'medium', minute: 30 });
    const highNew = await insertInsight({ impact: 'high', minute: 40 });
    // Two rows created in the same instant: the id decides between them, on every page.
    const twinA = await insertInsight({ impact: 'medium', minute: 20 });
    const twinB = await insertInsight({ impact: 'medium', minute: 20 });
    const lowOld = await insertInsight({ impact: 'low', minute: 5 });
    const twins = [twinA.id, twinB.id].sort().reverse();

    const { pages, totals } = await walk('/api/insights?limit=2');
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flat()).toEqual([highNew.id, highOld.id, medium.id, ...twins, low.id, lowOld.id]);
    expect(totals).toEqual(['7', '7', '7', '7']);

    const all = await get('/api/insights');
    expect(ids(all)).toEqual(pages.flat());
    expect(all.headers.link).toBeUndefined();
    expect(all.headers['x-total-count']).toBe('7');
  });

  it('keeps the filters and the page size in the Link header, URL-encoded', async () => {
    for (let i = 0; i < 3; i += 1) await insertInsight({ kind: 'pacing', campaignId: campaignB.id });
    const response = await get(`/api/insights?limit=1&kind=pacing&campaignId=${campaignB.id}&status=open`);
    const link = nextLink(response);
    expect(link).not.toBeNull();
    const url = new URL(link as string, 'http://localhost');
    expect(url.pathname).toBe('/api/insights');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '1',
      kind: 'pacing',
      campaignId: campaignB.id,
      status: 'open',
      cursor: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
    });
  });

  it('neither repeats nor skips a row when insights arrive between pages', async () => {
    const original = [];
    for (let i = 0; i < 6; i += 1) {
      original.push(await insertInsight({ impact: i % 2 ? 'high' : 'low', minute: 100 + i }));
    }
    const first = await get('/api/insights?limit=3');
    // New findings, some sorting before the cursor and some after it.
    await insertInsight({ impact: 'high', minute: 500 });
    await insertInsight({ impact: 'low', minute: 1 });
    const rest = await walk(nextLink(first) as string);
    const seen = [...ids(first), ...rest.pages.flat()];
    expect(new Set(seen).size).toBe(seen.length);
    for (const row of original) expect(seen).toContain(row.id);
  });

  it('pages correctly between rows created in the same millisecond', async () => {
    const rows = [];
    for (let i = 0; i < 4; i += 1) rows.push(await insertInsight({ impact: 'high' }));
    // Microseconds apart: a cursor rounded to JavaScript's milliseconds would lose rows here.
    for (const [i, row] of rows.entries()) {
      await ctx.handle.db
        .update(aiInsights)
        .set({ createdAt: sql`${`2026-11-05T10:00:00.1234${i}0Z`}::timestamptz` })
        .where(eq(aiInsights.id, row.id));
    }
    const { pages } = await walk('/api/insights?limit=1');
    expect(pages.flat()).toEqual(rows.map((r) => r.id).reverse());
  });
});

describe('GET /api/insights filters', () => {
  it('lists open findings by default and each status on request', async () => {
    const open = await insertInsight({ title: 'Open one' });
    const resolved = await insertInsight({ resolved: true });
    const applied = await insertInsight({ kind: 'channel_reallocation', applied: true });
    // Applied wins over resolved: the change is in place until someone undoes it.
    const appliedAndEnded = await insertInsight({ applied: true, resolved: true });

    expect(ids(await get('/api/insights'))).toEqual([open.id]);
    expect(ids(await get('/api/insights?status=open'))).toEqual([open.id]);
    expect(ids(await get('/api/insights?status=resolved'))).toEqual([resolved.id]);
    expect(new Set(ids(await get('/api/insights?status=applied')))).toEqual(
      new Set([applied.id, appliedAndEnded.id]),
    );

    const [summary] = (await get('/api/insights?status=resolved')).json() as InsightSummary[];
    expect(summary).toMatchObject({
      kind: 'anomaly',
      status: 'resolved',
      resolvedAt: resolved.resolvedAt?.toISOString(),
      updatedAt: resolved.updatedAt.toISOString(),
      appliedAt: null,
    });
    const appliedSummaries = (await get('/api/insights?status=applied')).json() as InsightSummary[];
    expect(appliedSummaries.map((i) => i.status)).toEqual(['applied', 'applied']);
  });

  it('keeps includeApplied working: true adds the applied insights to the open ones', async () => {
    const open = await insertInsight();
    const applied = await insertInsight({ applied: true });
    await insertInsight({ resolved: true });
    expect(new Set(ids(await get('/api/insights?includeApplied=true')))).toEqual(
      new Set([open.id, applied.id]),
    );
    expect(ids(await get('/api/insights?includeApplied=false'))).toEqual([open.id]);
  });

  it('filters by kind and by campaign, with X-Total-Count for the filter', async () => {
    const anomalyA = await insertInsight({ kind: 'anomaly' });
    const pacingA = await insertInsight({ kind: 'pacing' });
    const pacingB = await insertInsight({ kind: 'pacing', campaignId: campaignB.id });
    const fatigueB = await insertInsight({ kind: 'fatigue', campaignId: campaignB.id });

    const pacing = await get('/api/insights?kind=pacing');
    expect(new Set(ids(pacing))).toEqual(new Set([pacingA.id, pacingB.id]));
    expect(pacing.headers['x-total-count']).toBe('2');
    expect(ids(await get('/api/insights?kind=anomaly'))).toEqual([anomalyA.id]);
    expect(ids(await get('/api/insights?kind=channel_reallocation'))).toEqual([]);

    const ofB = await get(`/api/insights?campaignId=${campaignB.id}`);
    expect(new Set(ids(ofB))).toEqual(new Set([pacingB.id, fatigueB.id]));
    expect(ofB.headers['x-total-count']).toBe('2');
    expect(ids(await get(`/api/insights?campaignId=${campaignB.id}&kind=fatigue`))).toEqual([fatigueB.id]);
    expect(ids(await get(`/api/insights?campaignId=${randomUUID()}`))).toEqual([]);
  });

  it('lists insufficient-data notes apart, where 25 findings cannot push them out', async () => {
    const notes = [
      await insertInsight({ kind: 'insufficient_data', impact: 'low', minute: 1 }),
      await insertInsight({ kind: 'insufficient_data', impact: 'low', minute: 2 }),
    ];
    for (let i = 0; i < 25; i += 1) await insertInsight({ impact: 'high', minute: 100 + i });
    await insertInsight({ kind: 'insufficient_data', resolved: true });

    const findings = await get('/api/insights');
    expect(findings.json()).toHaveLength(20);
    expect(findings.headers['x-total-count']).toBe('25');
    const everyFinding = (await walk('/api/insights?limit=100')).pages.flat();
    for (const note of notes) expect(everyFinding).not.toContain(note.id);

    const listed = await get('/api/insights?kind=insufficient_data');
    expect(ids(listed)).toEqual([notes[1]?.id, notes[0]?.id]);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.headers.link).toBeUndefined();
  });

  it('shows open findings only, without notes, in the analytics response and the report', async () => {
    const open = await insertInsight({ impact: 'high', title: 'Still happening' });
    await insertInsight({ resolved: true, title: 'Over now' });
    await insertInsight({ applied: true, title: 'Already applied' });
    await insertInsight({ kind: 'insufficient_data', title: 'Not enough data yet for Alpha' });

    const analytics = await get('/api/analytics/30d/all');
    expect(analytics.statusCode).toBe(200);
    expect((analytics.json().aiInsights as InsightSummary[]).map((i) => i.id)).toEqual([open.id]);
    const report = await get('/api/reports/performance?period=30d&type=comprehensive');
    expect(report.statusCode).toBe(200);
    expect((report.json().insights as { title: string }[]).map((i) => i.title)).toEqual(['Still happening']);
  });
});

describe('GET /api/insights refusals and roles', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['limit=0', 'limit', INSIGHT_LIST_MESSAGES.limit],
    ['limit=101', 'limit', INSIGHT_LIST_MESSAGES.limit],
    ['limit=ten', 'limit', INSIGHT_LIST_MESSAGES.limit],
    ['limit=-1', 'limit', INSIGHT_LIST_MESSAGES.limit],
    ['kind=spike', 'kind', INSIGHT_LIST_MESSAGES.kind],
    ['campaignId=42', 'campaignId', INSIGHT_LIST_MESSAGES.campaignId],
    ['status=closed', 'status', INSIGHT_LIST_MESSAGES.status],
    ['includeApplied=yes', 'includeApplied', INSIGHT_LIST_MESSAGES.includeApplied],
    ['status=open&includeApplied=true', 'status', INSIGHT_LIST_MESSAGES.statusAndIncludeApplied],
    ['cursor=not-a-cursor', 'cursor', INSIGHT_LIST_MESSAGES.cursor],
    [`cursor=${cursorOf([0, '2026-11-01T00:00:00Z', randomUUID()])}`, 'cursor', INSIGHT_LIST_MESSAGES.cursor],
    [
      `cursor=${cursorOf([7, '2026-11-01T00:00:00.000000Z', randomUUID()])}`,
      'cursor',
      INSIGHT_LIST_MESSAGES.cursor,
    ],
    [
      `cursor=${cursorOf([0, '2026-11-01T00:00:00.000000Z', "x' or 1=1"])}`,
      'cursor',
      INSIGHT_LIST_MESSAGES.cursor,
    ],
    [`cursor=${'A'.repeat(201)}`, 'cursor', INSIGHT_LIST_MESSAGES.cursor],
  ])('answers ?%s with 400 and the message for %s', async (query, field, message) => {
    const response = await get(`/api/insights?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
  });

  it('refuses an unknown query parameter', async () => {
    expect((await get('/api/insights?sort=newest')).statusCode).toBe(400);
  });

  it('is for signed-in users only', async () => {
    expect((await request(ctx.app, 'GET', '/api/insights')).statusCode).toBe(401);
  });

  it('lets every role that may view analytics read the list, with canApply only for those who may change the campaign; a plain user sees none of it', async () => {
    const gap = await insertInsight({
      kind: 'channel_reallocation',
      data: reallocationEvidence({ from: 'Meta', to: 'Google Search', shift: 0.1 }),
    });
    const anomaly = await insertInsight({ kind: 'anomaly' });
    const canApply = async (name: string) => {
      const response = await get('/api/insights', cookies[name]);
      expect(response.statusCode).toBe(200);
      const list = response.json() as InsightSummary[];
      expect(list.find((i) => i.id === anomaly.id)?.canApply).toBe(false);
      return list.find((i) => i.id === gap.id)?.canApply;
    };
    expect(await canApply('owner')).toBe(true);
    expect(await canApply('director')).toBe(true);
    expect(await canApply('other')).toBe(false);
    expect(await canApply('ana')).toBe(false);
    // Insights carry the workspace's figures (spend, revenue): a plain user sees none (issue 14).
    expect((await get('/api/insights', cookies.basic)).statusCode).toBe(403);
  });
});

describe('applying a plan-based reallocation and a budget test (issue 32)', () => {
  const TODAY = todayIn('UTC');
  const TOMORROW = addDays(TODAY, 1);
  /** The conversion objective's mix, what a new campaign delivers with. */
  const OBJECTIVE_MIX = { 'Google Search': 0.5, Meta: 0.3, Email: 0.2 };
  let made = 0;

  /** A fresh campaign (so the changes of one test never meet another's) with one insight → both. */
  async function campaignWith(kind: 'channel_reallocation' | 'budget_test', data: Record<string, unknown>) {
    made += 1;
    const campaign = await insertCampaign(ctx, {
      userId: owner.id,
      name: `Mix ${made}`,
      startDate: addDays(TODAY, -60),
      endDate: addDays(TODAY, 60),
    });
    const insight = await insertInsight({ kind, campaignId: campaign.id, data });
    return { campaign, insight };
  }
  const campaignRow = async (id: string) =>
    (await ctx.handle.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
  const act = (id: string, action: 'preview' | 'apply' | 'undo') =>
    request(ctx.app, action === 'preview' ? 'GET' : 'POST', `/api/insights/${id}/${action}`, {
      cookie: cookies.owner,
    });
  const listed = async (id: string, status = 'applied') =>
    ((await get(`/api/insights?status=${status}`, cookies.owner)).json() as InsightSummary[]).find(
      (i) => i.id === id,
    );

  it("sets the mix to the plan's shares, says so in words, and undo brings the mix back", async () => {
    const { campaign, insight } = await campaignWith(
      'channel_reallocation',
      planReallocationEvidence({
        'Google Search': [0.5, 0.45],
        Meta: [0.3, 0.4],
        Email: [0.2, 0.15],
      }),
    );
    expect((await listed(insight.id, 'open'))?.canApply).toBe(true);

    const preview = await act(insight.id, 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = { 'Google Search': 0.45, Meta: 0.4, Email: 0.15 };
    expect(preview.json()).toEqual({
      insightId: insight.id,
      campaignId: campaign.id,
      campaignName: campaign.name,
      summary: 'Set the channel mix to the plan: Google Search 45 %, Meta 40 %, Email 15 %',
      before: { channelWeights: OBJECTIVE_MIX },
      after: { channelWeights: plan },
      effectiveFrom: TOMORROW,
    });

    const applied = await act(insight.id, 'apply');
    expect(applied.statusCode, applied.body).toBe(200);
    expect((applied.json() as { preview: InsightPreview }).preview.after.channelWeights).toEqual(plan);
    const row = await campaignRow(campaign.id);
    if (!row) throw new Error('no campaign');
    expect(row.optimizationHistory).toMatchObject([{ channelWeights: { from: TOMORROW, weights: plan } }]);
    // A reallocation has no end: the plan's mix holds until something else changes it.
    expect(row.optimizationHistory[0]).not.toHaveProperty('channelWeights.until');
    expect(row.aiDecisions).toMatchObject([{ kind: 'channel_reallocation' }]);
    expect(channelWeightsOn(row, TODAY)).toEqual(OBJECTIVE_MIX);
    expect(channelWeightsOn(row, TOMORROW)).toEqual(plan);
    expect(channelWeightsOn(row, addDays(TODAY, 90))).toEqual(plan);
    expect(await listed(insight.id)).toMatchObject({ status: 'applied', outcome: { status: 'pending' } });
    expect((await act(insight.id, 'apply')).statusCode).toBe(409);

    expect((await act(insight.id, 'undo')).statusCode).toBe(200);
    const undone = await campaignRow(campaign.id);
    expect(undone?.optimizationHistory).toEqual([]);
    expect(undone?.aiDecisions).toEqual([]);
    expect(channelWeightsOn(undone as NonNullable<typeof undone>, TOMORROW)).toEqual(OBJECTIVE_MIX);
  });

  it("keeps every plan channel, with shares that sum to 1 in 4 decimals, even when the plan's do not quite", async () => {
    const { insight } = await campaignWith(
      'channel_reallocation',
      planReallocationEvidence({
        'Google Search': [0.5, 0.41237],
        Meta: [0.3, 0.33333],
        Email: [0.2, 0.2],
        LinkedIn: [0, 0.05],
      }),
    );
    const after = (await act(insight.id, 'preview')).json().after.channelWeights as Record<string, number>;
    expect(Object.keys(after).sort()).toEqual(['Email', 'Google Search', 'LinkedIn', 'Meta']);
    for (const share of Object.values(after)) expect(share).toBe(Math.round(share * 1e4) / 1e4);
    expect(Object.values(after).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
    // Normalised (the plan's shares sum to 0.9957), in the plan's proportions.
    expect(after['Google Search']).toBeCloseTo(0.41237 / 0.9957, 3);
    expect(after.LinkedIn).toBeCloseTo(0.05 / 0.9957, 3);
  });

  it('still moves `shift` from `from` to `to` for a reallocation without a plan', async () => {
    const { insight } = await campaignWith(
      'channel_reallocation',
      reallocationEvidence({ from: 'Email', to: 'Google Search', shift: 0.1 }),
    );
    expect((await act(insight.id, 'preview')).json()).toMatchObject({
      summary: 'Move 10 points of budget share from Email to Google Search',
      after: { channelWeights: { 'Google Search': 0.6, Meta: 0.3, Email: 0.1 } },
    });
  });

  it('runs a budget test for its days from tomorrow, then delivers with the mix before it; undo removes it', async () => {
    const evidence = budgetTestEvidence();
    const { campaign, insight } = await campaignWith('budget_test', evidence);
    expect(await listed(insight.id, 'open')).toMatchObject({ kind: 'budget_test', canApply: true });

    const preview = await act(insight.id, 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      summary: 'Budget test: raise Meta from 20 % to 35 % for 14 days',
      before: { channelWeights: OBJECTIVE_MIX },
      after: { channelWeights: evidence.weights },
      effectiveFrom: TOMORROW,
    });

    const before = await campaignRow(campaign.id);
    expect((await act(insight.id, 'apply')).statusCode).toBe(200);
    const during = await campaignRow(campaign.id);
    if (!before || !during) throw new Error('no campaign');
    const lastDay = addDays(TODAY, 14);
    expect(during.optimizationHistory).toMatchObject([
      { channelWeights: { from: TOMORROW, until: lastDay, weights: evidence.weights } },
    ]);
    expect(during.aiDecisions).toMatchObject([
      { kind: 'budget_test', summary: 'Budget test: raise Meta from 20 % to 35 % for 14 days' },
    ]);
    expect(channelWeightsOn(during, TODAY)).toEqual(OBJECTIVE_MIX);
    expect(channelWeightsOn(during, TOMORROW)).toEqual(evidence.weights);
    expect(channelWeightsOn(during, lastDay)).toEqual(evidence.weights);
    expect(channelWeightsOn(during, addDays(lastDay, 1))).toEqual(OBJECTIVE_MIX);

    // The demo delivery follows: each channel's spend scales by its test weight for the 14 days, then not.
    const spendOn = (row: typeof during, date: string) =>
      Object.fromEntries(simulateDay(row, date).map((m) => [m.channel, m.spend]));
    for (const [date, weights] of [
      [TOMORROW, evidence.weights],
      [lastDay, evidence.weights],
      [addDays(lastDay, 1), OBJECTIVE_MIX],
    ] as const) {
      const withTest = spendOn(during, date);
      const without = spendOn(before, date);
      for (const [channel, weight] of Object.entries(weights)) {
        const ratio = (withTest[channel] ?? 0) / (without[channel] ?? 1);
        expect(ratio, `${channel} on ${date}`).toBeCloseTo(
          weight / OBJECTIVE_MIX[channel as keyof typeof OBJECTIVE_MIX],
          2,
        );
      }
    }
    expect(await listed(insight.id)).toMatchObject({
      kind: 'budget_test',
      status: 'applied',
      outcome: { status: 'pending', measurableOn: addDays(TODAY, 7) },
    });

    expect((await act(insight.id, 'undo')).statusCode).toBe(200);
    const undone = await campaignRow(campaign.id);
    expect(undone?.optimizationHistory).toEqual([]);
    expect(channelWeightsOn(undone as NonNullable<typeof undone>, TOMORROW)).toEqual(OBJECTIVE_MIX);
    expect(await listed(insight.id, 'open')).toMatchObject({ appliedAt: null, outcome: null });
  });

  it('says "lower" for a test that lowers a channel, and after the test goes back to a reallocation applied before it', async () => {
    const plan = planReallocationEvidence({
      'Google Search': [0.5, 0.45],
      Meta: [0.3, 0.4],
      Email: [0.2, 0.15],
    });
    const { campaign, insight: reallocation } = await campaignWith('channel_reallocation', plan);
    const test = await insertInsight({
      kind: 'budget_test',
      campaignId: campaign.id,
      data: budgetTestEvidence({
        channel: 'Email',
        currentShare: 0.15,
        testShare: 0.05,
        days: 7,
        weights: { 'Google Search': 0.5, Meta: 0.45, Email: 0.05 },
      }),
    });
    expect((await act(reallocation.id, 'apply')).statusCode).toBe(200);
    expect((await act(test.id, 'preview')).json()).toMatchObject({
      summary: 'Budget test: lower Email from 15 % to 5 % for 7 days',
      before: { channelWeights: { 'Google Search': 0.45, Meta: 0.4, Email: 0.15 } },
    });
    expect((await act(test.id, 'apply')).statusCode).toBe(200);
    const row = await campaignRow(campaign.id);
    if (!row) throw new Error('no campaign');
    expect(channelWeightsOn(row, addDays(TODAY, 7))).toEqual({
      'Google Search': 0.5,
      Meta: 0.45,
      Email: 0.05,
    });
    expect(channelWeightsOn(row, addDays(TODAY, 8))).toEqual({
      'Google Search': 0.45,
      Meta: 0.4,
      Email: 0.15,
    });
  });
});
