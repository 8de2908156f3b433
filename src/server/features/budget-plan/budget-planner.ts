import type { Channel } from '../../../shared/analytics';
import {
  BUDGET_PLAN_LIMITS,
  BUDGET_TEST,
  type BudgetInterval,
  type BudgetPlan,
  type BudgetPlanChannel,
  type BudgetPlanStatus,
  type BudgetTestProposal,
  type CurveStatus,
} from '../../../shared/budget-plan-rules';
import { formatMoney } from '../../../shared/currency';
import { seededRandom } from '../../lib/random';
import { allocate } from './budget-allocation';
import {
  type CurveFit,
  type CurveModel,
  curveShapes,
  fitResponseCurve,
  marginalAt,
  revenueAt,
  weekFlips,
} from './response-curve';

/**
 * The budget plan (issue 32; docs/ai.md "Budget plan"), a pure function of a campaign's daily spend and revenue per
 * channel: each channel's response curve with its bootstrap, the split of the daily budget that maximises expected
 * revenue within the limits, the expected revenue now and under the plan with 80 % intervals, and budget tests for
 * channels whose curve cannot be told. The API and the insights engine both plan with it.
 */

/** Bootstrap replicates: enough for stable 10th/90th percentiles at a few milliseconds per channel. */
export const REPLICATES = 100;
/**
 * A channel whose daily spend varied less than this (standard deviation of log spend, ≈ ±8 %) cannot show a curve:
 * the delivery noise of a constant budget.
 */
const MIN_SPEND_VARIATION = 0.1;
/**
 * When the 80 % interval of the elasticity (marginal over average return at today's spend: 1 for a line, towards 0
 * when saturated) is wider than this, the data cannot tell a saturating curve from a line.
 */
const MAX_ELASTICITY_WIDTH = 1.0;
/**
 * The plan spends at most this multiple of the most a channel ever spent in a day: beyond it the curve is a guess
 * from its shape, not a measurement, and the bootstrap cannot see how wrong the shape may be there.
 */
const EXTRAPOLATION_LIMIT = 1.5;
/**
 * The bootstrap's 80 % interval of a gain is widened by this factor around its mean. The bootstrap sees the noise
 * and the choice among curves, but not how far the true curve may lie outside the model's family, nor the fitting's
 * own degrees of freedom: on simulated campaigns (bench/budget-eval.ts) its raw interval covered the true gain
 * 67 % of the time for Hill curves and 74–76 % for curves of other families. Measured there, never fitted per run.
 */
const GAIN_INTERVAL_WIDENING = 1.3;
/** The bootstrap's own plans (planErrors) are made on a grid of whole points: a hundred of them per plan. */
const BOOTSTRAP_PLAN_STEP = 0.01;
/** A move smaller than this on every channel is no move. */
const MIN_MOVE = 0.01;

export interface ChannelHistoryInput {
  channel: Channel;
  /** Daily spend and revenue, one value per day of `weekdays` (0 where nothing was delivered). */
  spend: readonly number[];
  revenue: readonly number[];
}

export interface PlanInput {
  campaignId: string;
  /** Seeds the bootstrap: the same data give the same plan. */
  seed: string;
  period: { start: string; end: string };
  /** Day of the week (0–6) of each day of the history. */
  weekdays: readonly number[];
  channels: ChannelHistoryInput[];
  currency: string;
  dailyBudget?: number;
  maxStep?: number;
  floor?: number;
  split?: Partial<Record<Channel, number>>;
  replicates?: number;
}

interface ChannelState {
  input: ChannelHistoryInput;
  /** First day with spend: the fit starts there. */
  from: number;
  days: number;
  status: CurveStatus;
  fit: CurveFit | null;
  /** The candidate curves on its spend, computed once for both passes. */
  shapes?: ReturnType<typeof curveShapes>;
  currentSpend: number;
  currentRevenue: number;
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
const money = (n: number) => round(n, 2);

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (at - lo);
}

/** Mean with the 10th and 90th percentiles of replicate values. */
function interval(values: number[], widen = 1): BudgetInterval {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
  const low = mean - widen * (mean - quantile(sorted, 0.1));
  const high = mean + widen * (quantile(sorted, 0.9) - mean);
  return { expected: money(mean), low: money(low), high: money(high) };
}

function sd(values: number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, values.length - 1));
}

/** Weekday factors (mean 1 over the history's days) from all channels' revenue against their fits. */
function weekdayFactors(states: ChannelState[], weekdays: readonly number[]): number[] {
  const n = weekdays.length;
  if (n < 28) return new Array<number>(n).fill(1);
  const observed = new Array<number>(7).fill(0);
  const fitted = new Array<number>(7).fill(0);
  for (const state of states) {
    if (!state.fit) continue;
    for (let t = state.from; t < n; t += 1) {
      const day = weekdays[t] as number;
      observed[day] = (observed[day] as number) + (state.input.revenue[t] as number);
      fitted[day] = (fitted[day] as number) + (state.fit.fitted[t - state.from] as number);
    }
  }
  const raw = observed.map((o, d) => ((fitted[d] as number) > 0 && o > 0 ? o / (fitted[d] as number) : 1));
  const mean = weekdays.reduce((s, d) => s + (raw[d] as number), 0) / n;
  return weekdays.map((d) => (raw[d] as number) / mean);
}

function fitChannel(
  state: ChannelState,
  season: readonly number[],
  flips: Int8Array[],
  random?: () => number,
): CurveFit {
  const spend = state.input.spend.slice(state.from);
  state.shapes ??= curveShapes(spend);
  return fitResponseCurve(
    {
      spend,
      shapes: state.shapes,
      revenue: state.input.revenue.slice(state.from),
      season: season.slice(state.from),
    },
    flips,
    random,
  );
}

/** Fitted, or why not: too few days, or spend too flat to tell a curve from a line. */
function curveStatus(state: ChannelState, fit: CurveFit): CurveStatus {
  if (!variedEnough(state)) return 'insufficient_variation';
  const x = state.currentSpend;
  const elasticities = fit.replicates
    .map((m) => {
      const revenue = revenueAt(m, x);
      return revenue > 0 ? (marginalAt(m, x) * x) / revenue : Number.NaN;
    })
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (elasticities.length < fit.replicates.length / 2) return 'insufficient_variation';
  const width = quantile(elasticities, 0.9) - quantile(elasticities, 0.1);
  return width > MAX_ELASTICITY_WIDTH ? 'insufficient_variation' : 'fitted';
}

/** A line through the origin at the channel's average return: for channels with too few days to fit. */
function averageLine(state: ChannelState): CurveModel {
  const spend = state.input.spend.reduce((s, v) => s + v, 0);
  const revenue = state.input.revenue.reduce((s, v) => s + v, 0);
  return { carryOver: 0, shape: 1, halfSaturation: null, scale: spend > 0 ? revenue / spend : 0 };
}

/** Each replicate's model of a channel (the average line, repeated, for a channel without a fit). */
function modelsOf(state: ChannelState, replicates: number): CurveModel[] {
  return state.fit ? state.fit.replicates : new Array<CurveModel>(replicates).fill(averageLine(state));
}

/**
 * How far a planned gain is from the true one, in the bootstrap's world (Efron's optimism): a split chosen because
 * the fits say it earns most is, on average, worse than those fits say, since it also exploits their errors. Each
 * replicate plays the data once: the split planned on it alone, its gain on average over all the fits (the
 * bootstrap's truth) minus its gain on that replicate. Their spread is the plan's error, their mean (negative) its
 * optimism.
 */
function planErrors(
  models: CurveModel[][],
  current: number[],
  budget: number,
  planOnReplicate: (b: number) => number[] | null,
): number[] {
  const count = models[0]?.length ?? 0;
  const gainIn = (shares: number[], b: number) =>
    models.reduce((sum, channel, c) => {
      const m = channel[b] as CurveModel;
      return sum + revenueAt(m, (shares[c] ?? 0) * budget) - revenueAt(m, (current[c] ?? 0) * budget);
    }, 0);
  const errors: number[] = [];
  for (let b = 0; b < count; b += 1) {
    const shares = planOnReplicate(b);
    if (!shares) continue;
    let average = 0;
    for (let other = 0; other < count; other += 1) average += gainIn(shares, other);
    errors.push(average / count - gainIn(shares, b));
  }
  return errors;
}

/** Daily revenue of a split at a budget, in each replicate. */
function revenueByReplicate(models: CurveModel[][], shares: number[], budget: number): number[] {
  const count = models[0]?.length ?? 0;
  return Array.from({ length: count }, (_, b) =>
    models.reduce(
      (sum, channel, c) => sum + revenueAt(channel[b] as CurveModel, (shares[c] ?? 0) * budget),
      0,
    ),
  );
}

function curvePoints(models: CurveModel[], top: number) {
  const points = 24;
  return Array.from({ length: points + 1 }, (_, i) => {
    const spend = (top * i) / points;
    const values = models.map((m) => revenueAt(m, spend));
    const band = interval(values);
    return { spend: money(spend), revenue: band.expected, low: band.low, high: band.high };
  });
}

function proposeTest(
  state: ChannelState,
  index: number,
  shares: number[],
  campaignRoas: number,
  floor: number,
  channels: Channel[],
  days: number,
): BudgetTestProposal {
  const current = shares[index] ?? 0;
  const roas = state.currentSpend > 0 ? state.currentRevenue / state.currentSpend : 0;
  // Raise a channel that returns at least the campaign's average (the likelier winner), lower the others; never
  // under the floor or over the whole budget.
  const raise =
    (roas >= campaignRoas || current - BUDGET_TEST.step < floor) && current + BUDGET_TEST.step <= 1;
  const change = raise ? BUDGET_TEST.step : -BUDGET_TEST.step;
  const testShare = current + change;
  const others = 1 - current;
  const weights: Partial<Record<Channel, number>> = {};
  channels.forEach((channel, c) => {
    const share = shares[c] ?? 0;
    weights[channel] = round(c === index ? testShare : others > 0 ? share - (change * share) / others : 0, 4);
  });
  const name = state.input.channel;
  const pct = (n: number) => `${Math.round(n * 100)} %`;
  return {
    channel: name,
    change,
    testShare: round(testShare, 4),
    days: BUDGET_TEST.days,
    weights,
    reason:
      `${name}'s daily spend hardly varied over ${days} days, too little to tell whether more spend there would ` +
      `earn as much as the last. ${raise ? 'Raising' : 'Lowering'} its share from ${pct(current)} to ` +
      `${pct(testShare)} for ${BUDGET_TEST.days} days (the other channels ${raise ? 'giving' : 'taking'} the ` +
      `difference in proportion) shows how its revenue responds: the measured result reports the change, and the ` +
      `next plan can fit ${name}'s curve.`,
  };
}

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

/** Each channel's days, its current daily spend and revenue (the last `currentDays` days), not yet fitted. */
function channelStates(input: PlanInput): ChannelState[] {
  const n = input.weekdays.length;
  const recent = Math.min(BUDGET_PLAN_LIMITS.currentDays, n);
  return input.channels.map((channel) => {
    const from = channel.spend.findIndex((x) => x > 0);
    const days = from < 0 ? 0 : channel.spend.slice(from).filter((x) => x > 0).length;
    const sumRecent = (values: readonly number[]) => values.slice(n - recent).reduce((s, v) => s + v, 0);
    return {
      input: channel,
      from: Math.max(0, from),
      days,
      status: days >= BUDGET_PLAN_LIMITS.minDays ? 'fitted' : 'insufficient_data',
      fit: null,
      currentSpend: sumRecent(channel.spend) / Math.max(1, recent),
      currentRevenue: sumRecent(channel.revenue) / Math.max(1, recent),
    };
  });
}

const variedEnough = (state: ChannelState) => {
  const spends = state.input.spend.slice(state.from).filter((x) => x > 0);
  return spends.length >= 2 && sd(spends.map(Math.log)) >= MIN_SPEND_VARIATION;
};

/**
 * A quick screen for the insights engine, which plans hundreds of campaigns a run: the gain, as a share of today's
 * revenue, of a plan made on the point fits alone (no bootstrap). The full plan's gain is this less the optimism
 * the bootstrap takes off, so a campaign whose screen gain is below what is material cannot raise advice.
 */
export function pointPlanGain(input: PlanInput): number {
  const states = channelStates(input).filter((s) => s.status === 'fitted' && variedEnough(s));
  if (states.length < 2) return 0;
  const n = input.weekdays.length;
  const models = states.map((state) => fitChannel(state, new Array<number>(n).fill(1), []).model);
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

/** Budget tests for the channels `untold` picks, from the current split. */
function testsFor(
  states: ChannelState[],
  untold: (state: ChannelState) => boolean,
  floor: number,
): BudgetTestProposal[] {
  const spend = states.reduce((s, c) => s + c.currentSpend, 0);
  if (spend <= 0) return [];
  const shares = states.map((s) => s.currentSpend / spend);
  const names = states.map((s) => s.input.channel);
  const campaignRoas = states.reduce((s, c) => s + c.currentRevenue, 0) / spend;
  return states.flatMap((state, c) =>
    untold(state) ? [proposeTest(state, c, shares, campaignRoas, floor, names, state.days)] : [],
  );
}

/** What the engine needs to propose a budget test without fitting anything (the spend's variation alone). */
export interface QuickTests {
  tests: BudgetTestProposal[];
  channels: {
    channel: Channel;
    currentShare: number;
    currentSpend: number;
    averageRoas: number | null;
    days: number;
  }[];
}

/** Budget tests for channels with enough days whose spend was flat: no curve is fitted (see pointPlanGain). */
export function quickBudgetTests(input: PlanInput): QuickTests {
  const states = channelStates(input);
  const spend = states.reduce((s, c) => s + c.currentSpend, 0);
  return {
    tests: testsFor(states, (s) => s.status === 'fitted' && !variedEnough(s), BUDGET_PLAN_LIMITS.floor),
    channels: states.map((s) => ({
      channel: s.input.channel,
      currentShare: spend > 0 ? round(s.currentSpend / spend, 4) : 0,
      currentSpend: money(s.currentSpend),
      averageRoas: s.currentSpend > 0 ? round(s.currentRevenue / s.currentSpend, 3) : null,
      days: s.days,
    })),
  };
}

export function planBudget(input: PlanInput): BudgetPlan {
  const n = input.weekdays.length;
  const replicates = input.replicates ?? REPLICATES;
  const limits = {
    maxStep: input.maxStep ?? BUDGET_PLAN_LIMITS.maxStep,
    floor: input.floor ?? BUDGET_PLAN_LIMITS.floor,
  };
  const states = channelStates(input);
  const fittable = states.filter((s) => s.status === 'fitted');
  // Pass 1 finds the weekday pattern from point fits; pass 2 fits with it, with the bootstrap.
  for (const state of fittable) state.fit = fitChannel(state, new Array<number>(n).fill(1), []);
  const season = weekdayFactors(fittable, input.weekdays);
  for (const state of fittable) {
    const random = seededRandom(`${input.seed}:${state.input.channel}`);
    const fit = fitChannel(state, season, weekFlips(random, replicates, n), random);
    state.fit = fit;
    state.status = curveStatus(state, fit);
  }

  const names = states.map((s) => s.input.channel);
  const currentDailySpend = states.reduce((s, c) => s + c.currentSpend, 0);
  const budget = input.dailyBudget ?? currentDailySpend;
  const currentShares = states.map((s) => (currentDailySpend > 0 ? s.currentSpend / currentDailySpend : 0));
  const models = states.map((s) => modelsOf(s, replicates));
  const status = planStatus(states);

  // The plan: fitted channels share what the others (held at their current share) leave.
  let planShares = [...currentShares];
  let errors: number[] | null = null;
  if (status === 'ok' && budget > 0) {
    const movable = states.flatMap((s, c) => (s.status === 'fitted' ? [c] : []));
    const total = movable.reduce((s, c) => s + (currentShares[c] ?? 0), 0);
    const planOn = (revenue: (c: number, spend: number) => number, step?: number) => {
      const shares = allocate(
        movable.map((c) => ({
          current: currentShares[c] ?? 0,
          ceiling: (EXTRAPOLATION_LIMIT * Math.max(...(states[c] as ChannelState).input.spend)) / budget,
          revenueAtShare: (share) => revenue(c, share * budget),
        })),
        total,
        limits,
        step,
      );
      if (!shares) return null;
      const next = [...currentShares];
      movable.forEach((c, i) => {
        next[c] = shares[i] ?? 0;
      });
      return next;
    };
    const meanRevenue = (c: number, spend: number) =>
      (models[c] as CurveModel[]).reduce((sum, m) => sum + revenueAt(m, spend), 0) / replicates;
    const next = planOn(meanRevenue);
    if (next?.some((share, c) => Math.abs(share - (currentShares[c] ?? 0)) >= MIN_MOVE)) {
      planShares = next;
      errors = planErrors(models, currentShares, budget, (b) =>
        planOn(
          (c, spend) => revenueAt((models[c] as CurveModel[])[b] as CurveModel, spend),
          BOOTSTRAP_PLAN_STEP,
        ),
      );
    }
  }

  const now = revenueByReplicate(models, currentShares, budget);
  const planned = revenueByReplicate(models, planShares, budget);
  // The plan's gain on average over the fits, plus the error a plan made this way has (planErrors).
  const fitted = planned.reduce((sum, v, b) => sum + v - (now[b] as number), 0) / Math.max(1, planned.length);
  const gains = errors?.length
    ? errors.map((e) => fitted + e)
    : planned.map((v, b) => v - (now[b] as number));
  const moved = planShares.some((share, c) => share !== currentShares[c]);
  const gain = moved ? interval(gains, GAIN_INTERVAL_WIDENING) : { expected: 0, low: 0, high: 0 };
  const splitShares = parseSplit(input.split, names);
  const whatIfRevenue = splitShares ? revenueByReplicate(models, splitShares, budget) : null;

  const observedMax = (s: ChannelState) => Math.max(0, ...s.input.spend);
  const channels: BudgetPlanChannel[] = states.map((state, c) => {
    const fit = state.fit;
    const cur = (currentShares[c] ?? 0) * budget;
    const rec = (planShares[c] ?? 0) * budget;
    const positive = state.input.spend.filter((x) => x > 0);
    const marginals = fit
      ? fit.replicates.map((m) => marginalAt(m, state.currentSpend)).sort((a, b) => a - b)
      : [];
    const top = Math.max(observedMax(state) * 1.3, state.currentSpend * 2, rec * 1.3, cur * 1.3, 1);
    return {
      channel: state.input.channel,
      status: state.status,
      currentShare: round(currentShares[c] ?? 0, 4),
      recommendedShare: round(planShares[c] ?? 0, 4),
      currentSpend: money(cur),
      recommendedSpend: money(rec),
      marginalRoas: fit ? round(marginalAt(fit.model, state.currentSpend), 3) : null,
      marginalRoasRange: fit
        ? { low: round(quantile(marginals, 0.1), 3), high: round(quantile(marginals, 0.9), 3) }
        : null,
      averageRoas: state.currentSpend > 0 ? round(state.currentRevenue / state.currentSpend, 3) : null,
      days: state.days,
      observedSpend: {
        min: money(positive.length ? Math.min(...positive) : 0),
        max: money(observedMax(state)),
      },
      carryOver: fit ? fit.model.carryOver : 0,
      halfSaturationSpend: fit?.model.halfSaturation != null ? money(fit.model.halfSaturation) : null,
      curve: curvePoints(models[c] as CurveModel[], top),
    };
  });

  const tests = testsFor(states, (s) => s.status === 'insufficient_variation', limits.floor);

  return {
    campaignId: input.campaignId,
    status,
    currency: input.currency,
    dailyBudget: money(budget),
    currentDailySpend: money(currentDailySpend),
    period: input.period,
    limits,
    channels,
    expected: { current: interval(now), plan: interval(planned), gain },
    gain,
    confidence: moved ? round(gains.filter((g) => g > 0).length / gains.length, 2) : 0,
    tests,
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
