import { describe, expect, it } from 'vitest';
import { fSf, normalCdf, normalQuantile, normalSf, studentSf, tToZ, twoSidedP } from './distributions';
import { expectedRatio, fitLogBaseline } from './log-baseline';
import { binomialDevianceZ, mad, median, poissonDevianceZ, stouffer, twoProportionZ } from './stats';

const days = (n: number, target = n) => ({
  weekdays: Array.from({ length: n }, (_, i) => i % 7),
  positions: Array.from({ length: n }, (_, i) => i),
  target: { weekday: target % 7, position: target },
});

describe('insights statistics', () => {
  it('computes normal and t tails to known values', () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalSf(4)).toBeCloseTo(3.167124e-5, 9);
    expect(normalSf(6) / 9.865876e-10).toBeCloseTo(1, 4);
    expect(twoSidedP(1.959964)).toBeCloseTo(0.05, 6);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(1e-6)).toBeCloseTo(-4.753424, 5);
    expect(studentSf(2.228139, 10)).toBeCloseTo(0.025, 6);
    expect(studentSf(-2.228139, 10)).toBeCloseTo(0.975, 6);
    expect(studentSf(12.7062, 1)).toBeCloseTo(0.025, 5);
    expect(fSf(3.0, 6, 21)).toBeCloseTo(0.028127, 6);
    // A t of 2.228 with 10 df has the tail of a normal 1.96.
    expect(tToZ(2.228139, 10)).toBeCloseTo(1.959964, 5);
    expect(tToZ(-2.228139, 10)).toBeCloseTo(-1.959964, 5);
  });

  it('scores counts and rates by their deviance, signed', () => {
    expect(poissonDevianceZ(0, 4)).toBeCloseTo(-Math.sqrt(8), 10);
    expect(poissonDevianceZ(10, 10)).toBe(0);
    // 2·(20·ln 2 − 10) = 7.7259
    expect(poissonDevianceZ(20, 10)).toBeCloseTo(Math.sqrt(2 * (20 * Math.log(2) - 10)), 10);
    expect(binomialDevianceZ(5, 100, 0.05)).toBe(0);
    expect(binomialDevianceZ(0, 100, 0.05)).toBeCloseTo(-Math.sqrt(2 * 100 * Math.log(1 / 0.95)), 10);
    expect(binomialDevianceZ(15, 100, 0.05)).toBeGreaterThan(3);
    // (0.05 − 0.10) / √(0.075 · 0.925 · 2/1000)
    expect(twoProportionZ(50, 1000, 100, 1000)).toBeCloseTo(-4.244764, 5);
  });

  it('combines consecutive days by Stouffer, discounted for their correlation', () => {
    expect(stouffer([2, 2, 2, 2])).toBeCloseTo(4, 10);
    expect(stouffer([2, 2, 2, 2], 0.1)).toBeCloseTo(8 / Math.sqrt(4 + 12 * 0.1), 10);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(mad([1, 2, 3, 4, 100])).toBe(1);
  });

  it('fits a weekday pattern when there are five weeks and it is real, and predicts the weekday', () => {
    const pattern = [-0.4, 0.1, 0.2, 0.15, 0.1, 0, -0.3];
    const noise = [0.02, -0.01, 0.015, -0.02, 0.01, 0, -0.015];
    const values = Array.from(
      { length: 35 },
      (_, i) => 5 + (pattern[i % 7] as number) + (noise[(i * 3) % 7] as number),
    );
    const fit = fitLogBaseline(values, days(35, 35 + 6));
    expect(fit?.weekdays).toBe(true);
    expect(fit?.predicted).toBeCloseTo(5 - 0.3, 1);
    expect(fit?.df).toBe(28);
    expect(fit?.predictionFactor).toBeCloseTo(1.2, 10);
    // Four weeks are not enough for weekday offsets (seven means of four days fit the noise).
    expect(fitLogBaseline(values.slice(0, 28), days(28))?.weekdays).toBe(false);
  });

  it('sets an earlier anomaly aside instead of learning it as normal', () => {
    const values = [1, -1, 0.5, -0.5, 0.8, -0.8, 0.2, -0.2, 0.6, -0.6, 0.3, -0.3, 0, 40].map(
      (v) => 10 + v * 0.05,
    );
    const fit = fitLogBaseline(values, days(14));
    expect(fit?.kept.at(-1)).toBe(0);
    expect(fit?.days).toBe(13);
    expect(fit?.predicted).toBeCloseTo(10, 2);
    // The expected count is the ratio of the kept counts to the pattern (not exp(mean log)).
    const counts = [0, 1, 0, 2, 1, 0, 3, 1, 0, 2];
    const small = fitLogBaseline(
      counts.map((c) => Math.log(c + 0.5)),
      days(10),
    );
    expect(small && expectedRatio(small, counts, null)).toBeCloseTo(1, 10);
  });
});
