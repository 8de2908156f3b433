import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';

/**
 * The workspace's day boundaries: calendar dates in a time zone, on @date-fns/tz (see dates.ts for plain calendar
 * arithmetic, kept apart so the browser loads this only where it needs it).
 */

/** Today's date in a time zone (the workspace's day boundary). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatISO(new TZDate(now, timeZone), { representation: 'date' });
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
