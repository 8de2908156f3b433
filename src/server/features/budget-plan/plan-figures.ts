import type { BudgetInterval } from '../../../shared/budget-plan-rules';
import { type CurveModel, revenueAt } from './response-curve';

/** The budget plan's figures from its bootstrap replicates: rounding, percentiles, intervals, curves, plan errors. */

export const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

export const money = (n: number) => round(n, 2);

export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (at - lo);
}

/** Mean with the 10th and 90th percentiles of replicate values. */
export function interval(values: number[], widen = 1): BudgetInterval {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
  const low = mean - widen * (mean - quantile(sorted, 0.1));
  const high = mean + widen * (quantile(sorted, 0.9) - mean);
  return { expected: money(mean), low: money(low), high: money(high) };
}

export function sd(values: number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, values.length - 1));
}

/**
 * How far a planned gain is from the true one, in the bootstrap's world (Efron's optimism): a split chosen because
 * the fits say it earns most is, on average, worse than those fits say, since it also exploits their errors. Each
 * replicate plays the data once: the split planned on it alone, its gain on average over all the fits (the
 * bootstrap's truth) minus its gain on that replicate. Their spread is the plan's error, their mean (negative) its
 * optimism.
 */
export function planErrors(
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
export function revenueByReplicate(models: CurveModel[][], shares: number[], budget: number): number[] {
  const count = models[0]?.length ?? 0;
  return Array.from({ length: count }, (_, b) =>
    models.reduce(
      (sum, channel, c) => sum + revenueAt(channel[b] as CurveModel, (shares[c] ?? 0) * budget),
      0,
    ),
  );
}

export function curvePoints(models: CurveModel[], top: number) {
  const points = 24;
  return Array.from({ length: points + 1 }, (_, i) => {
    const spend = (top * i) / points;
    const values = models.map((m) => revenueAt(m, spend));
    const band = interval(values);
    return { spend: money(spend), revenue: band.expected, low: band.low, high: band.high };
  });
}
