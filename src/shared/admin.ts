import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  MAKE_ADMIN_MESSAGES,
  USER_PAGE_SIZE,
} from './admin-rules';
import { currentUserSchema, roleSchema } from './auth';
import { calendarDateSchema, idParamsSchema } from './common-schemas';
import { pagedListQuerySchema } from './paging';

/** Page sizes, the audited actions and the Make Me Admin messages live in admin-rules.ts (zod-free). */
export * from './admin-rules';

/** PATCH /api/admin/users/:id/role */
export const changeRoleRequestSchema = z.strictObject({ role: roleSchema });
export const userIdParamsSchema = idParamsSchema;

/**
 * GET /api/admin/users: one row of the user list, the account as its owner sees it (SPEC §3 "current user"), and
 * since when an admin has disabled it (null while it may sign in).
 */
export const adminUserSchema = currentUserSchema.extend({
  disabledAt: z.string().nullable(),
  /** Whether the account has two-step sign-in on: an admin can reset it for someone who lost their phone. */
  twoFactorEnabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = pagedListQuerySchema(USER_PAGE_SIZE, {});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/** POST /api/admin/users/:id/disable and /enable: the account's state afterwards. */
export const userAccessResultSchema = z.object({
  id: z.string(),
  disabledAt: z.string().nullable(),
  /** Sessions that ended with the change (always 0 when enabling). */
  sessionsEnded: z.number(),
});
export type UserAccessResult = z.infer<typeof userAccessResultSchema>;

/** POST /api/admin/users/:id/sessions/revoke */
export const revokeUserSessionsResultSchema = z.object({ id: z.string(), sessionsEnded: z.number() });
export type RevokeUserSessionsResult = z.infer<typeof revokeUserSessionsResultSchema>;

/** POST /api/admin/users/:id/two-factor/reset: whether it was on, and the sessions that ended with the reset. */
export const resetUserTwoFactorResultSchema = z.object({
  id: z.string(),
  wasEnabled: z.boolean(),
  sessionsEnded: z.number(),
});
export type ResetUserTwoFactorResult = z.infer<typeof resetUserTwoFactorResultSchema>;

/** GET /api/admin/stats: the admin dashboard's four counters ('today' in the workspace time zone). */
export const adminStatsSchema = z.object({
  totalContacts: z.number(),
  newsletterSubscribers: z.number(),
  todaysContacts: z.number(),
  todaysSubscriptions: z.number(),
  timeZone: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const auditQuerySchema = pagedListQuerySchema(AUDIT_PAGE_SIZE, {
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), username: z.string(), name: z.string() }).nullable(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Readable names of the users, campaigns and insights that before/after mention by id (id → name). */
  mentions: z.record(z.string(), z.string()),
  /** Where the request came from; null for entries written by scheduled jobs or before this was recorded. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** POST /api/admin/make-admin: production needs the one-time code the server logs at start-up. */
export const makeAdminRequestSchema = z.strictObject({
  // Trimmed: the code is copied out of a log line, often with a stray space or line break.
  bootstrapCode: z.string().trim().max(200).optional(),
});
export type MakeAdminRequest = z.infer<typeof makeAdminRequestSchema>;

/** The User Management form where a code is required (production): the same contract, the code filled in. */
export const makeAdminCodeFormSchema = makeAdminRequestSchema.extend({
  bootstrapCode: z
    .string()
    .trim()
    .min(1, MAKE_ADMIN_MESSAGES.codeRequired)
    .max(200, MAKE_ADMIN_MESSAGES.codeInvalid),
});
export type MakeAdminCodeForm = z.infer<typeof makeAdminCodeFormSchema>;

/** GET /api/admin/make-admin: whether Make Me Admin can still be used, and whether it asks for the code. */
export const makeAdminStatusSchema = z.object({
  hasAdmin: z.boolean(),
  codeRequired: z.boolean(),
});
export type MakeAdminStatus = z.infer<typeof makeAdminStatusSchema>;
