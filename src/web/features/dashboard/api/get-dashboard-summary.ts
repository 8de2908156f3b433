import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../../shared/analytics';
import { API_ROUTES } from '../../../../shared/api-routes';
import { getQueryOptions } from '../../../lib/api-query';

export type { DashboardSummary };

export const dashboardKeys = {
  summary: () => [API_ROUTES.dashboardSummary] as const,
};

export const dashboardSummaryQueryOptions = () =>
  getQueryOptions<DashboardSummary>(dashboardKeys.summary(), API_ROUTES.dashboardSummary);

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
