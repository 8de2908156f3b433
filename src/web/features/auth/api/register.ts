import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterRequest } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { authKeys } from './auth-keys';

/** POST /api/register. An empty company is left out rather than stored as ''. */
export function register(input: RegisterRequest): Promise<CurrentUser> {
  const { company, ...rest } = input;
  return api.post<CurrentUser>('/api/register', company ? { ...rest, company } : rest);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    retry: shouldRetryTransientMutation,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.currentUser(), user);
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}
