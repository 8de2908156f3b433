import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_PLAN_MESSAGES, type BudgetPlan } from '../../../shared/budget-plan';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import { campaigns } from '../../db/schema';
import { seededRandom } from '../../lib/random';
import { createUser, request, signIn, TEST_ORIGIN, testContextForFile } from '../../test/helpers';
import { type TrueCurve, trueRevenue } from './test/simulated-campaigns';

/**
 * Issue 32: GET /api/campaigns/:id/budget-plan on campaigns imported as a team would (a Northstar CSV through the
 * import API), with known response curves.
 */

const ctx = testContextForFile();
const TODAY = todayIn('UTC');
const DAYS = 84;
let cookie: string;

beforeAll(async () => {
  await createUser(ctx, { username: 'plan-manager', role: 'marketing_manager' });
  cookie = await signIn(ctx, 'plan-manager');
});

interface ChannelTruth {
  channel: string;
  truth: TrueCurve;
  /** Daily spend on day `t` (0 = oldest). */
  spend: (t: number) => number;
}

/** Imports the campaign's daily rows (revenue from the true curves with `noise` log-normal noise) → its id. */
async function importCampaign(name: string, channels: ChannelTruth[], noise: number): Promise<string> {
  const random = seededRandom(name);
  const lines = ['date,campaign,channel,impressions,clicks,conversions,spend,revenue'];
  for (let t = 0; t < DAYS; t += 1) {
    const date = addDays(TODAY, t - DAYS);
    for (const c of channels) {
      const spend = Math.round(c.spend(t) * 100) / 100;
      const wobble = Math.exp(noise * (random() * 2 - 1) * Math.sqrt(3));
      const revenue = Math.round(trueRevenue(c.truth, spend) * wobble * 100) / 100;
      lines.push(
        `${date},${name},${c.channel},${Math.round(spend * 100)},${Math.round(spend * 2)},${Math.round(revenue / 50)},${spend},${revenue}`,
      );
    }
  }
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/metrics/import',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'text/csv' },
    payload: `${lines.join('\n')}\n`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [campaign] = await ctx.handle.db.select().from(campaigns).where(eq(campaigns.name, name));
  if (!campaign) throw new Error(`imported campaign ${name} not found`);
  return campaign.id;
}

async function plan(id: string, query = ''): Promise<BudgetPlan> {
  const response = await request(ctx.app, 'GET', `/api/campaigns/${id}/budget-plan${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BudgetPlan;
}

/** Budget steps every two weeks: the variation a team gets by changing budgets now and then. */
const steps = (base: number, factors: number[]) => (t: number) => base * (factors[Math.floor(t / 14)] ?? 1);

const SEARCH: ChannelTruth = {
  channel: 'Google Search',
  truth: { ceiling: 3000, halfSaturation: 400, shape: 1.2, carryOver: 0 },
  spend: steps(300, [0.6, 1.4, 0.8, 1.6, 1.0, 1.2]),
};
const META: ChannelTruth = {
  channel: 'Meta',
  truth: { ceiling: 1200, halfSaturation: 150, shape: 1.5, carryOver: 0 },
  spend: steps(300, [1.3, 0.7, 1.5, 0.9, 1.2, 1.0]),
};
const EMAIL: ChannelTruth = {
  channel: 'Email',
  truth: { ceiling: 900, halfSaturation: 60, shape: 1, carryOver: 0 },
  spend: steps(100, [0.5, 1.5, 1.0, 0.7, 1.3, 1.0]),
};

const trueMarginal = (truth: TrueCurve, spend: number) =>
  (trueRevenue(truth, spend * 1.001) - trueRevenue(truth, spend * 0.999)) / (spend * 0.002);

describe('a campaign whose spend varied, with little noise', () => {
  let id: string;
  let result: BudgetPlan;
  const channels = [SEARCH, META, EMAIL];
  beforeAll(async () => {
    id = await importCampaign('Plan clean curves', channels, 0.03);
    result = await plan(id);
  });

  it('recovers each channel curve: the marginal return at today’s spend, within its interval', () => {
    expect(result.status).toBe('ok');
    for (const c of channels) {
      const found = result.channels.find((x) => x.channel === c.channel);
      expect(found?.status).toBe('fitted');
      const today = c.spend(DAYS - 1);
      const truth = trueMarginal(c.truth, today);
      expect(found?.marginalRoas).toBeGreaterThan(truth * 0.85);
      expect(found?.marginalRoas).toBeLessThan(truth * 1.15);
      expect(found?.curve.length).toBeGreaterThan(10);
    }
  });

  it('moves budget towards the higher marginal return and earns more, with an interval above zero', () => {
    const budget = result.dailyBudget;
    const planned = (c: ChannelTruth) => {
      const found = result.channels.find((x) => x.channel === c.channel);
      if (!found) throw new Error(`${c.channel} is not in the plan`);
      return found;
    };
    const revenueOf = (share: (c: BudgetPlan['channels'][number]) => number) =>
      channels.reduce((sum, c) => sum + trueRevenue(c.truth, share(planned(c)) * budget), 0);
    const gain = revenueOf((c) => c.recommendedShare) - revenueOf((c) => c.currentShare);
    expect(gain).toBeGreaterThan(0);
    expect(result.gain.low).toBeGreaterThan(0);
    expect(result.gain).toEqual(result.expected.gain);
    // The channel whose next unit of spend returns most today gains share; the one returning least gives it.
    const [first, , last] = [...channels].sort(
      (a, b) => trueMarginal(a.truth, a.spend(DAYS - 1)) - trueMarginal(b.truth, b.spend(DAYS - 1)),
    ) as [ChannelTruth, ChannelTruth, ChannelTruth];
    const weakest = planned(first);
    const strongest = planned(last);
    expect(weakest.recommendedShare).toBeLessThan(weakest.currentShare);
    expect(strongest.recommendedShare).toBeGreaterThan(strongest.currentShare);
    expect(result.confidence).toBeGreaterThan(0.8);
    expect(result.summary).toMatch(/more revenue a day/);
  });

  it('keeps every channel within the step and above the floor, as given', async () => {
    const sum = (p: BudgetPlan) => p.channels.reduce((s, c) => s + c.recommendedShare, 0);
    expect(sum(result)).toBeCloseTo(1, 3);
    for (const c of result.channels)
      expect(Math.abs(c.recommendedShare - c.currentShare)).toBeLessThanOrEqual(0.3 + 1e-6);
    const narrow = await plan(id, '?maxStep=0.05&floor=0.2');
    expect(narrow.limits).toEqual({ maxStep: 0.05, floor: 0.2 });
    expect(sum(narrow)).toBeCloseTo(1, 3);
    for (const c of narrow.channels) {
      expect(Math.abs(c.recommendedShare - c.currentShare)).toBeLessThanOrEqual(0.05 + 1e-6);
      if (c.currentShare >= 0.2) expect(c.recommendedShare).toBeGreaterThanOrEqual(0.2 - 1e-6);
    }
  });

  it('answers a what-if: another daily budget, another split', async () => {
    const doubled = await plan(id, `?dailyBudget=${Math.round(result.currentDailySpend * 2)}`);
    expect(doubled.dailyBudget).toBe(Math.round(result.currentDailySpend * 2));
    expect(doubled.expected.current.expected).toBeGreaterThan(result.expected.current.expected);
    const split = encodeURIComponent('Google Search:0.6,Meta:0.3,Email:0.1');
    const whatIf = await plan(id, `?split=${split}`);
    expect(whatIf.whatIf?.split).toEqual({ 'Google Search': 0.6, Meta: 0.3, Email: 0.1 });
    const shares = [0.6, 0.3, 0.1];
    const truth = channels.reduce(
      (sum, c, i) => sum + trueRevenue(c.truth, (shares[i] ?? 0) * result.dailyBudget),
      0,
    );
    const revenue = whatIf.whatIf?.revenue ?? { low: Number.NaN, high: Number.NaN };
    expect(revenue.low).toBeLessThan(truth * 1.05);
    expect(revenue.high).toBeGreaterThan(truth * 0.95);
  });
});

describe('a campaign whose spend stayed flat', () => {
  it('says insufficient_variation, keeps the split and proposes budget tests', async () => {
    const flat = (base: number) => (t: number) => base * (1 + 0.03 * Math.sin(t * 2.1));
    const id = await importCampaign(
      'Plan flat spend',
      [
        { ...SEARCH, spend: flat(300) },
        { ...META, spend: flat(250) },
      ],
      0.1,
    );
    const result = await plan(id);
    expect(result.status).toBe('insufficient_variation');
    for (const c of result.channels) {
      expect(c.status).toBe('insufficient_variation');
      expect(c.recommendedShare).toBe(c.currentShare);
    }
    expect(result.gain).toEqual({ expected: 0, low: 0, high: 0 });
    expect(result.confidence).toBe(0);
    expect(result.summary).toMatch(/did not vary enough/);
    expect(result.tests.map((t) => t.channel).sort()).toEqual(['Google Search', 'Meta']);
    for (const test of result.tests) {
      expect(Math.abs(test.change)).toBe(0.15);
      expect(test.days).toBe(14);
      expect(Object.values(test.weights).reduce((s, v) => s + v, 0)).toBeCloseTo(1, 3);
      expect(test.reason).toMatch(/14 days/);
    }
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown or malformed campaign id and 401 without a session', async () => {
    const unknown = await request(
      ctx.app,
      'GET',
      '/api/campaigns/00000000-0000-4000-8000-000000000000/budget-plan',
      {
        cookie,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BUDGET_PLAN_MESSAGES.notFound);
    expect(
      (await request(ctx.app, 'GET', '/api/campaigns/not-a-uuid/budget-plan', { cookie })).statusCode,
    ).toBe(404);
    expect(
      (await request(ctx.app, 'GET', '/api/campaigns/00000000-0000-4000-8000-000000000000/budget-plan'))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a bad daily budget, step, floor or split with the message, and a campaign without data plans nothing', async () => {
    const id = await importCampaign('Plan refusals', [SEARCH, META], 0.05);
    for (const [query, message] of [
      ['?dailyBudget=abc', BUDGET_PLAN_MESSAGES.dailyBudget],
      ['?dailyBudget=0', BUDGET_PLAN_MESSAGES.dailyBudget],
      ['?maxStep=2', BUDGET_PLAN_MESSAGES.maxStep],
      ['?floor=0.9', BUDGET_PLAN_MESSAGES.floor],
      [`?split=${encodeURIComponent('LinkedIn:1')}`, BUDGET_PLAN_MESSAGES.split],
      [`?split=${encodeURIComponent('Meta:x')}`, BUDGET_PLAN_MESSAGES.split],
      ['?split=Meta:0', BUDGET_PLAN_MESSAGES.split],
      ['?other=1', undefined],
    ] as const) {
      const response = await request(ctx.app, 'GET', `/api/campaigns/${id}/budget-plan${query}`, { cookie });
      expect(response.statusCode, query).toBe(400);
      if (message) expect(response.body).toContain(message);
    }
  });
});
