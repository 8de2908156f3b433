import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  APPROVAL_HISTORY_MAX,
  APPROVAL_MESSAGES,
  APPROVAL_QUEUE_MAX,
  APPROVAL_TERM_LABELS,
  type ApprovalDecision,
  type ApprovalHistoryEntry,
  type ApprovalTerm,
  type ApprovalTerms,
  type CampaignApproval,
  canonicalJson,
  changedTerms,
  termsNeedApproval,
} from '../../../shared/approvals';
import type { AudiencePrediction } from '../../../shared/audience';
import { type ApprovalQueueItem, CAMPAIGN_MESSAGES, type Campaign } from '../../../shared/campaigns';
import { can, rolesFor } from '../../../shared/roles';
import type { Database, Transaction } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { launchApprovalRequired } from '../admin';
import { notifyUser } from '../notifications';
import { notifyRequester } from './approval-notice';
import type { CampaignRow, Viewer } from './campaigns.repository';
import { channelWeightsOn } from './channel-weights';

/**
 * Launch approval (src/shared/approvals.ts): what a launch becomes, the approvers' queue and their decision, and
 * what an edit of a requested or approved campaign does to its approval (issue 28: an approval covers the terms it
 * was given, nothing more). The campaigns feature writes its own table only; the setting is the admin feature's,
 * the notices the notifications'.
 */

type Tx = Transaction;
type Person = { id: string; name: string };

export interface ApprovalDeps {
  /** The app's address, for links in e-mails. */
  appOrigin: string;
  /** The workspace time zone: whether an approved campaign starts today is decided in its calendar. */
  timeZone: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Past every date a campaign can have: the mix it is set to deliver with once every applied change is in force. */
const END_OF_TIME = '9999-12-31';

/** What a campaign's approval covers, as it stands in `row` (budget, dates, objective, channel mix, audience, content). */
export function approvalTermsOf(
  row: Pick<
    CampaignRow,
    | 'budget'
    | 'startDate'
    | 'endDate'
    | 'objective'
    | 'optimizationHistory'
    | 'targetAudience'
    | 'brandVoice'
    | 'contentVariants'
  >,
): ApprovalTerms {
  return {
    budget: Number(row.budget),
    startDate: row.startDate,
    endDate: row.endDate,
    objective: row.objective,
    channelMix: { ...channelWeightsOn(row, END_OF_TIME) } as Record<string, number>,
    audience: sha256(canonicalJson(row.targetAudience ?? null)),
    content: sha256(
      canonicalJson({ brandVoice: row.brandVoice ?? {}, contentVariants: row.contentVariants ?? [] }),
    ),
  };
}

/** The digest an approver's decision names (`termsHash`): equal terms, equal hash. */
export const hashTerms = (terms: ApprovalTerms) => sha256(canonicalJson(terms));

const personOf = (viewer: Viewer): Person => ({ id: viewer.id, name: viewer.name });

function withEvent(
  approval: Pick<CampaignApproval, 'history'> | null | undefined,
  event: Omit<ApprovalHistoryEntry, 'at'>,
): ApprovalHistoryEntry[] {
  const entry = { at: new Date().toISOString(), ...event };
  return [...(approval?.history ?? []), entry].slice(-APPROVAL_HISTORY_MAX);
}

/** A new request by `viewer` for `terms`, continuing `previous`'s history (a resubmitted draft keeps its story). */
function newRequest(
  viewer: Viewer,
  terms: ApprovalTerms,
  previous: CampaignApproval | null | undefined,
  event: Omit<ApprovalHistoryEntry, 'at' | 'by'>,
  previouslyApproved: ApprovalTerms | null = null,
): CampaignApproval {
  return {
    state: 'pending',
    requestedBy: personOf(viewer),
    requestedAt: new Date().toISOString(),
    decidedBy: null,
    decidedAt: null,
    comment: null,
    terms,
    termsHash: hashTerms(terms),
    previouslyApproved,
    history: withEvent(previous, { ...event, by: personOf(viewer) }),
  };
}

/** What a launch by `viewer` becomes: active, or waiting for approval when the workspace requires it for them. */
export async function launchStatus(
  tx: Tx | Database,
  viewer: Viewer,
): Promise<'active' | 'pending_approval'> {
  return viewer.launchNeedsApproval && (await launchApprovalRequired(tx)) ? 'pending_approval' : 'active';
}

/**
 * The request of a launch that waits, for the terms of the campaign as stored (read back from the row, so that the
 * digests are those a later decision recomputes). A resubmitted draft keeps its earlier history.
 */
export function launchRequest(viewer: Viewer, row: CampaignRow): CampaignApproval {
  return newRequest(viewer, approvalTermsOf(row), row.approval, { event: 'requested' });
}

/**
 * Audits a campaign that now waits (a launch, or a change that needs a new decision) and tells the approvers (in
 * the app: the queue is where they act). `from` is the status it left, which the simulator's status history reads.
 */
export async function recordApprovalRequest(
  tx: Tx,
  viewer: Viewer,
  campaign: Pick<CampaignRow, 'id' | 'name'>,
  change: { from: string; changed?: ApprovalTerm[] } = { from: 'draft' },
) {
  const changed = change.changed ?? [];
  await recordAudit(tx, {
    actorId: viewer.id,
    action: 'campaign.approval_requested',
    targetType: 'campaign',
    targetId: campaign.id,
    before: { status: change.from },
    after: {
      status: 'pending_approval',
      name: campaign.name,
      ...(changed.length ? { reason: 'terms_changed', changed } : {}),
    },
  });
  const approvers = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, [...rolesFor('campaigns:approve')]));
  const what = changed.map((term) => APPROVAL_TERM_LABELS[term].toLowerCase()).join(', ');
  for (const approver of approvers) {
    if (approver.id === viewer.id) continue;
    await notifyUser(tx, {
      userId: approver.id,
      kind: 'approval_requested',
      title: 'A launch waits for your approval',
      body: changed.length
        ? `${viewer.name} changed "${campaign.name}" (${what}): it needs your approval again.`
        : `${viewer.name} submitted "${campaign.name}" for approval.`,
      link: '/approvals',
    });
  }
}

/** What an edit does to a campaign's status and approval; `request` when it is a new request to audit and announce. */
export interface TermsReview {
  status?: 'pending_approval';
  approval: CampaignApproval;
  request?: { from: string; changed: ApprovalTerm[] };
}

/**
 * The approval consequence of changing `current` into `next` (both whole rows) by `editor`, or null when there is
 * none. The rule (issue 28):
 * - pending: the request follows the campaign, so an approver decides what is there. A change other than a lower
 *   budget is a new request (approvers told again); a lower budget only updates the request.
 * - active or paused, launch approval on, changed by someone whose launch needs approval (a marketing manager):
 *   anything beyond the approved terms other than a lower budget sends it back to pending_approval, delivering
 *   nothing until decided. A manager's live campaign with no approval (launched before the setting was on) is held
 *   to the same rule: otherwise launching small before the setting and growing it after would skip approval.
 * - the same change by an approver (director, admin) is their own decision: the approved terms move with it.
 */
export async function reviewTermsChange(
  tx: Tx,
  editor: Viewer,
  current: CampaignRow,
  next: CampaignRow,
): Promise<TermsReview | null> {
  const before = approvalTermsOf(current);
  const after = approvalTermsOf(next);
  if (changedTerms(before, after).length === 0) return null;
  const approval = current.approval;
  const termsHash = hashTerms(after);

  if (current.status === 'pending_approval' && approval) {
    const requested = approval.terms ?? before;
    const changed = changedTerms(requested, after);
    if (!termsNeedApproval(requested, after)) {
      return {
        approval: {
          ...approval,
          terms: after,
          termsHash,
          history: withEvent(approval, { event: 'updated', by: personOf(editor), changed }),
        },
      };
    }
    return {
      status: 'pending_approval',
      approval: {
        ...approval,
        requestedAt: new Date().toISOString(),
        terms: after,
        termsHash,
        history: withEvent(approval, { event: 'resubmitted', by: personOf(editor), changed }),
      },
      request: { from: next.status, changed },
    };
  }

  if (current.status !== 'active' && current.status !== 'paused') return null;
  if (!(await launchApprovalRequired(tx))) return null;
  const approved = approval?.state === 'approved' ? (approval.terms ?? before) : before;
  if (!termsNeedApproval(approved, after)) return null;
  const changed = changedTerms(approved, after);
  if (!editor.launchNeedsApproval) {
    if (approval?.state !== 'approved') return null;
    return {
      approval: {
        ...approval,
        terms: after,
        termsHash,
        history: withEvent(approval, { event: 'changed_by_approver', by: personOf(editor), changed }),
      },
    };
  }
  return {
    status: 'pending_approval',
    approval: newRequest(
      editor,
      after,
      approval,
      { event: 'resubmitted', changed },
      approval?.state === 'approved' ? approved : null,
    ),
    request: { from: next.status, changed },
  };
}

/** The user behind an id as the approval rules see them (an applied recommendation names who applied it). */
export async function viewerById(tx: Pick<Database, 'select'>, id: string): Promise<Viewer | null> {
  const [user] = await tx
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return null;
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim() || user.username,
    launchNeedsApproval: !can(user.role, 'campaigns:approve'),
    canModifyAll: can(user.role, 'campaigns:modify-any'),
  };
}

const predictionsOf = (row: CampaignRow): AudiencePrediction | null => {
  const launch = (row.aiDecisions ?? []).find(
    (d): d is { kind: string; prediction: AudiencePrediction } =>
      typeof d === 'object' && d !== null && (d as { kind?: unknown }).kind === 'launch_prediction',
  );
  return launch?.prediction ?? null;
};

/** The campaigns waiting for approval, oldest request first, with the predictions they were launched with. */
export async function listApprovalQueue(
  db: Database,
  viewer: Viewer,
  toCampaign: (row: CampaignRow, viewer: Viewer) => Campaign,
): Promise<ApprovalQueueItem[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.status, 'pending_approval'))
    .orderBy(asc(sql`${campaigns.approval}->>'requestedAt'`), asc(campaigns.id))
    .limit(APPROVAL_QUEUE_MAX);
  return rows.map((row) => ({
    campaign: toCampaign(row, viewer),
    predictions: predictionsOf(row),
    canDecide: row.approval?.requestedBy.id !== viewer.id,
  }));
}

/**
 * An approver's decision on a waiting launch: approved, the campaign goes active; rejected, back to draft with the
 * comment. Audited; its creator is told in the app and by e-mail (queued: wake the outbox after the commit). 409
 * when it is not waiting (decided already) or its terms are not those the approver saw; 403 for the requester
 * themselves, whatever their role now (a manager promoted while their launch waits does not approve it).
 */
export async function decideApproval(
  deps: ApprovalDeps,
  tx: Tx,
  viewer: Viewer,
  id: string,
  decision: { decision: ApprovalDecision; comment?: string | undefined; termsHash?: string | undefined },
): Promise<{ status: 'active' | 'draft'; approval: CampaignApproval }> {
  const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!current) throw notFound(CAMPAIGN_MESSAGES.notFound);
  if (current.status !== 'pending_approval' || !current.approval)
    throw conflict(APPROVAL_MESSAGES.notPending);
  if (current.approval.requestedBy.id === viewer.id) throw forbidden(APPROVAL_MESSAGES.ownRequest);
  // The decision covers the terms as they stand; every edit path keeps the request's terms in step, so a
  // difference means a write that skipped the review: it needs a fresh look, not this decision.
  const terms = approvalTermsOf(current);
  const termsHash = hashTerms(terms);
  if (
    (current.approval.termsHash !== undefined && current.approval.termsHash !== termsHash) ||
    (decision.termsHash !== undefined && decision.termsHash !== termsHash)
  )
    throw conflict(APPROVAL_MESSAGES.termsChanged);
  const approved = decision.decision === 'approve';
  const status = approved ? ('active' as const) : ('draft' as const);
  const decidedBy = personOf(viewer);
  const approval: CampaignApproval = {
    ...current.approval,
    state: approved ? 'approved' : 'rejected',
    decidedBy,
    decidedAt: new Date().toISOString(),
    comment: decision.comment || null,
    terms,
    termsHash,
    previouslyApproved: null,
    history: withEvent(current.approval, { event: approved ? 'approved' : 'rejected', by: decidedBy }),
  };
  await tx
    .update(campaigns)
    .set({ status, approval })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'pending_approval')));
  await recordAudit(tx, {
    actorId: viewer.id,
    action: 'campaign.approval_decided',
    targetType: 'campaign',
    targetId: id,
    before: { status: 'pending_approval' },
    after: { status, decision: decision.decision, comment: approval.comment, termsHash },
  });
  await notifyRequester(deps, tx, current, approval);
  return { status, approval };
}
