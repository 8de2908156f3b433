import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { CurrentUser, LoginRequest } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { showSignedIn } from './auth-keys';

/** POST /api/login */
export function login(input: LoginRequest): Promise<CurrentUser> {
  return api.post<CurrentUser>(API_ROUTES.login, input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    retry: shouldRetryTransientMutation,
    onSuccess: (user) => showSignedIn(queryClient, user),
  });
}
