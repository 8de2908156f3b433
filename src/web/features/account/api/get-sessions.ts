import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { AccountSession } from '../../../../shared/auth';
import { getQueryOptions } from '../../../lib/api-query';
import { accountKeys } from './account-keys';

/** GET /api/account/sessions: your signed-in browsers, this one first. */
export const sessionsQueryOptions = () =>
  getQueryOptions<AccountSession[]>(accountKeys.sessions(), API_ROUTES.accountSessions, {
    // Another device may sign in while the page is open: show the list as it is now.
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
