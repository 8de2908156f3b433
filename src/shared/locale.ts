/**
 * The workspace locale (issue 30): a BCP 47 tag an admin sets beside the currency (`PATCH /api/admin/settings
 * {"locale"}`), in which every date is written on screens, in the PDF and in e-mails, one style per locale
 * ('Nov 29, 2026' in en-US, '29 Nov 2026' in en-GB). CSV keeps ISO dates (YYYY-MM-DD) for spreadsheets. Numbers keep
 * one style (UI.md: 12,345 and 3.8%) whatever the locale, so that a figure reads the same on every screen, export
 * and API answer.
 */

export const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

/** How the admin's Locale control names each tag: in its own language. */
export const LOCALE_LABELS: Record<Locale, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'de-DE': 'Deutsch (Deutschland)',
  'fr-FR': 'Français (France)',
  'es-ES': 'Español (España)',
};

export const LOCALE_MESSAGES = {
  invalid: `Locale must be one of ${LOCALES.slice(0, -1).join(', ')} or ${LOCALES.at(-1)}`,
} as const;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Thin and narrow no-break spaces (ICU puts them around a range's dash, and their use changes between versions)
 * as plain spaces: the same text in Node and in the browser, and printable in the PDF's standard font.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/**
 * A calendar date (YYYY-MM-DD) as noon UTC of that day, formatted in UTC: the day never moves with the reader's time
 * zone. Null when the text is not one.
 */
function calendarDay(isoDate: string): Date | null {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return null;
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * Formatted calendar dates by locale and day: a report writes the same few days into thousands of rows' reasons, and
 * Intl's format is the costly part (a few µs each). Bounded: emptied once it holds CALENDAR_DATE_CACHE_SIZE texts.
 */
const calendarDates = new Map<string, string>();
const CALENDAR_DATE_CACHE_SIZE = 20_000;

/** 'Nov 29, 2026' (en-US), '29 Nov 2026' (en-GB), '29. Nov. 2026' (de-DE) from an ISO date. */
export function formatCalendarDate(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  const key = `${locale}|${isoDate}`;
  const known = calendarDates.get(key);
  if (known !== undefined) return known;
  const day = calendarDay(isoDate);
  const text = day ? plainSpaces(dateFormat(locale, DAY_MONTH_YEAR).format(day)) : isoDate;
  if (calendarDates.size >= CALENDAR_DATE_CACHE_SIZE) calendarDates.clear();
  calendarDates.set(key, text);
  return text;
}

/** 'Nov 29' / '29 Nov' from an ISO date (chart axes, where the year is said elsewhere). */
export function formatCalendarDayMonth(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  const day = calendarDay(isoDate);
  return day ? plainSpaces(dateFormat(locale, DAY_MONTH).format(day)) : isoDate;
}

/**
 * 'Oct 24 – Nov 22, 2026' (en-US), '24 Oct – 22 Nov 2026' (en-GB) from two ISO dates, inclusive: the locale's own
 * way of writing a range, which says the year once when both ends share it.
 */
export function formatCalendarRange(
  startIso: string,
  endIso: string,
  locale: string = DEFAULT_LOCALE,
): string {
  const start = calendarDay(startIso);
  const end = calendarDay(endIso);
  if (!start || !end) return `${startIso} – ${endIso}`;
  if (start.getTime() === end.getTime()) return formatCalendarDate(startIso, locale);
  return plainSpaces(dateFormat(locale, DAY_MONTH_YEAR).formatRange(start, end));
}

/**
 * 'Nov 24, 2026, 08:00 CET' (en-US) / '24 Nov 2026, 08:00 CET' (en-GB): an instant in a time zone (the reader's
 * when none is given, or when the zone is unknown to the runtime).
 */
export function formatInstant(
  isoInstant: string,
  locale: string = DEFAULT_LOCALE,
  timeZone?: string,
): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  if (timeZone === undefined) return plainSpaces(dateFormat(locale, options).format(date));
  try {
    return plainSpaces(dateFormat(locale, { ...options, timeZone, timeZoneName: 'short' }).format(date));
  } catch {
    return plainSpaces(dateFormat(locale, options).format(date));
  }
}
