import { useQuery } from '@tanstack/react-query';
import type { MakeAdminStatus } from '../../../../shared/admin';
import { API_ROUTES } from '../../../../shared/api-routes';
import { getQueryOptions } from '../../../lib/api-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/make-admin: is Make Me Admin still open (no admin yet), and does it ask for the code? */
export const makeAdminStatusQueryOptions = () =>
  getQueryOptions<MakeAdminStatus>(adminKeys.makeAdminStatus(), API_ROUTES.makeAdmin);

export function useMakeAdminStatus() {
  return useQuery(makeAdminStatusQueryOptions());
}
