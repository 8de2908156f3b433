import { describe, expect, it } from 'vitest';
import { barPath } from './bar-chart';
import { placeTooltip } from './chart-tooltip';

const BOUNDS = { width: 400, height: 200 };
const TIP = { width: 120, height: 60 };

describe('placeTooltip', () => {
  it('sits right of the data, centred on it, clear of the highlighted group', () => {
    expect(placeTooltip({ x: 100, y: 100, reach: 10 }, TIP, BOUNDS)).toEqual({ left: 122, top: 70 });
  });

  it('moves to the left when the right has no room', () => {
    expect(placeTooltip({ x: 350, y: 100, reach: 10 }, TIP, BOUNDS)).toEqual({ left: 208, top: 70 });
  });

  it('goes under a bar lying across the chart (or over it, at the bottom) rather than over its label', () => {
    expect(placeTooltip({ x: 330, y: 40, below: 14 }, TIP, BOUNDS)).toEqual({ left: 270, top: 60 });
    expect(placeTooltip({ x: 330, y: 180, below: 14 }, TIP, BOUNDS)).toEqual({ left: 270, top: 100 });
  });

  it('stays inside the chart at every edge, even when the chart is smaller than the tooltip', () => {
    expect(placeTooltip({ x: 0, y: 0 }, TIP, BOUNDS)).toEqual({ left: 12, top: 0 });
    expect(placeTooltip({ x: 100, y: 199 }, TIP, BOUNDS)).toEqual({ left: 112, top: 140 });
    expect(placeTooltip({ x: 50, y: 10 }, TIP, { width: 100, height: 40 })).toEqual({ left: 0, top: 0 });
  });
});

describe('barPath', () => {
  it('rounds the end away from zero only', () => {
    // A column from the baseline (y 100) up to y 40: its top corners are rounded.
    expect(barPath(100, 40, 10, 20, false)).toBe(
      'M13,40H27Q30,40 30,43V100Q30,100 30,100H10Q10,100 10,100V43Q10,40 13,40Z',
    );
    // A bar from x 0 rightwards to x 50: its right corners are rounded.
    expect(barPath(0, 50, 10, 20, true)).toBe(
      'M0,10H47Q50,10 50,13V27Q50,30 47,30H0Q0,30 0,30V10Q0,10 0,10Z',
    );
  });

  it('keeps the corners within a very short or thin bar', () => {
    expect(barPath(100, 99, 0, 2, false)).toContain('Q2,99 2,100');
  });
});
