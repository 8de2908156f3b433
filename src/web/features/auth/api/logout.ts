import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';

/** POST /api/logout */
export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>(API_ROUTES.logout);
}

/** SPEC §4: on success every cached answer goes, then a full page load of / so no signed-in state survives. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
