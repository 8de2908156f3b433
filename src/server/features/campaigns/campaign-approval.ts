import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  APPROVAL_MESSAGES,
  APPROVAL_QUEUE_MAX,
  type ApprovalDecision,
  type CampaignApproval,
} from '../../../shared/approvals';
import type { AudiencePrediction } from '../../../shared/audience';
import { type ApprovalQueueItem, CAMPAIGN_MESSAGES, type Campaign } from '../../../shared/campaigns';
import { rolesFor } from '../../../shared/roles';
import type { Database, Transaction } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/mailer';
import { launchApprovalRequired } from '../admin';
import { notifyUser } from '../notifications';
import type { CampaignRow, Viewer } from './campaigns.repository';

/**
 * Launch approval (src/shared/approvals.ts): what a launch becomes, the approvers' queue and their decision. The
 * campaigns feature writes its own table only; the setting is the admin feature's, the notices the notifications'.
 */

type Tx = Transaction;

export interface ApprovalDeps {
  /** The app's address, for links in e-mails. */
  appOrigin: string;
}

export interface LaunchOutcome {
  status: 'active' | 'pending_approval';
  approval: CampaignApproval | null;
}

/** What a launch by `viewer` becomes: active, or waiting for approval when the workspace requires it for them. */
export async function launchOutcome(tx: Tx | Database, viewer: Viewer): Promise<LaunchOutcome> {
  if (!viewer.launchNeedsApproval || !(await launchApprovalRequired(tx)))
    return { status: 'active', approval: null };
  return {
    status: 'pending_approval',
    approval: {
      state: 'pending',
      requestedBy: { id: viewer.id, name: viewer.name },
      requestedAt: new Date().toISOString(),
      decidedBy: null,
      decidedAt: null,
      comment: null,
    },
  };
}

/** Audits a launch that now waits, and tells the approvers (in the app: the queue is where they act). */
export async function recordApprovalRequest(
  tx: Tx,
  viewer: Viewer,
  campaign: Pick<CampaignRow, 'id' | 'name'>,
) {
  await recordAudit(tx, {
    actorId: viewer.id,
    action: 'campaign.approval_requested',
    targetType: 'campaign',
    targetId: campaign.id,
    // A launch waits: for the simulator's status history the campaign was a draft until then.
    before: { status: 'draft' },
    after: { status: 'pending_approval', name: campaign.name },
  });
  const approvers = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, [...rolesFor('campaigns:approve')]));
  for (const approver of approvers) {
    if (approver.id === viewer.id) continue;
    await notifyUser(tx, {
      userId: approver.id,
      kind: 'approval_requested',
      title: 'A launch waits for your approval',
      body: `${viewer.name} submitted "${campaign.name}" for approval.`,
      link: '/approvals',
    });
  }
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
  return rows.map((row) => ({ campaign: toCampaign(row, viewer), predictions: predictionsOf(row) }));
}

/**
 * An approver's decision on a waiting launch: approved, the campaign goes active; rejected, back to draft with the
 * comment. Audited; its creator is told in the app and by e-mail (queued: wake the outbox after the commit). 409
 * when it is not waiting (decided already).
 */
export async function decideApproval(
  deps: ApprovalDeps,
  tx: Tx,
  viewer: Viewer,
  id: string,
  decision: { decision: ApprovalDecision; comment?: string | undefined },
): Promise<{ status: 'active' | 'draft'; approval: CampaignApproval }> {
  const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!current) throw notFound(CAMPAIGN_MESSAGES.notFound);
  if (current.status !== 'pending_approval' || !current.approval)
    throw conflict(APPROVAL_MESSAGES.notPending);
  const approved = decision.decision === 'approve';
  const status = approved ? ('active' as const) : ('draft' as const);
  const approval: CampaignApproval = {
    ...current.approval,
    state: approved ? 'approved' : 'rejected',
    decidedBy: { id: viewer.id, name: viewer.name },
    decidedAt: new Date().toISOString(),
    comment: decision.comment || null,
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
    after: { status, decision: decision.decision, comment: approval.comment },
  });
  await notifyRequester(deps, tx, current.name, approval);
  return { status, approval };
}

async function notifyRequester(deps: ApprovalDeps, tx: Tx, name: string, approval: CampaignApproval) {
  const [requester] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, approval.requestedBy.id));
  if (!requester) return;
  const approved = approval.state === 'approved';
  const decider = approval.decidedBy?.name ?? 'An approver';
  const title = approved ? `"${name}" is approved and live` : `"${name}" was not approved`;
  const body = approved
    ? `${decider} approved the launch${approval.comment ? `: ${approval.comment}` : '.'}`
    : `${decider} rejected the launch: ${approval.comment ?? ''} It is back in your drafts to change and submit again.`;
  const link = `${deps.appOrigin}/campaigns`;
  await notifyUser(tx, {
    userId: approval.requestedBy.id,
    kind: approved ? 'approval_approved' : 'approval_rejected',
    title,
    body,
    link: '/campaigns',
    mail: {
      to: requester.email,
      subject: `Northstar: ${title}`,
      text: [`Hi ${requester.firstName},`, '', body, '', `Your campaigns: ${link}`, '', '— Northstar'].join(
        '\n',
      ),
      html: `<p>Hi ${escapeHtml(requester.firstName)},</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">Open your campaigns</a></p>
<p>— Northstar</p>`,
    },
  });
}
