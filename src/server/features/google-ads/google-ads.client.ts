import * as oidc from 'openid-client';
import type { GoogleAdsConfig } from '../../config';

const TIMEOUT_MS = 15_000;

export class GoogleApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** e.g. 'invalid_grant', 'DEVELOPER_TOKEN_NOT_APPROVED', 'CUSTOMER_NOT_FOUND', 'USER_PERMISSION_DENIED'. */
    readonly code: string,
  ) {
    super(message);
  }
}

/** Finds the first Google Ads error code in a REST error body (GoogleAdsFailure details). */
function adsErrorCode(body: unknown): string {
  const details = (
    body as { error?: { details?: { errors?: { errorCode?: Record<string, string> }[] }[]; status?: string } }
  )?.error;
  for (const detail of details?.details ?? []) {
    for (const error of detail.errors ?? []) {
      const value = Object.values(error.errorCode ?? {})[0];
      if (value) return value;
    }
  }
  return details?.status ?? 'UNKNOWN';
}

// Google's OAuth 2.0 token endpoint for Google Ads (plain OAuth, the adwords scope, no OpenID) through openid-client,
// the library the Google sign-in uses. The endpoints come from the config, so tests point them at a local server.

/** Google's issuer, for the `iss` it may add to the callback (RFC 9207). */
const GOOGLE_ISSUER = 'https://accounts.google.com';

export function oauthConfiguration(env: GoogleAdsConfig): oidc.Configuration {
  const configuration = new oidc.Configuration(
    { issuer: GOOGLE_ISSUER, authorization_endpoint: env.authorizeUrl, token_endpoint: env.tokenUrl },
    env.clientId ?? '',
    env.clientSecret ?? '',
  );
  configuration.timeout = TIMEOUT_MS / 1000;
  // Client secret and tokens never follow a redirect to another host (ASVS V15.3.2).
  configuration[oidc.customFetch] = (url, options) =>
    fetch(url, { ...(options as RequestInit), redirect: 'error' });
  // A local test stand-in runs on plain http; Google itself is always https.
  if (new URL(env.tokenUrl).protocol === 'http:') oidc.allowInsecureRequests(configuration);
  return configuration;
}

/** Google's answer as the callers know it: the OAuth error code (`invalid_grant`, …) and HTTP status. */
export function asGoogleError(error: unknown): never {
  if (error instanceof oidc.ResponseBodyError) {
    throw new GoogleApiError(error.error_description ?? error.error, error.status, error.error);
  }
  if (error instanceof oidc.AuthorizationResponseError) {
    throw new GoogleApiError(error.error_description ?? error.error, 400, error.error);
  }
  throw error;
}

/** An access token for the stored refresh token. */
export async function accessTokenFor(env: GoogleAdsConfig, refreshToken: string): Promise<string> {
  try {
    return (await oidc.refreshTokenGrant(oauthConfiguration(env), refreshToken)).access_token;
  } catch (error) {
    asGoogleError(error);
  }
}

export interface AdsCredentials {
  accessToken: string;
  developerToken: string;
  loginCustomerId?: string | undefined;
}

async function adsRequest(
  config: GoogleAdsConfig,
  credentials: AdsCredentials,
  path: string,
  init: { method: string; body?: unknown },
) {
  const response = await fetch(`${config.apiUrl}/${config.apiVersion}/${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${credentials.accessToken}`,
      'developer-token': credentials.developerToken,
      ...(credentials.loginCustomerId ? { 'login-customer-id': credentials.loginCustomerId } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    // Client secret and tokens never follow a redirect to another host (ASVS V15.3.2).
    redirect: 'error',
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const code = adsErrorCode(body);
    throw new GoogleApiError(`Google Ads API ${response.status} ${code}`, response.status, code);
  }
  return body;
}

/** customers:listAccessibleCustomers: the cheapest call that proves the developer token is accepted. */
export async function listAccessibleCustomers(
  config: GoogleAdsConfig,
  credentials: AdsCredentials,
): Promise<string[]> {
  const body = (await adsRequest(config, credentials, 'customers:listAccessibleCustomers', {
    method: 'GET',
  })) as {
    resourceNames?: string[];
  };
  return body.resourceNames ?? [];
}

/** googleAds:search with GAQL, following page tokens. */
export async function searchGaql<T>(
  config: GoogleAdsConfig,
  credentials: AdsCredentials,
  customerId: string,
  query: string,
): Promise<T[]> {
  const rows: T[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < 1000; page += 1) {
    const body = (await adsRequest(config, credentials, `customers/${customerId}/googleAds:search`, {
      method: 'POST',
      body: { query, ...(pageToken ? { pageToken } : {}) },
    })) as { results?: T[]; nextPageToken?: string };
    rows.push(...(body.results ?? []));
    pageToken = body.nextPageToken;
    if (!pageToken) break;
  }
  return rows;
}

/**
 * Revokes a token at Google (RFC 7009: POST token=…; revoking a refresh token also ends the access tokens issued
 * from it). True when Google confirmed it, or answered that the token was already invalid (nothing left to revoke);
 * false when the answer did not confirm it (network failure, timeout, a 5xx).
 */
export async function revokeToken(env: GoogleAdsConfig, token: string): Promise<boolean> {
  try {
    const response = await fetch(env.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      // The token never follows a redirect to another host (ASVS V15.3.2).
      redirect: 'error',
    });
    if (response.ok) return true;
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return response.status === 400 && body.error === 'invalid_token';
  } catch {
    return false;
  }
}
