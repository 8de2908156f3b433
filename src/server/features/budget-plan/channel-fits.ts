import type { Channel } from '../../../shared/analytics';
import { BUDGET_PLAN_LIMITS, type CurveStatus } from '../../../shared/budget-plan-rules';
import { quantile, sd } from './plan-figures';
import {
  type CurveFit,
  type CurveModel,
  curveShapes,
  fitResponseCurve,
  marginalAt,
  revenueAt,
  type Shape,
} from './response-curve';

/**
 * A plan's channels (budget-planner.ts): each channel's history and current spend, its response curve fitted in two
 * passes (the weekday pattern, then the bootstrap), and whether the curve can be told.
 */

/**
 * Spend that varies enough to tell a curve (standard deviations of log spend): day to day at least ±10 %, and either
 * week to week (weekly means, which average a constant budget's delivery noise away) at least ±8 %, or day to day
 * at least ±20 % (swings wide enough to show a bend by themselves). A constant budget, however noisy its delivery,
 * shows only the curve's slope at one point: not whether it bends.
 */
const MIN_DAILY_VARIATION = 0.1;
const MIN_WEEKLY_VARIATION = 0.08;
const WIDE_DAILY_VARIATION = 0.2;

/**
 * When the 80 % interval of the elasticity (marginal over average return at today's spend: 1 for a line, towards 0
 * when saturated) is wider than this, the data cannot tell a saturating curve from a line.
 */
export const MAX_ELASTICITY_WIDTH = 1.0;

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
  /** False: no curve points (the insights engine reads none, and plans hundreds of campaigns a run). */
  curves?: boolean;
  /** False: the gain's interval from the replicates alone, without the plan's optimism (the engine's screen). */
  planErrors?: boolean;
}

export interface ChannelState {
  input: ChannelHistoryInput;
  /** First day with spend: the fit starts there. */
  from: number;
  days: number;
  status: CurveStatus;
  fit: CurveFit | null;
  /** The candidate curves on its spend, computed once for both passes. */
  shapes?: Shape[];
  currentSpend: number;
  currentRevenue: number;
}

/**
 * The candidate curves and the first pass's fit depend on a channel's history alone: kept per history object, so
 * that the insights engine's screens and its full plan of one campaign (the same input) compute them once.
 */
const shapeCache = new WeakMap<ChannelHistoryInput, Shape[]>();

const firstPassCache = new WeakMap<ChannelHistoryInput, CurveFit>();

export function shapesOf(input: ChannelHistoryInput, spend: number[]): Shape[] {
  let shapes = shapeCache.get(input);
  if (!shapes) {
    shapes = curveShapes(spend);
    shapeCache.set(input, shapes);
  }
  return shapes;
}

/** The point fit without weekday factors (pass 1). */
export function firstPass(state: ChannelState, n: number): CurveFit {
  let fit = firstPassCache.get(state.input);
  if (!fit) {
    fit = fitChannel(state, new Array<number>(n).fill(1), []);
    firstPassCache.set(state.input, fit);
  }
  return fit;
}

export function fitChannel(
  state: ChannelState,
  season: readonly number[],
  flips: Int8Array[],
  random?: () => number,
): CurveFit {
  const spend = state.input.spend.slice(state.from);
  state.shapes ??= shapesOf(state.input, spend);
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

/** Weekday factors (mean 1 over the history's days) from all channels' revenue against their fits. */
export function weekdayFactors(states: ChannelState[], weekdays: readonly number[]): number[] {
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

/** Fitted, or why not: too few days, or spend too flat to tell a curve from a line. */
export function curveStatus(state: ChannelState, fit: CurveFit): CurveStatus {
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
export function averageLine(state: ChannelState): CurveModel {
  const spend = state.input.spend.reduce((s, v) => s + v, 0);
  const revenue = state.input.revenue.reduce((s, v) => s + v, 0);
  return { carryOver: 0, shape: 1, halfSaturation: null, scale: spend > 0 ? revenue / spend : 0 };
}

/** Each replicate's model of a channel (the average line, repeated, for a channel without a fit). */
export function modelsOf(state: ChannelState, replicates: number): CurveModel[] {
  return state.fit ? state.fit.replicates : new Array<CurveModel>(replicates).fill(averageLine(state));
}

/** Each channel's days, its current daily spend and revenue (the last `currentDays` days), not yet fitted. */
export function channelStates(input: PlanInput): ChannelState[] {
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

export function variedEnough(state: ChannelState): boolean {
  const history = state.input.spend.slice(state.from);
  const spends = history.filter((x) => x > 0);
  if (spends.length < 2) return false;
  const daily = sd(spends.map(Math.log));
  if (daily < MIN_DAILY_VARIATION) return false;
  if (daily >= WIDE_DAILY_VARIATION) return true;
  // Whole weeks back from the last day.
  const weeks: number[] = [];
  for (let end = history.length; end - 7 >= 0; end -= 7) {
    const mean = history.slice(end - 7, end).reduce((sum, x) => sum + x, 0) / 7;
    if (mean > 0) weeks.push(Math.log(mean));
  }
  return weeks.length >= 2 && sd(weeks) >= MIN_WEEKLY_VARIATION;
}
