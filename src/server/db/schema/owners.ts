import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './index';

/**
 * Which module writes each table (issue 31): the one owner that inserts, updates and deletes its rows. Every other
 * module asks the owner through its public face (a feature's index.ts, a lib's or plugin's exports), handing over
 * its transaction when the change must commit with its own writes. Reading is free: analytics and reports query
 * every table. src/architecture.test.ts fails on a write (`.insert(t)`, `.update(t)`, `.delete(t)`, also through a
 * transaction) to a table from outside its owner; the type below fails the typecheck on a table without an owner.
 *
 * An owner is a feature folder (`server/features/<f>/`) or a single file of lib/ or plugins/ that keeps its own
 * table behind functions (the audit log, the mail outbox, sessions, idempotency keys). Paths are relative to src/.
 */
type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never;
}[keyof typeof schema];

export const TABLE_OWNERS: Record<TableName, string> = {
  // Accounts and sign-in: the admin screens change roles, access and two-step sign-in through auth's index.ts.
  users: 'server/features/auth/',
  passwordResetTokens: 'server/features/auth/',
  oauthAccounts: 'server/features/auth/',
  recoveryCodes: 'server/features/auth/',
  sessions: 'server/plugins/session.ts',
  adminBootstrapCodes: 'server/features/admin/',
  workspaceSettings: 'server/features/admin/',
  auditLog: 'server/lib/audit.ts',
  notifications: 'server/features/notifications/',
  // Campaigns: the metrics import and the Google Ads sync create and mark campaigns through campaigns' index.ts.
  campaigns: 'server/features/campaigns/',
  campaignMetrics: 'server/features/metrics/',
  metricsImports: 'server/features/metrics/',
  metricsImportRows: 'server/features/metrics/',
  metricsDailyTotals: 'server/features/analytics/',
  campaignChannelTotals: 'server/features/analytics/',
  campaignChannelRunningTotals: 'server/features/analytics/',
  metricsDailyCampaigns: 'server/features/analytics/',
  metricRollupBuilds: 'server/features/analytics/',
  customerProfiles: 'server/features/audience/',
  aiInsights: 'server/features/insights/',
  insightsEngineRuns: 'server/features/insights/',
  googleAdsConnection: 'server/features/google-ads/',
  reportSchedules: 'server/features/reports/',
  reportSendings: 'server/features/reports/',
  contacts: 'server/features/contacts/',
  newsletters: 'server/features/newsletter/',
  mailOutbox: 'server/lib/mail-outbox.ts',
  idempotentRequests: 'server/plugins/idempotency.ts',
};

/**
 * Modules that may write any table: the demo seed fills an empty workspace before any feature runs (a data
 * migration, not a feature's behaviour).
 */
export const WRITES_ANY_TABLE = ['server/db/seed.ts'];
