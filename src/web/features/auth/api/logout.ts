import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { rememberSignedIn } from '../../../lib/signed-in-hint';

/** POST /api/logout */
export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>(API_ROUTES.logout);
}

/** SPEC §4: on success every cached answer goes, then a full page load of / so no signed-in state survives. */
export function useLogout() {
  return useApiMutation(logout, {
    onSuccess: (_, queryClient) => {
      rememberSignedIn(false);
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
