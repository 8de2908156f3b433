import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, uuidPrimaryKey } from './columns';

/**
 * Every e-mail goes through this outbox: the request that causes a mail only inserts a row, a worker sends it
 * with retries and backoff, so an SMTP outage delays mail but never loses it. Bodies are cleared once sent
 * (they can hold single-use links).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidPrimaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** Files attached (a scheduled report's PDF), base64; cleared with the bodies once sent. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    /** pending → sent, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // The worker picks due pending mail in order; a partial index keeps that scan small as sent mail piles up.
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
