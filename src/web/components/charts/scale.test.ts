import { describe, expect, it } from 'vitest';
import { layoutCategories, wrapLabel } from './chart-axes';
import { bandScale, linearScale, niceTicks, pointScale, tickCountFor } from './scale';

describe('niceTicks', () => {
  it('covers the data with round steps from a zero baseline', () => {
    expect(niceTicks([3270, 1200, 2900])).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(niceTicks([21_004])).toEqual([0, 5000, 10_000, 15_000, 20_000, 25_000]);
    expect(niceTicks([1_500_000])).toEqual([0, 500_000, 1_000_000, 1_500_000]);
  });

  it('keeps to at most the intervals asked for', () => {
    expect(niceTicks([33_000], { count: 2 })).toEqual([0, 20_000, 40_000]);
    expect(niceTicks([21_004], { count: 4 })).toEqual([0, 10_000, 20_000, 30_000]);
    for (const max of [7, 96, 3_270, 48_120, 999_999]) {
      for (const count of [2, 3, 4, 5])
        expect(niceTicks([max], { count }).length - 1).toBeLessThanOrEqual(count);
    }
  });

  it('starts at zero even when every value is far above it', () => {
    expect(niceTicks([9_800, 10_100])[0]).toBe(0);
  });

  it('runs from 0 to 1 when there is no data or every value is zero', () => {
    expect(niceTicks([])).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks([0, 0, 0])).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks([0, 0], { isInteger: true })).toEqual([0, 1]);
  });

  it('handles a single point', () => {
    expect(niceTicks([7], { isInteger: true })).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks([42])).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('reaches below zero for negative values (a loss), with zero as one of the ticks', () => {
    expect(niceTicks([-120, 480])).toEqual([-200, 0, 200, 400, 600]);
    expect(niceTicks([-360, -20])).toEqual([-400, -300, -200, -100, 0]);
  });

  it('keeps whole steps for whole amounts, and exact decimals otherwise', () => {
    expect(niceTicks([3], { isInteger: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks([0.3])).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks([0.7], { count: 3 })).toEqual([0, 0.5, 1]);
  });
});

describe('linearScale', () => {
  it('maps the nice domain onto the pixel range, upwards for a vertical axis', () => {
    const y = linearScale([3270], [200, 0]);
    expect(y.domain).toEqual([0, 4000]);
    expect(y(0)).toBe(200);
    expect(y(4000)).toBe(0);
    expect(y(1000)).toBe(150);
  });

  it('fits fewer ticks into less room', () => {
    expect(tickCountFor(100, 48)).toBe(2);
    expect(tickCountFor(150, 48)).toBe(3);
    expect(tickCountFor(600, 48)).toBe(5);
  });
});

describe('category scales', () => {
  it('puts bars in the middle of equal bands and finds the band under the pointer', () => {
    const x = bandScale(4, 100, 400);
    expect(x.band).toBe(100);
    expect([0, 1, 2, 3].map(x.center)).toEqual([150, 250, 350, 450]);
    expect(x.indexAt(120)).toBe(0);
    expect(x.indexAt(499)).toBe(3);
    expect(x.indexAt(900)).toBe(3);
  });

  it('spreads line points edge to edge and picks the nearest, a single point in the middle', () => {
    const x = pointScale(5, 0, 400);
    expect([0, 4].map(x.center)).toEqual([0, 400]);
    expect(x.indexAt(140)).toBe(1);
    expect(x.indexAt(160)).toBe(2);
    const one = pointScale(1, 0, 400);
    expect(one.center(0)).toBe(200);
    expect(one.indexAt(10)).toBe(0);
  });
});

describe('category labels', () => {
  it('shows every label that fits, and otherwise every nth date counted back from the last', () => {
    const days = Array.from({ length: 30 }, (_, i) => `${i + 1} Nov`);
    expect(layoutCategories(days, 80, 'thin')).toMatchObject({ kind: 'line', step: 1 });
    expect(layoutCategories(days, 20, 'thin')).toMatchObject({ kind: 'line', step: 3 });
  });

  it('wraps names onto two lines, then slants them, but never drops one', () => {
    const channels = ['Google Search', 'Google Display', 'Meta'];
    expect(wrapLabel('Google Display')).toEqual(['Google', 'Display']);
    expect(wrapLabel('Meta')).toEqual(['Meta']);
    expect(layoutCategories(channels, 200, 'all')).toMatchObject({ kind: 'line', step: 1 });
    expect(layoutCategories(channels, 60, 'all')).toMatchObject({ kind: 'wrap', step: 1 });
    const slanted = layoutCategories(channels, 30, 'all');
    expect(slanted).toMatchObject({ kind: 'slant', step: 1 });
    expect(slanted.height).toBeGreaterThan(layoutCategories(channels, 60, 'all').height);
  });
});
