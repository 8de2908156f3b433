import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { AuthProviders } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

/**
 * Google sign-in is a full browser navigation (SPEC §7): the server redirects to Google and back, ending on / or on
 * /auth?error=google_auth_failed. The timestamp keeps any cache from replaying an old redirect.
 */
export function startGoogleSignIn(): void {
  window.location.assign(`${API_ROUTES.googleSignIn}?t=${Date.now()}`);
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: [API_ROUTES.authProviders],
    queryFn: ({ signal }) => api.get<AuthProviders>(API_ROUTES.authProviders, signal),
  });

/** Whether to offer Continue with Google: hidden only when the server says it is not configured. */
export function useIsGoogleSignInOffered(): boolean {
  const providers = useQuery(authProvidersQueryOptions());
  return providers.data?.google !== false;
}
