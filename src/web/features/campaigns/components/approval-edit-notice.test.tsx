import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, type ApprovalTerms, type TermsEdit } from '../../../../shared/approvals-rules';
import type { Campaign } from '../../../../shared/campaigns';
import { makeApproval } from '../test/campaign-fixtures';
import { ApprovalEditNotice, approvalEditNotice } from './approval-edit-notice';

/** Issue 28, item 3: the wizard says before saving that a change of a requested or approved campaign needs approval. */
const TERMS: ApprovalTerms = {
  budget: 5000,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  objective: 'conversion',
  channelMix: { 'Google Search': 0.5, Meta: 0.3, Email: 0.2 },
  audience: 'a'.repeat(64),
  content: 'b'.repeat(64),
};

function renderNotice(
  status: Campaign['status'],
  approval: Campaign['approval'],
  changes: TermsEdit,
  editorNeedsApproval = true,
) {
  const notice = approvalEditNotice({ status, approval, budget: 5000, changes, editorNeedsApproval });
  render(
    <div>
      <ApprovalEditNotice notice={notice} />
      <button type="button" aria-describedby={notice ? 'approval-edit-note' : undefined}>
        Save Changes
      </button>
    </div>,
  );
}

describe('the approval notice of an edit', () => {
  it('warns a manager that raising an approved budget sends the campaign back to Pending approval', () => {
    renderNotice('active', makeApproval('approved', { terms: TERMS }), { budget: 90_000 });
    expect(screen.getByRole('status')).toHaveTextContent(APPROVAL_MESSAGES.editNeedsApproval);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveAccessibleDescription(
      APPROVAL_MESSAGES.editNeedsApproval,
    );
  });

  it('says nothing for a lower budget, a new name, or a change by a director', () => {
    renderNotice('active', makeApproval('approved', { terms: TERMS }), { budget: 3000 });
    renderNotice('active', makeApproval('approved', { terms: TERMS }), { name: 'New name' } as TermsEdit);
    renderNotice('active', makeApproval('approved', { terms: TERMS }), { budget: 90_000 }, false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('warns on any change of the audience, dates or content, even of a paused campaign', () => {
    renderNotice('paused', makeApproval('approved', { terms: TERMS }), { endDate: '2026-04-30' });
    expect(screen.getByRole('status')).toHaveTextContent(APPROVAL_MESSAGES.editNeedsApproval);
  });

  it('tells the editor of a waiting request that it goes to the approvers again', () => {
    renderNotice(
      'pending_approval',
      makeApproval('pending', { terms: TERMS }),
      { targetAudience: {} },
      false,
    );
    expect(screen.getByRole('status')).toHaveTextContent(APPROVAL_MESSAGES.editRenewsRequest);
  });
});
