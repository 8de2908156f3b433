import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { ownedByUser } from './users';

/** Scheduled performance reports by e-mail (src/shared/report-schedules.ts); the reports feature owns both tables. */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuidPrimaryKey(),
    ownerId: ownedByUser('owner_id'),
    type: text('type').notNull(),
    period: text('period').notNull(),
    frequency: text('frequency').notNull(),
    /** ISO weekday (1–7) when weekly, day of the month (1–28) when monthly. */
    day: integer('day').notNull(),
    hour: integer('hour').notNull(),
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The next slot; the scheduler sends when it has passed and moves it past now (missed slots: one sending). */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The scheduler looks for enabled schedules whose slot has passed.
  (t) => [index('report_schedules_due_idx').on(t.nextRunAt)],
);

/** Each sending of a schedule, with the outbox mails it queued (their status is the sending's). */
export const reportSendings = pgTable(
  'report_sendings',
  {
    id: uuidPrimaryKey(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    slot: timestamp('slot', { withTimezone: true }),
    mailIds: jsonb('mail_ids').$type<string[]>().notNull().default([]),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('report_sendings_schedule_idx').on(t.scheduleId, t.createdAt)],
);
