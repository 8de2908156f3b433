import { z } from 'zod';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_DECISIONS,
  APPROVAL_EVENTS,
  APPROVAL_MESSAGES,
  APPROVAL_STATES,
  APPROVAL_TERMS,
  type ApprovalTerms,
} from './approvals-rules';
import { CURRENCY_CODES, CURRENCY_MESSAGES } from './currency';
import { LOCALE_MESSAGES, LOCALES } from './locale';
import { TWO_FACTOR_MESSAGES } from './two-factor-rules';

/**
 * Launch approval (issue 16): when the workspace turns it on, a marketing manager's launch waits as
 * `pending_approval` until a marketing director or an admin approves it (the campaign goes active) or rejects it
 * with a comment (it goes back to draft, where its creator can change it and submit it again). A director's or an
 * admin's own launch needs no approval. Nothing delivers while a campaign waits: only active campaigns deliver.
 */

/** States, labels, limits and messages live in approvals-rules.ts (zod-free). */
export * from './approvals-rules';

const person = z.object({ id: z.string(), name: z.string() });

/** What a request asks for or an approval granted (approvals-rules.ts: ApprovalTerms). */
export const approvalTermsSchema = z.object({
  budget: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  objective: z.string(),
  channelMix: z.record(z.string(), z.number()),
  audience: z.string().describe('SHA-256 of the target audience'),
  content: z.string().describe('SHA-256 of the brand voice and the content variants'),
}) satisfies z.ZodType<ApprovalTerms>;

/** One step of a request's life: who, when, and which terms changed. */
export const approvalHistoryEntrySchema = z.object({
  at: z.string(),
  event: z.enum(APPROVAL_EVENTS),
  by: person,
  changed: z.array(z.enum(APPROVAL_TERMS)).optional(),
});
export type ApprovalHistoryEntry = z.infer<typeof approvalHistoryEntrySchema>;

/**
 * The campaign's `approval` field: null when it never needed one. `terms` (and their `termsHash`) are what the
 * pending request asks for, or what was approved; a decision covers those terms only. Approvals recorded before
 * issue 28 have no terms and no history.
 */
export const campaignApprovalSchema = z.object({
  state: z.enum(APPROVAL_STATES),
  requestedBy: person,
  requestedAt: z.string(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  comment: z.string().nullable(),
  terms: approvalTermsSchema.optional(),
  termsHash: z.string().optional(),
  /** When an approved campaign was changed and waits again: the terms of its last approval, to compare with. */
  previouslyApproved: approvalTermsSchema.nullable().optional(),
  history: z.array(approvalHistoryEntrySchema).optional(),
});
export type CampaignApproval = z.infer<typeof campaignApprovalSchema>;

/** POST /api/campaigns/:id/approval */
export const approvalDecisionRequestSchema = z
  .strictObject({
    decision: z.enum(APPROVAL_DECISIONS, { error: APPROVAL_MESSAGES.decision }),
    comment: z
      .string({ error: APPROVAL_MESSAGES.commentMax })
      .trim()
      .max(APPROVAL_COMMENT_MAX, APPROVAL_MESSAGES.commentMax)
      .optional(),
    /**
     * The `approval.termsHash` the approver was shown: when the campaign changed since, the decision is refused
     * (409) instead of covering terms they did not see.
     */
    termsHash: z
      .string({ error: APPROVAL_MESSAGES.termsHashInvalid })
      .regex(/^[0-9a-f]{64}$/, APPROVAL_MESSAGES.termsHashInvalid)
      .optional(),
  })
  .refine((body) => body.decision === 'approve' || (body.comment ?? '').length > 0, {
    message: APPROVAL_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type ApprovalDecisionRequest = z.input<typeof approvalDecisionRequestSchema>;

/**
 * GET /api/settings (any signed-in user) and GET/PATCH /api/admin/settings (admins). `requireTwoFactor`: admins and
 * marketing directors must use two-step sign-in (src/shared/two-factor-rules.ts).
 */
export const workspaceSettingsSchema = z.object({
  launchApproval: z.boolean(),
  requireTwoFactor: z.boolean(),
  /** ISO 4217: every amount is shown in it and every import must be in it (src/shared/currency.ts). */
  currency: z.string(),
  /** BCP 47 tag every date is written in on screens, PDF and e-mails; CSV keeps ISO dates (src/shared/locale.ts). */
  locale: z.enum(LOCALES),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;
/** A PATCH names the settings it changes; the others keep their values. */
export const updateWorkspaceSettingsRequestSchema = z.strictObject({
  launchApproval: z.boolean({ error: APPROVAL_MESSAGES.launchApprovalInvalid }).optional(),
  requireTwoFactor: z.boolean({ error: TWO_FACTOR_MESSAGES.requireTwoFactorInvalid }).optional(),
  /** Never converts stored figures (CURRENCY_MESSAGES.noConversion); a change is audited like the others. */
  // An enum, not a refined string: the API document then lists exactly the codes the server accepts.
  currency: z.enum(CURRENCY_CODES as [string, ...string[]], { error: CURRENCY_MESSAGES.invalid }).optional(),
  /** Changes how dates are written, nothing stored; audited like the others. */
  locale: z.enum(LOCALES, { error: LOCALE_MESSAGES.invalid }).optional(),
});
export type UpdateWorkspaceSettingsRequest = z.infer<typeof updateWorkspaceSettingsRequestSchema>;

/** In-app notifications (GET /api/notifications): the newest NOTIFICATION_LIST_SIZE, and how many are unread. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path to open (for example the campaign's edit page), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
/** POST /api/notifications/read: these ids, or every notification of the caller when `ids` is left out. */
export const markNotificationsReadRequestSchema = z.strictObject({
  ids: z.array(z.uuid()).max(100).optional(),
});
