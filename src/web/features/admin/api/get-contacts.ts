import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { Contact } from '../../../../shared/contacts';
import { ADMIN_LIST_PAGE_SIZE } from '../../../../shared/contacts-rules';
import { pagedQueryOptions } from '../../../lib/api-page';
import { adminKeys, firstPagePath } from './admin-keys';

/** GET /api/contacts page by page, newest first, searched by the server; the next pages follow the Link header. */
export function useContacts(q: string) {
  return useInfiniteQuery({
    ...pagedQueryOptions<Contact>(
      adminKeys.contactsList(q),
      firstPagePath(API_ROUTES.contacts, ADMIN_LIST_PAGE_SIZE.screen, q),
    ),
    // A new search keeps the previous results on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}
