import { formatDateTime } from '../../lib/format';

/**
 * '24 Nov 2026, 08:00 CET' in the workspace's time zone: a schedule's day and hour are the workspace's, so its
 * times read in the same zone whatever the reader's own. The reader's zone when the name is unknown to the browser.
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

/** '08:00' for an hour of the day. */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
