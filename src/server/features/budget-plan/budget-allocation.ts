/**
 * The split of a daily budget that maximises expected revenue (docs/ai.md "Budget plan"). Each channel's expected
 * revenue at a share is tabulated on a grid of half-point steps, and a dynamic programme over the channels finds the
 * best combination exactly, also when a curve is S-shaped (where greedy water-filling stops at the first bend).
 */

/** Shares move in steps of half a point. */
export const SHARE_STEP = 0.005;

export interface AllocationChannel {
  /** Share now; the plan moves it by at most `maxStep` and not below the floor. */
  current: number;
  /** The largest share the data can speak for (beyond it the curve is extrapolated too far); 1 without one. */
  ceiling?: number;
  /** Expected daily revenue at a share of the budget. */
  revenueAtShare: (share: number) => number;
}

export interface AllocationLimits {
  maxStep: number;
  floor: number;
}

/** The bounds of a channel's share: within `maxStep` of now, not below the floor unless it is already below it. */
export function shareBounds(
  current: number,
  limits: AllocationLimits,
  ceiling = 1,
): { low: number; high: number } {
  const low = current < limits.floor ? current : Math.max(limits.floor, current - limits.maxStep);
  return { low, high: Math.max(current, Math.min(1, ceiling, current + limits.maxStep)) };
}

/**
 * Best shares for `channels` given that together they take `total` of the budget. Null when the limits leave no
 * split of that total (then the plan keeps the current one).
 */
export function allocate(
  channels: AllocationChannel[],
  total: number,
  limits: AllocationLimits,
  /** The grid's step; coarser for the many plans the bootstrap makes. */
  step = SHARE_STEP,
): number[] | null {
  const units = Math.round(total / step);
  const bounds = channels.map((c) => {
    const { low, high } = shareBounds(c.current, limits, c.ceiling);
    return { low: Math.ceil(low / step - 1e-9), high: Math.floor(high / step + 1e-9) };
  });
  const lowSum = bounds.reduce((s, b) => s + b.low, 0);
  const highSum = bounds.reduce((s, b) => s + b.high, 0);
  if (!channels.length || lowSum > units || highSum < units) return null;

  // best[u]: the most revenue the channels so far can earn with u units; choice[c][u]: channel c's units then.
  let best = new Float64Array(units + 1).fill(Number.NEGATIVE_INFINITY);
  best[0] = 0;
  const choice: Int32Array[] = [];
  for (const [c, channel] of channels.entries()) {
    const { low, high } = bounds[c] as { low: number; high: number };
    const table = new Float64Array(high - low + 1);
    for (let k = low; k <= high; k += 1) table[k - low] = channel.revenueAtShare(k * step);
    const next = new Float64Array(units + 1).fill(Number.NEGATIVE_INFINITY);
    const picked = new Int32Array(units + 1).fill(-1);
    for (let u = 0; u <= units; u += 1) {
      const before = best[u] as number;
      if (before === Number.NEGATIVE_INFINITY) continue;
      for (let k = low; k <= high && u + k <= units; k += 1) {
        const value = before + (table[k - low] as number);
        if (value > (next[u + k] as number)) {
          next[u + k] = value;
          picked[u + k] = k;
        }
      }
    }
    choice.push(picked);
    best = next;
  }
  if (best[units] === Number.NEGATIVE_INFINITY) return null;
  const shares = new Array<number>(channels.length).fill(0);
  let left = units;
  for (let c = channels.length - 1; c >= 0; c -= 1) {
    const k = (choice[c] as Int32Array)[left] as number;
    shares[c] = k;
    left -= k;
  }
  // Exact shares: the units, with the rounding of `total` to half points given back in proportion.
  const sum = shares.reduce((s, k) => s + k, 0);
  return shares.map((k) => (sum > 0 ? (k / sum) * total : total / channels.length));
}
