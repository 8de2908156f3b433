import { eq } from 'drizzle-orm';
import { OAUTH_CALLBACK_PATH } from '../../../shared/google-ads';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { googleAdsConnection } from '../../db/schema';
import { decryptSecret } from '../../lib/secrets';

// Reading the stored connection: the effective settings, what the setup screen may know, whether it is connected.

export const GOOGLE_ADS_CALLBACK_PATH = OAUTH_CALLBACK_PATH;

export interface GoogleAdsDeps {
  db: Database;
  config: Config;
}

async function loadRow(db: Database) {
  const [row] = await db.select().from(googleAdsConnection).where(eq(googleAdsConnection.id, 'singleton'));
  return row;
}

/**
 * A stored secret sealed under another key (SESSION_SECRET rotated without TOKEN_ENCRYPTION_KEY, or a backup restored
 * beside another secret) cannot be opened: it counts as absent, so the setup page offers to connect again instead
 * of every Google Ads call failing with a 500.
 */
export function openStoredSecret(sealed: string, key: Buffer): string | undefined {
  try {
    return decryptSecret(sealed, key);
  } catch {
    return undefined;
  }
}

/** The effective settings: stored values first, environment fallbacks second. Secrets stay server-side. */
export async function resolveConnection(deps: GoogleAdsDeps) {
  const row = await loadRow(deps.db);
  const key = deps.config.tokenEncryptionKey;
  const env = deps.config.googleAds;
  return {
    row,
    refreshToken: row?.encryptedRefreshToken
      ? openStoredSecret(row.encryptedRefreshToken, key)
      : env.refreshToken,
    developerToken: row?.encryptedDeveloperToken
      ? openStoredSecret(row.encryptedDeveloperToken, key)
      : env.developerToken,
    customerId: row?.customerId ?? env.customerId,
    loginCustomerId: row?.loginCustomerId ?? env.loginCustomerId,
  };
}

/** What the setup screen may know: never a token, only whether one is there. */
export async function connectionSummary(deps: GoogleAdsDeps) {
  const c = await resolveConnection(deps);
  return {
    clientConfigured: Boolean(deps.config.googleAds.clientId && deps.config.googleAds.clientSecret),
    redirectUri: `${deps.config.appOrigin}${GOOGLE_ADS_CALLBACK_PATH}`,
    hasRefreshToken: Boolean(c.refreshToken),
    hasDeveloperToken: Boolean(c.developerToken),
    customerId: c.customerId ?? null,
    loginCustomerId: c.loginCustomerId ?? null,
    lastSyncAt: c.row?.lastSyncAt?.toISOString() ?? null,
    lastSyncResult: c.row?.lastSyncResult ?? null,
  };
}

/** Is the workspace's delivery data coming from Google Ads (so the simulator must stay out)? */
export async function isGoogleAdsConnected(deps: GoogleAdsDeps): Promise<boolean> {
  const c = await resolveConnection(deps);
  return Boolean(deps.config.googleAds.clientId && c.refreshToken && c.developerToken && c.customerId);
}
