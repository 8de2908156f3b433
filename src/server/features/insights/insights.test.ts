import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InsightSummary } from '../../../shared/analytics';
import { INSIGHT_LIST_MESSAGES } from '../../../shared/insights';
import { aiInsights } from '../../db/schema';
import { insertCampaign } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { reallocationEvidence } from './test/evidence';

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
