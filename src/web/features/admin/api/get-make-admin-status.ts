import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MakeAdminStatus } from '../../../../shared/admin';
import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/make-admin: is Make Me Admin still open (no admin yet), and does it ask for the code? */
export function getMakeAdminStatus(signal?: AbortSignal): Promise<MakeAdminStatus> {
  return api.get<MakeAdminStatus>(API_ROUTES.makeAdmin, signal);
}

export const makeAdminStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.makeAdminStatus(),
    queryFn: ({ signal }) => getMakeAdminStatus(signal),
  });

export function useMakeAdminStatus() {
  return useQuery(makeAdminStatusQueryOptions());
}
