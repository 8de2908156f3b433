import type { QueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { CurrentUser } from '../../../../shared/auth';
import { rememberSignedIn } from '../../../lib/signed-in-hint';

/** Query keys of the auth feature. The current-user key is the endpoint path (SPEC §7 generic GET). */
export const authKeys = {
  currentUser: () => [API_ROUTES.user] as const,
  /** Client-only: the id of the account this tab has just registered (see useIsFirstVisitAfterRegistering). */
  newAccount: () => ['auth', 'new-account'] as const,
};

/** Signed in (sign-in or registration): every screen shows the user at once, and the session is read again. */
export function showSignedIn(queryClient: QueryClient, user: CurrentUser) {
  rememberSignedIn(true);
  queryClient.setQueryData(authKeys.currentUser(), user);
  void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
}
