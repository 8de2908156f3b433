import type { Config } from '../config';

/**
 * The name of a cookie that carries an OAuth transaction (state, nonce, PKCE verifier). Over https it takes the
 * `__Secure-` prefix: browsers then refuse it unless it was set Secure by an https response, so a man in the middle
 * on plain http (or a sibling subdomain over http) cannot plant a transaction of its own. `__Host-` would also forbid
 * a Domain, but it needs Path=/ and these cookies are scoped to their callback paths.
 */
export function oauthCookieName(config: Pick<Config, 'isHttps'>, name: string): string {
  return config.isHttps ? `__Secure-${name}` : name;
}
