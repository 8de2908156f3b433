import { API_ROUTES } from '../../../../shared/api-routes';
import type { ChangePasswordRequest } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { accountKeys } from './account-keys';

/**
 * POST /api/account/password: keeps this session and signs out every other one. A Google-only account sends no
 * `currentPassword` (a recent Google sign-in stands in) and has one afterwards.
 */
export function changePassword(input: ChangePasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(API_ROUTES.accountPassword, input);
}

export function useChangePassword() {
  return useApiMutation(changePassword, {
    retry: shouldRetryTransientMutation,
    // The other sessions have just ended: the session list shows it.
    refreshes: [accountKeys.sessions(), accountKeys.signInMethods()],
  });
}
