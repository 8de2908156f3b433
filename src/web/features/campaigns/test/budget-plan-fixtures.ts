import type { InsightSummary } from '../../../../shared/analytics';
import type { Channel } from '../../../../shared/analytics-rules';
import type {
  BudgetInterval,
  BudgetPlan,
  BudgetPlanChannel,
  BudgetTestProposal,
} from '../../../../shared/budget-plan-rules';
import type { BudgetWhatIf } from '../api/get-budget-plan';

/**
 * Budget plans as GET /api/campaigns/:id/budget-plan answers them, for the campaign page's tests. The figures come
 * from known saturating curves (revenue = ceiling × spend / (spend + half)), so that a what-if's answer is the one
 * the curves give and a test can say which figure the screen must show for a budget or a split.
 */

export const PLAN_CAMPAIGN_ID = '8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0001';
/** The average daily spend of the last 14 days: the plan's daily budget when none is asked for. */
export const BASE_DAILY_BUDGET = 1500;

const CURVES: Partial<Record<Channel, { ceiling: number; half: number }>> = {
  'Google Search': { ceiling: 3000, half: 800 },
  Meta: { ceiling: 2200, half: 500 },
  Email: { ceiling: 600, half: 120 },
};
export const PLAN_CHANNELS: Channel[] = ['Google Search', 'Meta', 'Email'];
export const CURRENT_SPLIT: Partial<Record<Channel, number>> = {
  'Google Search': 0.5,
  Meta: 0.3,
  Email: 0.2,
};
export const PLAN_SPLIT: Partial<Record<Channel, number>> = {
  'Google Search': 0.46,
  Meta: 0.42,
  Email: 0.12,
};

const curveOf = (channel: Channel) => CURVES[channel] ?? { ceiling: 0, half: 1 };
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Expected daily revenue of a channel at a daily spend. */
export function revenueAt(channel: Channel, spend: number): number {
  const { ceiling, half } = curveOf(channel);
  return (ceiling * spend) / (spend + half);
}

function marginalAt(channel: Channel, spend: number): number {
  const { ceiling, half } = curveOf(channel);
  return (ceiling * half) / (spend + half) ** 2;
}

/** Expected daily revenue of a split at a daily budget (shares normalised to sum to 1). */
export function revenueOfSplit(split: Partial<Record<Channel, number>>, dailyBudget: number): number {
  const total = PLAN_CHANNELS.reduce((sum, channel) => sum + (split[channel] ?? 0), 0) || 1;
  return PLAN_CHANNELS.reduce(
    (sum, channel) => sum + revenueAt(channel, ((split[channel] ?? 0) / total) * dailyBudget),
    0,
  );
}

const band = (expected: number, spread: number): BudgetInterval => ({
  expected: round2(expected),
  low: round2(expected * (1 - spread)),
  high: round2(expected * (1 + spread)),
});

const gainBand = (gain: number): BudgetInterval => ({
  expected: round2(gain),
  low: round2(gain - Math.abs(gain) * 0.6),
  high: round2(gain + Math.abs(gain) * 0.6),
});

/** The curve's points from 0 to beyond the larger of the plan's spend and what was observed. */
function curvePoints(channel: Channel, observedMax: number, planSpend: number) {
  const end = Math.max(observedMax * 1.6, planSpend * 1.3);
  return Array.from({ length: 25 }, (_, i) => {
    const spend = round2((end * i) / 24);
    const revenue = revenueAt(channel, spend);
    // Narrow where the history was, wider beyond it (extrapolated).
    const spread = 0.06 + 0.15 * Math.max(0, spend / observedMax - 1);
    return { spend, ...band(revenue, spread), revenue: round2(revenue) };
  });
}

function planChannel(channel: Channel, dailyBudget: number, fields: Partial<BudgetPlanChannel> = {}) {
  const currentShare = CURRENT_SPLIT[channel] ?? 0;
  const recommendedShare = PLAN_SPLIT[channel] ?? 0;
  const todaySpend = currentShare * BASE_DAILY_BUDGET;
  const observedSpend = { min: round2(todaySpend * 0.6), max: round2(todaySpend * 1.4) };
  const marginal = marginalAt(channel, currentShare * dailyBudget);
  const result: BudgetPlanChannel = {
    channel,
    status: 'fitted',
    currentShare,
    recommendedShare,
    currentSpend: round2(currentShare * dailyBudget),
    recommendedSpend: round2(recommendedShare * dailyBudget),
    marginalRoas: round2(marginal),
    marginalRoasRange: { low: round2(marginal * 0.85), high: round2(marginal * 1.15) },
    averageRoas: round2(revenueAt(channel, todaySpend) / todaySpend),
    days: 84,
    observedSpend,
    carryOver: 0,
    halfSaturationSpend: curveOf(channel).half,
    curve: curvePoints(channel, observedSpend.max, recommendedShare * dailyBudget),
  };
  return { ...result, ...fields };
}

/** Parses `split=Google Search:0.4,Meta:0.6` as the server does. */
function parseSplit(param: string | null): Partial<Record<Channel, number>> | undefined {
  if (!param) return undefined;
  return Object.fromEntries(
    param.split(',').map((pair) => {
      const at = pair.lastIndexOf(':');
      return [pair.slice(0, at), Number(pair.slice(at + 1))];
    }),
  );
}

/** The what-if a request asks for, read from its URL. */
export function whatIfOf(url: string): BudgetWhatIf {
  const query = new URL(url, 'http://localhost').searchParams;
  const dailyBudget = query.get('dailyBudget');
  const split = parseSplit(query.get('split'));
  return {
    ...(dailyBudget ? { dailyBudget: Number(dailyBudget) } : {}),
    ...(split ? { split } : {}),
  };
}

/** An `ok` plan: three fitted channels, at the base daily budget or the what-if's. */
export function budgetPlanAnswer(whatIf: BudgetWhatIf = {}): BudgetPlan {
  const dailyBudget = whatIf.dailyBudget ?? BASE_DAILY_BUDGET;
  const current = revenueOfSplit(CURRENT_SPLIT, dailyBudget);
  const plan = revenueOfSplit(PLAN_SPLIT, dailyBudget);
  const gain = gainBand(plan - current);
  let whatIfAnswer: BudgetPlan['whatIf'] = null;
  if (whatIf.split) {
    const total = Object.values(whatIf.split).reduce((sum, share) => sum + (share ?? 0), 0) || 1;
    const split = Object.fromEntries(
      Object.entries(whatIf.split).map(([channel, share]) => [channel, (share ?? 0) / total]),
    );
    const revenue = revenueOfSplit(split, dailyBudget);
    whatIfAnswer = { split, revenue: band(revenue, 0.05), gain: gainBand(revenue - current) };
  }
  return {
    campaignId: PLAN_CAMPAIGN_ID,
    status: 'ok',
    currency: 'USD',
    dailyBudget,
    currentDailySpend: BASE_DAILY_BUDGET,
    period: { start: '2026-08-30', end: '2026-11-21' },
    limits: { maxStep: 0.3, floor: 0.05 },
    channels: PLAN_CHANNELS.map((channel) => planChannel(channel, dailyBudget)),
    expected: { current: band(current, 0.05), plan: band(plan, 0.05), gain },
    gain,
    confidence: 0.91,
    tests: [],
    whatIf: whatIfAnswer,
    summary:
      'Move 8 points of the budget from Email to Meta: at $1,500 a day, Meta returns $1.22 for the next dollar and Email $0.41.',
  };
}

/** The expected daily revenue a what-if's answer shows (its split's, or today's split's at its budget). */
export function expectedRevenueOf(whatIf: BudgetWhatIf): number {
  const answer = budgetPlanAnswer(whatIf);
  return answer.whatIf ? answer.whatIf.revenue.expected : answer.expected.current.expected;
}

/** A campaign too young for curves: 9 days of two channels. */
export function insufficientDataPlan(): BudgetPlan {
  const answer = budgetPlanAnswer();
  return {
    ...answer,
    status: 'insufficient_data',
    channels: answer.channels.slice(0, 2).map((channel) => ({
      ...channel,
      status: 'insufficient_data' as const,
      recommendedShare: channel.currentShare,
      recommendedSpend: channel.currentSpend,
      marginalRoas: null,
      marginalRoasRange: null,
      halfSaturationSpend: null,
      days: 9,
      curve: [],
    })),
    gain: { expected: 0, low: 0, high: 0 },
    expected: { ...answer.expected, plan: answer.expected.current, gain: { expected: 0, low: 0, high: 0 } },
    confidence: 0,
    summary: 'Not enough days yet: a curve needs 21 days with spend in a channel.',
  };
}

export const META_TEST: BudgetTestProposal = {
  channel: 'Meta',
  change: 0.15,
  testShare: 0.45,
  days: 14,
  weights: { 'Google Search': 0.39, Meta: 0.45, Email: 0.16 },
  reason:
    "Meta's spend stayed between $430 and $470 a day: 14 days at 45 % show whether its returns fall off above that.",
};
export const EMAIL_TEST: BudgetTestProposal = {
  channel: 'Email',
  change: -0.15,
  testShare: 0.05,
  days: 14,
  weights: { 'Google Search': 0.59, Meta: 0.36, Email: 0.05 },
  reason: "Email's spend never moved from $300 a day: 14 days at 5 % show what its last dollars earn.",
};

/** Spend too flat in Meta and Email to tell their curves: budget tests proposed, no move. */
export function insufficientVariationPlan(): BudgetPlan {
  const answer = budgetPlanAnswer();
  const flat = (channel: BudgetPlanChannel): BudgetPlanChannel => ({
    ...channel,
    status: 'insufficient_variation',
    recommendedShare: channel.currentShare,
    recommendedSpend: channel.currentSpend,
    marginalRoas: null,
    marginalRoasRange: null,
    halfSaturationSpend: null,
    observedSpend: { min: round2(channel.currentSpend * 0.95), max: round2(channel.currentSpend * 1.05) },
    curve: [],
  });
  return {
    ...answer,
    status: 'insufficient_variation',
    channels: answer.channels.map((channel) =>
      channel.channel === 'Google Search' ? channel : flat(channel),
    ),
    expected: { ...answer.expected, plan: answer.expected.current, gain: { expected: 0, low: 0, high: 0 } },
    gain: { expected: 0, low: 0, high: 0 },
    confidence: 0,
    tests: [META_TEST, EMAIL_TEST],
    summary:
      "Meta's and Email's spend did not vary enough to tell a curve from a line; no move is advised yet.",
  };
}

/** A budget insight of this campaign as GET /api/insights lists it. */
export function budgetInsight(
  kind: 'channel_reallocation' | 'budget_test',
  fields: Partial<InsightSummary> = {},
): InsightSummary {
  const common = {
    type: 'optimization_suggestion',
    impact: 'medium' as const,
    confidence: 0.82,
    actionRequired: true,
    campaignId: PLAN_CAMPAIGN_ID,
    createdAt: '2026-11-22T01:05:16.230Z',
    updatedAt: '2026-11-22T01:05:16.230Z',
    isRead: false,
    appliedAt: null,
    canApply: true,
    status: 'open' as const,
    resolvedAt: null,
    outcome: null,
  };
  if (kind === 'budget_test') {
    return {
      ...common,
      id: '7b0c7e6e-1d0b-4a57-9f7e-2f8f1b1d2a21',
      kind,
      title: 'Test a higher Meta budget on Spring Launch',
      description: META_TEST.reason,
      data: {
        kind: 'budget_test',
        metric: 'spend',
        period: '2026-08-30..2026-11-21',
        baseline: 450,
        value: 675,
        change: 50,
        sampleSize: 84,
        channel: 'Meta',
        currentShare: 0.3,
        testShare: 0.45,
        days: 14,
        weights: META_TEST.weights,
      },
      ...fields,
    };
  }
  return {
    ...common,
    id: '7b0c7e6e-1d0b-4a57-9f7e-2f8f1b1d2a20',
    kind,
    title: 'Move budget from Email to Meta on Spring Launch',
    description:
      'The next dollar returns $1.22 in Meta and $0.41 in Email: moving 8 points adds about $61 a day (80 %: $24 to $98).',
    data: {
      kind: 'channel_reallocation',
      metric: 'roas',
      period: '2026-11-08..2026-11-21',
      baseline: 0.41,
      value: 1.22,
      change: 197.6,
      sampleSize: 84,
      from: 'Email',
      to: 'Meta',
      shift: 0.08,
      channels: [
        { name: 'Google Search', spend: 10_500, revenue: 14_070, roas: 1.34 },
        { name: 'Meta', spend: 6300, revenue: 12_370, roas: 1.96 },
        { name: 'Email', spend: 4200, revenue: 5530, roas: 1.32 },
      ],
    },
    ...fields,
  };
}
