import { API_ROUTES } from '../../../../shared/api-routes';
import type { Subscription } from '../../../../shared/newsletter';
import { adminKeys } from './admin-keys';
import { useSearchedList } from './searched-list';

/** GET /api/newsletters page by page, newest first, searched by the server. */
export function useSubscriptions(q: string) {
  return useSearchedList<Subscription>(adminKeys.subscriptionsList(q), API_ROUTES.newsletters, q);
}
