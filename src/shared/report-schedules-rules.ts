import type { ReportSchedule } from './report-schedules';

/**
 * Scheduled reports without zod (docs/architecture.md, "Shared rules without zod"): frequencies, days, limits,
 * messages and how a schedule reads, for the schedule list and form. The schemas are in report-schedules.ts, which
 * re-exports all of this.
 */

export const SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** Weekly days are ISO weekdays (1 = Monday … 7 = Sunday); monthly days 1–28, so every month has the day. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const MONTHLY_DAY_MAX = 28;
export const SCHEDULE_RECIPIENTS_MAX = 20;
/** The history keeps this many sendings per schedule. */
export const SCHEDULE_HISTORY_SIZE = 20;

export const REPORT_SCHEDULE_MESSAGES = {
  frequency: 'Frequency must be weekly or monthly',
  weeklyDay: 'Choose a day of the week',
  monthlyDay: `Choose a day of the month from 1 to ${MONTHLY_DAY_MAX}`,
  hour: 'Choose an hour from 0 to 23',
  recipientsRequired: 'Choose at least one recipient',
  recipientsMax: `At most ${SCHEDULE_RECIPIENTS_MAX} recipients`,
  recipientUnknown: 'Recipients must be members of this workspace who can see reports',
  nothingToUpdate: 'Nothing to update',
  notFound: 'Schedule not found',
  created: 'Report scheduled',
  updated: 'Schedule saved',
  deleted: 'Schedule deleted',
  sent: 'Report sent: it is on its way to the recipients',
} as const;

/** The day must exist for the frequency: 1–7 weekly, 1–28 monthly. */
export function dayProblem(frequency: ScheduleFrequency, day: number): string | null {
  if (frequency === 'weekly') return day >= 1 && day <= 7 ? null : REPORT_SCHEDULE_MESSAGES.weeklyDay;
  return day >= 1 && day <= MONTHLY_DAY_MAX ? null : REPORT_SCHEDULE_MESSAGES.monthlyDay;
}

export const SENDING_STATUSES = ['sending', 'sent', 'failed'] as const;

/** '08:00' for an hour of the day. */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** "Weekly on Monday at 08:00 (Europe/Berlin)" / "Monthly on day 1 at 08:00 (UTC)". */
export function describeSchedule(s: Pick<ReportSchedule, 'frequency' | 'day' | 'hour' | 'timeZone'>): string {
  const at = formatHour(s.hour);
  return s.frequency === 'weekly'
    ? `Weekly on ${WEEKDAY_NAMES[s.day - 1] ?? '?'} at ${at} (${s.timeZone})`
    : `Monthly on day ${s.day} at ${at} (${s.timeZone})`;
}
