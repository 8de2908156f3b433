import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { CurrentUser } from '../../../../shared/auth';
import { api, isApiError } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** GET /api/user. Signed out is an answer, not a failure: a 401 returns null (SPEC §9). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>(API_ROUTES.user, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
