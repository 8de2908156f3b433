import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../shared/admin';
import { API_ROUTES } from '../../../../shared/api-routes';
import { getQueryOptions } from '../../../lib/api-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/stats: the four counters ('today' in the workspace time zone). */
export const adminStatsQueryOptions = () =>
  getQueryOptions<AdminStats>(adminKeys.stats(), API_ROUTES.adminStats);

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
