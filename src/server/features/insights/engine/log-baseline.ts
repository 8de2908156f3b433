import { fSfBelow, studentSfBelow } from './distributions';

/** Baseline fitting for the insights engine's tests (docs/ai.md): what a day should have been, from the days before. */

/**
 * A robust, weekday-aware baseline fitted on log values, and its prediction for one day. The model is a level
 * plus, when there are at least five weeks and the weekday pattern is significant (F-test, p < WEEKDAY_P) and
 * pays for its parameters, weekday offsets; on six weeks or more (or as `trend` says) a linear trend when its slope is significant
 * (p < TREND_P) and pays for itself.
 * Robust by outlier rejection: while the most extreme day's externally studentized residual is significant after
 * Bonferroni over the baseline's days (p < OUTLIER_P / n), that day (an earlier anomaly) is set aside. The kept
 * days are fitted by least squares, which gives an exact residual variance (`scale`², `df` degrees of freedom) and
 * prediction variance factor (`predictionFactor`): the standardized prediction error of a new day then follows
 * Student's t with `df` degrees of freedom when the noise is normal on the log scale.
 */
export interface LogBaseline {
  /** Prediction (log scale) for the target day. */
  predicted: number;
  /** The model's value (log scale) for each fitted day. */
  fitted: Float64Array;
  /** Whether each fitted day was kept (1; 0 when set aside as an outlier). */
  kept: Uint8Array;
  weekdays: boolean;
  slope: number;
  scale: number;
  df: number;
  predictionFactor: number;
  /** Days the baseline rests on (after outliers were set aside). */
  days: number;
}

export interface BaselineDays {
  /** Day of the week (0–6) of each baseline day. */
  weekdays: ArrayLike<number>;
  /** Position in time (a day number) of each baseline day. */
  positions: ArrayLike<number>;
  /** The day to predict. */
  target: { weekday: number; position: number };
}

/**
 * Weekday offsets need five of each weekday: seven means of three or four days each, chosen by an F-test on the same
 * days, fitted the noise and made the days after them alarm (in the evaluation's day-by-day replay, days with three
 * or four weeks of history raised most of the false alarms).
 */
export const MIN_WEEKS_FOR_WEEKDAYS = 5;
/** A linear trend is considered only on six weeks or more: a slope from fewer noisy days extrapolates badly. */
export const MIN_DAYS_FOR_TREND = 42;
const OUTLIER_P = 0.01;
const WEEKDAY_P = 0.05;
const TREND_P = 0.05;

/**
 * The days of a fit in groups (one group, or the seven weekdays), over flat arrays: `order` lists the day indices
 * group after group (each group's in time order) and `start[g]` … `start[g + 1]` is group g's part of it; a day set
 * aside as an outlier is cleared in `alive`. The sums below run over the days in that order, the order the model's
 * definition gives them (so the figures are the same to the last bit however the days are stored).
 */
interface Groups {
  order: Int32Array;
  start: Int32Array;
  count: number;
  alive: Uint8Array;
}

interface GroupFit {
  groups: Groups;
  means: Float64Array;
  sizes: Int32Array;
  ss: number;
  n: number;
  df: number;
}

/** The groups' means and sizes, written into `into`'s arrays when given (a refit after a day is set aside). */
function fitGroups(values: ArrayLike<number>, groups: Groups, into?: GroupFit): GroupFit {
  const { order, start, count, alive } = groups;
  const means = into ? into.means : new Float64Array(count);
  const sizes = into ? into.sizes : new Int32Array(count);
  let ss = 0;
  let n = 0;
  for (let g = 0; g < count; g += 1) {
    const to = start[g + 1] as number;
    let sum = 0;
    let size = 0;
    for (let k = start[g] as number; k < to; k += 1) {
      const i = order[k] as number;
      if (!alive[i]) continue;
      sum += values[i] as number;
      size += 1;
    }
    const mean = size ? sum / size : 0;
    for (let k = start[g] as number; k < to; k += 1) {
      const i = order[k] as number;
      if (alive[i]) ss += ((values[i] as number) - mean) ** 2;
    }
    means[g] = mean;
    sizes[g] = size;
    n += size;
  }
  return { groups, means, sizes, ss, n, df: n - count };
}

/** The day (index) with the largest externally studentized residual, and that residual; -1 when none qualifies. */
function worstResidual(values: ArrayLike<number>, fit: GroupFit): { t: number; i: number } {
  const { order, start, count, alive } = fit.groups;
  let worstT = 0;
  let worstI = -1;
  for (let g = 0; g < count; g += 1) {
    const size = fit.sizes[g] as number;
    if (size < 3) continue;
    const mean = fit.means[g] as number;
    const leverage = 1 / size;
    const to = start[g + 1] as number;
    for (let k = start[g] as number; k < to; k += 1) {
      const i = order[k] as number;
      if (!alive[i]) continue;
      const e = (values[i] as number) - mean;
      const ssOut = fit.ss - (e * e) / (1 - leverage);
      if (ssOut <= 0) continue;
      const t = Math.abs(e) / Math.sqrt((ssOut / (fit.df - 1)) * (1 - leverage));
      if (t > worstT) {
        worstT = t;
        worstI = i;
      }
    }
  }
  return { t: worstT, i: worstI };
}

/** Sets aside, one at a time, days whose externally studentized residual is a Bonferroni-significant outlier. */
function rejectOutliers(values: ArrayLike<number>, groups: Groups): GroupFit {
  let fit = fitGroups(values, groups);
  const maxRemovals = Math.floor(fit.n / 4);
  for (let removed = 0; removed < maxRemovals && fit.df > 2; removed += 1) {
    const worst = worstResidual(values, fit);
    // Two-sided p = 2 × the tail: it is set aside when p < OUTLIER_P / n.
    if (worst.i < 0 || !studentSfBelow(worst.t, fit.df - 1, OUTLIER_P / fit.n / 2)) break;
    groups.alive[worst.i] = 0;
    fit = fitGroups(values, groups, fit);
  }
  return fit;
}

/** A fitted model before its per-day values are written out (only the chosen one's are). */
interface ModelFit {
  kept: GroupFit;
  intercepts: Float64Array;
  predicted: number;
  slope: number;
  scale: number;
  df: number;
  predictionFactor: number;
  /** The slope is significant (p < TREND_P). */
  trendSignificant: boolean;
}

/** Σ (x − group mean of x)² and Σ (x − x̄)(y − ȳ) within the groups, and the groups' means of x. */
function withinGroupMoments(values: ArrayLike<number>, x: ArrayLike<number>, kept: GroupFit) {
  const { order, start, count, alive } = kept.groups;
  const xMeans = new Float64Array(count);
  let sxx = 0;
  let sxy = 0;
  for (let g = 0; g < count; g += 1) {
    const to = start[g + 1] as number;
    let sum = 0;
    for (let k = start[g] as number; k < to; k += 1) {
      const i = order[k] as number;
      if (alive[i]) sum += x[i] as number;
    }
    const xMean = sum / Math.max(1, kept.sizes[g] as number);
    const mean = kept.means[g] as number;
    for (let k = start[g] as number; k < to; k += 1) {
      const i = order[k] as number;
      if (!alive[i]) continue;
      const dx = (x[i] as number) - xMean;
      sxx += dx * dx;
      sxy += dx * ((values[i] as number) - mean);
    }
    xMeans[g] = xMean;
  }
  return { xMeans, sxx, sxy };
}

/** Least squares on the kept days: one mean per group, optionally a common slope in time. */
function fitModel(
  values: ArrayLike<number>,
  days: BaselineDays,
  kept: GroupFit,
  targetGroup: number,
  withTrend: boolean,
): ModelFit | null {
  const count = kept.groups.count;
  // Without a trend the slope is 0 and the group means of x do not enter (intercept = mean − 0 × x̄ = mean).
  const m = withTrend ? withinGroupMoments(values, days.positions, kept) : null;
  const sxx = m ? m.sxx : 0;
  const sxy = m ? m.sxy : 0;
  const slope = m && sxx > 0 ? sxy / sxx : 0;
  const intercepts = new Float64Array(count);
  for (let g = 0; g < count; g += 1)
    intercepts[g] = (kept.means[g] as number) - (m ? slope * (m.xMeans[g] as number) : 0);
  const ss = withTrend ? kept.ss - slope * sxy : kept.ss;
  const df = kept.df - (withTrend ? 1 : 0);
  if (df < 1) return null;
  const scale = Math.sqrt(Math.max(0, ss) / df);
  const size = targetGroup < count ? (kept.sizes[targetGroup] as number) : 0;
  if (!size) return null;
  const dx = m ? days.target.position - (m.xMeans[targetGroup] as number) : 0;
  const slopeT = withTrend && ss > 0 && sxx > 0 ? slope / Math.sqrt(ss / df / sxx) : 0;
  return {
    kept,
    intercepts,
    predicted: (intercepts[targetGroup] as number) + slope * days.target.position,
    slope,
    scale,
    df,
    predictionFactor: 1 + 1 / size + (withTrend && sxx > 0 ? (dx * dx) / sxx : 0),
    // Two-sided p < TREND_P.
    trendSignificant: withTrend && studentSfBelow(Math.abs(slopeT), df, TREND_P / 2),
  };
}

/** The chosen model as a LogBaseline: its value on every day (a day set aside gets its weekday's). */
function baselineOf(model: ModelFit, days: BaselineDays, n: number): LogBaseline {
  const { kept, intercepts, slope } = model;
  const weekdays = kept.groups.count > 1;
  const fitted = new Float64Array(n);
  const x = days.positions;
  for (let i = 0; i < n; i += 1) {
    const g = weekdays ? (days.weekdays[i] as number) : 0;
    fitted[i] = (intercepts[g] as number) + slope * (x[i] as number);
  }
  return {
    predicted: model.predicted,
    fitted,
    kept: kept.groups.alive.slice(0, n),
    weekdays,
    slope,
    scale: model.scale,
    df: model.df,
    predictionFactor: model.predictionFactor,
    days: kept.n,
  };
}

const variance = (b: { scale: number; predictionFactor: number }) => b.scale ** 2 * b.predictionFactor;

/**
 * Scratch for the fits: which days are kept in the one-level fit and in the weekday fit (a fit is synchronous, and
 * the chosen model's is copied out), day indices in time order, and the last weekday grouping (windows are shared
 * by the metrics tested on them, so the same weekdays come back).
 */
let flatAlive = new Uint8Array(64);
let weeklyAlive = new Uint8Array(64);
let identity = new Int32Array(0);
let lastWeekdays: { weekdays: ArrayLike<number>; n: number; order: Int32Array; start: Int32Array } | null =
  null;

/** All n days in one group. */
function oneGroup(n: number): Groups {
  if (identity.length < n) {
    identity = new Int32Array(Math.max(n, 2 * identity.length));
    for (let i = 0; i < identity.length; i += 1) identity[i] = i;
  }
  if (flatAlive.length < n) flatAlive = new Uint8Array(2 * n);
  flatAlive.fill(1, 0, n);
  return { order: identity, start: Int32Array.of(0, n), count: 1, alive: flatAlive };
}

/** The days by weekday (Sunday's first, each weekday's in time order). */
function weekdayGroups(weekdays: ArrayLike<number>, n: number): Groups {
  if (weeklyAlive.length < n) weeklyAlive = new Uint8Array(2 * n);
  weeklyAlive.fill(1, 0, n);
  if (lastWeekdays?.weekdays === weekdays && lastWeekdays.n === n)
    return { order: lastWeekdays.order, start: lastWeekdays.start, count: 7, alive: weeklyAlive };
  const start = new Int32Array(8);
  for (let i = 0; i < n; i += 1) {
    const w = (weekdays[i] as number) + 1;
    start[w] = (start[w] as number) + 1;
  }
  for (let g = 1; g <= 7; g += 1) start[g] = (start[g] as number) + (start[g - 1] as number);
  const next = start.slice(0, 7);
  const order = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    const w = weekdays[i] as number;
    const at = next[w] as number;
    order[at] = i;
    next[w] = at + 1;
  }
  lastWeekdays = { weekdays, n, order, start };
  return { order, start, count: 7, alive: weeklyAlive };
}

/** The weekday model when there are enough weeks, it is significant (F-test) and it predicts better than `best`. */
function weekdayModel(values: ArrayLike<number>, days: BaselineDays, best: ModelFit): ModelFit | null {
  const n = values.length;
  const groups = weekdayGroups(days.weekdays, n);
  for (let g = 0; g < 7; g += 1)
    if ((groups.start[g + 1] as number) - (groups.start[g] as number) < MIN_WEEKS_FOR_WEEKDAYS) return null;
  const weekly = rejectOutliers(values, groups);
  for (let g = 0; g < 7; g += 1) if ((weekly.sizes[g] as number) < 2) return null;
  if (weekly.df < 2) return null;
  // F-test of the weekday pattern against one level on the same days (in the same order: weekday after weekday).
  const pooled = fitGroups(values, { ...groups, start: Int32Array.of(0, n), count: 1 });
  const f = (pooled.ss - weekly.ss) / 6 / (weekly.ss / weekly.df);
  const candidate = fitModel(values, days, weekly, days.target.weekday, false);
  if (
    candidate &&
    variance(candidate) < variance(best) &&
    (weekly.ss === 0 || fSfBelow(f, 6, weekly.df, WEEKDAY_P))
  )
    return candidate;
  return null;
}

export function fitLogBaseline(
  values: ArrayLike<number>,
  days: BaselineDays,
  options: { weekdays?: boolean; trend?: boolean } = {},
): LogBaseline | null {
  const n = values.length;
  const flatKept = rejectOutliers(values, oneGroup(n));
  if (flatKept.n < 3 || flatKept.df < 1) return null;
  let best = fitModel(values, days, flatKept, 0, false);
  if (!best) return null;
  if (options.weekdays !== false && n >= 7 * MIN_WEEKS_FOR_WEEKDAYS)
    best = weekdayModel(values, days, best) ?? best;
  const targetGroup = best.kept.groups.count > 1 ? days.target.weekday : 0;
  const withTrend = options.trend ?? n >= MIN_DAYS_FOR_TREND;
  const trended = withTrend ? fitModel(values, days, best.kept, targetGroup, true) : null;
  if (trended?.trendSignificant && variance(trended) < variance(best)) best = trended;
  return baselineOf(best, days, n);
}

/**
 * The expected count (or rate) on the target day: the model's relative pattern (weekday, trend) times the ratio
 * estimator Σ counts / Σ (exposure × pattern) over the kept days. Unlike exp(mean of logs), which sits below the
 * mean of small counts (a day without conversions weighs ln 0.5), this is unbiased for counts; the log fit still
 * picks the days, the pattern and the spread. `sign` −1 reads a fit of a cost (dollars per conversion) as its
 * inverse (conversions per dollar).
 */
export function expectedRatio(
  baseline: LogBaseline,
  counts: ArrayLike<number>,
  exposures: ArrayLike<number> | null,
  sign = 1,
): number {
  let num = 0;
  let den = 0;
  for (let i = 0; i < counts.length; i += 1) {
    if (!baseline.kept[i]) continue;
    num += counts[i] as number;
    den +=
      (exposures ? (exposures[i] as number) : 1) *
      Math.exp(sign * ((baseline.fitted[i] as number) - baseline.predicted));
  }
  return den > 0 ? num / den : 0;
}
