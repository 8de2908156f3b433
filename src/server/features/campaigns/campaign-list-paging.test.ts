import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_SORTS, CAMPAIGN_STATUSES, type CampaignSort } from '../../../shared/campaigns-rules';
import { campaignMetrics, campaigns } from '../../db/schema';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../test/helpers';
import { refreshMetricRollups } from '../analytics';

/**
 * The list at many campaigns: every status filter × every sort, walked page by page through the Link cursors,
 * against the order computed here from the rows. Budgets, creation times and ROAS repeat across campaigns and some
 * campaigns have no delivery, so every tie-break and the "no ROAS last" rule decide pages (each sort reads its own
 * index at this size, bench/campaign-list-scale.ts).
 */
const CAMPAIGNS = 600;
const PAGE = 70;

interface Row {
  id: string;
  status: string;
  budget: number;
  /** Microsecond creation time as sortable text. */
  created: string;
  roas: number | null;
}

let ctx: TestContext;
let cookie: string;
let rows: Row[];

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx, { username: 'lister', role: 'marketing_manager' });
  cookie = await signIn(ctx, 'lister');
  const db = ctx.handle.db;
  const statuses = sql.raw(`array[${CAMPAIGN_STATUSES.map((s) => `'${s}'`).join(',')}]`);
  // Groups of three campaigns share a creation time and a status, groups of six a budget (12 values): within a
  // group only the id orders them.
  await db.execute(sql`
    insert into campaigns (user_id, name, objective, budget, start_date, end_date, status, created_at, updated_at)
    select ${owner.id}::uuid, 'Paged ' || g, 'conversion', 500 * (1 + (g / 6) % 12), current_date, current_date + 30,
           (${statuses})[1 + ((g / 3) * 7) % ${CAMPAIGN_STATUSES.length}],
           timestamptz '2026-01-01' + make_interval(secs => (g / 3) * 61.000123),
           timestamptz '2026-01-01' + make_interval(secs => (g / 3) * 61.000123)
    from generate_series(1, ${CAMPAIGNS}) g`);
  // Two of three campaigns delivered; ROAS takes 9 values, 0 among them (spend without revenue).
  await db.execute(sql`
    insert into campaign_metrics (campaign_id, date, channel, impressions, clicks, conversions, spend, revenue)
    select id, current_date - 1, 'Meta', 1000, 10, 1, 100, 50 * (n % 9)
    from (select id, row_number() over (order by name) as n from campaigns) c
    where n % 3 <> 0`);
  const delivered = await db.selectDistinct({ id: campaignMetrics.campaignId }).from(campaignMetrics);
  const dates = await db.selectDistinct({ date: campaignMetrics.date }).from(campaignMetrics);
  await refreshMetricRollups(db, {
    campaignIds: delivered.map((r) => r.id),
    dates: dates.map((r) => r.date),
  });
  const found = await db
    .select({
      id: campaigns.id,
      status: campaigns.status,
      budget: campaigns.budget,
      created: sql<string>`to_char(${campaigns.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`,
      roas: sql<string | null>`${campaigns.performanceMetrics}->>'roas'`,
    })
    .from(campaigns);
  rows = found.map((r) => ({
    id: r.id,
    status: r.status,
    budget: Number(r.budget),
    created: r.created,
    roas: r.roas === null ? null : Number(r.roas),
  }));
});
afterAll(async () => ctx.close());

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The documented order of each sort: its key, then creation time, then id, all one direction. */
function expectedOrder(sort: CampaignSort, status: string): string[] {
  const key = (r: Row) =>
    sort === 'budget_desc' ? r.budget : sort === 'performance_desc' ? (r.roas ?? -1) : 0;
  const ascending = sort === 'created_asc' ? 1 : -1;
  return rows
    .filter((r) => status === 'all' || r.status === status)
    .sort(
      (a, b) => ascending * (key(a) - key(b) || compareText(a.created, b.created) || compareText(a.id, b.id)),
    )
    .map((r) => r.id);
}

/** Every page from `path` on, following Link rel="next": the ids in order and each page's X-Total-Count. */
async function walk(path: string) {
  const ids: string[] = [];
  const totals = new Set<string>();
  let next: string | null = path;
  let pages = 0;
  while (next) {
    const response = await request(ctx.app, 'GET', next, { cookie });
    expect(response.statusCode, next).toBe(200);
    const page = response.json() as { id: string }[];
    expect(page.length).toBeLessThanOrEqual(PAGE);
    ids.push(...page.map((c) => c.id));
    totals.add(String(response.headers['x-total-count']));
    const link = response.headers.link as string | undefined;
    next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
    pages += 1;
    if (pages > CAMPAIGNS) throw new Error('paging does not end');
  }
  return { ids, totals, pages };
}

describe(`GET /api/campaigns at ${CAMPAIGNS} campaigns`, () => {
  const sorts = Object.keys(CAMPAIGN_SORTS) as CampaignSort[];
  const cases = ['all', ...CAMPAIGN_STATUSES].flatMap((status) =>
    sorts.map((sort) => [status, sort] as const),
  );

  it.each(cases)(
    'status=%s, sort=%s: every page in order, none repeated or skipped, the count on each',
    async (status, sort) => {
      const expected = expectedOrder(sort, status);
      expect(expected.length).toBeGreaterThan(PAGE);
      const walked = await walk(`/api/campaigns?status=${status}&sort=${sort}&limit=${PAGE}`);
      expect(walked.ids).toEqual(expected);
      expect(walked.pages).toBe(Math.ceil(expected.length / PAGE));
      expect([...walked.totals]).toEqual([String(expected.length)]);
    },
  );

  it('answers the default first page: the newest 50 and the count of every campaign', async () => {
    const response = await request(ctx.app, 'GET', '/api/campaigns', { cookie });
    expect(response.json().map((c: { id: string }) => c.id)).toEqual(
      expectedOrder('created_desc', 'all').slice(0, 50),
    );
    expect(response.headers['x-total-count']).toBe(String(CAMPAIGNS));
  });
});
