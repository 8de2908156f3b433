import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

/**
 * Google sign-in is a full browser navigation (SPEC §7): the server redirects to Google and back, ending on / or on
 * /auth?error=google_auth_failed. The timestamp keeps any cache from replaying an old redirect.
 */
export function startGoogleSignIn(): void {
  window.location.assign(`/api/auth/google?t=${Date.now()}`);
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/providers'],
    queryFn: ({ signal }) => api.get<AuthProviders>('/api/auth/providers', signal),
  });

/** Whether to offer Continue with Google: hidden only when the server says it is not configured. */
export function useIsGoogleSignInOffered(): boolean {
  const providers = useQuery(authProvidersQueryOptions());
  return providers.data?.google !== false;
}
