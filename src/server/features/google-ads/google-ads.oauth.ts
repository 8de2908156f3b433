import * as oidc from 'openid-client';
import type { SecurityContext } from '../../lib/audit';
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
