/** The auth feature's public face for other features: the session's query and its cache keys (DESIGN §3). */
export { authKeys } from './api/auth-keys';
export { currentUserQueryOptions, useCurrentUser } from './api/get-current-user';
export { SignOutButton } from './components/sign-out-button';
