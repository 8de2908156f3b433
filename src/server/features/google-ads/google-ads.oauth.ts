import type { SecurityContext } from '../../lib/audit';
import { encryptSecret } from '../../lib/secrets';
import { exchangeToken, GoogleApiError } from './google-ads.client';
import { GOOGLE_ADS_CALLBACK_PATH, type GoogleAdsDeps } from './google-ads.connection';
import { saveConnection } from './google-ads.settings';

export const GOOGLE_ADS_SCOPE = 'https://www.googleapis.com/auth/adwords';

/**
 * Exchanges the consent code and stores the refresh token at once, encrypted: it never travels to the browser
 * (the consent popup only says "connected"). A token left pending by an older version is cleared with it.
 */
export async function completeAuthorization(
  deps: GoogleAdsDeps,
  actorId: string,
  code: string,
  ctx?: SecurityContext,
): Promise<void> {
  const tokens = await exchangeToken(deps.config.googleAds, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${deps.config.appOrigin}${GOOGLE_ADS_CALLBACK_PATH}`,
  });
  if (!tokens.refreshToken) {
    throw new GoogleApiError('Google returned no refresh token', 400, 'no_refresh_token');
  }
  await saveConnection(
    deps,
    { actorId, action: 'google_ads.connected', ctx },
    {
      encryptedRefreshToken: encryptSecret(tokens.refreshToken, deps.config.tokenEncryptionKey),
      encryptedPendingRefreshToken: null,
    },
    { refreshToken: 'stored' },
  );
}
