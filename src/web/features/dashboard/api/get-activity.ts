import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import { ACTIVITY_PAGE_SIZE, type ActivityItem } from '../../../../shared/workspace';
import { getQueryOptions } from '../../../lib/api-query';

export type { ActivityItem };

const path = `${API_ROUTES.activity}?limit=${ACTIVITY_PAGE_SIZE.screen}`;

/** GET /api/activity, first page: the newest events the signed-in role may see (403 for plain users). */
export const recentActivityQueryOptions = () =>
  getQueryOptions<ActivityItem[]>([API_ROUTES.activity, ACTIVITY_PAGE_SIZE.screen], path);

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}
