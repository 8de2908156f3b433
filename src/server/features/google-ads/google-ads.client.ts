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

/** OAuth 2.0 token endpoint (authorization-code exchange and refresh), per Google's documented form API. */
export async function exchangeToken(
  config: GoogleAdsConfig,
  params: Record<string, string>,
): Promise<{ accessToken: string; refreshToken?: string }> {
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: config.clientId ?? '',
      client_secret: config.clientSecret ?? '',
      ...params,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    // Client secret and tokens never follow a redirect to another host (ASVS V15.3.2).
    redirect: 'error',
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    refresh_token?: string;
    error?: string;
    error_description?: string;
  };
  if (!response.ok || !body.access_token) {
    throw new GoogleApiError(
      body.error_description ?? 'token request failed',
      response.status,
      body.error ?? 'token_error',
    );
  }
  return {
    accessToken: body.access_token,
    ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}),
  };
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
