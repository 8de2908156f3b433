import { z } from 'zod';
import { periodSchema } from './analytics';
import { reportTypeSchema } from './reports';

/**
 * Scheduled reports by e-mail (issue 16, item 5): analysts and above schedule the performance report (type, period,
 * recipients inside the workspace, weekly or monthly at a day and hour of the workspace's time zone). Each sending
 * goes through the mail outbox (retried) with the PDF attached; "Send now" sends at once; the history lists every
 * sending. A slot missed while the server was down is sent once when it is back, not once per missed slot.
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

const fields = {
  type: reportTypeSchema,
  period: periodSchema,
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: REPORT_SCHEDULE_MESSAGES.frequency }),
  day: z.number({ error: REPORT_SCHEDULE_MESSAGES.weeklyDay }).int(REPORT_SCHEDULE_MESSAGES.weeklyDay),
  hour: z
    .number({ error: REPORT_SCHEDULE_MESSAGES.hour })
    .int(REPORT_SCHEDULE_MESSAGES.hour)
    .min(0, REPORT_SCHEDULE_MESSAGES.hour)
    .max(23, REPORT_SCHEDULE_MESSAGES.hour),
  recipientIds: z
    .array(z.uuid(REPORT_SCHEDULE_MESSAGES.recipientUnknown), {
      error: REPORT_SCHEDULE_MESSAGES.recipientsRequired,
    })
    .min(1, REPORT_SCHEDULE_MESSAGES.recipientsRequired)
    .max(SCHEDULE_RECIPIENTS_MAX, REPORT_SCHEDULE_MESSAGES.recipientsMax),
};

/** The day must exist for the frequency: 1–7 weekly, 1–28 monthly. */
export function dayProblem(frequency: ScheduleFrequency, day: number): string | null {
  if (frequency === 'weekly') return day >= 1 && day <= 7 ? null : REPORT_SCHEDULE_MESSAGES.weeklyDay;
  return day >= 1 && day <= MONTHLY_DAY_MAX ? null : REPORT_SCHEDULE_MESSAGES.monthlyDay;
}

/** POST /api/reports/schedules */
export const createReportScheduleSchema = z.strictObject(fields).superRefine((value, ctx) => {
  const problem = dayProblem(value.frequency, value.day);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['day'] });
});
export type CreateReportSchedule = z.input<typeof createReportScheduleSchema>;

/** PATCH /api/reports/schedules/:id: any of the fields, or pausing (`enabled: false`) and resuming it. */
export const updateReportScheduleSchema = z
  .strictObject({
    type: fields.type.optional(),
    period: fields.period.optional(),
    frequency: fields.frequency.optional(),
    day: fields.day.optional(),
    hour: fields.hour.optional(),
    recipientIds: fields.recipientIds.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: REPORT_SCHEDULE_MESSAGES.nothingToUpdate });
export type UpdateReportSchedule = z.input<typeof updateReportScheduleSchema>;

export const scheduleIdParamsSchema = z.strictObject({ id: z.string().max(64) });

/** A workspace member a report may go to (GET /api/reports/recipients: those allowed to see reports). */
export const reportRecipientSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ReportRecipient = z.infer<typeof reportRecipientSchema>;

export const SENDING_STATUSES = ['sending', 'sent', 'failed'] as const;
/** One sending of a schedule: by the schedule or "Send now"; `status` follows its mails through the outbox. */
export const reportSendingSchema = z.object({
  id: z.string(),
  at: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  /** For a scheduled sending, the slot it was for (a missed slot is sent late, once). */
  slot: z.string().nullable(),
  recipients: z.number().int(),
  status: z.enum(SENDING_STATUSES),
  error: z.string().nullable(),
});
export type ReportSending = z.infer<typeof reportSendingSchema>;

export const reportScheduleSchema = z.object({
  id: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  type: reportTypeSchema,
  period: periodSchema,
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  day: z.number().int(),
  hour: z.number().int(),
  /** The workspace time zone the day and hour are in. */
  timeZone: z.string(),
  recipients: z.array(reportRecipientSchema),
  enabled: z.boolean(),
  /** The next slot it will be sent at (null while paused). */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the caller may change, send or delete it (its owner, directors and admins). */
  canModify: z.boolean(),
  /** The newest sendings first (at most SCHEDULE_HISTORY_SIZE). */
  history: z.array(reportSendingSchema),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

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
