import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayCurrency, setDisplayLocale } from './display-currency';
import {
  currencySymbol,
  formatChange,
  formatCompact,
  formatCompactMoney,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDayMonth,
  formatExactMoney,
  formatExpectedCount,
  formatInTimeZone,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRoas,
  formatShare,
  formatSignedPercent,
  formatWholeMoney,
  NO_VALUE,
  withBase,
} from './format';

afterEach(() => {
  setDisplayCurrency('USD');
  setDisplayLocale('en-US');
});

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

  it('writes ROAS with two decimals and a sign of times, and every figure without a base as a dash (issue 30)', () => {
    expect(formatRoas(2.912)).toBe('2.91×');
    expect(formatRoas(withBase(0, 0))).toBe(NO_VALUE);
    expect(formatPercent(withBase(0, 0))).toBe('—');
    expect(formatPercent(withBase(2.5, 1000))).toBe('2.5%');
    expect(formatSignedPercent(null)).toBe('—');
    expect(formatMoney(null)).toBe('—');
    expect(formatInteger(null)).toBe('—');
    expect(formatShare(0.4)).toBe('40%');
  });

  it('writes an expected count with two decimals unless it is whole', () => {
    expect(formatExpectedCount(0.53)).toBe('0.53');
    expect(formatExpectedCount(12)).toBe('12');
    expect(formatExpectedCount(1234.5)).toBe('1,234.50');
  });

  it('writes changes in percent, points or counts, and n/a without a base', () => {
    expect(formatChange(12.44)).toBe('▲ 12.4\u00a0%');
    expect(formatChange(-4.2, 'points')).toBe('▼ 4.2\u00a0pts');
    expect(formatChange(2, 'count')).toBe('▲ 2');
    expect(formatChange(0)).toBe('0.0\u00a0%');
    expect(formatChange(null)).toBe('n/a');
  });
});

describe('date formats follow the workspace locale (issue 30)', () => {
  it.each([
    ['en-US', 'Nov 29, 2026', 'Oct 24 – Nov 22, 2026', 'Nov 29'],
    ['en-GB', '29 Nov 2026', '24 Oct – 22 Nov 2026', '29 Nov'],
    ['de-DE', '29. Nov. 2026', '24. Okt. – 22. Nov. 2026', '29. Nov.'],
  ])('%s', (locale, date, range, dayMonth) => {
    setDisplayLocale(locale);
    expect(formatDate('2026-11-29')).toBe(date);
    expect(formatDateRange('2026-10-24', '2026-11-22')).toBe(range);
    expect(formatDayMonth('2026-11-29')).toBe(dayMonth);
  });

  it('says the year of each end of a range that crosses one, and one date for a single day', () => {
    expect(formatDateRange('2025-12-24', '2026-01-02')).toBe('Dec 24, 2025 – Jan 2, 2026');
    expect(formatDateRange('2026-01-02', '2026-01-02')).toBe('Jan 2, 2026');
  });

  it('writes instants in the same style, with the time on a 24-hour clock', () => {
    setDisplayLocale('en-GB');
    expect(formatInTimeZone('2026-11-24T07:00:00Z', 'Europe/Berlin')).toBe('24 Nov 2026, 08:00 CET');
    setDisplayLocale('en-US');
    expect(formatInTimeZone('2026-11-24T07:00:00Z', 'UTC')).toBe('Nov 24, 2026, 07:00 UTC');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
