import { OAuth2Server } from 'oauth2-mock-server';
import type { Config } from '../config';

/** A local OpenID Connect issuer standing in for Google's sign-in, with its RS256 signing key, on a free port. */
export async function startFakeOidcIssuer(): Promise<OAuth2Server> {
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  return issuer;
}

/** The settings that turn on "Sign in with Google" against `issuer` (createTestContext's overrides). */
export function googleSignInConfig(
  issuer: OAuth2Server,
  clientSecret = 'test-secret',
): Pick<Config, 'googleClientId' | 'googleClientSecret' | 'googleIssuer'> {
  return {
    googleClientId: 'northstar-test-client',
    googleClientSecret: clientSecret,
    googleIssuer: issuer.issuer.url as string,
  };
}
