import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../shared/admin';
import { USER_PAGE_SIZE } from '../../../../shared/admin-rules';
import { API_ROUTES } from '../../../../shared/api-routes';
import { itemsOfPages, type Page, pagedQueryOptions, totalOfPages } from '../../../lib/api-page';
import { adminKeys } from './admin-keys';

export type UserPages = InfiniteData<Page<AdminUser>>;

/** The first page's path; the following pages come from each answer's Link header. */
export const FIRST_USERS_PAGE = `${API_ROUTES.adminUsers}?limit=${USER_PAGE_SIZE.screen}`;

/** GET /api/admin/users page by page, newest first. */
export function useUsers() {
  return useInfiniteQuery(pagedQueryOptions<AdminUser>(adminKeys.users(), FIRST_USERS_PAGE));
}

/** The loaded pages as one list (each user once). */
export const usersOf = (data: UserPages | undefined) => itemsOfPages(data, (user) => user.id);

/** How many users the workspace has (X-Total-Count of the latest page). */
export const usersTotalOf = (data: UserPages | undefined) => totalOfPages(data);
