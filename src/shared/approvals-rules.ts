/**
 * Launch approval without zod (docs/architecture.md, "Shared rules without zod"): its states, labels, limits and
 * messages, for the screens that show a campaign's approval. The schemas are in approvals.ts, which re-exports all of
 * this.
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

/** The approvals queue shows at most this many waiting campaigns, oldest request first. */
export const APPROVAL_QUEUE_MAX = 100;

/** In-app notifications (GET /api/notifications): the newest NOTIFICATION_LIST_SIZE, and how many are unread. */
export const NOTIFICATION_LIST_SIZE = 20;
