import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../shared/admin';
import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/stats: the four counters ('today' in the workspace time zone). */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>(API_ROUTES.adminStats, signal);
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
