import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { SecurityContext } from '../../lib/audit';
import { unauthorized } from '../../lib/errors';
import { encryptSecret } from '../../lib/secrets';
import { asGoogleError, GoogleApiError, oauthConfiguration } from './google-ads.client';
import { GOOGLE_ADS_CALLBACK_PATH, type GoogleAdsDeps } from './google-ads.connection';
import { saveConnection } from './google-ads.settings';

// Google's consent for Google Ads: the consent URL with state and PKCE, and the code exchange that stores the
// refresh token (openid-client, configured in google-ads.client.ts).

export const GOOGLE_ADS_SCOPE = 'https://www.googleapis.com/auth/adwords';
/** What the consent popup carries from the start to the callback (in a signed, HttpOnly cookie). */
export interface ConsentTransaction {
  state: string;
  verifier: string;
}

/** The consent URL (offline access and forced consent, so Google returns a refresh token every time). */
export async function beginConsent(
  deps: GoogleAdsDeps,
): Promise<{ url: string; transaction: ConsentTransaction }> {
  const transaction = { state: oidc.randomState(), verifier: oidc.randomPKCECodeVerifier() };
  const url = oidc.buildAuthorizationUrl(oauthConfiguration(deps.config.googleAds), {
    redirect_uri: `${deps.config.appOrigin}${GOOGLE_ADS_CALLBACK_PATH}`,
    response_type: 'code',
    scope: GOOGLE_ADS_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state: transaction.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(transaction.verifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, transaction };
}

/**
 * Exchanges the consent code (the callback's own query, checked against the transaction's state and PKCE verifier)
 * and stores the refresh token at once, encrypted: it never travels to the browser (the consent popup only says
 * "connected"). A token left pending by an older version is cleared with it.
 */
export async function completeAuthorization(
  deps: GoogleAdsDeps,
  actorId: string,
  callbackQuery: string,
  transaction: ConsentTransaction,
  ctx?: SecurityContext,
): Promise<void> {
  const callbackUrl = new URL(`${deps.config.appOrigin}${GOOGLE_ADS_CALLBACK_PATH}?${callbackQuery}`);
  let refreshToken: string | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(oauthConfiguration(deps.config.googleAds), callbackUrl, {
      expectedState: transaction.state,
      pkceCodeVerifier: transaction.verifier,
    });
    refreshToken = tokens.refresh_token;
  } catch (error) {
    asGoogleError(error);
  }
  if (!refreshToken) {
    throw new GoogleApiError('Google returned no refresh token', 400, 'no_refresh_token');
  }
  await saveConnection(
    deps,
    { actorId, action: 'google_ads.connected', ctx },
    {
      encryptedRefreshToken: encryptSecret(refreshToken, deps.config.tokenEncryptionKey),
      encryptedPendingRefreshToken: null,
    },
    { refreshToken: 'stored' },
  );
}

/** What the consent popup's landing page says: how the authorization went (never a token). */
export interface ConsentOutcome {
  ok: boolean;
  title: string;
  message: string;
}

/** The callback as the route received it. */
export interface ConsentCallback {
  /** The state cookie after unsigning (undefined without one): the consent transaction and the session it is for. */
  cookie: { valid: boolean; value: string | null } | undefined;
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined };
  /** The callback's query string as Google sent it: the code exchange checks it whole. */
  rawQuery: string;
  sessionKey: string | null;
  actorId: string | undefined;
  ctx: SecurityContext;
  log: FastifyBaseLogger;
}

/** The transaction the start of the consent bound to the state cookie; empty when the cookie is absent or forged. */
function boundTransaction(
  cookie: ConsentCallback['cookie'],
): Partial<ConsentTransaction> & { session?: string } {
  try {
    return cookie?.valid && cookie.value ? JSON.parse(cookie.value) : {};
  } catch {
    return {};
  }
}

/**
 * Google's redirect back to the popup: refuses a cancelled consent and a callback that does not match the state and
 * session the start bound to the cookie, then exchanges the code and stores the refresh token (completeAuthorization).
 */
export async function finishConsent(deps: GoogleAdsDeps, callback: ConsentCallback): Promise<ConsentOutcome> {
  const bound = boundTransaction(callback.cookie);
  const { code, state, error } = callback.query;
  if (error) {
    return {
      ok: false,
      title: 'Authorization cancelled',
      message: `Google answered: ${error}. Close this window and try again.`,
    };
  }
  if (
    !code ||
    !state ||
    !bound.state ||
    !bound.verifier ||
    bound.state !== state ||
    bound.session !== callback.sessionKey
  ) {
    return {
      ok: false,
      title: 'Authorization could not be verified',
      message:
        'The request did not come from this session. Close this window and start the authorization again from the setup page.',
    };
  }
  if (!callback.actorId) throw unauthorized();
  try {
    await completeAuthorization(
      deps,
      callback.actorId,
      callback.rawQuery,
      { state: bound.state, verifier: bound.verifier },
      callback.ctx,
    );
    return {
      ok: true,
      title: 'Google Ads connected',
      message:
        'Northstar is connected to Google Ads and keeps the authorization encrypted on the server. You can close this window: the setup page updates by itself.',
    };
  } catch (err) {
    callback.log.warn(
      { err: err instanceof Error ? { message: err.message } : undefined },
      'Google Ads authorization failed',
    );
    return {
      ok: false,
      title: 'Authorization failed',
      message:
        'Google did not return a refresh token. Close this window and authorize again; make sure to grant access.',
    };
  }
}
