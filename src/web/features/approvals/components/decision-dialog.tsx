import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ApprovalDecisionRequest, approvalDecisionRequestSchema } from '../../../../shared/approvals';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_MESSAGES,
  type ApprovalDecision,
  launchTiming,
} from '../../../../shared/approvals-rules';
import type { ApprovalQueueItem, Campaign } from '../../../../shared/campaigns';
import { todayIn } from '../../../../shared/zoned-dates';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useNotify } from '../../../lib/notifications';
import { useDecideApproval } from '../api/decide-approval';

type DecisionValues = z.output<typeof approvalDecisionRequestSchema>;

const COPY: Record<ApprovalDecision, { title: string; submit: string }> = {
  approve: { title: 'Approve campaign', submit: 'Approve' },
  reject: { title: 'Reject campaign', submit: 'Reject' },
};

function descriptionOf(decision: ApprovalDecision, name: string): string {
  return decision === 'approve'
    ? `“${name}” becomes active and delivers from its start date.`
    : `“${name}” goes back to draft, where its owner can change it and submit it again.`;
}

/**
 * The page's one Approve / Reject dialog, serving every card: the Radix root, and the content of the decision asked
 * for. The page loads this module when a decision is first asked for (with its form library and schemas, a third of
 * the page's script), so the queue shows without it.
 */
export function DecisionDialog({
  open,
  onOpenChange,
  request,
  onDecided,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card and decision last asked for (kept while the dialog animates closed). */
  request: { item: ApprovalQueueItem; decision: ApprovalDecision } | null;
  onDecided: (campaign: Campaign | null) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request ? (
        <DecisionDialogContent
          key={`${request.item.campaign.id}-${request.decision}`}
          item={request.item}
          decision={request.decision}
          onDecided={onDecided}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * The dialog's content for one card and decision. Checked by the shared request schema, so a rejection without a
 * comment is refused here with the server's own words.
 */
function DecisionDialogContent({
  item,
  decision,
  onDecided,
  onCloseAutoFocus,
}: {
  item: ApprovalQueueItem;
  decision: ApprovalDecision;
  /** The decision was recorded (or someone else's was: the campaign no longer waits). */
  onDecided: (campaign: Campaign | null) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { campaign } = item;
  const requester = campaign.approval?.requestedBy.name ?? 'its owner';
  return (
    <DialogContent
      title={COPY[decision].title}
      description={descriptionOf(decision, campaign.name)}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DecisionForm
        campaignId={campaign.id}
        campaignName={campaign.name}
        termsHash={campaign.approval?.termsHash}
        requester={requester}
        decision={decision}
        onDecided={onDecided}
      />
    </DialogContent>
  );
}

/** The start date to name when an approved campaign waits for it (in the browser's calendar), else null: live now. */
function startsOnOf(campaign: Campaign): string | null {
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return launchTiming(campaign.startDate, today) === 'scheduled' ? formatDate(campaign.startDate) : null;
}

function DecisionForm({
  campaignId,
  campaignName,
  termsHash,
  requester,
  decision,
  onDecided,
}: {
  campaignId: string;
  campaignName: string;
  termsHash: string | undefined;
  requester: string;
  decision: ApprovalDecision;
  onDecided: (campaign: Campaign | null) => void;
}) {
  const decide = useDecideApproval();
  const notify = useNotify();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApprovalDecisionRequest, unknown, DecisionValues>({
    resolver: zodResolver(approvalDecisionRequestSchema),
    defaultValues: { decision, comment: '' },
  });

  const onSubmit = handleSubmit(async ({ comment }) => {
    setFailure(null);
    let campaign: Campaign;
    try {
      campaign = await decide.mutateAsync({ id: campaignId, decision, comment, termsHash });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // Someone else decided first: nothing left to decide here.
        notify({ type: 'error', title: 'Decision not recorded', description: errorMessage(error) });
        onDecided(null);
        return;
      }
      applyServerFieldErrors<ApprovalDecisionRequest>(error, ['comment'], setError);
      if (!(isApiError(error) && error.fieldError('comment'))) setFailure(error);
      return;
    }
    notify({
      type: 'success',
      title: decision === 'approve' ? APPROVAL_MESSAGES.approvedTitle : APPROVAL_MESSAGES.rejectedTitle,
      description:
        decision === 'approve'
          ? `${APPROVAL_MESSAGES.approvedNotice(campaignName, startsOnOf(campaign))}.`
          : `${campaignName} is back in draft for ${requester} to change.`,
      duration: 4000,
    });
    onDecided(campaign);
  });

  const isReject = decision === 'reject';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField
        label="Comment"
        error={errors.comment?.message}
        hint={
          isReject
            ? `Required: say what ${requester} should change.`
            : `Optional: ${requester} sees it with your decision.`
        }
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('comment')}
            rows={4}
            maxLength={APPROVAL_COMMENT_MAX}
            aria-required={isReject || undefined}
          />
        )}
      </FormField>
      {failure ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">{APPROVAL_MESSAGES.decisionFailed}</p>
            <p className="mt-0.5">{errorMessage(failure)}</p>
          </div>
        </div>
      ) : null}
      <DialogActions>
        <PendingButton type="submit" isPending={isSubmitting}>
          {COPY[decision].submit}
        </PendingButton>
      </DialogActions>
    </form>
  );
}
