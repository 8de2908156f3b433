import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { ApprovalQueueItem } from '../../../../shared/campaigns';
import { getQueryOptions } from '../../../lib/api-query';
import { approvalKeys } from './approval-keys';

/** GET /api/approvals: the campaigns waiting for approval, oldest request first (at most APPROVAL_QUEUE_MAX). */
export const approvalQueueQueryOptions = () =>
  getQueryOptions<ApprovalQueueItem[]>(approvalKeys.queue(), API_ROUTES.approvals, {
    // Managers launch and other approvers decide while the page is open: always ask again on a visit or focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useApprovalQueue() {
  return useQuery(approvalQueueQueryOptions());
}
