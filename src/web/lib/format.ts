/**
 * UI.md number formats, shared by every screen. Money is in the workspace currency (display-currency.ts); the
 * formatters take one argument so that they can be passed as callbacks (a `.map(formatMoney)` would otherwise hand
 * the index over as a currency).
 */

import {
  formatMoney as formatMoneyIn,
  formatWholeMoney as formatWholeMoneyIn,
  currencySymbol as symbolOf,
} from '../../shared/currency';
import { displayCurrency } from './display-currency';

const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * €12,345 in the workspace currency (display-currency.ts): whole units, cents only below 100 units (€42.50) for
 * currencies that have them (¥4,250 has none); nothing is €0.
 */
export function formatMoney(value: number): string {
  return formatMoneyIn(value, displayCurrency());
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

const compactMoney = new Map<string, Intl.NumberFormat>();
/** €12K / €1.5M / IDR 2.4M: money on a chart axis, abbreviated as formatCompact abbreviates numbers. */
export function formatCompactMoney(value: number): string {
  const currency = displayCurrency();
  let format = compactMoney.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactMoney.set(currency, format);
  }
  return format.format(value);
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

/** 3.8% from 3.8 (a value already in percent). */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** 12,345 */
export function formatInteger(value: number): string {
  return INTEGER.format(value);
}

/** 'Mar 4, 2026' from an ISO date (YYYY-MM-DD), read as a calendar date, not a UTC instant. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(year, month - 1, day).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

const NBSP = '\u00a0';
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** +198.0% / -4.2%: a signed percentage (ROI), one decimal. */
export function formatSignedPercent(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

/** ▲ 12.4 % / ▼ 3.1 % / 'n/a' when there is no base to compare with (UI.md). */
export function formatChange(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  if (value === 0) return `0.0${NBSP}%`;
  return `${value > 0 ? '▲' : '▼'} ${Math.abs(value).toFixed(1)}${NBSP}%`;
}

/** 2.98× (return on ad spend). */
export function formatRoas(value: number): string {
  return `${value.toFixed(2)}×`;
}

function calendarParts(isoDate: string): [number, number, number] | null {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return year && month && day ? [year, month, day] : null;
}

/**
 * '24 Oct – 22 Nov 2026' from two ISO dates (inclusive), read as calendar dates; the year is repeated only when
 * the range crosses one.
 */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = calendarParts(startIso);
  const end = calendarParts(endIso);
  if (!start || !end) return `${startIso} – ${endIso}`;
  const startText = `${start[2]} ${MONTH_SHORT[start[1] - 1]}${start[0] === end[0] ? '' : ` ${start[0]}`}`;
  return `${startText} – ${end[2]} ${MONTH_SHORT[end[1] - 1]} ${end[0]}`;
}

/** '22 Nov 2026' from an ISO date, read as a calendar date. */
export function formatDayMonthYear(isoDate: string): string {
  const parts = calendarParts(isoDate);
  return parts ? `${parts[2]} ${MONTH_SHORT[parts[1] - 1]} ${parts[0]}` : isoDate;
}

/** '22 Nov' from an ISO date (chart axes). */
export function formatDayMonth(isoDate: string): string {
  const parts = calendarParts(isoDate);
  return parts ? `${parts[2]} ${MONTH_SHORT[parts[1] - 1]}` : isoDate;
}

/** '22 Nov 2026, 14:05' in the browser's time zone, from an ISO instant. */
export function formatDateTime(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
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

/** '2 hours ago' / 'in 3 days' / 'just now' (under a minute) from an ISO instant. */
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
 * '24 Nov 2026, 08:00 CET' in a given time zone (the workspace's: schedules, syncs and imports read in the same zone
 * whatever the reader's own); the reader's zone when the name is unknown to the browser.
 */
export function formatInTimeZone(isoInstant: string, timeZone: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(date);
  } catch {
    return formatDateTime(isoInstant);
  }
}
