import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { shouldRetryTransientMutation } from '../../../lib/query-client';

/** POST /api/account/password: keeps this session and signs out every other one. */
export function changePassword(input: ChangePasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/account/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, retry: shouldRetryTransientMutation });
}
