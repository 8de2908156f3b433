import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { RevokeOtherSessionsResponse } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** POST /api/account/sessions/revoke-others: signs out every other browser; this one stays signed in. */
export function revokeOtherSessions(): Promise<RevokeOtherSessionsResponse> {
  return api.post<RevokeOtherSessionsResponse>(API_ROUTES.revokeOtherSessions);
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
