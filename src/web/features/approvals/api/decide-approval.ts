import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import type { ApprovalDecision } from '../../../../shared/approvals';
import type { ApprovalQueueItem, Campaign } from '../../../../shared/campaigns';
import { api, isApiError } from '../../../lib/api-client';
import { approvalKeys } from './approval-keys';

export interface DecideApprovalInput {
  id: string;
  decision: ApprovalDecision;
  /** Left out when blank (an approval needs none). */
  comment?: string;
  /** The terms the approver was shown: the server refuses (409) when the campaign changed since. */
  termsHash?: string | undefined;
}

/**
 * POST /api/campaigns/:id/approval → the updated campaign (approve: active; reject: back to draft). 400 with a
 * field error for a rejection without a comment, 409 when the campaign no longer waits (someone else decided).
 */
export function decideApproval({ id, decision, comment, termsHash }: DecideApprovalInput): Promise<Campaign> {
  const text = comment?.trim();
  return api.post<Campaign>(apiPath(API_ROUTES.campaignApproval, { id }), {
    decision,
    ...(text ? { comment: text } : {}),
    ...(termsHash ? { termsHash } : {}),
  });
}

/** Takes a decided campaign out of the cached queue at once, so its card leaves before the refetch lands. */
function removeFromQueue(items: ApprovalQueueItem[] | undefined, id: string) {
  return items?.filter((item) => item.campaign.id !== id);
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    // A decision is not idempotent and a refusal will not change on a second try: the approver retries by hand.
    retry: false,
    onSuccess: (_campaign, { id }) => {
      queryClient.setQueryData<ApprovalQueueItem[]>(approvalKeys.queue(), (items) =>
        removeFromQueue(items, id),
      );
      // The campaign changed status: every campaign list, detail and the summary counts (one prefix) are stale.
      // Not awaited: the card has already left, so the dialog need not wait for the refetch.
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all() });
      void queryClient.invalidateQueries({ queryKey: [API_ROUTES.campaigns] });
    },
    onError: (error, { id }) => {
      if (!isApiError(error) || error.status !== 409) return;
      // Someone else decided first: the card is out of date, so it leaves and the queue is asked for again.
      queryClient.setQueryData<ApprovalQueueItem[]>(approvalKeys.queue(), (items) =>
        removeFromQueue(items, id),
      );
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all() });
      void queryClient.invalidateQueries({ queryKey: [API_ROUTES.campaigns] });
    },
  });
}
