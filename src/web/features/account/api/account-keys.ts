import { API_ROUTES } from '../../../../shared/api-routes';
/** Query keys of the account feature; each starts with its endpoint path (SPEC §7 generic GET). */
export const accountKeys = {
  sessions: () => [API_ROUTES.accountSessions] as const,
  signInMethods: () => [API_ROUTES.accountSignInMethods] as const,
};
