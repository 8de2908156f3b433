import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { NotificationList } from '../../../../shared/approvals';
import { getQueryOptions } from '../../../lib/api-query';
import { notificationKeys } from './notification-keys';

/** How often the header asks for new notifications while the tab is visible. */
export const NOTIFICATION_POLL_MS = 60_000;

/** GET /api/notifications: the caller's newest notifications and how many are unread. */
export const notificationsQueryOptions = () =>
  getQueryOptions<NotificationList>(notificationKeys.list(), API_ROUTES.notifications, {
    // Always stale: polled, and asked again when the reader comes back to the tab.
    staleTime: 0,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
