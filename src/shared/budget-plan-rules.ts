import type { Channel } from './analytics-rules';

/**
 * The budget plan's contract without zod (issue 32; docs/ai.md "Budget plan"): limits, statuses, messages and the
 * response's types, for the campaign page's what-if. The query schema is in budget-plan.ts, which re-exports this.
 *
 * Money is in the workspace currency and per day; shares are fractions of the daily budget (0.3 = 30 points).
 */

export const BUDGET_PLAN_LIMITS = {
  /** No channel's share moves by more than this at once (30 points), unless the caller asks for another step. */
  maxStep: 0.3,
  /** No channel the campaign runs on goes below this share (5 %). */
  floor: 0.05,
  /** Days of history the curves are fitted on (ending with the last complete day with data). */
  historyDays: 84,
  /** Days the current split and daily budget are read from (the last two weeks). */
  currentDays: 14,
  /** A channel needs this many days with spend before its curve is fitted. */
  minDays: 21,
  /** The largest daily budget a what-if accepts. */
  maxDailyBudget: 10_000_000,
} as const;

/** A budget test (item 5): the share a channel is raised or lowered by, and for how long. */
export const BUDGET_TEST = { step: 0.15, days: 14 } as const;

/**
 * A channel's curve:
 * - `fitted`: the spend varied enough to tell a saturating curve from a line;
 * - `insufficient_variation`: it did not, so the plan holds the channel's share and proposes a budget test;
 * - `insufficient_data`: fewer than `minDays` days with spend.
 */
export const CURVE_STATUSES = ['fitted', 'insufficient_variation', 'insufficient_data'] as const;
export type CurveStatus = (typeof CURVE_STATUSES)[number];

/**
 * The plan: `ok` when at least two channels have fitted curves (budget can move between them);
 * `insufficient_variation` when fewer do because some channel's spend was too flat to tell;
 * `insufficient_data` when the campaign has fewer than two channels with enough days.
 */
export const BUDGET_PLAN_STATUSES = ['ok', 'insufficient_variation', 'insufficient_data'] as const;
export type BudgetPlanStatus = (typeof BUDGET_PLAN_STATUSES)[number];

export const BUDGET_PLAN_MESSAGES = {
  notFound: 'Campaign not found',
  dailyBudget: `dailyBudget must be a positive amount up to ${BUDGET_PLAN_LIMITS.maxDailyBudget.toLocaleString('en-US')}`,
  maxStep: 'maxStep must be a number from 0.01 to 1',
  floor: 'floor must be a number from 0 to 0.5',
  split:
    'split must list channels of this campaign as channel:share, separated by commas (for example Meta:0.4,Email:0.6)',
  noData:
    'This campaign has no delivery data yet: a budget plan needs its daily spend and revenue per channel.',
} as const;

/** An estimate with its 80 % interval (10th and 90th percentiles of the bootstrap). */
export interface BudgetInterval {
  expected: number;
  low: number;
  high: number;
}

/** One point of a channel's response curve: expected daily revenue at a daily spend, with its 80 % band. */
export interface CurvePoint {
  spend: number;
  revenue: number;
  low: number;
  high: number;
}

export interface BudgetPlanChannel {
  channel: Channel;
  status: CurveStatus;
  /** Share of the daily budget now (its spend share over the last `currentDays` days). */
  currentShare: number;
  /** Share under the plan (the current share when the curve is not fitted). */
  recommendedShare: number;
  /** Daily spend at the plan's daily budget: now and under the plan. */
  currentSpend: number;
  recommendedSpend: number;
  /** Revenue per extra unit of spend at today's spend (the slope of the curve); null without a curve. */
  marginalRoas: number | null;
  /** Its 80 % interval. */
  marginalRoasRange: { low: number; high: number } | null;
  /** Revenue per unit of spend over the last `currentDays` days. */
  averageRoas: number | null;
  /** Days with spend in the fitted history. */
  days: number;
  /** The daily spend the history covered (the curve is measured there, extrapolated beyond). */
  observedSpend: { min: number; max: number };
  /** Share of a day's spend still working the next day (0 = none). */
  carryOver: number;
  /** The daily spend at which revenue reaches half its ceiling; null for a line. */
  halfSaturationSpend: number | null;
  /** Expected daily revenue against daily spend, 0 to beyond the plan's spend. */
  curve: CurvePoint[];
}

/** Item 5: a test that would tell a channel's curve. */
export interface BudgetTestProposal {
  channel: Channel;
  /** Change of the channel's share (+0.15 raises it 15 points, the others give it in proportion). */
  change: number;
  /** The share during the test. */
  testShare: number;
  days: number;
  /** The channel mix during the test (what starting it sets). */
  weights: Partial<Record<Channel, number>>;
  /** What the test will tell, in words. */
  reason: string;
}

export interface BudgetPlan {
  campaignId: string;
  status: BudgetPlanStatus;
  currency: string;
  /** The daily budget planned for: the query's, or the average daily spend over the last `currentDays` days. */
  dailyBudget: number;
  currentDailySpend: number;
  /** The days the curves were fitted on. */
  period: { start: string; end: string };
  limits: { maxStep: number; floor: number };
  channels: BudgetPlanChannel[];
  /** Expected daily revenue at the daily budget: with the current split, with the plan's, and the difference. */
  expected: { current: BudgetInterval; plan: BudgetInterval; gain: BudgetInterval };
  /** The plan's expected daily gain over the current split (the same as expected.gain). */
  gain: BudgetInterval;
  /** Probability that the plan earns more than the current split (share of bootstrap fits in which it does). */
  confidence: number;
  /** Budget tests for channels whose curve cannot be told yet. */
  tests: BudgetTestProposal[];
  /** With `split`: expected daily revenue with that split at the daily budget, and its gain over the current. */
  whatIf: {
    split: Partial<Record<Channel, number>>;
    revenue: BudgetInterval;
    gain: BudgetInterval;
  } | null;
  /** The plan in words. */
  summary: string;
}
