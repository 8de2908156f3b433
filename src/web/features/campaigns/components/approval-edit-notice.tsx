import { TriangleAlert } from 'lucide-react';
import { APPROVAL_MESSAGES, editNeedsApproval, type TermsEdit } from '../../../../shared/approvals-rules';
import type { Campaign } from '../../../../shared/campaigns';
import type { CampaignStatus } from '../../../../shared/campaigns-rules';

export const APPROVAL_EDIT_NOTE_ID = 'approval-edit-note';

/**
 * What saving this edit will do to the campaign's approval, in the words of the server's rule
 * (campaign-approval.ts, reviewTermsChange), or null when nothing: a waiting request goes to the approvers again
 * unless only the budget went down; an approved (or, with approval on, live) campaign of someone whose launches
 * need approval goes back to Pending approval. The server decides; this only warns before the click.
 */
export function approvalEditNotice(edit: {
  status: CampaignStatus;
  approval: Campaign['approval'];
  /** The budget as saved. */
  budget: number;
  changes: TermsEdit;
  /** The signed-in user's launches wait for approval (a marketing manager while the workspace requires it). */
  editorNeedsApproval: boolean;
}): string | null {
  const { status, approval } = edit;
  if (status === 'pending_approval') {
    const requested = approval?.terms?.budget ?? edit.budget;
    return editNeedsApproval(edit.changes, { budget: requested })
      ? APPROVAL_MESSAGES.editRenewsRequest
      : null;
  }
  if (status !== 'active' && status !== 'paused') return null;
  if (!edit.editorNeedsApproval || (approval && approval.state !== 'approved')) return null;
  // Up to the approved budget is still approved (a budget lowered and raised back needs nothing).
  const approved = approval?.terms?.budget ?? edit.budget;
  return editNeedsApproval(edit.changes, { budget: approved }) ? APPROVAL_MESSAGES.editNeedsApproval : null;
}

/** The notice beside Save Changes; the button names it with aria-describedby. */
export function ApprovalEditNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p
      id={APPROVAL_EDIT_NOTE_ID}
      role="status"
      className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{notice}</span>
    </p>
  );
}
