import { API_ROUTES } from '../../../../shared/api-routes';

/** Query keys of the notifications feature; every key starts with the endpoint path. */
export const notificationKeys = {
  all: () => [API_ROUTES.notifications] as const,
  list: () => [API_ROUTES.notifications, 'list'] as const,
};
