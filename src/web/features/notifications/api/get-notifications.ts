import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { NotificationList } from '../../../../shared/approvals';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** How often the header asks for new notifications while the tab is visible. */
export const NOTIFICATION_POLL_MS = 60_000;

/** GET /api/notifications: the caller's newest notifications and how many are unread. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => api.get<NotificationList>(API_ROUTES.notifications, signal),
    // Always stale: polled, and asked again when the reader comes back to the tab.
    staleTime: 0,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
