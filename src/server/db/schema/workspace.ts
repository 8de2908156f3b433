import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { ownedByUser } from './users';

/** The workspace's settings (DESIGN §4: one deployment is one workspace): a single row, id 'workspace'. */
export const workspaceSettings = pgTable('workspace_settings', {
  id: text('id').primaryKey().default('workspace'),
  /** Launches by marketing managers wait for a director's or an admin's approval (src/shared/approvals.ts). */
  launchApproval: boolean('launch_approval').notNull().default(false),
  /** Admins and directors must use two-step sign-in (issue 28, item 2). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /**
   * ISO 4217 code every amount is shown in and every import must be in (issue 29). Changing it never converts the
   * stored figures: they are taken to be in the new currency.
   */
  currency: text('currency').notNull().default('USD'),
  /** BCP 47 tag dates are written in on screens, in the PDF and in e-mails (issue 30; src/shared/locale.ts). */
  locale: text('locale').notNull().default('en-US'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** In-app notifications: what happened to a user's work (an approval decided), read from the header's bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser('user_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: createdAtColumn(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // The bell lists a user's newest and counts their unread.
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
