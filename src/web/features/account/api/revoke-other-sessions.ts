import { API_ROUTES } from '../../../../shared/api-routes';
import type { RevokeOtherSessionsResponse } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { accountKeys } from './account-keys';

/** POST /api/account/sessions/revoke-others: signs out every other browser; this one stays signed in. */
export function revokeOtherSessions(): Promise<RevokeOtherSessionsResponse> {
  return api.post<RevokeOtherSessionsResponse>(API_ROUTES.revokeOtherSessions);
}

export function useRevokeOtherSessions() {
  return useApiMutation(revokeOtherSessions, {
    refreshes: [accountKeys.sessions()],
    refreshesAfterFailure: true,
  });
}
