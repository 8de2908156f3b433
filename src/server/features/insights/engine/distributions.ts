/**
 * The normal, Student-t and F distributions the insights engine's tests need (docs/ai.md): tails accurate far out,
 * the normal quantile, and the incomplete beta function behind the t and F tails. Pure functions, no dependencies.
 */

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

/** P(F > f) for the F distribution with (d1, d2) degrees of freedom. */
export function fSf(f: number, d1: number, d2: number): number {
  if (f <= 0) return 1;
  return incompleteBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
}

/**
 * Critical values of the tail tests below, by distribution, degrees of freedom and level: far from its critical
 * value a statistic's verdict needs no tail computed; within CRITICAL_MARGIN (relative) of it the tail is computed
 * and compared as it stands, so the verdict is always the one `tail(x) < level` gives (the tails are accurate to
 * about 1e-12 relative, and a relative change of 1e-6 in the statistic moves its tail by far more).
 */
const CRITICAL_MARGIN = 1e-6;
const criticalValues = new Map<string, number>();

/** Student's t (d1 = 0, d2 = df) or F (d1, d2). */
const tailOf = (x: number, d1: number, d2: number) => (d1 ? fSf(x, d1, d2) : studentSf(x, d2));

/** The x at which the tail crosses `level`, by bisection on the tail itself: tail(x) < level just above it. */
function criticalValue(d1: number, d2: number, level: number): number {
  let lo = 0;
  let hi = 1;
  while (tailOf(hi, d1, d2) >= level && hi < 1e12) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > hi * 1e-14; i += 1) {
    const mid = (lo + hi) / 2;
    if (tailOf(mid, d1, d2) >= level) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function tailBelow(x: number, d1: number, d2: number, level: number): boolean {
  // Positive statistics and small levels only (the tests' case); anything else is computed as it stands.
  if (!(x > 0) || !(level > 0 && level < 0.5) || !Number.isFinite(d2) || !Number.isFinite(x))
    return tailOf(x, d1, d2) < level;
  const key = `${d1} ${d2} ${level}`;
  let critical = criticalValues.get(key);
  if (critical === undefined) {
    critical = criticalValue(d1, d2, level);
    criticalValues.set(key, critical);
  }
  if (x < critical * (1 - CRITICAL_MARGIN)) return false;
  if (x > critical * (1 + CRITICAL_MARGIN) && critical < 1e12) return true;
  return tailOf(x, d1, d2) < level;
}

/** studentSf(t, df) < level, the tail computed only when t is near the critical value. */
export function studentSfBelow(t: number, df: number, level: number): boolean {
  return tailBelow(t, 0, df, level);
}

/** fSf(f, d1, d2) < level, the tail computed only when f is near the critical value. */
export function fSfBelow(f: number, d1: number, d2: number, level: number): boolean {
  return tailBelow(f, d1, d2, level);
}
