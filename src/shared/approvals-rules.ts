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
  ownRequest:
    'You asked for this approval, so another marketing director or admin must decide it (whatever your role is now).',
  ownRequestNote: 'You asked for this approval: another marketing director or admin decides it.',
  termsChanged:
    'This campaign changed after you opened it. Review its new budget, dates, audience, channel mix and content, then decide again.',
  termsHashInvalid: 'termsHash must be the 64-character hash shown with the request',
  editNeedsApproval:
    'Saving this change sends the campaign back to Pending approval: it stops delivering until a marketing director or admin approves the new terms. Lowering only the budget needs no new approval.',
  editRenewsRequest:
    'This campaign is waiting for approval: saving this change sends the request to the approvers again with the new terms.',
  /** What an approved launch does now (issue 30, item 11): `startsOn` is the shown start date, null when live today. */
  approvedNotice: (name: string, startsOn: string | null) =>
    startsOn === null
      ? `${name} is approved and live now`
      : `${name} is approved and scheduled to start on ${startsOn}`,
  resubmittedTitle: 'Campaign sent back for approval',
  resubmitted:
    'The change needs a new approval: the campaign is Pending approval until a marketing director or admin decides.',
} as const;

/**
 * Whether a campaign that goes active now delivers from today or waits for its start date: a launch or an approval
 * says "live now" only for the first (both ISO dates; `today` in the calendar the caller counts days in).
 */
export function launchTiming(startDate: string, today: string): 'live' | 'scheduled' {
  return startDate > today ? 'scheduled' : 'live';
}

/**
 * What an approval covers (issue 28): the budget, the dates, the objective and the channel mix it delivers with,
 * the audience and the content. A change to any of them after a request or an approval needs a new decision, except
 * a lower budget. The name and description are labels, not terms: edits to them are audited but need no approval.
 */
export const APPROVAL_TERMS = ['budget', 'dates', 'objective', 'channelMix', 'audience', 'content'] as const;
export type ApprovalTerm = (typeof APPROVAL_TERMS)[number];
export const APPROVAL_TERM_LABELS: Record<ApprovalTerm, string> = {
  budget: 'Budget',
  dates: 'Dates',
  objective: 'Objective',
  channelMix: 'Channel mix',
  audience: 'Audience',
  content: 'Content',
};

/**
 * The terms a request asks for or an approval granted. The audience and the content (brand voice and ad copy) are
 * kept as SHA-256 digests of their canonical JSON: enough to tell any change, small enough to ride in every list row.
 */
export interface ApprovalTerms {
  budget: number;
  startDate: string;
  endDate: string;
  objective: string;
  /** Share of the budget per channel the campaign delivers with (the objective's mix or an applied recommendation). */
  channelMix: Record<string, number>;
  audience: string;
  content: string;
}

/** JSON with object keys sorted at every level: equal values give equal text (and so equal digests). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Which terms differ between two snapshots, in APPROVAL_TERMS order. */
export function changedTerms(before: ApprovalTerms, after: ApprovalTerms): ApprovalTerm[] {
  const differs: Record<ApprovalTerm, boolean> = {
    budget: before.budget !== after.budget,
    dates: before.startDate !== after.startDate || before.endDate !== after.endDate,
    objective: before.objective !== after.objective,
    channelMix: canonicalJson(before.channelMix) !== canonicalJson(after.channelMix),
    audience: before.audience !== after.audience,
    content: before.content !== after.content,
  };
  return APPROVAL_TERMS.filter((term) => differs[term]);
}

/** Whether `after` needs a decision that `before` did not cover: anything but a budget at or below `before`'s. */
export function termsNeedApproval(before: ApprovalTerms, after: ApprovalTerms): boolean {
  return changedTerms(before, after).some((term) => term !== 'budget' || after.budget > before.budget);
}

/** The campaign fields an edit (PATCH /api/campaigns/:id) can change that are approval terms. */
export interface TermsEdit {
  budget?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  objective?: string | undefined;
  targetAudience?: unknown;
  brandVoice?: unknown;
  contentVariants?: unknown;
}

/**
 * Whether an edit of a campaign whose terms were requested or approved needs a new decision: the screens' reading of
 * the server's rule (the server compares full snapshots). Only a lower budget, or no term at all, needs none.
 */
export function editNeedsApproval(edit: TermsEdit, current: { budget: number }): boolean {
  const terms = [edit.startDate, edit.endDate, edit.objective, edit.targetAudience, edit.brandVoice];
  // Other fields of the edit (name, description) are not terms: they need no approval.
  if ([...terms, edit.contentVariants].some((value) => value !== undefined)) return true;
  return edit.budget !== undefined && edit.budget > current.budget;
}

/** Why an approval's history moved: each step of a request's life, newest last. */
export const APPROVAL_EVENTS = [
  'requested',
  'resubmitted',
  'updated',
  'changed_by_approver',
  'approved',
  'rejected',
] as const;
export type ApprovalEvent = (typeof APPROVAL_EVENTS)[number];
export const APPROVAL_EVENT_LABELS: Record<ApprovalEvent, string> = {
  requested: 'Submitted for approval',
  resubmitted: 'Changed, so sent back for approval',
  updated: 'Budget lowered while waiting (no new approval needed)',
  changed_by_approver: 'Changed by an approver (their change stands approved)',
  approved: 'Approved',
  rejected: 'Rejected',
};
/** An approval keeps its newest APPROVAL_HISTORY_MAX steps. */
export const APPROVAL_HISTORY_MAX = 20;

/** The approvals queue shows at most this many waiting campaigns, oldest request first. */
export const APPROVAL_QUEUE_MAX = 100;

/** In-app notifications (GET /api/notifications): the newest NOTIFICATION_LIST_SIZE, and how many are unread. */
export const NOTIFICATION_LIST_SIZE = 20;
