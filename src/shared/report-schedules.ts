import { z } from 'zod';
import { periodSchema } from './analytics';
import { changesSomething, idParamsSchema } from './common-schemas';
import {
  dayProblem,
  REPORT_SCHEDULE_MESSAGES,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_RECIPIENTS_MAX,
  SENDING_STATUSES,
} from './report-schedules-rules';
import { reportTypeSchema } from './reports';

/**
 * Scheduled reports by e-mail (issue 16, item 5): analysts and above schedule the performance report (type, period,
 * recipients inside the workspace, weekly or monthly at a day and hour of the workspace's time zone). Each sending
 * goes through the mail outbox (retried) with the PDF attached; "Send now" sends at once; the history lists every
 * sending. A slot missed while the server was down is sent once when it is back, not once per missed slot.
 * Frequencies, days, limits, messages and the schedule's wording live in report-schedules-rules.ts (zod-free) and
 * are re-exported here.
 */
export * from './report-schedules-rules';

const fields = {
  type: reportTypeSchema,
  period: periodSchema,
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: REPORT_SCHEDULE_MESSAGES.frequency }),
  day: z
    .number({ error: REPORT_SCHEDULE_MESSAGES.weeklyDay })
    .int(REPORT_SCHEDULE_MESSAGES.weeklyDay)
    // The range by frequency is checked with the whole body (dayProblem); the document states the widest one.
    .describe('Weekly: 1 (Monday) to 7 (Sunday); monthly: the day of the month, 1 to 28')
    .meta({ minimum: 1, maximum: 28 }),
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
  .refine(changesSomething, { message: REPORT_SCHEDULE_MESSAGES.nothingToUpdate })
  // The refinement, as the API document can state it.
  .meta({ minProperties: 1 });
export type UpdateReportSchedule = z.input<typeof updateReportScheduleSchema>;

export const scheduleIdParamsSchema = idParamsSchema;

/** A workspace member a report may go to (GET /api/reports/recipients: those allowed to see reports). */
export const reportRecipientSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ReportRecipient = z.infer<typeof reportRecipientSchema>;

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
