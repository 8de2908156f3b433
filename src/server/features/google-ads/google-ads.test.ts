import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auditLog, campaignMetrics, campaigns, googleAdsConnection } from '../../db/schema';
import { runIngest } from '../../jobs/ingest';
import { googleAdsRow, startFakeGoogle } from '../../test/fake-google';
import { insertCampaign } from '../../test/fixtures';
import {
  createTestContext,
  createUser,
  request,
  signIn,
  TEST_ORIGIN,
  type TestContext,
} from '../../test/helpers';
import { forgetHealth } from './google-ads.health';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let ctx: TestContext;
let app: TestContext['app'];
let logs = '';
let admin: string;

beforeAll(async () => {
  google = await startFakeGoogle();
  ctx = await createTestContext({ googleAds: google.config, logLevel: 'info' });
  // The same app, but with its log lines captured so the test can look for secrets in them.
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logs += chunk.toString('utf8');
  });
  app = await buildApp({ config: ctx.config, db: ctx.handle.db, webRoot: null, logStream: stream });
  await createUser(ctx, { username: 'root', role: 'admin' });
  await createUser(ctx, { username: 'mia', role: 'marketing_manager' });
  admin = await signIn({ ...ctx, app }, 'root');
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await google.close();
});
beforeEach(() => forgetHealth());

const health = async () => (await request(app, 'GET', '/api/google-ads/health', { cookie: admin })).json();
/** The setup screen's save: changes the stored connection settings as the admin. */
const saveConnection = (body: Record<string, unknown>) =>
  request(app, 'PUT', '/api/google-ads/connection', { cookie: admin, body });

/** The popup's journey: our start URL → Google's consent → our callback with a code. */
async function authorize(cookie = admin) {
  const start = await request(app, 'GET', '/api/google-ads/oauth/start', { cookie });
  expect(start.statusCode).toBe(302);
  const consent = new URL(String(start.headers.location));
  const stateCookie = start.cookies.find((c) => c.name === 'google_ads_state');
  return {
    consent,
    callback: (params: Record<string, string>, withCookie = true) =>
      request(app, 'GET', `/api/google-ads/oauth/callback?${new URLSearchParams(params)}`, {
        cookie: withCookie && stateCookie ? `${cookie}; google_ads_state=${stateCookie.value}` : cookie,
      }),
  };
}

describe('Google Ads connection', () => {
  it('starts consent with offline access, forced consent, the adwords scope and the real redirect address', async () => {
    const { consent } = await authorize();
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('prompt')).toBe('consent');
    expect(consent.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/adwords');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/google-ads/oauth/callback`);
    expect(consent.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
  });

  it('binds the code exchange to the consent by PKCE (S256): the verifier Google gets hashes to the challenge', async () => {
    const { consent, callback } = await authorize();
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = consent.searchParams.get('code_challenge');
    google.state.requests.length = 0;
    const page = await callback({ code: 'consent-code', state: consent.searchParams.get('state') ?? '' });
    expect(page.body).toContain('Google Ads connected');
    const exchange = new URLSearchParams(google.state.requests.find((r) => r.path === '/token')?.body);
    expect(exchange.get('grant_type')).toBe('authorization_code');
    expect(exchange.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/google-ads/oauth/callback`);
    const verifier = exchange.get('code_verifier') ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
  });

  it('refuses a callback whose state is not bound to this session', async () => {
    const { consent, callback } = await authorize();
    const forged = await callback({ code: 'consent-code', state: 'not-the-state' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('could not be verified');
    const noCookie = await callback(
      { code: 'consent-code', state: consent.searchParams.get('state') ?? '' },
      false,
    );
    expect(noCookie.statusCode).toBe(400);
    // Another admin's session cannot finish this one's authorization.
    await createUser(ctx, { username: 'root2', role: 'admin' });
    const otherAdmin = await signIn({ ...ctx, app }, 'root2');
    const start = await request(app, 'GET', '/api/google-ads/oauth/start', { cookie: admin });
    const stateCookie = start.cookies.find((c) => c.name === 'google_ads_state');
    const stolen = await request(
      app,
      'GET',
      `/api/google-ads/oauth/callback?code=consent-code&state=${new URL(String(start.headers.location)).searchParams.get('state')}`,
      {
        cookie: `${otherAdmin}; google_ads_state=${stateCookie?.value}`,
      },
    );
    expect(stolen.statusCode).toBe(400);
  });

  it('stores the refresh token straight from the callback; the popup only says connected', async () => {
    const { consent, callback } = await authorize();
    const page = await callback({ code: 'consent-code', state: consent.searchParams.get('state') ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Google Ads connected');
    expect(page.body).not.toContain(google.state.issuedRefreshToken);
    expect(page.body).not.toMatch(/<textarea|refresh token/i);
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/); // no inline script (CSP)

    // Stored encrypted, not in plain text anywhere in the row.
    const [row] = await ctx.handle.db.select().from(googleAdsConnection);
    expect(row?.encryptedRefreshToken).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(google.state.issuedRefreshToken);
    const summary = await request(app, 'GET', '/api/google-ads/connection', { cookie: admin });
    expect(summary.json()).toMatchObject({ hasRefreshToken: true });
    expect(summary.body).not.toContain(google.state.issuedRefreshToken);

    const [connected] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'google_ads.connected'));
    expect(connected).toMatchObject({ targetType: 'google_ads', ip: '127.0.0.1' });
    expect(JSON.stringify(connected)).not.toContain(google.state.issuedRefreshToken);

    // The old "store the token shown in the popup" step is gone with the token.
    const storeToken = await request(app, 'POST', '/api/google-ads/connection/store-token', {
      cookie: admin,
    });
    expect(storeToken.statusCode).toBe(404);

    const removed = await request(app, 'DELETE', '/api/google-ads/connection', { cookie: admin });
    expect(removed.statusCode).toBe(200);
    const after = await request(app, 'GET', '/api/google-ads/connection', { cookie: admin });
    expect(after.json()).toMatchObject({ hasRefreshToken: false });
    const disconnected = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'google_ads.disconnected'));
    expect(disconnected).toHaveLength(1);
  });

  it('reports the first failing piece with its fix, step by step, until healthy', async () => {
    let h = await health();
    expect(h).toMatchObject({ healthy: false, firstFailing: 'refresh_token' });
    expect(h.checks[0]).toMatchObject({ name: 'oauth_client', ok: true });

    // Consent: the callback stores the token at once.
    const { consent, callback } = await authorize();
    const page = await callback({ code: 'consent-code', state: consent.searchParams.get('state') ?? '' });
    expect(page.statusCode).toBe(200);
    const connection = await request(app, 'GET', '/api/google-ads/connection', { cookie: admin });
    expect(connection.json()).toMatchObject({ hasRefreshToken: true });

    // The consent token is not the one the fake accepts for refresh: Google says invalid_grant.
    h = await health();
    expect(h.firstFailing).toBe('refresh_token');
    expect(h.checks[1].message).toContain('invalid_grant');
    expect(h.checks[1].fix).toContain('Testing status lose refresh tokens after 7 days');

    // A valid token, but no developer token yet; then an unapproved one.
    google.state.issuedRefreshToken = google.state.validRefreshToken;
    const again = await authorize();
    await again.callback({ code: 'consent-code', state: again.consent.searchParams.get('state') ?? '' });
    expect((await health()).firstFailing).toBe('developer_token');
    google.state.developerTokenApproved = false;
    await saveConnection({ developerToken: 'dev-token-0123456789' });
    h = await health();
    expect(h.firstFailing).toBe('developer_token');
    expect(h.checks[2].message).toContain('test accounts only');

    // Approved, but the customer id is wrong; then the right one (dashes removed).
    google.state.developerTokenApproved = true;
    await saveConnection({ customerId: '999-999-9999' });
    h = await health();
    expect(h.firstFailing).toBe('customer');
    expect(h.checks[3].fix).toContain('login customer id');
    const saved = await saveConnection({ customerId: '123-456-7890' });
    expect(saved.json().customerId).toBe('1234567890');
    expect(await health()).toMatchObject({ healthy: true, firstFailing: null });

    const bad = await saveConnection({ customerId: '12-34' });
    expect(bad.statusCode).toBe(400);
  });

  it('stores the refresh token encrypted and never returns or logs it', async () => {
    const [row] = await ctx.handle.db.select().from(googleAdsConnection);
    expect(row?.encryptedRefreshToken).toMatch(/^v1\./);
    expect(row?.encryptedRefreshToken).not.toContain(google.state.validRefreshToken);
    const summary = await request(app, 'GET', '/api/google-ads/connection', { cookie: admin });
    const healthBody = await request(app, 'GET', '/api/google-ads/health', { cookie: admin });
    for (const body of [summary.body, healthBody.body]) {
      expect(body).not.toContain(google.state.validRefreshToken);
      expect(body).not.toContain('refresh-token-from-consent');
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(google.state.validRefreshToken);
    expect(logs).not.toContain('refresh-token-from-consent');
    const audits = await ctx.handle.db.select().from(auditLog);
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(google.state.validRefreshToken);
  });

  it('treats tokens sealed under another key (a rotated SESSION_SECRET) as not connected, not as a server error', async () => {
    const { consent, callback } = await authorize();
    await callback({ code: 'consent-code', state: consent.searchParams.get('state') ?? '' });
    const rotated = await buildApp({
      config: { ...ctx.config, tokenEncryptionKey: Buffer.alloc(32, 9) },
      db: ctx.handle.db,
      webRoot: null,
    });
    try {
      const cookie = await signIn({ ...ctx, app: rotated }, 'root');
      const summary = await request(rotated, 'GET', '/api/google-ads/connection', { cookie });
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toMatchObject({ hasRefreshToken: false });
      const health = await request(rotated, 'GET', '/api/google-ads/health', { cookie });
      expect(health.statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });

  it('syncs daily metrics by GAQL into linked campaigns, and analytics names the source and sync time', async () => {
    const owner = await createUser(ctx, { username: 'owner', role: 'marketing_manager' });
    const linked = await insertCampaign(ctx, {
      userId: owner.id,
      name: 'Linked',
      startDate: '2026-01-01',
      endDate: '2027-12-31',
    });
    await ctx.handle.db.update(campaigns).set({ externalId: '555' }).where(eq(campaigns.id, linked.id));
    // The last complete day, inside the analytics period.
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(
      new Date(Date.now() - 86_400_000),
    );
    // [impressions, clicks, conversions, cost, conversion value]
    google.state.rows = [
      googleAdsRow('555', yesterday, 'SEARCH', [1000, 40, 3, 25.5, 120.5]),
      googleAdsRow('555', yesterday, 'YOUTUBE_WATCH', [500, 5, 0, 4, 0]),
      googleAdsRow('999', yesterday, 'SEARCH', [9, 9, 9, 0.000009, 9]),
    ];
    const result = await runIngest({ db: ctx.handle.db, config: ctx.config });
    expect(result).toMatchObject({ source: 'google-ads' });
    const rows = await ctx.handle.db
      .select()
      .from(campaignMetrics)
      .where(eq(campaignMetrics.campaignId, linked.id));
    expect(
      rows.map((r) => [r.channel, r.impressions, r.clicks, Number(r.spend), Number(r.revenue)]).sort(),
    ).toEqual([
      ['Google Search', 1000, 40, 25.5, 120.5],
      ['YouTube', 500, 5, 4, 0],
    ]);
    // A linked campaign's data now comes from Google Ads: the demo simulator leaves it alone.
    const [synced] = await ctx.handle.db.select().from(campaigns).where(eq(campaigns.id, linked.id));
    expect(synced?.dataSource).toBe('google-ads');
    const search = google.state.requests.filter((r) => r.path.endsWith('googleAds:search')).at(-1);
    expect(JSON.parse(search?.body ?? '{}').query).toMatch(
      /^SELECT campaign\.id, segments\.date.*FROM campaign WHERE segments\.date BETWEEN/,
    );
    expect(search?.headers['developer-token']).toBe('dev-token-0123456789');
    const analytics = await request(app, 'GET', '/api/analytics/7d/all', { cookie: admin });
    expect(analytics.json()).toMatchObject({
      dataSource: 'google-ads',
      provenance: { sources: ['google-ads'], stale: false, timeZone: 'UTC' },
    });
    expect(analytics.json().lastSyncAt).toBeTruthy();
    expect(analytics.json().provenance.syncedAt).toBe(analytics.json().lastSyncAt);
    expect(analytics.json().campaigns.find((c: { id: string }) => c.id === linked.id)?.dataSource).toBe(
      'google-ads',
    );
  });

  it('is for marketing directors and admins only', async () => {
    const manager = await signIn({ ...ctx, app }, 'mia');
    expect((await request(app, 'GET', '/api/google-ads/health', { cookie: manager })).statusCode).toBe(403);
    expect((await request(app, 'GET', '/api/google-ads/oauth/start', { cookie: manager })).statusCode).toBe(
      403,
    );
    expect((await request(app, 'GET', '/api/google-ads/health')).statusCode).toBe(401);
  });
});
