import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../../shared/analytics';
import { api } from '../../../lib/api-client';

export type { DashboardSummary };

export const dashboardKeys = {
  summary: () => ['/api/dashboard/summary'] as const,
};

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => api.get<DashboardSummary>('/api/dashboard/summary', signal),
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
