import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { NotificationList } from '../../../../shared/approvals';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/read with these ids (204). */
export function markNotificationsRead(ids: readonly string[]): Promise<void> {
  return api.post<void>(API_ROUTES.notificationsRead, { ids });
}

/**
 * Marks notifications read. The cached list changes at once, so the badge clears as the list opens; the server's
 * list replaces it when the request settles (and puts the unread ones back if it failed).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all() });
      const readAt = new Date().toISOString();
      const marked = new Set(ids);
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) => {
        if (!list) return list;
        const newlyRead = list.items.filter((item) => item.readAt === null && marked.has(item.id)).length;
        return {
          unread: Math.max(0, list.unread - newlyRead),
          items: list.items.map((item) =>
            item.readAt === null && marked.has(item.id) ? { ...item, readAt } : item,
          ),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}
