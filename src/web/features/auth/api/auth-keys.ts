import { API_ROUTES } from '../../../../shared/api-routes';
/** Query keys of the auth feature. The current-user key is the endpoint path (SPEC §7 generic GET). */
export const authKeys = {
  currentUser: () => [API_ROUTES.user] as const,
  /** Client-only: the id of the account this tab has just registered (see useIsFirstVisitAfterRegistering). */
  newAccount: () => ['auth', 'new-account'] as const,
};
