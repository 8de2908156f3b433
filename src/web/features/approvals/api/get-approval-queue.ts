import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { ApprovalQueueItem } from '../../../../shared/campaigns';
import { api } from '../../../lib/api-client';
import { approvalKeys } from './approval-keys';

/** GET /api/approvals: the campaigns waiting for approval, oldest request first (at most APPROVAL_QUEUE_MAX). */
export function getApprovalQueue(signal?: AbortSignal): Promise<ApprovalQueueItem[]> {
  return api.get<ApprovalQueueItem[]>(API_ROUTES.approvals, signal);
}

export const approvalQueueQueryOptions = () =>
  queryOptions({
    queryKey: approvalKeys.queue(),
    queryFn: ({ signal }) => getApprovalQueue(signal),
    // Managers launch and other approvers decide while the page is open: always ask again on a visit or focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useApprovalQueue() {
  return useQuery(approvalQueueQueryOptions());
}
