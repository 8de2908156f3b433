import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, UpdateProfileRequest } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../auth';

/** PATCH /api/account/profile. An empty company clears it. */
export function updateProfile(input: UpdateProfileRequest): Promise<CurrentUser> {
  return api.patch<CurrentUser>('/api/account/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The header and the dashboard read the current user: they show the new name at once.
    onSuccess: (user) => queryClient.setQueryData(authKeys.currentUser(), user),
  });
}
