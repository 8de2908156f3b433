import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { AuthProviders } from '../../../../shared/auth';
import { getQueryOptions } from '../../../lib/api-query';

/**
 * Google sign-in is a full browser navigation (SPEC §7): the server redirects to Google and back, ending on / or on
 * /auth?error=google_auth_failed. The timestamp keeps any cache from replaying an old redirect.
 */
export function startGoogleSignIn(): void {
  window.location.assign(`${API_ROUTES.googleSignIn}?t=${Date.now()}`);
}

export const authProvidersQueryOptions = () =>
  getQueryOptions<AuthProviders>([API_ROUTES.authProviders], API_ROUTES.authProviders);

/** Whether to offer Continue with Google: hidden only when the server says it is not configured. */
export function useIsGoogleSignInOffered(): boolean {
  const providers = useQuery(authProvidersQueryOptions());
  return providers.data?.google !== false;
}
