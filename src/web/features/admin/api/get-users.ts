import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { type AdminUser, USER_PAGE_SIZE } from '../../../../shared/admin';
import { getPage, type Page } from '../../../lib/api-page';
import { adminKeys } from './admin-keys';

export type UserPages = InfiniteData<Page<AdminUser>>;

/** The first page's path; the following pages come from each answer's Link header. */
export const FIRST_USERS_PAGE = `/api/admin/users?limit=${USER_PAGE_SIZE.screen}`;

/** GET /api/admin/users page by page, newest first. */
export function useUsers() {
  return useInfiniteQuery({
    queryKey: adminKeys.users(),
    queryFn: ({ pageParam, signal }) => getPage<AdminUser>(pageParam, signal),
    initialPageParam: FIRST_USERS_PAGE,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The loaded pages as one list; a user who moved between two pages is shown once, where they first appeared. */
export function usersOf(data: UserPages | undefined): AdminUser[] | undefined {
  if (!data) return undefined;
  const seen = new Set<string>();
  return data.pages.flatMap((page) =>
    page.items.filter((user) => {
      if (seen.has(user.id)) return false;
      seen.add(user.id);
      return true;
    }),
  );
}

/** How many users the workspace has (X-Total-Count of the latest page). */
export function usersTotalOf(data: UserPages | undefined): number | undefined {
  return data?.pages.at(-1)?.total;
}
