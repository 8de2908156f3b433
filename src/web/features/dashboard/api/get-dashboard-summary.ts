import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../../shared/analytics';
import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';

export type { DashboardSummary };

export const dashboardKeys = {
  summary: () => [API_ROUTES.dashboardSummary] as const,
};

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => api.get<DashboardSummary>(API_ROUTES.dashboardSummary, signal),
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
