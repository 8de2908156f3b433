import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetAudience } from '../../../shared/audience';
import { CAMPAIGN_MESSAGES } from '../../../shared/campaigns';
import { addDays } from '../../../shared/dates';
import { IDEMPOTENCY_MESSAGES } from '../../../shared/http';
import { todayIn } from '../../../shared/zoned-dates';
import { auditLog, campaigns } from '../../db/schema';
import { insertMetric } from '../../test/fixtures';
import {
  createTestContext,
  createUser,
  request,
  signIn,
  type TestContext,
  testContextForFile,
  withTestContext,
} from '../../test/helpers';

const ctx = testContextForFile();
const cookies: Record<string, string> = {};
const today = todayIn('UTC');

const audience: TargetAudience = {
  demographics: { ageRange: [25, 45], locations: ['United States'], interests: ['Technology'] },
  behavioral: { engagementLevel: 'high', devicePreference: 'mobile', shoppingTimes: ['Weekends'] },
};
const brandVoice = {
  tone: 'professional',
  style: 'modern',
  productName: 'Acme Analytics',
  keyMessages: ['Insights in minutes'],
};
/** One generated content variant, valid under the shared contract. */
const CONTENT_VARIANT = {
  text: { headlines: ['Run further'], descriptions: ['Light shoes'], ctaButtons: ['Shop now'] },
  visuals: { imagePrompts: [], videoPrompts: [] },
  performance: {
    coherenceScore: 80,
    brandAlignmentScore: 70,
    engagementPrediction: 60,
    conversionLikelihood: 50,
  },
};
const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring Launch',
  objective: 'conversion',
  budget: 5000,
  startDate: addDays(today, 1),
  endDate: addDays(today, 31),
  description: 'Launch of the spring line',
  targetAudience: audience,
  brandVoice,
  contentVariants: [],
  status: 'active',
  ...overrides,
});

beforeAll(async () => {
  for (const [username, role] of [
    ['mgr', 'marketing_manager'],
    ['mgr2', 'marketing_manager'],
    ['dir', 'marketing_director'],
    ['adm', 'admin'],
    ['ana', 'analyst'],
    ['usr', 'user'],
  ] as const) {
    await createUser(ctx, { username, role });
    cookies[username] = await signIn(ctx, username);
  }
});

const create = (who: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(ctx.app, 'POST', '/api/campaigns', { cookie: cookies[who], body, headers });

describe('POST /api/campaigns', () => {
  it('creates a campaign owned by the caller, with the listed shape', async () => {
    const response = await create('mgr', payload());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Spring Launch',
      status: 'active',
      objective: 'conversion',
      budget: 5000,
      spend: 0,
      performanceMetrics: { impressions: 0, clicks: 0, ctr: 0, conversions: 0, roas: 0 },
      canModify: true,
    });
  });

  it.each([
    [{ name: '' }, 'name', CAMPAIGN_MESSAGES.nameRequired],
    [{ name: 'n'.repeat(101) }, 'name', CAMPAIGN_MESSAGES.nameMax],
    [{ objective: 'fame' }, 'objective', CAMPAIGN_MESSAGES.objective],
    [{ budget: 99.99 }, 'budget', CAMPAIGN_MESSAGES.budgetMin],
    [{ budget: 1_000_000.01 }, 'budget', CAMPAIGN_MESSAGES.budgetMax],
    [{ budget: 150.005 }, 'budget', CAMPAIGN_MESSAGES.budgetCents],
    [{ budget: '5000' }, 'budget', CAMPAIGN_MESSAGES.budgetNumber],
    [{ description: 'd'.repeat(501) }, 'description', CAMPAIGN_MESSAGES.descriptionMax],
    [{ startDate: '2027-02-30' }, 'startDate', CAMPAIGN_MESSAGES.dateInvalid],
    [{ endDate: addDays(today, 1) }, 'endDate', CAMPAIGN_MESSAGES.endAfterStart],
    [{ startDate: addDays(today, -1) }, 'startDate', CAMPAIGN_MESSAGES.startPast],
    [{ status: 'paused' }, 'status', CAMPAIGN_MESSAGES.statusInvalid],
    [
      { targetAudience: { ...audience, demographics: { ...audience.demographics, locations: [] } } },
      'targetAudience.demographics.locations',
      'At least one location is required',
    ],
    [
      { targetAudience: { ...audience, demographics: { ...audience.demographics, interests: [] } } },
      'targetAudience.demographics.interests',
      'At least one interest is required',
    ],
    [
      { targetAudience: { ...audience, behavioral: { ...audience.behavioral, shoppingTimes: [] } } },
      'targetAudience.behavioral.shoppingTimes',
      'At least one optimal shopping time is required',
    ],
    [
      { brandVoice: { ...brandVoice, keywords: [] } },
      'brandVoice.keywords',
      'At least one keyword is required',
    ],
    [
      { brandVoice: { ...brandVoice, contentTypes: [] } },
      'brandVoice.contentTypes',
      'At least one content type is required',
    ],
    [
      { brandVoice: { ...brandVoice, customInstructions: 'c'.repeat(1001) } },
      'brandVoice.customInstructions',
      'Custom instructions must be less than 1000 characters',
    ],
  ])('refuses %o with the spec message and stores nothing', async (change, field, message) => {
    const before = (await ctx.handle.db.select().from(campaigns)).length;
    const response = await create('mgr', payload(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toContain(message);
    expect((await ctx.handle.db.select().from(campaigns)).length).toBe(before);
  });

  it('accepts the objective aliases and stores them as ours, with cents', async () => {
    const a = await create('mgr', payload({ objective: 'brand_awareness', budget: 1234.56 }));
    const b = await create('mgr', payload({ objective: 'conversions' }));
    expect(a.json()).toMatchObject({ objective: 'awareness', budget: 1234.56 });
    expect(b.json().objective).toBe('conversion');
  });

  it('fills blank dates: today and 30 days from now', async () => {
    const response = await create('mgr', payload({ startDate: '', endDate: '' }));
    expect(response.json()).toMatchObject({ startDate: today, endDate: addDays(today, 30) });
  });

  it('honours Idempotency-Key: a retry returns the first campaign, another body with the key is refused', async () => {
    const headers = { 'idempotency-key': 'launch-123' };
    const first = await create('mgr', payload({ name: 'Once only' }), headers);
    const retry = await create('mgr', payload({ name: 'Once only' }), headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    const rows = await ctx.handle.db.select().from(campaigns).where(eq(campaigns.name, 'Once only'));
    expect(rows).toHaveLength(1);
    const other = await create('mgr', payload({ name: 'Something else' }), headers);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      message: IDEMPOTENCY_MESSAGES.mismatch,
      code: 'idempotency_conflict',
    });
    // Keys are per user.
    const otherUser = await create('mgr2', payload({ name: 'Once only' }), headers);
    expect(otherUser.json().id).not.toBe(first.json().id);
  });

  it('is refused to analysts and plain users', async () => {
    expect((await create('ana', payload())).statusCode).toBe(403);
    expect((await create('usr', payload())).statusCode).toBe(403);
  });
});

describe('permissions on one campaign', () => {
  let mineId: string;
  beforeAll(async () => {
    mineId = (await create('mgr', payload({ name: 'Owned by mgr' }))).json().id;
  });

  it('another manager sees it but may not modify it: 404 and nothing changes', async () => {
    const seen = await request(ctx.app, 'GET', `/api/campaigns/${mineId}`, { cookie: cookies.mgr2 });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().canModify).toBe(false);
    const pause = await request(ctx.app, 'PATCH', `/api/campaigns/${mineId}`, {
      cookie: cookies.mgr2,
      body: { status: 'paused' },
    });
    expect(pause.statusCode).toBe(404);
    expect(
      (await request(ctx.app, 'DELETE', `/api/campaigns/${mineId}`, { cookie: cookies.mgr2 })).statusCode,
    ).toBe(404);
    const dup = await request(ctx.app, 'POST', `/api/campaigns/${mineId}/duplicate`, {
      cookie: cookies.mgr2,
    });
    expect(dup.statusCode).toBe(404);
    const [row] = await ctx.handle.db.select().from(campaigns).where(eq(campaigns.id, mineId));
    expect(row?.status).toBe('active');
  });

  it('a director and an admin may modify it', async () => {
    for (const who of ['dir', 'adm']) {
      const pause = await request(ctx.app, 'PATCH', `/api/campaigns/${mineId}`, {
        cookie: cookies[who],
        body: { status: 'paused' },
      });
      expect(pause.statusCode).toBe(200);
      const resume = await request(ctx.app, 'PATCH', `/api/campaigns/${mineId}`, {
        cookie: cookies[who],
        body: { status: 'active' },
      });
      expect(resume.json().status).toBe('active');
    }
  });

  it('analysts and users cannot even read campaigns', async () => {
    expect(
      (await request(ctx.app, 'GET', `/api/campaigns/${mineId}`, { cookie: cookies.ana })).statusCode,
    ).toBe(403);
    expect((await request(ctx.app, 'GET', '/api/campaigns', { cookie: cookies.usr })).statusCode).toBe(403);
  });

  it('unknown and malformed ids answer 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await request(ctx.app, 'GET', `/api/campaigns/${missing}`, { cookie: cookies.mgr })).statusCode,
    ).toBe(404);
    expect((await request(ctx.app, 'GET', '/api/campaigns/nope', { cookie: cookies.mgr })).statusCode).toBe(
      404,
    );
  });
});

describe('status transitions and audit', () => {
  it('allows active ↔ paused only and audits each change', async () => {
    const id = (await create('mgr', payload({ name: 'Transitions' }))).json().id;
    const patch = (status: string) =>
      request(ctx.app, 'PATCH', `/api/campaigns/${id}`, { cookie: cookies.mgr, body: { status } });
    expect((await patch('paused')).json().status).toBe('paused');
    expect((await patch('active')).json().status).toBe('active');
    const toCompleted = await patch('completed');
    expect(toCompleted.statusCode).toBe(400);
    expect(toCompleted.json().message).toBe(CAMPAIGN_MESSAGES.statusTransition);
    const draft = (await create('mgr', payload({ name: 'Draft one', status: 'draft' }))).json().id;
    const activateDraft = await request(ctx.app, 'PATCH', `/api/campaigns/${draft}`, {
      cookie: cookies.mgr,
      body: { status: 'paused' },
    });
    expect(activateDraft.statusCode).toBe(400);

    const audits = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      // Created active: the launch itself is an event (the dashboard's recent activity reads it).
      ['campaign.launched', null, expect.objectContaining({ status: 'active', name: 'Transitions' })],
      ['campaign.status_changed', { status: 'active' }, { status: 'paused' }],
      ['campaign.status_changed', { status: 'paused' }, { status: 'active' }],
    ]);
  });

  it('edits fields with PATCH, keeping a past start date that did not change', async () => {
    const id = (await create('mgr', payload({ name: 'Editable' }))).json().id;
    const edited = await request(ctx.app, 'PATCH', `/api/campaigns/${id}`, {
      cookie: cookies.mgr,
      body: { name: 'Edited name', budget: 7500, endDate: addDays(today, 60) },
    });
    expect(edited.json()).toMatchObject({ name: 'Edited name', budget: 7500, endDate: addDays(today, 60) });
    const badEnd = await request(ctx.app, 'PATCH', `/api/campaigns/${id}`, {
      cookie: cookies.mgr,
      body: { endDate: addDays(today, 0) },
    });
    expect(badEnd.statusCode).toBe(400);
    expect(badEnd.json().message).toBe(CAMPAIGN_MESSAGES.endAfterStart);
  });

  it('deletes with an audit row; duplicates as a draft copy', async () => {
    const id = (await create('mgr', payload({ name: 'To copy' }))).json().id;
    const dup = await request(ctx.app, 'POST', `/api/campaigns/${id}/duplicate`, { cookie: cookies.mgr });
    expect(dup.statusCode).toBe(201);
    expect(dup.json()).toMatchObject({ name: 'To copy (copy)', status: 'draft', budget: 5000 });
    const del = await request(ctx.app, 'DELETE', `/api/campaigns/${id}`, { cookie: cookies.mgr });
    expect(del.statusCode).toBe(204);
    expect((await request(ctx.app, 'GET', `/api/campaigns/${id}`, { cookie: cookies.mgr })).statusCode).toBe(
      404,
    );
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'campaign.deleted'));
    expect(audit).toMatchObject({ targetId: id, before: { name: 'To copy', status: 'active' } });
  });
});

describe('GET /api/campaigns', () => {
  it('filters by status and applies each sort in SQL', async () => {
    await withTestContext({}, async (local) => {
      await createUser(local, { username: 'm', role: 'marketing_manager' });
      const cookie = await signIn(local, 'm');
      const make = async (name: string, budget: number, status = 'active') =>
        (
          await request(local.app, 'POST', '/api/campaigns', {
            cookie,
            body: payload({ name, budget, status }),
          })
        ).json().id as string;
      const a = await make('A', 1000);
      const b = await make('B', 9000);
      await make('C', 5000, 'draft');
      // Delivery: A earns 5x its spend, B 2x, C none.
      await insertMetric(local, {
        campaignId: a,
        date: today,
        channel: 'Google Search',
        impressions: 1000,
        clicks: 50,
        conversions: 5,
        spend: 100,
        revenue: 500,
      });
      await insertMetric(local, {
        campaignId: b,
        date: today,
        channel: 'Meta',
        impressions: 4000,
        clicks: 80,
        conversions: 4,
        spend: 300,
        revenue: 600,
      });
      const list = async (query: string) =>
        (await request(local.app, 'GET', `/api/campaigns${query}`, { cookie }))
          .json()
          .map((x: { name: string }) => x.name);
      expect(await list('')).toEqual(['C', 'B', 'A']);
      expect(await list('?sort=created_asc')).toEqual(['A', 'B', 'C']);
      expect(await list('?sort=budget_desc')).toEqual(['B', 'C', 'A']);
      expect(await list('?sort=performance_desc')).toEqual(['A', 'B', 'C']);
      expect(await list('?status=draft')).toEqual(['C']);
      expect(await list('?status=all&sort=created_asc')).toEqual(['A', 'B', 'C']);
      const [first] = (
        await request(local.app, 'GET', '/api/campaigns?sort=performance_desc', { cookie })
      ).json();
      expect(first).toMatchObject({
        spend: 100,
        performanceMetrics: { impressions: 1000, clicks: 50, ctr: 5, conversions: 5, roas: 5 },
      });
      expect((await request(local.app, 'GET', '/api/campaigns?sort=random', { cookie })).statusCode).toBe(
        400,
      );
    });
  });

  describe('paging', () => {
    let local: TestContext;
    let cookie: string;
    let otherCookie: string;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      local = await createTestContext();
      await createUser(local, { username: 'p', role: 'marketing_manager' });
      await createUser(local, { username: 'analyst', role: 'analyst' });
      await createUser(local, { username: 'p2', role: 'marketing_manager' });
      cookie = await signIn(local, 'p');
      otherCookie = await signIn(local, 'p2');
      // Seven campaigns: budgets with ties (the sort falls back to newest), two drafts, one with content.
      const specs = [
        ['P1', 1000, 'active'],
        ['P2', 3000, 'draft'],
        ['P3', 3000, 'active'],
        ['P4', 2000, 'active'],
        ['P5', 5000, 'draft'],
        ['P6', 1000, 'active'],
        ['P7', 4000, 'active'],
      ] as const;
      for (const [name, budget, status] of specs) {
        const response = await request(local.app, 'POST', '/api/campaigns', {
          cookie,
          body: payload({
            name,
            budget,
            status,
            ...(name === 'P7' ? { contentVariants: [CONTENT_VARIANT] } : {}),
          }),
        });
        ids[name] = response.json().id;
      }
    });
    afterAll(async () => local.close());

    /** Follows Link rel="next" from `path`, returning every page's names, the totals and the links. */
    async function walk(path: string, who = cookie) {
      const pages: string[][] = [];
      const totals: string[] = [];
      let next: string | null = path;
      while (next) {
        const response = await request(local.app, 'GET', next, { cookie: who });
        expect(response.statusCode).toBe(200);
        pages.push(response.json().map((c: { name: string }) => c.name));
        totals.push(String(response.headers['x-total-count']));
        const link = response.headers.link as string | undefined;
        next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
        if (pages.length > 20) throw new Error('paging does not end');
      }
      return { pages, totals };
    }

    it.each([
      ['created_desc', ['P7', 'P6', 'P5', 'P4', 'P3', 'P2', 'P1']],
      ['created_asc', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']],
      ['budget_desc', ['P5', 'P7', 'P3', 'P2', 'P4', 'P6', 'P1']],
      ['performance_desc', ['P7', 'P6', 'P5', 'P4', 'P3', 'P2', 'P1']],
    ])('walks %s page by page in the same order as one page', async (sort, order) => {
      const whole = await walk(`/api/campaigns?sort=${sort}&limit=100`);
      expect(whole.pages).toEqual([order]);
      const paged = await walk(`/api/campaigns?sort=${sort}&limit=3`);
      expect(paged.pages).toEqual([order.slice(0, 3), order.slice(3, 6), order.slice(6)]);
      expect(new Set(paged.totals)).toEqual(new Set(['7']));
    });

    it('keeps the filter across pages and counts what matches it', async () => {
      const active = await walk('/api/campaigns?status=active&sort=budget_desc&limit=2');
      expect(active.pages).toEqual([['P7', 'P3'], ['P4', 'P6'], ['P1']]);
      expect(new Set(active.totals)).toEqual(new Set(['5']));
      const drafts = await walk('/api/campaigns?status=draft&limit=1');
      expect(drafts.pages).toEqual([['P5'], ['P2']]);
      const none = await walk('/api/campaigns?status=completed');
      expect(none).toEqual({ pages: [[]], totals: ['0'] });
    });

    it('neither repeats nor skips a row when one is deleted between pages', async () => {
      const first = await request(local.app, 'GET', '/api/campaigns?sort=created_asc&limit=3', { cookie });
      expect(first.json().map((c: { name: string }) => c.name)).toEqual(['P1', 'P2', 'P3']);
      const next = /^<([^>]+)>/.exec(String(first.headers.link))?.[1] as string;
      // P3 (the page's last row, the cursor's row) and P4 (the next page's first) are deleted meanwhile.
      await local.handle.db.delete(campaigns).where(eq(campaigns.id, ids.P4 as string));
      await local.handle.db.delete(campaigns).where(eq(campaigns.id, ids.P3 as string));
      const rest = await walk(next);
      expect(rest.pages.flat()).toEqual(['P5', 'P6', 'P7']);
      expect(rest.totals[0]).toBe('5');
    });

    it('answers list items without the generated content, with how many variants there are', async () => {
      const [item] = (await request(local.app, 'GET', '/api/campaigns?limit=1', { cookie })).json();
      expect(item).toMatchObject({ name: 'P7', contentVariantCount: 1, canModify: true, budget: 4000 });
      expect(item).not.toHaveProperty('contentVariants');
      expect(item).not.toHaveProperty('targetAudience');
      expect(item).not.toHaveProperty('brandVoice');
      const detail = (await request(local.app, 'GET', `/api/campaigns/${item.id}`, { cookie })).json();
      expect(detail.contentVariants).toHaveLength(1);
    });

    it('answers each item exactly as its detail, odd values included, for the owner and for another viewer', async () => {
      const created = (
        await request(local.app, 'POST', '/api/campaigns', {
          cookie,
          body: payload({
            name: 'Odd "quotes" \\ back\nslash, ünïcödé 🚀 and \u0001 control',
            budget: 1234.56,
          }),
        })
      ).json();
      // Values only other writers leave: fractional and missing metrics, a confidence.
      await local.handle.db
        .update(campaigns)
        .set({
          performanceMetrics: {
            impressions: 120_345,
            ctr: 2.5e-5,
            roas: 4.333333333333333,
            revenue: 1234.5,
          },
          aiConfidence: '0.87',
          description: null,
        })
        .where(eq(campaigns.id, created.id));
      for (const who of [cookie, otherCookie]) {
        const list = (
          await request(local.app, 'GET', '/api/campaigns?limit=100', { cookie: who })
        ).json() as {
          id: string;
        }[];
        expect(list.length).toBeGreaterThan(1);
        for (const item of list) {
          const detail = (
            await request(local.app, 'GET', `/api/campaigns/${item.id}`, { cookie: who })
          ).json();
          const { targetAudience: _a, brandVoice: _b, contentVariants, ...rest } = detail;
          expect(item).toEqual({ ...rest, contentVariantCount: contentVariants.length });
        }
      }
      const item = (await request(local.app, 'GET', '/api/campaigns?limit=100', { cookie }))
        .json()
        .find((c: { id: string }) => c.id === created.id);
      expect(item).toMatchObject({
        budget: 1234.56,
        spend: 0,
        description: null,
        aiConfidence: 0.87,
        performanceMetrics: {
          impressions: 120_345,
          clicks: 0,
          ctr: 2.5e-5,
          conversions: 0,
          roas: 4.333333333333333,
          revenue: 1234.5,
        },
      });
      await request(local.app, 'DELETE', `/api/campaigns/${created.id}`, { cookie });
    });

    it('refuses a bad limit or cursor, or a cursor of another sort, with 400 and a field error', async () => {
      for (const query of ['limit=0', 'limit=101', 'limit=ten', 'cursor=nonsense', 'cursor=']) {
        const response = await request(local.app, 'GET', `/api/campaigns?${query}`, { cookie });
        expect(response.statusCode, query).toBe(400);
        expect(Object.keys(response.json().fieldErrors ?? {}), query).toEqual([query.split('=')[0]]);
      }
      const first = await request(local.app, 'GET', '/api/campaigns?sort=budget_desc&limit=2', { cookie });
      const cursor = new URLSearchParams(/\?([^>]+)>/.exec(String(first.headers.link))?.[1]).get('cursor');
      const other = await request(local.app, 'GET', `/api/campaigns?sort=created_desc&cursor=${cursor}`, {
        cookie,
      });
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe('cursor is not valid: start again from the first page');
    });

    it('summarises the whole workspace whatever the page, for those who manage campaigns only', async () => {
      const summary = await request(local.app, 'GET', '/api/campaigns/summary', { cookie });
      expect(summary.statusCode).toBe(200);
      const list = (await request(local.app, 'GET', '/api/campaigns?limit=100', { cookie })).json();
      const byStatus = { draft: 0, pending_approval: 0, active: 0, paused: 0, completed: 0 };
      for (const c of list as { status: keyof typeof byStatus }[]) byStatus[c.status] += 1;
      const delivering = (list as { status: string; startDate: string; endDate: string }[]).filter(
        (c) => c.status === 'active' && c.startDate <= today && c.endDate >= today,
      ).length;
      expect(summary.json()).toEqual({
        total: list.length,
        byStatus,
        deliveringToday: delivering,
        budget: list.reduce((s: number, c: { budget: number }) => s + c.budget, 0),
        spend: 0,
      });
      const analyst = await signIn(local, 'analyst');
      expect(
        (await request(local.app, 'GET', '/api/campaigns/summary', { cookie: analyst })).statusCode,
      ).toBe(403);
      expect((await request(local.app, 'GET', '/api/campaigns', { cookie: analyst })).statusCode).toBe(403);
    });
  });
});

describe('a campaign’s content variants', () => {
  it('answers only the stored variants that match the generated-content contract', async () => {
    const id = (await create('mgr', payload({ contentVariants: [CONTENT_VARIANT] }))).json().id as string;
    // A restored backup or an older version may have left anything in the JSON column.
    const stored = [
      { headline: 'old shape' },
      CONTENT_VARIANT,
      'text',
      { ...CONTENT_VARIANT, text: { headlines: 'not a list' } },
    ];
    await ctx.handle.db.update(campaigns).set({ contentVariants: stored }).where(eq(campaigns.id, id));

    const detail = (await request(ctx.app, 'GET', `/api/campaigns/${id}`, { cookie: cookies.mgr })).json();
    expect(detail.contentVariants).toEqual([CONTENT_VARIANT]);
  });
});
