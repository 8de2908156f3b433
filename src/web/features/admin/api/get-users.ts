import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../shared/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/users: every user of the workspace. */
export function getUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return api.get<AdminUser[]>('/api/admin/users', signal);
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users(), queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
