import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { CurrentUser } from '../../../../shared/auth';
import { api, isApiError } from '../../../lib/api-client';
import { rememberSignedIn } from '../../../lib/signed-in-hint';
import { authKeys } from './auth-keys';

/** GET /api/user. Signed out is an answer, not a failure: a 401 returns null (SPEC §9). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const user = await api.get<CurrentUser>(API_ROUTES.user, signal);
    // The demo, which asks the server nothing, reads this to show the way back in (lib/signed-in-hint.ts).
    rememberSignedIn(true);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      rememberSignedIn(false);
      return null;
    }
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
