import { CHANNELS, type Channel } from '../../../../shared/analytics';
import { BUDGET_PLAN_LIMITS, type BudgetPlan } from '../../../../shared/budget-plan-rules';
import { isoWeek } from '../../../../shared/dates';
import {
  type PlanInput,
  planBudget,
  pointPlanGain,
  type QuickTests,
  quickBudgetTests,
} from '../../budget-plan';
import {
  type CampaignData,
  type Detector,
  type EngineContext,
  exactMoney,
  type Finding,
  findingConfidence,
  impactFor,
  money,
  round2,
  type Series,
  sumDays,
} from './types';

/**
 * Budget advice from the budget plan (issue 32; docs/ai.md "Budget plan"): the campaign's channels are planned on
 * their response curves, and
 * - a reallocation is raised when the plan's expected daily gain is material and its 80 % interval is above zero;
 *   its confidence is the plan's probability that the move earns more (the share of bootstrap fits that say so);
 * - otherwise, when a channel's spend was too flat to tell its curve, a budget test of that channel is proposed.
 */

/** Days the evidence's channel figures cover (the current split is read from them too). */
export const REALLOCATION_DAYS = BUDGET_PLAN_LIMITS.currentDays;
/** A gain below this share of the expected daily revenue is not worth a change of mix. */
const MATERIAL_GAIN = 0.02;
/**
 * A budget test is worth its cost when the channels' average returns differ by at least this ratio: then where the
 * next unit of spend goes matters, and the curve would tell. Channels that return alike are left alone.
 */
const TEST_WORTH_RATIO = 1.25;

const isChannel = (name: string | null): name is Channel => CHANNELS.some((c) => c === name);

/** The campaign's history as the planner takes it: the engine's days, up to its last examined day. */
function planInputOf(data: CampaignData, ctx: EngineContext): PlanInput | null {
  const total = data.series[0];
  const channels = data.series.filter((s): s is Series & { channel: Channel } => isChannel(s.channel));
  if (!total || channels.length < 2) return null;
  const end = total.end;
  const from = Math.max(0, end - (BUDGET_PLAN_LIMITS.historyDays - 1));
  const window = (s: Series, pick: 'spend' | 'revenue') => s.days.slice(from, end + 1).map((d) => d[pick]);
  return {
    campaignId: data.campaign.id,
    seed: `${data.campaign.id}:${ctx.dates[end]}`,
    period: { start: ctx.dates[from] as string, end: ctx.dates[end] as string },
    weekdays: ctx.weekdays.slice(from, end + 1),
    channels: channels.map((s) => ({
      channel: s.channel,
      spend: window(s, 'spend'),
      revenue: window(s, 'revenue'),
    })),
    currency: ctx.currency,
    curves: false,
  };
}

const points = (share: number) => `${Math.round(share * 100)} %`;

function reallocationFinding(data: CampaignData, ctx: EngineContext, plan: BudgetPlan): Finding {
  const { campaign } = data;
  const moves = plan.channels.map((c) => ({ ...c, move: c.recommendedShare - c.currentShare }));
  const sorted = [...moves].sort((a, b) => a.move - b.move);
  const from = sorted[0] as (typeof moves)[number];
  const to = sorted.at(-1) as (typeof moves)[number];
  const last = data.series[0]?.end ?? ctx.dates.length - 1;
  const recent = data.series.flatMap((s) =>
    isChannel(s.channel) ? [{ name: s.channel, ...sumDays(s, last - (REALLOCATION_DAYS - 1), last) }] : [],
  );
  const marginal = (c: (typeof moves)[number]) =>
    `${c.channel} ${exactMoney(c.marginalRoas ?? 0, ctx.currency)} (80 %: ${exactMoney(c.marginalRoasRange?.low ?? 0, ctx.currency)}–${exactMoney(c.marginalRoasRange?.high ?? 0, ctx.currency)})`;
  const mix = moves
    .filter((c) => Math.abs(c.move) >= 0.01)
    .map((c) => `${c.channel} ${points(c.currentShare)} → ${points(c.recommendedShare)}`)
    .join(', ');
  const { gain } = plan;
  const period = `${plan.period.start}..${plan.period.end}`;
  return {
    userId: campaign.userId,
    campaignId: campaign.id,
    kind: 'channel_reallocation',
    fingerprint: `budget-plan:${campaign.id}:${from.channel}:${to.channel}:${isoWeek(ctx.lastDay)}`,
    identity: `channel_reallocation:${campaign.id}:${from.channel}:${to.channel}`,
    type: 'optimization_suggestion',
    title: `Move budget from ${from.channel} to ${to.channel} on ${campaign.name}`,
    description:
      `At today's spend the next ${exactMoney(1, ctx.currency)} returns: ${moves.map(marginal).join('; ')}. ` +
      `Moving the split (${mix}) should add about ${exactMoney(gain.expected, ctx.currency)} revenue a day ` +
      `(80 % interval ${exactMoney(gain.low, ctx.currency)} to ${exactMoney(gain.high, ctx.currency)}), about ` +
      `${money(gain.expected * 30, ctx.currency)} a month.`,
    confidence: findingConfidence(plan.confidence),
    impact: impactFor(gain.expected * 30, Number(campaign.budget)),
    actionRequired: true,
    data: {
      kind: 'channel_reallocation',
      metric: 'roas',
      period,
      baseline: round2(from.marginalRoas ?? 0),
      value: round2(to.marginalRoas ?? 0),
      change: from.marginalRoas
        ? round2((((to.marginalRoas ?? 0) - from.marginalRoas) / from.marginalRoas) * 100)
        : 0,
      sampleSize: Math.max(...plan.channels.map((c) => c.days)),
      from: from.channel,
      to: to.channel,
      shift: round2(Math.min(1, Math.max(0, -from.move))),
      channels: recent.map((c) => ({
        name: c.name,
        spend: round2(c.spend),
        revenue: round2(c.revenue),
        roas: c.spend > 0 ? round2(c.revenue / c.spend) : 0,
      })),
      plan: {
        dailyBudget: plan.dailyBudget,
        channels: plan.channels.map((c) => ({
          channel: c.channel,
          currentShare: c.currentShare,
          recommendedShare: c.recommendedShare,
          marginalRoas: c.marginalRoas,
          marginalRoasLow: c.marginalRoasRange?.low ?? null,
          marginalRoasHigh: c.marginalRoasRange?.high ?? null,
        })),
        expected: { current: plan.expected.current.expected, plan: plan.expected.plan.expected },
        gain,
      },
    },
  };
}

function budgetTestFinding(
  data: CampaignData,
  ctx: EngineContext,
  quick: QuickTests,
  period: PlanInput['period'],
): Finding | null {
  // One test at a time: the channel with the largest share among those whose curve cannot be told.
  const shareOf = (channel: Channel) => quick.channels.find((c) => c.channel === channel)?.currentShare ?? 0;
  const test = [...quick.tests].sort((a, b) => shareOf(b.channel) - shareOf(a.channel))[0];
  const channel = quick.channels.find((c) => c.channel === test?.channel);
  const returns = quick.channels.flatMap((c) => (c.averageRoas && c.averageRoas > 0 ? [c.averageRoas] : []));
  const worth = returns.length >= 2 && Math.max(...returns) >= TEST_WORTH_RATIO * Math.min(...returns);
  if (!test || !channel || !worth) return null;
  const { campaign } = data;
  const dailySpend = quick.channels.reduce((sum, c) => sum + c.currentSpend, 0);
  const testSpend = test.testShare * dailySpend;
  return {
    userId: campaign.userId,
    campaignId: campaign.id,
    kind: 'budget_test',
    fingerprint: `budget-test:${campaign.id}:${test.channel}:${isoWeek(ctx.lastDay)}`,
    identity: `budget_test:${campaign.id}:${test.channel}`,
    type: 'optimization_suggestion',
    title: `Test ${test.channel}'s response to spend on ${campaign.name}`,
    description: test.reason,
    // A test is a question, not a prediction of gain: even odds.
    confidence: 0.5,
    impact: 'low',
    actionRequired: true,
    data: {
      kind: 'budget_test',
      metric: 'spend',
      period: `${period.start}..${period.end}`,
      baseline: round2(channel.currentSpend),
      value: round2(testSpend),
      change: channel.currentSpend > 0 ? round2((testSpend / channel.currentSpend - 1) * 100) : 0,
      sampleSize: channel.days,
      channel: test.channel,
      currentShare: channel.currentShare,
      testShare: test.testShare,
      days: test.days,
      weights: test.weights,
    },
  };
}

/** Replicates of the screening plan: a quarter of the full plan's cost. */
const SCREEN_REPLICATES = 24;

const advises = (plan: BudgetPlan) =>
  plan.status === 'ok' &&
  plan.gain.low > 0 &&
  plan.gain.expected >= MATERIAL_GAIN * plan.expected.current.expected;

/** A screening plan that could become advice with more replicates: curves told, a gain that may be material. */
const promising = (plan: BudgetPlan) =>
  plan.status === 'ok' &&
  plan.gain.high > 0 &&
  plan.gain.expected >= (MATERIAL_GAIN / 2) * plan.expected.current.expected;

export const detectReallocation: Detector = (data, ctx) => {
  const input = planInputOf(data, ctx);
  if (!input) return [];
  // The full plan (a hundred bootstrap fits per channel) only where cheaper looks see advice: the point fits a
  // material gain, then a small bootstrap curves it can tell and a gain that may be above zero.
  if (
    pointPlanGain(input) >= MATERIAL_GAIN &&
    promising(planBudget({ ...input, replicates: SCREEN_REPLICATES, planErrors: false }))
  ) {
    const plan = planBudget(input);
    if (advises(plan)) return [reallocationFinding(data, ctx, plan)];
  }
  const test = budgetTestFinding(data, ctx, quickBudgetTests(input), input.period);
  return test ? [test] : [];
};
