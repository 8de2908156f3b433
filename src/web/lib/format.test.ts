import { describe, expect, it } from 'vitest';
import { formatCompact, formatDate, formatMoney, formatPercent, formatWholeDollars } from './format';

describe('number formats (UI.md)', () => {
  it('shows money in whole dollars, with cents only below $100', () => {
    expect(formatMoney(12_345.4)).toBe('$12,345');
    expect(formatMoney(42.5)).toBe('$42.50');
    expect(formatMoney(0)).toBe('$0');
    expect(formatWholeDollars(246.8)).toBe('$247');
  });

  it('abbreviates big numbers with one decimal', () => {
    expect(formatCompact(2_400_000)).toBe('2.4M');
    expect(formatCompact(12_500)).toBe('12.5K');
    expect(formatCompact(999_960)).toBe('1M');
    expect(formatCompact(950)).toBe('950');
  });

  it('shows percentages with one decimal and dates as calendar dates', () => {
    expect(formatPercent(3.84)).toBe('3.8%');
    expect(formatDate('2026-03-04')).toBe('Mar 4, 2026');
  });
});
