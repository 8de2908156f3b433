import type { Channel } from '../../../shared/analytics';
import {
  BUDGET_PLAN_LIMITS,
  type BudgetInterval,
  type BudgetPlan,
  type BudgetPlanChannel,
  type BudgetPlanStatus,
} from '../../../shared/budget-plan-rules';
import { formatMoney } from '../../../shared/currency';
import { seededRandom } from '../../lib/random';
import { allocate } from './budget-allocation';
import { testsFor } from './budget-tests';
import {
  type ChannelState,
  channelStates,
  curveStatus,
  firstPass,
  fitChannel,
  modelsOf,
  type PlanInput,
  variedEnough,
  weekdayFactors,
} from './channel-fits';
import {
  curvePoints,
  interval,
  money,
  planErrors,
  quantile,
  revenueByReplicate,
  round,
} from './plan-figures';
import { type CurveModel, marginalAt, revenueAt, weekFlips } from './response-curve';

/**
 * The budget plan (issue 32; docs/ai.md "Budget plan"), a pure function of a campaign's daily spend and revenue per
 * channel: each channel's response curve with its bootstrap, the split of the daily budget that maximises expected
 * revenue within the limits, the expected revenue now and under the plan with 80 % intervals, and budget tests for
 * channels whose curve cannot be told. The API and the insights engine both plan with it.
 */

/** Bootstrap replicates: enough for stable 10th/90th percentiles at a few milliseconds per channel. */
export const REPLICATES = 100;
/**
 * The plan spends at most this multiple of the most a channel ever spent in a day: beyond it the curve is a guess
 * from its shape, not a measurement, and the bootstrap cannot see how wrong the shape may be there (marketing-mix
 * allocators bound channels by their historical spend the same way).
 */
const EXTRAPOLATION_LIMIT = 2;
/**
 * The bootstrap's 80 % interval of a gain is widened by this factor around its mean. The bootstrap sees the noise
 * and the choice among curves, but not how far the true curve may lie between or outside the model's candidates:
 * on simulated campaigns (bench/budget-eval.ts) the raw interval covered the true gain about 66 % of the time for
 * Hill curves; widened, 76–86 % over five seeds (95–97 %, conservative, for curves of other families). Measured
 * there, never fitted per run.
 */
const GAIN_INTERVAL_WIDENING = 1.5;
/** The bootstrap's own plans (planErrors) are made on a grid of whole points: a hundred of them per plan. */
const BOOTSTRAP_PLAN_STEP = 0.01;
/** The plan moves only as far as it earns more in at least this share of the bootstrap's fits (see cautious). */
const MIN_PLAN_CONFIDENCE = 0.7;
/** A move smaller than this on every channel is no move. */
const MIN_MOVE = 0.01;

function parseSplit(
  split: Partial<Record<Channel, number>> | undefined,
  channels: Channel[],
): number[] | null {
  if (!split) return null;
  const shares = channels.map((c) => Math.max(0, split[c] ?? 0));
  const sum = shares.reduce((s, v) => s + v, 0);
  return sum > 0 ? shares.map((v) => v / sum) : null;
}

function planStatus(states: ChannelState[]): BudgetPlanStatus {
  const fitted = states.filter((s) => s.status === 'fitted').length;
  if (fitted >= 2) return 'ok';
  return states.some((s) => s.status === 'insufficient_variation')
    ? 'insufficient_variation'
    : 'insufficient_data';
}

function summaryOf(
  status: BudgetPlanStatus,
  channels: BudgetPlanChannel[],
  gain: BudgetInterval,
  currency: string,
): string {
  const amount = (n: number) => formatMoney(n, currency);
  if (status === 'insufficient_data')
    return `Not enough days yet: a plan needs at least two channels with ${BUDGET_PLAN_LIMITS.minDays} days of spend.`;
  const flat = channels.filter((c) => c.status === 'insufficient_variation').map((c) => c.channel);
  if (status === 'insufficient_variation')
    return `The spend on ${flat.join(' and ')} did not vary enough to tell a curve from a line, so the plan keeps the current split; a budget test would tell.`;
  const moves = channels.filter((c) => Math.abs(c.recommendedShare - c.currentShare) >= MIN_MOVE);
  if (!moves.length) return 'The current split is already the best the curves can tell: nothing to move.';
  const words = moves
    .map(
      (c) =>
        `${c.channel} ${Math.round(c.currentShare * 100)} % → ${Math.round(c.recommendedShare * 100)} % (next ${amount(1)} returns ${amount(c.marginalRoas ?? 0)})`,
    )
    .join(', ');
  return `${words}: expected ${amount(gain.expected)} more revenue a day (80 % interval ${amount(gain.low)} to ${amount(gain.high)}).`;
}

/**
 * A quick screen for the insights engine, which plans hundreds of campaigns a run: the gain, as a share of today's
 * revenue, of a plan made on the point fits alone (no bootstrap). The full plan's gain is this less the optimism
 * the bootstrap takes off, so a campaign whose screen gain is below what is material cannot raise advice.
 */
export function pointPlanGain(input: PlanInput): number {
  const states = channelStates(input).filter((s) => s.status === 'fitted' && variedEnough(s));
  if (states.length < 2) return 0;
  const n = input.weekdays.length;
  const models = states.map((state) => firstPass(state, n).model);
  const spend = states.reduce((sum, s) => sum + s.currentSpend, 0);
  if (spend <= 0) return 0;
  const current = states.map((s) => s.currentSpend / spend);
  const shares = allocate(
    states.map((state, c) => ({
      current: current[c] ?? 0,
      ceiling: (EXTRAPOLATION_LIMIT * Math.max(...state.input.spend)) / spend,
      revenueAtShare: (share) => revenueAt(models[c] as CurveModel, share * spend),
    })),
    1,
    { maxStep: BUDGET_PLAN_LIMITS.maxStep, floor: BUDGET_PLAN_LIMITS.floor },
    BOOTSTRAP_PLAN_STEP,
  );
  if (!shares) return 0;
  const revenueOf = (split: number[]) =>
    models.reduce((sum, m, c) => sum + revenueAt(m, (split[c] ?? 0) * spend), 0);
  const now = revenueOf(current);
  return now > 0 ? (revenueOf(shares) - now) / now : 0;
}

/** Fits every channel with enough days: pass 1 finds the weekday pattern, pass 2 fits with it and the bootstrap. */
function fitChannels(input: PlanInput, replicates: number): ChannelState[] {
  const n = input.weekdays.length;
  const states = channelStates(input);
  const fittable = states.filter((s) => s.status === 'fitted');
  for (const state of fittable) state.fit = firstPass(state, n);
  const season = weekdayFactors(fittable, input.weekdays);
  for (const state of fittable) {
    const random = seededRandom(`${input.seed}:${state.input.channel}`);
    const fit = fitChannel(state, season, weekFlips(random, replicates, n), random);
    state.fit = fit;
    state.status = curveStatus(state, fit);
  }
  return states;
}

interface Chosen {
  shares: number[];
  /** How much the plan's gain is overstated by planning on the fits it is measured with (0 without a move). */
  optimism: number;
}

/** The split: fitted channels share what the others (held at their current share) leave, within the limits. */
function choosePlan(
  input: PlanInput,
  states: ChannelState[],
  models: CurveModel[][],
  current: number[],
  budget: number,
  limits: { maxStep: number; floor: number },
): Chosen {
  const keep = { shares: [...current], optimism: 0 };
  if (planStatus(states) !== 'ok' || budget <= 0) return keep;
  const movable = states.flatMap((s, c) => (s.status === 'fitted' ? [c] : []));
  const total = movable.reduce((s, c) => s + (current[c] ?? 0), 0);
  const planOn = (revenue: (c: number, spend: number) => number, step?: number) => {
    const shares = allocate(
      movable.map((c) => ({
        current: current[c] ?? 0,
        ceiling: (EXTRAPOLATION_LIMIT * Math.max(...(states[c] as ChannelState).input.spend)) / budget,
        revenueAtShare: (share) => revenue(c, share * budget),
      })),
      total,
      limits,
      step,
    );
    if (!shares) return null;
    const next = [...current];
    for (const [i, c] of movable.entries()) next[c] = shares[i] ?? 0;
    return next;
  };
  const count = models[0]?.length ?? 1;
  const next = planOn(
    (c, spend) => (models[c] as CurveModel[]).reduce((sum, m) => sum + revenueAt(m, spend), 0) / count,
  );
  if (!next?.some((share, c) => Math.abs(share - (current[c] ?? 0)) >= MIN_MOVE)) return keep;
  if (input.planErrors === false) return { shares: next, optimism: 0 };
  const errors = planErrors(models, current, budget, (b) =>
    planOn((c, spend) => revenueAt((models[c] as CurveModel[])[b] as CurveModel, spend), BOOTSTRAP_PLAN_STEP),
  );
  // The optimism is the median error of the bootstrap's own plans: a plan that chases one replicate's extrapolation
  // can err by far more than the plan made on all of them, and the median is not pulled by those few.
  const optimism = errors.length
    ? Math.max(
        0,
        -quantile(
          [...errors].sort((a, b) => a - b),
          0.5,
        ),
      )
    : 0;
  return { shares: next, optimism };
}

/** A channel as the plan shows it: shares, spend, marginal return with its range, the curve. */
function channelFigures(
  input: PlanInput,
  state: ChannelState,
  models: CurveModel[],
  shares: { current: number; plan: number },
  budget: number,
): BudgetPlanChannel {
  const fit = state.fit;
  const cur = shares.current * budget;
  const rec = shares.plan * budget;
  const positive = state.input.spend.filter((x) => x > 0);
  const observedMax = Math.max(0, ...state.input.spend);
  const marginals = fit
    ? fit.replicates.map((m) => marginalAt(m, state.currentSpend)).sort((a, b) => a - b)
    : [];
  const top = Math.max(observedMax * 1.3, state.currentSpend * 2, rec * 1.3, cur * 1.3, 1);
  return {
    channel: state.input.channel,
    status: state.status,
    currentShare: round(shares.current, 4),
    recommendedShare: round(shares.plan, 4),
    currentSpend: money(cur),
    recommendedSpend: money(rec),
    marginalRoas: fit ? round(marginalAt(fit.model, state.currentSpend), 3) : null,
    marginalRoasRange: fit
      ? { low: round(quantile(marginals, 0.1), 3), high: round(quantile(marginals, 0.9), 3) }
      : null,
    averageRoas: state.currentSpend > 0 ? round(state.currentRevenue / state.currentSpend, 3) : null,
    days: state.days,
    observedSpend: { min: money(positive.length ? Math.min(...positive) : 0), max: money(observedMax) },
    carryOver: fit ? fit.model.carryOver : 0,
    halfSaturationSpend: fit?.model.halfSaturation != null ? money(fit.model.halfSaturation) : null,
    curve: input.curves === false ? [] : curvePoints(models, top),
  };
}

/**
 * The plan's move, shortened while it is not likely to earn more: the whole move, then half, then a quarter, the
 * first whose gain (net of the optimism, scaled with the move) is positive in MIN_PLAN_CONFIDENCE of the replicates;
 * else no move. Where the curves disagree, a smaller step risks less and still learns (the measured result).
 */
function cautious(
  chosen: Chosen,
  current: number[],
  revenueOf: (shares: number[]) => number[],
  now: number[],
): { shares: number[]; planned: number[] } {
  for (const step of [1, 0.5, 0.25]) {
    const shares = current.map((share, c) => share + step * ((chosen.shares[c] ?? share) - share));
    if (!shares.some((share, c) => Math.abs(share - (current[c] ?? 0)) >= MIN_MOVE)) break;
    const planned = revenueOf(shares).map((v) => v - step * chosen.optimism);
    const wins = planned.filter((v, b) => v > (now[b] as number)).length;
    if (wins >= MIN_PLAN_CONFIDENCE * planned.length) return { shares, planned };
  }
  return { shares: [...current], planned: now };
}

export function planBudget(input: PlanInput): BudgetPlan {
  const replicates = input.replicates ?? REPLICATES;
  const limits = {
    maxStep: input.maxStep ?? BUDGET_PLAN_LIMITS.maxStep,
    floor: input.floor ?? BUDGET_PLAN_LIMITS.floor,
  };
  const states = fitChannels(input, replicates);
  const names = states.map((s) => s.input.channel);
  const currentDailySpend = states.reduce((s, c) => s + c.currentSpend, 0);
  const budget = input.dailyBudget ?? currentDailySpend;
  const currentShares = states.map((s) => (currentDailySpend > 0 ? s.currentSpend / currentDailySpend : 0));
  const models = states.map((s) => modelsOf(s, replicates));
  const status = planStatus(states);
  const now = revenueByReplicate(models, currentShares, budget);
  const { shares: planShares, planned } = cautious(
    choosePlan(input, states, models, currentShares, budget, limits),
    currentShares,
    (shares) => revenueByReplicate(models, shares, budget),
    now,
  );
  const plan = { shares: planShares };
  const gains = planned.map((v, b) => v - (now[b] as number));
  const moved = plan.shares.some((share, c) => share !== currentShares[c]);
  const gain = moved ? interval(gains, GAIN_INTERVAL_WIDENING) : { expected: 0, low: 0, high: 0 };
  const splitShares = parseSplit(input.split, names);
  const whatIfRevenue = splitShares ? revenueByReplicate(models, splitShares, budget) : null;
  const channels = states.map((state, c) =>
    channelFigures(
      input,
      state,
      models[c] as CurveModel[],
      { current: currentShares[c] ?? 0, plan: plan.shares[c] ?? 0 },
      budget,
    ),
  );
  return {
    campaignId: input.campaignId,
    status,
    currency: input.currency,
    dailyBudget: money(budget),
    currentDailySpend: money(currentDailySpend),
    period: input.period,
    limits,
    channels,
    expected: { current: interval(now), plan: interval(moved ? planned : now), gain },
    gain,
    confidence: moved ? round(gains.filter((g) => g > 0).length / gains.length, 2) : 0,
    tests: testsFor(states, (s) => s.status === 'insufficient_variation', limits.floor),
    whatIf:
      splitShares && whatIfRevenue
        ? {
            split: Object.fromEntries(names.map((name, c) => [name, round(splitShares[c] ?? 0, 4)])),
            revenue: interval(whatIfRevenue),
            gain: interval(
              whatIfRevenue.map((v, b) => v - (now[b] as number)),
              GAIN_INTERVAL_WIDENING,
            ),
          }
        : null,
    summary: summaryOf(status, channels, gain, input.currency),
  };
}

export { type QuickTests, quickBudgetTests } from './budget-tests';
export type { ChannelHistoryInput, PlanInput } from './channel-fits';
