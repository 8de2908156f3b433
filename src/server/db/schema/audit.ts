import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns';
import { users } from './users';

/**
 * Who changed what: role changes, campaign status changes, applied recommendations (DESIGN §4, §9), and the
 * security events of sign-in, password and session handling (with the caller's address and user agent).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The client address (as TRUST_PROXY resolves it) and User-Agent of the request; null for jobs. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The audit page filters by action and date, newest first.
    index('audit_log_action_at_idx').on(t.action, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Singleton row: the workspace's Google Ads connection. The refresh token is AES-256-GCM encrypted. */
export const googleAdsConnection = pgTable('google_ads_connection', {
  id: text('id').primaryKey().default('singleton'),
  encryptedRefreshToken: text('encrypted_refresh_token'),
  /** A token just returned by the consent popup, stored only when an admin confirms on the callback page. */
  encryptedPendingRefreshToken: text('encrypted_pending_refresh_token'),
  encryptedDeveloperToken: text('encrypted_developer_token'),
  customerId: text('customer_id'),
  loginCustomerId: text('login_customer_id'),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastSyncResult: text('last_sync_result'),
  /** The last sync that succeeded: how fresh Google Ads figures are (src/shared/provenance.ts). */
  lastSuccessfulSyncAt: timestamp('last_successful_sync_at', { withTimezone: true }),
  updatedAt: updatedAtColumn(),
});
