import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { CurrentUser, RegisterRequest } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { authKeys, showSignedIn } from './auth-keys';

/** POST /api/register. An empty company is left out rather than stored as ''. */
export function register(input: RegisterRequest): Promise<CurrentUser> {
  const { company, ...rest } = input;
  return api.post<CurrentUser>(API_ROUTES.register, company ? { ...rest, company } : rest);
}

export function useRegister() {
  return useApiMutation(register, {
    retry: shouldRetryTransientMutation,
    onSuccess: (user, queryClient) => {
      // Marked before the session changes: whichever navigation then reaches the dashboard first (the form's, or
      // /auth's redirect of a signed-in user) finds the mark already there.
      queryClient.setQueryData(authKeys.newAccount(), user.id);
      showSignedIn(queryClient, user);
    },
  });
}

/**
 * Whether this is the signed-in user's first dashboard visit after registering in this tab, so that it welcomes
 * rather than welcomes back. Read once, then forgotten: the next visit is a return, and so is any reload (the query
 * cache lives in memory only; an unread mark goes with the cache's unused entries after five minutes).
 */
export function useIsFirstVisitAfterRegistering(userId: string): boolean {
  const queryClient = useQueryClient();
  const [isFirstVisit] = useState(() => queryClient.getQueryData(authKeys.newAccount()) === userId);
  useEffect(() => {
    if (isFirstVisit) queryClient.removeQueries({ queryKey: authKeys.newAccount(), exact: true });
  }, [isFirstVisit, queryClient]);
  return isFirstVisit;
}
