import { TZDate } from '@date-fns/tz';
import {
  addDays as addCalendarDays,
  differenceInCalendarDays,
  formatISO,
  getISODay,
  getISOWeek,
  getISOWeekYear,
  isValid,
  parseISO,
} from 'date-fns';

/**
 * Calendar dates (YYYY-MM-DD) and the workspace's day boundaries: one module, on date-fns and @date-fns/tz, for every
 * day, week and time-zone computation on the server and in the browser.
 *
 * A calendar date is read as local midnight of the process (date-fns's own convention): adding days then moves the
 * calendar, whatever the process's time zone and its daylight-saving changes, and formatting reads the same fields
 * back.
 */

// formatISO and parseISO rather than format and parse: no locale or pattern machinery in the browser's bundle.
const toIso = (date: Date) => formatISO(date, { representation: 'date' });

function fromIso(isoDate: string): Date {
  return new Date(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = parseISO(value);
  return isValid(date) && toIso(date) === value;
}

/** Today's date in a time zone (the workspace's day boundary). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return toIso(new TZDate(now, timeZone));
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

/** The instant a wall-clock hour of a calendar date is in a time zone (2026-03-29 02:00 in Berlin does not exist: 03:00). */
export function zonedHour(isoDate: string, hour: number, timeZone: string): Date {
  return new Date(
    new TZDate(
      Number(isoDate.slice(0, 4)),
      Number(isoDate.slice(5, 7)) - 1,
      Number(isoDate.slice(8, 10)),
      hour,
      0,
      0,
      timeZone,
    ).getTime(),
  );
}
