import { API_ROUTES } from '../../../../shared/api-routes';
import type { CurrentUser, UpdateProfileRequest } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { authKeys } from '../../auth';

/**
 * PATCH /api/account/profile. An empty company clears it; a new e-mail also needs `currentPassword` (Google-only
 * accounts: a Google sign-in within the last 5 minutes instead).
 */
export function updateProfile(input: UpdateProfileRequest): Promise<CurrentUser> {
  return api.patch<CurrentUser>(API_ROUTES.accountProfile, input);
}

export function useUpdateProfile() {
  // The header and the dashboard read the current user: they show the new name at once.
  return useApiMutation(updateProfile, { stores: authKeys.currentUser() });
}
