import type { GoogleAdsHealth, HealthCheck } from '../../../shared/google-ads';
import type { GoogleAdsConfig } from '../../config';
import {
  type AdsCredentials,
  accessTokenFor,
  GoogleApiError,
  listAccessibleCustomers,
  searchGaql,
} from './google-ads.client';
import { type GoogleAdsDeps, resolveConnection } from './google-ads.connection';

// Health: each piece of the connection checked in order against Google, with a short cache.

export type { HealthCheck };
/** What GET /api/google-ads/health answers. */
export type Health = GoogleAdsHealth;

const LABELS: Record<HealthCheck['name'], string> = {
  oauth_client: 'OAuth client id and secret',
  refresh_token: 'Refresh token',
  developer_token: 'Developer token',
  customer: 'Customer account',
};

type HealthCache = { key: string; at: number; health: Health };
let healthCache: HealthCache | undefined;
const HEALTH_TTL_MS = 30_000;

type Connection = Awaited<ReturnType<typeof resolveConnection>>;
type AddCheck = (name: HealthCheck['name'], ok: boolean, message: string, fix?: string | null) => void;

/**
 * Asks Google with `call`: passed with `passed` when it answers; otherwise failed with the message and fix that
 * Google's error code ('network' when it did not answer) calls for. Returns the answer, if any.
 */
async function askGoogle<T>(
  add: AddCheck,
  name: HealthCheck['name'],
  call: () => Promise<T>,
  passed: string,
  failed: (code: string) => [message: string, fix: string],
): Promise<T | undefined> {
  try {
    const answer = await call();
    add(name, true, passed);
    return answer;
  } catch (error) {
    add(name, false, ...failed(error instanceof GoogleApiError ? error.code : 'network'));
    return undefined;
  }
}

function checkOauthClient(env: GoogleAdsConfig, add: AddCheck): void {
  if (!env.clientId || !env.clientSecret) {
    add(
      'oauth_client',
      false,
      'GOOGLE_ADS_CLIENT_ID and GOOGLE_ADS_CLIENT_SECRET are not set.',
      'Create an OAuth client (type Web application) in Google Cloud Console, add the redirect address, set GOOGLE_ADS_CLIENT_ID and GOOGLE_ADS_CLIENT_SECRET (or GOOGLE_CLIENT_ID/SECRET) and restart.',
    );
  } else {
    add('oauth_client', true, 'OAuth client configured.');
  }
}

/** Returns the access token the refresh token bought, when Google accepted it. */
async function checkRefreshToken(
  env: GoogleAdsConfig,
  c: Connection,
  add: AddCheck,
): Promise<string | undefined> {
  if (!c.refreshToken) {
    add(
      'refresh_token',
      false,
      'No refresh token yet.',
      'Authorize Northstar (step 2): the refresh token is stored in this workspace, encrypted, as soon as you grant access.',
    );
    return undefined;
  }
  const refreshToken = c.refreshToken;
  return askGoogle(
    add,
    'refresh_token',
    () => accessTokenFor(env, refreshToken),
    'Refresh token accepted by Google.',
    (code) => [
      code === 'invalid_grant'
        ? 'Google rejected the refresh token (invalid_grant): it was revoked or expired.'
        : `Google's token endpoint failed (${code}).`,
      'Authorize again (step 2). Apps whose OAuth consent screen is in Testing status lose refresh tokens after 7 days: publish the app (In production) to keep them.',
    ],
  );
}

async function checkDeveloperToken(
  env: GoogleAdsConfig,
  c: Connection,
  credentials: AdsCredentials | undefined,
  add: AddCheck,
): Promise<void> {
  if (!c.developerToken) {
    add(
      'developer_token',
      false,
      'No developer token.',
      'Copy the developer token from Google Ads → Tools → API Center (a manager account) into GOOGLE_ADS_DEVELOPER_TOKEN or the setup screen.',
    );
    return;
  }
  await askGoogle(
    add,
    'developer_token',
    () => listAccessibleCustomers(env, credentials as AdsCredentials),
    'Developer token accepted.',
    (code) =>
      code === 'DEVELOPER_TOKEN_NOT_APPROVED'
        ? [
            'The developer token is approved for test accounts only.',
            'Apply for Basic access in the API Center, or use a test customer account until it is approved.',
          ]
        : [
            `Google Ads refused the developer token (${code}).`,
            'Check the developer token in Google Ads → Tools → API Center.',
          ],
  );
}

async function checkCustomer(
  env: GoogleAdsConfig,
  c: Connection,
  credentials: AdsCredentials | undefined,
  add: AddCheck,
): Promise<void> {
  if (!c.customerId) {
    add(
      'customer',
      false,
      'No customer id.',
      'Enter the 10-digit customer id shown at the top of Google Ads (dashes are removed).',
    );
    return;
  }
  const customerId = c.customerId;
  await askGoogle(
    add,
    'customer',
    () =>
      searchGaql(env, credentials as AdsCredentials, customerId, 'SELECT customer.id FROM customer LIMIT 1'),
    `Customer ${customerId} reachable.`,
    (code) => [
      `Customer ${customerId} is not reachable (${code}).`,
      'Check the customer id. If the account is managed by a manager (MCC) account, set the login customer id to the manager account id.',
    ],
  );
}

/**
 * Checks each piece in order and names the first failing one with its fix. Results are cached for 30 s per
 * configuration, so the setup screen's 5-second polling does not hammer Google.
 */
export async function checkHealth(deps: GoogleAdsDeps, options: { fresh?: boolean } = {}): Promise<Health> {
  const env = deps.config.googleAds;
  const c = await resolveConnection(deps);
  const cacheKey = JSON.stringify([
    env.clientId,
    c.refreshToken?.length,
    c.refreshToken?.slice(-6),
    c.developerToken?.slice(-6),
    c.customerId,
    c.loginCustomerId,
  ]);
  if (!options.fresh && healthCache?.key === cacheKey && Date.now() - healthCache.at < HEALTH_TTL_MS)
    return healthCache.health;

  const checks: HealthCheck[] = [];
  const add: AddCheck = (name, ok, message, fix = null) =>
    checks.push({ name, label: LABELS[name], ok, message, fix: ok ? null : fix });
  const skip = (name: HealthCheck['name']) =>
    add(name, false, 'Not checked: an earlier step is failing.', 'Fix the first failing step.');

  checkOauthClient(env, add);
  let accessToken: string | undefined;
  if (!checks[0]?.ok) skip('refresh_token');
  else accessToken = await checkRefreshToken(env, c, add);

  const credentials: AdsCredentials | undefined =
    accessToken && c.developerToken
      ? { accessToken, developerToken: c.developerToken, loginCustomerId: c.loginCustomerId }
      : undefined;
  if (!accessToken) skip('developer_token');
  else await checkDeveloperToken(env, c, credentials, add);

  if (!checks[2]?.ok) skip('customer');
  else await checkCustomer(env, c, credentials, add);

  const firstFailing = checks.find((check) => !check.ok)?.name ?? null;
  const health = {
    healthy: firstFailing === null,
    checks,
    firstFailing,
    checkedAt: new Date().toISOString(),
  };
  healthCache = { key: cacheKey, at: Date.now(), health };
  return health;
}

export function forgetHealth(): void {
  healthCache = undefined;
}
