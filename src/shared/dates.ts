import {
  addDays as addCalendarDays,
  differenceInCalendarDays,
  formatISO,
  getISODay,
  getISOWeek,
  getISOWeekYear,
  isValid,
} from 'date-fns';

/**
 * Calendar dates (YYYY-MM-DD): one module, on date-fns, for every day and week computation on the server and in the
 * browser; the time-zone ones are in zoned-dates.ts (@date-fns/tz patches its class at load, so importing it costs
 * every page that reads a date about 2 KB of JavaScript whether it uses it or not).
 *
 * A calendar date is read as local midnight of the process (date-fns's own convention): adding days then moves the
 * calendar, whatever the process's time zone and its daylight-saving changes, and formatting reads the same fields
 * back.
 */

// formatISO rather than format: no locale or pattern machinery in the browser's bundle.
const toIso = (date: Date) => formatISO(date, { representation: 'date' });

function fromIso(isoDate: string): Date {
  return new Date(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not: it reads back as 2026-03-02). */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = fromIso(value);
  return isValid(date) && toIso(date) === value;
}

export function addDays(isoDate: string, days: number): string {
  return toIso(addCalendarDays(fromIso(isoDate), days));
}

/** Calendar days from `startIso` to `endIso` (negative when the end is earlier). */
export function daysBetween(startIso: string, endIso: string): number {
  return differenceInCalendarDays(fromIso(endIso), fromIso(startIso));
}

/** ISO weekday, 1 (Monday) to 7 (Sunday). */
export function isoWeekday(isoDate: string): number {
  return getISODay(fromIso(isoDate));
}

/** ISO week label, YYYY-Www (the week-numbering year: 2027-01-01 is in 2026-W53). */
export function isoWeek(isoDate: string): string {
  const date = fromIso(isoDate);
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`;
}
