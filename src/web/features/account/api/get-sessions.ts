import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { AccountSession } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** GET /api/account/sessions: your signed-in browsers, this one first. */
export function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return api.get<AccountSession[]>(API_ROUTES.accountSessions, signal);
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
    // Another device may sign in while the page is open: show the list as it is now.
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
