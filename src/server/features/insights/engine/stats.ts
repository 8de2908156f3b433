/**
 * Test statistics for the insights engine (docs/ai.md explains every choice): medians, count and rate deviance
 * scores, Stouffer's combination and the two-proportion test. The distributions they are read against are in
 * distributions.ts, the robust weekday-aware baselines in log-baseline.ts. Pure functions, no dependencies.
 */

/** Reused by median: the engine takes thousands of medians of short lists a run. */
let scratch = new Float64Array(256);

/**
 * Puts the k-th smallest of a[0 … n − 1] at a[k], the smaller ones before it and the larger after (Hoare's
 * selection with a median-of-three pivot; no NaN in a). Sorts short ranges by insertion.
 */
export function selectKth(a: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 16) {
    const mid = (lo + hi) >> 1;
    // Median of three as the pivot, left at a[mid].
    if ((a[mid] as number) < (a[lo] as number)) swap(a, mid, lo);
    if ((a[hi] as number) < (a[lo] as number)) swap(a, hi, lo);
    if ((a[hi] as number) < (a[mid] as number)) swap(a, hi, mid);
    const pivot = a[mid] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i += 1;
      while ((a[j] as number) > pivot) j -= 1;
      if (i <= j) {
        swap(a, i, j);
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k] as number;
  }
  for (let i = lo + 1; i <= hi; i += 1) {
    const v = a[i] as number;
    let j = i - 1;
    while (j >= lo && (a[j] as number) > v) {
      a[j + 1] = a[j] as number;
      j -= 1;
    }
    a[j + 1] = v;
  }
  return a[k] as number;
}

function swap(a: Float64Array, i: number, j: number) {
  const t = a[i] as number;
  a[i] = a[j] as number;
  a[j] = t;
}

/** Median of a list (by selection in a copy, the list untouched); NaN for an empty list. */
export function median(values: ArrayLike<number>): number {
  const n = values.length;
  if (!n) return Number.NaN;
  if (scratch.length < n) scratch = new Float64Array(n * 2);
  let nan = false;
  for (let i = 0; i < n; i += 1) {
    const v = values[i] as number;
    if (Number.isNaN(v)) nan = true;
    scratch[i] = v;
  }
  const mid = n >> 1;
  if (nan) {
    // NaN compares with nothing: the sorted order (NaN last) decides, as it did before selection.
    const sorted = scratch.subarray(0, n).sort();
    return n % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  }
  const upper = selectKth(scratch, n, mid);
  if (n % 2) return upper;
  // The largest of the lower half (all of it at or below the upper middle after the selection).
  let lower = scratch[0] as number;
  for (let i = 1; i < mid; i += 1) if ((scratch[i] as number) > lower) lower = scratch[i] as number;
  return (lower + upper) / 2;
}

/** Median absolute deviation around `center` (default: the median), unscaled. */
export function mad(values: readonly number[], center = median(values)): number {
  return median(values.map((v) => Math.abs(v - center)));
}

/** 1.4826 × MAD estimates the standard deviation of normal data. */
export const MAD_TO_SD = 1.4826;

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
