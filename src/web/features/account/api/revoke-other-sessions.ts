import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeOtherSessionsResponse } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** POST /api/account/sessions/revoke-others: signs out every other browser; this one stays signed in. */
export function revokeOtherSessions(): Promise<RevokeOtherSessionsResponse> {
  return api.post<RevokeOtherSessionsResponse>('/api/account/sessions/revoke-others');
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
