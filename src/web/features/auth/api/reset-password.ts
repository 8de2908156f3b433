import { useMutation } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { shouldRetryTransientMutation } from '../../../lib/query-client';

/** POST /api/auth/reset-password: 400 with a message when the token is invalid, expired or used. */
export function resetPassword(input: { token: string; password: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>(API_ROUTES.resetPassword, input);
}

export function useResetPassword() {
  // A token is single-use: never resend after the server answered.
  return useMutation({ mutationFn: resetPassword, retry: shouldRetryTransientMutation });
}
