import { z } from 'zod';
import { roleSchema } from './auth';
import { pageCursorSchema, pageLimitSchema } from './paging';

/** PATCH /api/admin/users/:id/role */
export const changeRoleRequestSchema = z.strictObject({ role: roleSchema });
export const userIdParamsSchema = z.strictObject({ id: z.string().max(64) });

/** GET /api/admin/users: one row of the user list. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users pages newest first (DESIGN §6); the screen asks for `screen` at a time. */
export const USER_PAGE_SIZE = { default: 50, max: 100, screen: 50 } as const;
export const listUsersQuerySchema = z.strictObject({
  limit: pageLimitSchema(USER_PAGE_SIZE),
  cursor: pageCursorSchema,
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/** GET /api/admin/stats: the admin dashboard's four counters ('today' in the workspace time zone). */
export const adminStatsSchema = z.object({
  totalContacts: z.number(),
  newsletterSubscribers: z.number(),
  todaysContacts: z.number(),
  todaysSubscriptions: z.number(),
  timeZone: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Audited actions, with how the audit page names them. */
export const AUDIT_ACTIONS = {
  'user.role_changed': 'Role changed',
  'user.made_admin': 'Made self admin (bootstrap)',
  'campaign.status_changed': 'Campaign status changed',
  'campaign.deleted': 'Campaign deleted',
  'campaign.approval_requested': 'Campaign launch submitted for approval',
  'campaign.approval_decided': 'Campaign launch approved or rejected',
  'workspace.settings_changed': 'Workspace settings changed',
  'campaign.imported': 'Campaign created by a metrics import',
  'insight.applied': 'Recommendation applied',
  'insight.undone': 'Recommendation undone',
  'google_ads.connection_changed': 'Google Ads connection changed',
  'google_ads.connected': 'Google Ads connected',
  'google_ads.disconnected': 'Google Ads disconnected',
  // Security events (ASVS V16): each row carries the caller's IP address and user agent.
  'auth.login_succeeded': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.locked': 'Sign-in locked after repeated failures',
  'auth.reset_requested': 'Password reset requested',
  'auth.reset_completed': 'Password reset completed',
  'auth.password_changed': 'Password changed',
  'auth.sessions_revoked': 'Signed out everywhere else',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** GET /api/admin/audit pages newest first (DESIGN §6); the screen asks for `screen` at a time. */
export const AUDIT_PAGE_SIZE = { default: 50, max: 200, screen: 50 } as const;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');
export const auditQuerySchema = z.strictObject({
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: pageLimitSchema(AUDIT_PAGE_SIZE),
  cursor: pageCursorSchema,
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

/** Make Me Admin (DESIGN §6): messages of the bootstrap and its production code. */
export const MAKE_ADMIN_MESSAGES = {
  codeRequired: 'Enter the Make Me Admin code printed in the server log at start-up.',
  codeInvalid:
    'That Make Me Admin code is not valid. Copy the code from the server log (the line "Make Me Admin code: …") and try again.',
  alreadyAdmin: 'You are already an administrator.',
  codeHelp: 'Printed in the server log at start-up, as the line "Make Me Admin code: …".',
} as const;

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
