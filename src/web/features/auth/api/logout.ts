import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { rememberSignedIn } from '../../../lib/signed-in-hint';

/** POST /api/logout */
export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>(API_ROUTES.logout);
}

/**
 * SPEC §4: on success a full page load of /, so no signed-in state survives: the cache lives in the page's memory
 * only and goes with it. Clearing it first made the still-mounted signed-in page render once without its user
 * before the navigation ("useSignedInUser was called outside the signed-in area", seen in e2e/demo-narrow).
 */
export function useLogout() {
  return useApiMutation(logout, {
    onSuccess: () => {
      rememberSignedIn(false);
      window.location.assign('/');
    },
  });
}
