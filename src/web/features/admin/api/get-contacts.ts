import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { Contact } from '../../../../shared/contacts';
import { ADMIN_LIST_PAGE_SIZE } from '../../../../shared/contacts-rules';
import { getPage } from '../../../lib/api-page';
import { adminKeys, firstPagePath } from './admin-keys';

/** GET /api/contacts page by page, newest first, searched by the server; the next pages follow the Link header. */
export function useContacts(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.contactsList(q),
    queryFn: ({ pageParam, signal }) => getPage<Contact>(pageParam, signal),
    initialPageParam: firstPagePath(API_ROUTES.contacts, ADMIN_LIST_PAGE_SIZE.screen, q),
    getNextPageParam: (last) => last.next ?? undefined,
    // A new search keeps the previous results on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}
