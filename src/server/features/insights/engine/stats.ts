/**
 * Test statistics for the insights engine (docs/ai.md explains every choice): medians, count and rate deviance
 * scores, Stouffer's combination and the two-proportion test. The distributions they are read against are in
 * distributions.ts, the robust weekday-aware baselines in log-baseline.ts. Pure functions, no dependencies.
 */

/** Reused by median: the engine takes thousands of medians of short lists a run. */
let scratch = new Float64Array(256);

/** Median of a list (a copy is sorted); NaN for an empty list. */
export function median(values: readonly number[]): number {
  const n = values.length;
  if (!n) return Number.NaN;
  if (scratch.length < n) scratch = new Float64Array(n * 2);
  for (let i = 0; i < n; i += 1) scratch[i] = values[i] as number;
  // A typed array sorts numerically, without a comparator call per pair.
  const sorted = scratch.subarray(0, n).sort();
  const mid = n >> 1;
  return n % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
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
