import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, uuidPrimaryKey } from './columns';

export const contacts = pgTable(
  'contacts',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    planInterest: text('plan_interest'),
    createdAt: createdAtColumn(),
  },
  // The admin list pages newest first and counts today's messages.
  (t) => [index('contacts_created_idx').on(t.createdAt)],
);

export const newsletters = pgTable(
  'newsletters',
  {
    id: uuidPrimaryKey(),
    /** Stored lower-cased; the unique constraint makes a repeat subscription a no-op. */
    email: text('email').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin list pages newest first and counts today's subscriptions.
  (t) => [index('newsletters_subscribed_idx').on(t.subscribedAt)],
);
