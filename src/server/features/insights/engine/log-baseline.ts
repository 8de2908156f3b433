import { fSf, studentSf } from './distributions';

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
  fitted: number[];
  /** Whether each fitted day was kept (not set aside as an outlier). */
  kept: boolean[];
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
  weekdays: readonly number[];
  /** Position in time (a day number) of each baseline day. */
  positions: readonly number[];
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

interface GroupFit {
  /** Indices (into the fitted values) of the days kept, per group. */
  groups: number[][];
  means: number[];
  ss: number;
  n: number;
  df: number;
}

function fitGroups(values: readonly number[], groups: number[][]): GroupFit {
  let ss = 0;
  let n = 0;
  const means = groups.map((g) => {
    let sum = 0;
    for (const i of g) sum += values[i] as number;
    const mean = g.length ? sum / g.length : 0;
    for (const i of g) ss += ((values[i] as number) - mean) ** 2;
    n += g.length;
    return mean;
  });
  return { groups, means, ss, n, df: n - groups.length };
}

/** Sets aside, one at a time, days whose externally studentized residual is a Bonferroni-significant outlier. */
function rejectOutliers(values: readonly number[], input: number[][]): GroupFit {
  let fit = fitGroups(values, input);
  const maxRemovals = Math.floor(fit.n / 4);
  for (let removed = 0; removed < maxRemovals && fit.df > 2; removed += 1) {
    let worst = { t: 0, g: -1, i: -1 };
    fit.groups.forEach((g, gi) => {
      const size = g.length;
      if (size < 3) return;
      for (const i of g) {
        const e = (values[i] as number) - (fit.means[gi] as number);
        const leverage = 1 / size;
        const ssOut = fit.ss - (e * e) / (1 - leverage);
        if (ssOut <= 0) continue;
        const t = Math.abs(e) / Math.sqrt((ssOut / (fit.df - 1)) * (1 - leverage));
        if (t > worst.t) worst = { t, g: gi, i };
      }
    });
    if (worst.g < 0 || 2 * studentSf(worst.t, fit.df - 1) >= OUTLIER_P / fit.n) break;
    const groups = fit.groups.map((g, gi) => (gi === worst.g ? g.filter((i) => i !== worst.i) : g));
    fit = fitGroups(values, groups);
  }
  return fit;
}

/** Least squares on the kept days: one mean per group, optionally a common slope in time. */
function fitModel(
  values: readonly number[],
  days: BaselineDays,
  kept: GroupFit,
  targetGroup: number,
  withTrend: boolean,
): (LogBaseline & { slopeP: number }) | null {
  const { groups } = kept;
  const x = days.positions;
  const xMeans = groups.map((g) => g.reduce((s, i) => s + (x[i] as number), 0) / Math.max(1, g.length));
  let sxx = 0;
  let sxy = 0;
  groups.forEach((g, gi) => {
    for (const i of g) {
      const dx = (x[i] as number) - (xMeans[gi] as number);
      sxx += dx * dx;
      sxy += dx * ((values[i] as number) - (kept.means[gi] as number));
    }
  });
  const slope = withTrend && sxx > 0 ? sxy / sxx : 0;
  const intercepts = groups.map((_, gi) => (kept.means[gi] as number) - slope * (xMeans[gi] as number));
  const groupOf = new Array<number>(values.length).fill(-1);
  groups.forEach((g, gi) => {
    for (const i of g) groupOf[i] = gi;
  });
  const ss = withTrend ? kept.ss - slope * sxy : kept.ss;
  const df = kept.df - (withTrend ? 1 : 0);
  if (df < 1) return null;
  const scale = Math.sqrt(Math.max(0, ss) / df);
  const size = groups[targetGroup]?.length ?? 0;
  if (!size) return null;
  const dx = days.target.position - (xMeans[targetGroup] as number);
  const fitted = values.map((_, i) => {
    const gi = groupOf[i] as number;
    // A day set aside still gets its weekday's value (groups are weekdays or one group).
    const g = gi >= 0 ? gi : groups.length === 1 ? 0 : (days.weekdays[i] as number);
    return (intercepts[g] as number) + slope * (x[i] as number);
  });
  const slopeT = withTrend && ss > 0 && sxx > 0 ? slope / Math.sqrt(ss / df / sxx) : 0;
  return {
    predicted: (intercepts[targetGroup] as number) + slope * days.target.position,
    fitted,
    kept: groupOf.map((g) => g >= 0),
    weekdays: groups.length > 1,
    slope,
    scale,
    df,
    predictionFactor: 1 + 1 / size + (withTrend && sxx > 0 ? (dx * dx) / sxx : 0),
    days: kept.n,
    slopeP: withTrend ? 2 * studentSf(Math.abs(slopeT), df) : 1,
  };
}

const variance = (b: LogBaseline) => b.scale ** 2 * b.predictionFactor;

export function fitLogBaseline(
  values: readonly number[],
  days: BaselineDays,
  options: { weekdays?: boolean; trend?: boolean } = {},
): LogBaseline | null {
  const flatKept = rejectOutliers(values, [values.map((_, i) => i)]);
  if (flatKept.n < 3 || flatKept.df < 1) return null;
  let kept = flatKept;
  let targetGroup = 0;
  let best = fitModel(values, days, flatKept, 0, false);
  if (!best) return null;
  if (options.weekdays !== false && values.length >= 7 * MIN_WEEKS_FOR_WEEKDAYS) {
    const byWeekday: number[][] = Array.from({ length: 7 }, () => []);
    days.weekdays.forEach((w, i) => {
      byWeekday[w]?.push(i);
    });
    if (byWeekday.every((g) => g.length >= MIN_WEEKS_FOR_WEEKDAYS)) {
      const weekly = rejectOutliers(values, byWeekday);
      if (weekly.groups.every((g) => g.length >= 2) && weekly.df >= 2) {
        // F-test of the weekday pattern against one level on the same days.
        const pooled = fitGroups(values, [weekly.groups.flat()]);
        const f = (pooled.ss - weekly.ss) / 6 / (weekly.ss / weekly.df);
        const candidate = fitModel(values, days, weekly, days.target.weekday, false);
        if (
          candidate &&
          variance(candidate) < variance(best) &&
          (weekly.ss === 0 || fSf(f, 6, weekly.df) < WEEKDAY_P)
        ) {
          best = candidate;
          kept = weekly;
          targetGroup = days.target.weekday;
        }
      }
    }
  }
  const withTrend = options.trend ?? values.length >= MIN_DAYS_FOR_TREND;
  const trended = withTrend ? fitModel(values, days, kept, targetGroup, true) : null;
  if (trended && trended.slopeP < TREND_P && variance(trended) < variance(best)) best = trended;
  const { slopeP: _, ...baseline } = best;
  return baseline;
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
  counts: readonly number[],
  exposures: readonly number[] | null,
  sign = 1,
): number {
  let num = 0;
  let den = 0;
  counts.forEach((c, i) => {
    if (!baseline.kept[i]) return;
    num += c;
    den +=
      (exposures ? (exposures[i] as number) : 1) *
      Math.exp(sign * ((baseline.fitted[i] as number) - baseline.predicted));
  });
  return den > 0 ? num / den : 0;
}
