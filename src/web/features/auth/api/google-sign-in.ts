/**
 * Google sign-in is a full browser navigation (SPEC §7): the server redirects to Google and back, ending on / or on
 * /auth?error=google_auth_failed. The timestamp keeps any cache from replaying an old redirect.
 */
export function startGoogleSignIn(): void {
  window.location.assign(`/api/auth/google?t=${Date.now()}`);
}
