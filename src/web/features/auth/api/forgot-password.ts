import { useMutation } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { ForgotPasswordRequest } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { shouldRetryTransientMutation } from '../../../lib/query-client';

/** POST /api/auth/forgot-password: the same answer whether or not the e-mail has an account. */
export function requestPasswordReset(input: ForgotPasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(API_ROUTES.forgotPassword, input);
}

export function useRequestPasswordReset() {
  // Rate-limited (3 per 15 minutes): a 4xx must not spend another attempt.
  return useMutation({ mutationFn: requestPasswordReset, retry: shouldRetryTransientMutation });
}
