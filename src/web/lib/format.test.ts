import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayCurrency } from './display-currency';
import {
  currencySymbol,
  formatCompact,
  formatCompactMoney,
  formatDate,
  formatExactMoney,
  formatMoney,
  formatPercent,
  formatWholeMoney,
} from './format';

afterEach(() => setDisplayCurrency('USD'));

describe('number formats (UI.md)', () => {
  it('shows money in whole units, with cents only below 100, in USD until the workspace says otherwise', () => {
    expect(formatMoney(12_345.4)).toBe('$12,345');
    expect(formatMoney(42.5)).toBe('$42.50');
    expect(formatMoney(0)).toBe('$0');
    expect(formatWholeMoney(246.8)).toBe('$247');
    expect(formatCompactMoney(12_500)).toBe('$12.5K');
  });

  it('follows the workspace currency: euros', () => {
    setDisplayCurrency('EUR');
    expect(formatMoney(12_345.4)).toBe('€12,345');
    expect(formatMoney(42.5)).toBe('€42.50');
    expect(formatMoney(-1250)).toBe('-€1,250');
    expect(formatMoney(0)).toBe('€0');
    expect(formatWholeMoney(99.5)).toBe('€100');
    expect(formatExactMoney(1234.5)).toBe('€1,234.50');
    expect(formatCompactMoney(2_400_000)).toBe('€2.4M');
    expect(currencySymbol()).toBe('€');
  });

  it('follows the workspace currency: yen have no cents, even below 100', () => {
    setDisplayCurrency('JPY');
    expect(formatMoney(42.5)).toBe('¥43');
    expect(formatMoney(1_234_567)).toBe('¥1,234,567');
    expect(formatExactMoney(1234.5)).toBe('¥1,235');
    expect(formatCompactMoney(0)).toBe('¥0');
    expect(currencySymbol()).toBe('¥');
  });

  it('follows the workspace currency: rupees, and codes written out where there is no symbol', () => {
    setDisplayCurrency('INR');
    expect(formatMoney(1_250_000)).toBe('₹1,250,000');
    expect(formatMoney(42.5)).toBe('₹42.50');
    expect(formatCompactMoney(12_000)).toBe('₹12K');
    setDisplayCurrency('IDR');
    expect(formatMoney(1_250_000)).toBe('IDR\u00a01,250,000');
    expect(currencySymbol()).toBe('IDR');
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
