import { API_ROUTES } from '../../../../shared/api-routes';
import type { CurrentUser, LoginRequest } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { showSignedIn } from './auth-keys';

/** POST /api/login */
export function login(input: LoginRequest): Promise<CurrentUser> {
  return api.post<CurrentUser>(API_ROUTES.login, input);
}

export function useLogin() {
  return useApiMutation(login, {
    retry: shouldRetryTransientMutation,
    onSuccess: (user, queryClient) => showSignedIn(queryClient, user),
  });
}
