import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_LIST_PAGE_SIZE } from '../../../../shared/contacts-rules';
import { pagedQueryOptions } from '../../../lib/api-page';

/** The first page's path of a searchable admin list (`q` left out when empty). */
function firstPagePath(path: string, q: string): string {
  const params = new URLSearchParams({ limit: String(ADMIN_LIST_PAGE_SIZE.screen) });
  if (q.trim()) params.set('q', q.trim());
  return `${path}?${params}`;
}

/** A searchable admin list (contacts, subscriptions) page by page, newest first, searched by the server. */
export function useSearchedList<T>(queryKey: QueryKey, path: string, q: string) {
  return useInfiniteQuery({
    ...pagedQueryOptions<T>(queryKey, firstPagePath(path, q)),
    // A new search keeps the previous results on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}
