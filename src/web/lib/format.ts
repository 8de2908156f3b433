/**
 * UI.md number and date formats, one formatter for each kind of figure, shared by every screen (issue 30): none
 * formats a figure by itself. Dates follow the workspace locale, figures keep one style; money is in the workspace
 * currency (both set in display-currency.ts). The formatters take one argument so that they can be passed as
 * callbacks (a `.map(formatMoney)` would otherwise hand the index over as a currency).
 */

import {
  formatCompactMoney as compactMoneyIn,
  formatMoney as formatMoneyIn,
  formatWholeMoney as formatWholeMoneyIn,
  currencySymbol as symbolOf,
} from '../../shared/currency';
import {
  formatCalendarDate,
  formatCalendarDayMonth,
  formatCalendarRange,
  formatInstant,
} from '../../shared/locale';
import { displayCurrency, displayLocale } from './display-currency';

const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * What a figure with no base shows (a draft's ROAS with no spend, CTR with no impressions, CPA with no conversions):
 * a dash, the same on every screen, never a "0.0×" that reads as a result.
 */
export const NO_VALUE = '—';

/** A figure, or null when it has no base: pass `withBase(value, base)` when the screen knows the base. */
type Figure = number | null | undefined;
const hasValue = (value: Figure): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** The figure when its base (spend for ROAS, impressions for CTR, clicks for a conversion rate...) is above 0. */
export function withBase(value: number, base: number): number | null {
  return base > 0 ? value : null;
}

/**
 * €12,345 in the workspace currency (display-currency.ts): whole units, cents only below 100 units (€42.50) for
 * currencies that have them (¥4,250 has none); nothing is €0.
 */
export function formatMoney(value: Figure): string {
  return hasValue(value) ? formatMoneyIn(value, displayCurrency()) : NO_VALUE;
}

/** €1,000: whole units always, for figures the spec rounds to the unit (the budget preview and limits). */
export function formatWholeMoney(value: number): string {
  return formatWholeMoneyIn(value, displayCurrency());
}

/** "€", "¥", "IDR": how the workspace currency is written (the budget field's prefix). */
export function currencySymbol(): string {
  return symbolOf(displayCurrency());
}

const exactMoney = new Map<string, Intl.NumberFormat>();
/** €12,345.67: every minor unit the currency has (¥12,346 has none), for tooltips and tables of exact values. */
export function formatExactMoney(value: number): string {
  const currency = displayCurrency();
  let format = exactMoney.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    exactMoney.set(currency, format);
  }
  return format.format(value);
}

/** €12K / €1.5M / IDR 2.4M: money on a chart axis, abbreviated as formatCompact abbreviates numbers. */
export function formatCompactMoney(value: number): string {
  return compactMoneyIn(value, displayCurrency());
}

/** 2.4M / 12.5K / 950; one decimal, trailing .0 dropped. */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  const units: [number, string][] = [
    [1e3, 'K'],
    [1e6, 'M'],
    [1e9, 'B'],
  ];
  let index = units.findLastIndex(([size]) => abs >= size);
  if (index < 0) return INTEGER.format(value);
  let scaled = Math.round((abs / (units[index] as [number, string])[0]) * 10) / 10;
  // 999,960 rounds to 1000K: show it as 1M instead.
  if (scaled >= 1000 && index < units.length - 1) {
    index += 1;
    scaled = Math.round((abs / (units[index] as [number, string])[0]) * 10) / 10;
  }
  const sign = value < 0 ? '-' : '';
  return `${sign}${scaled.toFixed(1).replace(/\.0$/, '')}${(units[index] as [number, string])[1]}`;
}

/** 3.8% from 3.8 (a value already in percent), one decimal; '—' without a base. */
export function formatPercent(value: Figure): string {
  return hasValue(value) ? `${value.toFixed(1)}%` : NO_VALUE;
}

/**
 * 0.53% from 0.53: a rate with the two decimals it is computed with, in the arithmetic a screen writes out, so that
 * the products check out.
 */
export function formatRate(value: Figure): string {
  return hasValue(value) ? `${value.toFixed(2)}%` : NO_VALUE;
}

/** 40% from 0.4: a share of a whole (channel mix, confidence) in whole percent. */
export function formatShare(fraction: Figure): string {
  return hasValue(fraction) ? `${Math.round(fraction * 100)}%` : NO_VALUE;
}

/** 12,345 */
export function formatInteger(value: Figure): string {
  return hasValue(value) ? INTEGER.format(value) : NO_VALUE;
}

const EXPECTED = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/**
 * An expected count (predicted conversions): 12 when whole, 0.53 when not; rounding 0.53 to "1" would not add up
 * with the ROI computed from it.
 */
export function formatExpectedCount(value: number): string {
  return Number.isInteger(value) ? INTEGER.format(value) : EXPECTED.format(value);
}

const DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 2.35: a plain ratio with two decimals (impressions per person). */
export function formatDecimal(value: number): string {
  return DECIMAL.format(value);
}

/** '840 B' / '12.4 KB' / '3.2 MB': a file's size. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const NBSP = '\u00a0';

/** +198.0% / -4.2%: a signed percentage (ROI), one decimal; '—' without a base. */
export function formatSignedPercent(value: Figure): string {
  if (!hasValue(value)) return NO_VALUE;
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

/** What a change is measured in: relative percent, percentage points, or a count. */
export type ChangeUnit = 'percent' | 'points' | 'count';

/**
 * ▲ 12.4 % / ▼ 3.1 pts / ▲ 2 (UI.md), or 'n/a' when there is no base to compare with: a change's status, which
 * the screens explain beside it (the previous period was empty or too thin).
 */
export function formatChange(value: number | null, unit: ChangeUnit = 'percent'): string {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  const size =
    unit === 'count'
      ? INTEGER.format(Math.abs(value))
      : `${Math.abs(value).toFixed(1)}${NBSP}${unit === 'points' ? 'pts' : '%'}`;
  if (value === 0) return size;
  return `${value > 0 ? '▲' : '▼'} ${size}`;
}

/** 2.98× (return on ad spend), two decimals; '—' without spend. */
export function formatRoas(value: Figure): string {
  return hasValue(value) ? `${value.toFixed(2)}×` : NO_VALUE;
}

/** 'Nov 22, 2026' (en-US) / '22 Nov 2026' (en-GB): a calendar date (YYYY-MM-DD) in the workspace locale. */
export function formatDate(isoDate: string): string {
  return formatCalendarDate(isoDate, displayLocale());
}

/**
 * 'Oct 24 – Nov 22, 2026' (en-US) / '24 Oct – 22 Nov 2026' (en-GB) from two ISO dates (inclusive), in the workspace
 * locale; the year is said once when both ends share it.
 */
export function formatDateRange(startIso: string, endIso: string): string {
  return formatCalendarRange(startIso, endIso, displayLocale());
}

/** 'Nov 22' / '22 Nov' from an ISO date (chart axes), in the workspace locale. */
export function formatDayMonth(isoDate: string): string {
  return formatCalendarDayMonth(isoDate, displayLocale());
}

/** 'Nov 22, 2026, 14:05' in the browser's time zone, from an ISO instant, in the workspace locale. */
export function formatDateTime(isoInstant: string): string {
  return formatInstant(isoInstant, displayLocale());
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/**
 * '2 hours ago' / 'in 3 days' / 'just now' (under a minute) from an ISO instant. In English whatever the workspace
 * locale, like every other word on the screens: only dates follow the locale.
 */
export function formatRelativeTime(isoInstant: string, now: Date = new Date()): string {
  const time = new Date(isoInstant).getTime();
  if (Number.isNaN(time)) return isoInstant;
  const seconds = Math.round((time - now.getTime()) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** '123-456-7890' from a 10-digit Google Ads customer id; anything else unchanged. */
export function formatCustomerId(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/** 'Professional' from 'professional': the first letter in capitals (option values shown as labels). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * 'Nov 24, 2026, 08:00 CET' in a given time zone (the workspace's: schedules, syncs and imports read in the same zone
 * whatever the reader's own), in the workspace locale; the reader's zone when the name is unknown to the browser.
 */
export function formatInTimeZone(isoInstant: string, timeZone: string): string {
  return formatInstant(isoInstant, displayLocale(), timeZone);
}
