import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One row of the metrics query's answer as the Google Ads API writes it (int64 fields as text, cost in micros),
 * from [impressions, clicks, conversions, cost, conversion value].
 */
export function googleAdsRow(
  campaignId: string,
  date: string,
  adNetworkType: string,
  [impressions, clicks, conversions, cost, conversionsValue]: [number, number, number, number, number],
) {
  return {
    campaign: { id: campaignId },
    segments: { date, adNetworkType },
    metrics: {
      impressions: String(impressions),
      clicks: String(clicks),
      conversions,
      costMicros: String(Math.round(cost * 1_000_000)),
      conversionsValue,
    },
  };
}

/** Local stand-ins for Google's OAuth token endpoint and the Google Ads REST API (documented request shapes). */
export async function startFakeGoogle() {
  const state = {
    validRefreshToken: 'refresh-token-valid-1234567890',
    issuedRefreshToken: 'refresh-token-from-consent-abcdef',
    developerTokenApproved: true,
    knownCustomers: new Set(['1234567890']),
    /** GAQL search results for the metrics query. */
    rows: [] as unknown[],
    requests: [] as { path: string; headers: IncomingMessage['headers']; body: string }[],
    /** Every token the revocation endpoint was sent, in order; a revoked token no longer refreshes. */
    revokedTokens: [] as string[],
    /** 'network' drops the revocation request's connection without an answer, as an unreachable Google would. */
    revokeFailure: undefined as 'network' | undefined,
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const adsError = (res: ServerResponse, status: number, code: Record<string, string>) =>
    json(res, status, {
      error: {
        code: status,
        status: status === 401 ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED',
        details: [
          {
            '@type': 'type.googleapis.com/google.ads.googleads.v21.errors.GoogleAdsFailure',
            errors: [{ errorCode: code, message: 'fake' }],
          },
        ],
      },
    });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      state.requests.push({ path: url.pathname, headers: req.headers, body });
      // Google's revocation endpoint (RFC 7009): 200 for a live token, 400 invalid_token for an unknown one.
      if (url.pathname === '/revoke') {
        if (state.revokeFailure === 'network') return req.socket.destroy();
        const token = new URLSearchParams(body).get('token') ?? '';
        const known = [state.validRefreshToken, state.issuedRefreshToken].includes(token);
        if (!known || state.revokedTokens.includes(token)) return json(res, 400, { error: 'invalid_token' });
        state.revokedTokens.push(token);
        return json(res, 200, {});
      }
      if (url.pathname === '/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'consent-code') {
          return json(res, 200, {
            access_token: 'access-1',
            refresh_token: state.issuedRefreshToken,
            expires_in: 3599,
            token_type: 'Bearer',
          });
        }
        if (
          form.get('grant_type') === 'refresh_token' &&
          form.get('refresh_token') === state.validRefreshToken &&
          !state.revokedTokens.includes(state.validRefreshToken)
        ) {
          return json(res, 200, { access_token: 'access-2', expires_in: 3599, token_type: 'Bearer' });
        }
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      if (req.headers.authorization !== 'Bearer access-2')
        return adsError(res, 401, { authenticationError: 'OAUTH_TOKEN_INVALID' });
      if (url.pathname === '/v21/customers:listAccessibleCustomers') {
        if (!state.developerTokenApproved)
          return adsError(res, 403, { authorizationError: 'DEVELOPER_TOKEN_NOT_APPROVED' });
        return json(res, 200, { resourceNames: [...state.knownCustomers].map((id) => `customers/${id}`) });
      }
      const search = url.pathname.match(/^\/v21\/customers\/(\d+)\/googleAds:search$/);
      if (search) {
        if (!state.knownCustomers.has(search[1] ?? ''))
          return adsError(res, 403, { authorizationError: 'USER_PERMISSION_DENIED' });
        const query = (JSON.parse(body) as { query: string }).query;
        if (query.includes('FROM customer'))
          return json(res, 200, {
            results: [{ customer: { resourceName: `customers/${search[1]}`, id: search[1] } }],
          });
        return json(res, 200, { results: state.rows });
      }
      json(res, 404, { error: { code: 404, status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    state,
    config: {
      clientId: 'ads-client-id',
      clientSecret: 'ads-client-secret',
      developerToken: undefined,
      refreshToken: undefined,
      customerId: undefined,
      loginCustomerId: undefined,
      apiUrl: base,
      apiVersion: 'v21',
      authorizeUrl: `${base}/o/oauth2/v2/auth`,
      tokenUrl: `${base}/token`,
      revokeUrl: `${base}/revoke`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
