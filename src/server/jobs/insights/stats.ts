/**
 * Statistics for the insights engine (docs/ai.md explains every choice): robust weekday-aware baselines on the log
 * scale, count and rate tests with overdispersion, Student-t tails for estimated scales, Stouffer's combination and
 * the normal and t distributions they need. Pure functions, no dependencies.
 */

/** Median of a list (a copy is sorted); NaN for an empty list. */
export function median(values: readonly number[]): number {
  const n = values.length;
  if (!n) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = n >> 1;
  return n % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Median absolute deviation around `center` (default: the median), unscaled. */
export function mad(values: readonly number[], center = median(values)): number {
  return median(values.map((v) => Math.abs(v - center)));
}

/** 1.4826 × MAD estimates the standard deviation of normal data. */
export const MAD_TO_SD = 1.4826;

/** Complementary error function, fractional error < 1.2e-7 everywhere (Numerical Recipes' erfcc). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** P(Z > z) for a standard normal Z, accurate in the far tail (relative error ~1e-7). */
export function normalSf(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** Two-sided p-value of a standard normal statistic. */
export function twoSidedP(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/** Inverse of the standard normal CDF (Acklam's rational approximation plus one Halley step: ~1e-15). */
export function normalQuantile(p: number): number {
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
      (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  }
  // One Halley step (the lower tail, where callers need it, is computed to full relative accuracy).
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const g = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const xx = x - 1;
  let sum = g[0] as number;
  for (let i = 1; i < 9; i += 1) sum += (g[i] as number) / (xx + i);
  const t = xx + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (xx + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Continued fraction for the regularized incomplete beta function (Numerical Recipes' betacf). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m += 1) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-12) break;
  }
  return h;
}

/** Regularized incomplete beta I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(a, b, x)) / a;
  return 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** P(T > t) for Student's t with `df` degrees of freedom (normal when df is infinite or very large). */
export function studentSf(t: number, df: number): number {
  if (!Number.isFinite(df) || df > 1e6) return normalSf(t);
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? tail : 1 - tail;
}

/**
 * A t statistic expressed as the standard normal score with the same one-sided tail probability, so that tests with
 * estimated scales (few degrees of freedom, heavier tails) and tests with known scales share one threshold and can
 * be combined by Stouffer's method.
 */
export function tToZ(t: number, df: number): number {
  if (!Number.isFinite(df) || df > 1e6 || t === 0) return t;
  const tail = studentSf(Math.abs(t), df);
  // Beyond ~1e-300 the tail underflows: the score is off any threshold's scale anyway.
  const z = tail > 0 ? -normalQuantile(tail) : 38;
  return t > 0 ? z : -z;
}

/** Signed square root of the Poisson deviance of `observed` against mean `expected` (≈ N(0,1) under the mean). */
export function poissonDevianceZ(observed: number, expected: number): number {
  if (expected <= 0) return 0;
  const term = observed > 0 ? observed * Math.log(observed / expected) : 0;
  const deviance = 2 * (term - (observed - expected));
  return Math.sign(observed - expected) * Math.sqrt(Math.max(0, deviance));
}

/** Signed square root of the binomial deviance of `successes` of `trials` against rate `rate`. */
export function binomialDevianceZ(successes: number, trials: number, rate: number): number {
  if (trials <= 0 || rate <= 0 || rate >= 1) return 0;
  const expected = trials * rate;
  const failures = trials - successes;
  const a = successes > 0 ? successes * Math.log(successes / expected) : 0;
  const b = failures > 0 ? failures * Math.log(failures / (trials - expected)) : 0;
  return Math.sign(successes - expected) * Math.sqrt(Math.max(0, 2 * (a + b)));
}

/**
 * Stouffer's combination of per-day scores, allowing for a common correlation `rho` between them (the days share
 * one estimated baseline, so their errors are not independent).
 */
export function stouffer(scores: readonly number[], rho = 0): number {
  const n = scores.length;
  if (!n) return 0;
  const sum = scores.reduce((a, b) => a + b, 0);
  return sum / Math.sqrt(n + n * (n - 1) * rho);
}

/** Two-proportion z-test (pooled) of rate x1/n1 against x2/n2; positive when the first rate is higher. */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): number {
  if (n1 <= 0 || n2 <= 0) return 0;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  return se > 0 ? (x1 / n1 - x2 / n2) / se : 0;
}

/**
 * A robust, weekday-aware baseline fitted on log values, and its prediction for one day. The model is a level
 * plus, when there are at least three weeks and the weekday pattern is significant (F-test, p < WEEKDAY_P) and
 * pays for its parameters, weekday offsets; optionally (`trend`) a linear trend when its slope is significant
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

export const MIN_WEEKS_FOR_WEEKDAYS = 3;
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

/** P(F > f) for the F distribution with (d1, d2) degrees of freedom. */
export function fSf(f: number, d1: number, d2: number): number {
  if (f <= 0) return 1;
  return incompleteBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
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
  // Off by default: on the evaluation data, selecting a significant slope and extrapolating it added more false
  // alarms than the lag behind slow trends it removed (docs/ai.md).
  const trended = options.trend ? fitModel(values, days, kept, targetGroup, true) : null;
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
