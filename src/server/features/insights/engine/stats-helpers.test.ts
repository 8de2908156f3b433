import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../lib/random';
import { fSf, fSfBelow, studentSf, studentSfBelow } from './distributions';
import { median, selectKth } from './stats';

/** Seeded (mulberry32), so a failure replays. */
const random = mulberry32;

const sortMedian = (values: number[]) => {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

describe('insights numeric helpers', () => {
  it('takes the same median by selection as by sorting, over random lists (ties, integers, reals)', () => {
    const next = random(34);
    for (let trial = 0; trial < 3000; trial += 1) {
      const n = 1 + Math.floor(next() * 120);
      const kind = trial % 3;
      const values = Array.from({ length: n }, () =>
        kind === 0 ? Math.floor(next() * 5) : kind === 1 ? Math.floor(next() * 1000) : (next() - 0.3) * 1e3,
      );
      const copy = [...values];
      expect(median(values)).toBe(sortMedian(values));
      expect(values).toEqual(copy);
    }
    expect(median([])).toBeNaN();
    expect(median([1, Number.NaN, 3])).toBe(sortMedian([1, Number.NaN, 3]));
  });

  it('puts the k-th smallest at k, smaller before and larger after', () => {
    const next = random(7);
    for (let trial = 0; trial < 1000; trial += 1) {
      const n = 1 + Math.floor(next() * 80);
      const a = Float64Array.from({ length: n }, () => Math.floor(next() * 20));
      const k = Math.floor(next() * n);
      const sorted = Float64Array.from(a).sort();
      expect(selectKth(a, n, k)).toBe(sorted[k]);
      for (let i = 0; i < k; i += 1) expect(a[i]).toBeLessThanOrEqual(a[k] as number);
      for (let i = k + 1; i < n; i += 1) expect(a[i]).toBeGreaterThanOrEqual(a[k] as number);
    }
  });

  it('gives the tail tests the verdicts the tails give, near the critical values too', () => {
    const next = random(11);
    for (let trial = 0; trial < 3000; trial += 1) {
      const df = 2 + Math.floor(next() * 60);
      const level = [0.025, 0.01 / 56 / 2, 0.01 / 20 / 2, 0.05][trial % 4] as number;
      const t = next() * 12;
      expect(studentSfBelow(t, df, level)).toBe(studentSf(t, df) < level);
      const f = next() * 8;
      expect(fSfBelow(f, 6, df, 0.05)).toBe(fSf(f, 6, df) < 0.05);
    }
    // At the critical value itself, a hair either side.
    let lo = 0;
    let hi = 50;
    for (let i = 0; i < 200; i += 1) {
      const mid = (lo + hi) / 2;
      if (studentSf(mid, 10) >= 0.025) lo = mid;
      else hi = mid;
    }
    for (const t of [lo, hi, lo * (1 - 1e-9), hi * (1 + 1e-9), lo * (1 - 1e-5), hi * (1 + 1e-5)])
      expect(studentSfBelow(t, 10, 0.025)).toBe(studentSf(t, 10) < 0.025);
  });
});
