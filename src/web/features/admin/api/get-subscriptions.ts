import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import { ADMIN_LIST_PAGE_SIZE } from '../../../../shared/contacts-rules';
import type { Subscription } from '../../../../shared/newsletter';
import { pagedQueryOptions } from '../../../lib/api-page';
import { adminKeys, firstPagePath } from './admin-keys';

/** GET /api/newsletters page by page, newest first, searched by the server. */
export function useSubscriptions(q: string) {
  return useInfiniteQuery({
    ...pagedQueryOptions<Subscription>(
      adminKeys.subscriptionsList(q),
      firstPagePath(API_ROUTES.newsletters, ADMIN_LIST_PAGE_SIZE.screen, q),
    ),
    placeholderData: keepPreviousData,
  });
}
