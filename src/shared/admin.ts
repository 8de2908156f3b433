import { z } from 'zod';
import { roleSchema } from './auth';

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
  'insight.applied': 'Recommendation applied',
  'insight.undone': 'Recommendation undone',
  'google_ads.connection_changed': 'Google Ads connection changed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');
export const auditQuerySchema = z.strictObject({
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(200))
    .optional(),
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
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
