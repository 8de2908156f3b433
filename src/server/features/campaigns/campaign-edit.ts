import { canonicalJson } from '../../../shared/approvals';
import type { CampaignStatus } from '../../../shared/campaigns';
import type { Transaction } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { launchRequest, recordApprovalRequest, reviewTermsChange } from './campaign-approval';
import { type CampaignRow, updateCampaignRow, type Viewer } from './campaigns.repository';

/** The fields an edit can change, as the audit log shows them (status changes have rows of their own). */
const EDITABLE_FIELDS = [
  'name',
  'description',
  'objective',
  'budget',
  'startDate',
  'endDate',
  'targetAudience',
  'brandVoice',
  'contentVariants',
] as const satisfies readonly (keyof CampaignRow)[];

const auditValue = (row: CampaignRow, field: (typeof EDITABLE_FIELDS)[number]) =>
  field === 'budget' ? Number(row.budget) : row[field];

/** Only what changed, before and after: an edit's audit row. Null when no field changed. */
function fieldChanges(before: CampaignRow, after: CampaignRow) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const a = auditValue(before, field);
    const b = auditValue(after, field);
    if (canonicalJson(a) === canonicalJson(b)) continue;
    was[field] = a ?? null;
    is[field] = b ?? null;
  }
  return Object.keys(is).length ? { before: was, after: is } : null;
}

/**
 * After PATCH /api/campaigns/:id wrote `saved` over `current`, in the same transaction: audits the edit (only the
 * changed fields, before and after) and the status change, then gives the approval its consequence: a launch that
 * waits gets its request, an edit of a requested or approved campaign its review (campaign-approval.ts). The
 * request's terms are read from the row as stored, so their digests are those a decision recomputes.
 */
export async function auditEditAndReviewApproval(
  tx: Transaction,
  viewer: Viewer,
  current: CampaignRow,
  saved: CampaignRow,
  edit: { isLaunch: boolean; status: string | undefined },
): Promise<CampaignRow> {
  const edited = fieldChanges(current, saved);
  if (edited) {
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'campaign.updated',
      targetType: 'campaign',
      targetId: current.id,
      ...edited,
    });
  }
  const status = edit.status as CampaignStatus | undefined;
  if (status && status !== current.status && status !== 'pending_approval') {
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'campaign.status_changed',
      targetType: 'campaign',
      targetId: current.id,
      before: { status: current.status },
      after: { status },
    });
  }
  if (edit.isLaunch) {
    if (status !== 'pending_approval') return saved;
    const waiting = await updateCampaignRow(tx, viewer, current.id, {
      approval: launchRequest(viewer, saved),
    });
    await recordApprovalRequest(tx, viewer, saved);
    return waiting ?? saved;
  }
  const review = await reviewTermsChange(tx, viewer, current, saved);
  if (!review) return saved;
  const reviewed = await updateCampaignRow(tx, viewer, current.id, {
    approval: review.approval,
    ...(review.status ? { status: review.status } : {}),
  });
  if (review.request) await recordApprovalRequest(tx, viewer, reviewed ?? saved, review.request);
  return reviewed ?? saved;
}
