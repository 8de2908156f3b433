import { describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS, DEMO_TOTALS } from './demo-data';
import { formatCompact, formatCount, formatMoney, formatPercent } from './format';

// The formats of the demo before it stopped using Intl (format.ts says why): the hand-written ones must match.
const intlMoney = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Math.abs(value) < 100 ? 2 : 0,
    minimumFractionDigits: 0,
  }).format(value);
const intlCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A deterministic spread of whole numbers from 0 to ~10^13, with the rounding edges of every unit. */
function wholeNumbers(): number[] {
  const values = [0, 1, 9, 99, 100, 999, 1000, 1049, 1050, 1149, 1150, 1151, 9_950, 99_949, 99_950, 999_949];
  values.push(999_950, 999_999, 1_000_000, 1_050_000, 1_150_000, 999_950_000, 999_949_999, 1_234_567_890_123);
  let x = 7;
  for (let i = 0; i < 4000; i += 1) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    values.push(Math.floor((x / 2_147_483_648) * 10 ** (1 + (i % 13))));
  }
  return values;
}

describe('demo number formats', () => {
  it('formats money like Intl, whole dollars from $100 and cents below', () => {
    const values = [
      ...wholeNumbers(),
      0.5,
      45.5,
      45.555,
      99.994,
      99.995,
      99.999,
      100.5,
      1234.5,
      2.675,
      -12,
      -0.5,
    ];
    for (const value of values) expect(formatMoney(value), String(value)).toBe(intlMoney(value));
    expect(formatMoney(12_345)).toBe('$12,345');
    expect(formatMoney(45.5)).toBe('$45.5');
  });

  it('formats whole numbers compactly like Intl (2.4M, 12.5K)', () => {
    for (const value of [...wholeNumbers(), -1150, -999_950]) {
      expect(formatCompact(value), String(value)).toBe(intlCompact.format(value));
    }
    for (const value of [0.25, 12.34, 999.94, 999.95, 999.96]) {
      expect(formatCompact(value), String(value)).toBe(intlCompact.format(value));
    }
    expect(formatCompact(2_400_000)).toBe('2.4M');
  });

  it('writes counts like toLocaleString', () => {
    for (const value of [...wholeNumbers(), -1234]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('formats every figure the demo shows exactly as Intl did', () => {
    const totals = Object.values(DEMO_TOTALS);
    for (const value of [...totals, ...DEMO_CAMPAIGNS.flatMap((c) => [c.budget, c.spent])]) {
      expect(formatMoney(value)).toBe(intlMoney(value));
    }
    for (const c of DEMO_CAMPAIGNS) {
      expect(formatCompact(c.impressions)).toBe(intlCompact.format(c.impressions));
      expect(formatCompact(c.clicks)).toBe(intlCompact.format(c.clicks));
      expect(formatCount(c.conversions)).toBe(c.conversions.toLocaleString('en-US'));
    }
    expect(formatMoney(DEMO_TOTALS.spent / DEMO_TOTALS.conversions)).toBe(
      intlMoney(DEMO_TOTALS.spent / DEMO_TOTALS.conversions),
    );
    expect(formatPercent(3.456)).toBe('3.5%');
  });
});
