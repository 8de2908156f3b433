import { z } from 'zod';

/**
 * Launch approval (issue 16): when the workspace turns it on, a marketing manager's launch waits as
 * `pending_approval` until a marketing director or an admin approves it (the campaign goes active) or rejects it
 * with a comment (it goes back to draft, where its creator can change it and submit it again). A director's or an
 * admin's own launch needs no approval. Nothing delivers while a campaign waits: only active campaigns deliver.
 */

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const APPROVAL_COMMENT_MAX = 1000;

export const APPROVAL_MESSAGES = {
  decision: 'Decision must be approve or reject',
  commentRequired: 'Say why the campaign is rejected, so its owner can change it',
  commentMax: `Comment must be at most ${APPROVAL_COMMENT_MAX} characters`,
  notPending: 'This campaign is not waiting for approval',
  launchApprovalInvalid: 'launchApproval must be true or false',
  submitted: 'Campaign submitted for approval. A marketing director will review it; you will be notified.',
  approvedTitle: 'Campaign approved',
  rejectedTitle: 'Campaign rejected',
  decisionFailed: 'Could not record the decision. Please try again.',
  emptyQueue: 'No campaigns are waiting for approval.',
} as const;

const person = z.object({ id: z.string(), name: z.string() });

/** The campaign's `approval` field: null when it never needed one. */
export const campaignApprovalSchema = z.object({
  state: z.enum(APPROVAL_STATES),
  requestedBy: person,
  requestedAt: z.string(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  comment: z.string().nullable(),
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
  })
  .refine((body) => body.decision === 'approve' || (body.comment ?? '').length > 0, {
    message: APPROVAL_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type ApprovalDecisionRequest = z.input<typeof approvalDecisionRequestSchema>;

/** GET /api/settings (any signed-in user) and GET/PATCH /api/admin/settings (admins). */
export const workspaceSettingsSchema = z.object({ launchApproval: z.boolean() });
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;
export const updateWorkspaceSettingsRequestSchema = z.strictObject({
  launchApproval: z.boolean({ error: APPROVAL_MESSAGES.launchApprovalInvalid }),
});

/** The approvals queue shows at most this many waiting campaigns, oldest request first. */
export const APPROVAL_QUEUE_MAX = 100;

/** In-app notifications (GET /api/notifications): the newest NOTIFICATION_LIST_SIZE, and how many are unread. */
export const NOTIFICATION_LIST_SIZE = 20;
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
