import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DISCONNECT_MESSAGES } from '../../../shared/google-ads';
import { buildApp } from '../../app';
import { auditLog, googleAdsConnection } from '../../db/schema';
import { startFakeGoogle } from '../../test/fake-google';
import {
  captureLog,
  createTestContext,
  createUser,
  request,
  signIn,
  type TestContext,
} from '../../test/helpers';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let ctx: TestContext;
let app: TestContext['app'];
let admin: string;
const log = captureLog();

beforeAll(async () => {
  google = await startFakeGoogle();
  ctx = await createTestContext({ googleAds: google.config, logLevel: 'info' });
  app = await buildApp({ config: ctx.config, db: ctx.handle.db, webRoot: null, logStream: log.stream });
  await createUser(ctx, { username: 'root', role: 'admin' });
  admin = await signIn({ ...ctx, app }, 'root');
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await google.close();
});
beforeEach(() => {
  google.state.requests.length = 0;
  google.state.revokedTokens.length = 0;
  google.state.revokeFailure = undefined;
  log.text = '';
});

/** The consent popup's journey, which stores Google's refresh token encrypted. */
async function connect() {
  const start = await request(app, 'GET', '/api/google-ads/oauth/start', { cookie: admin });
  const stateCookie = start.cookies.find((c) => c.name === 'google_ads_state');
  const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
  const page = await request(app, 'GET', `/api/google-ads/oauth/callback?code=consent-code&state=${state}`, {
    cookie: `${admin}; google_ads_state=${stateCookie?.value}`,
  });
  expect(page.body).toContain('Google Ads connected');
}

const disconnect = () => request(app, 'DELETE', '/api/google-ads/connection', { cookie: admin });
const storedToken = async () =>
  (await ctx.handle.db.select().from(googleAdsConnection))[0]?.encryptedRefreshToken ?? null;

describe('disconnecting Google Ads', () => {
  it('revokes the stored refresh token at Google (POST token=…) and forgets it', async () => {
    await connect();
    const answer = await disconnect();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ revocation: 'revoked', message: DISCONNECT_MESSAGES.revoked });
    const revoke = google.state.requests.filter((r) => r.path === '/revoke');
    expect(revoke).toHaveLength(1);
    expect(revoke[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(revoke[0]?.body).get('token')).toBe(google.state.issuedRefreshToken);
    expect(google.state.revokedTokens).toEqual([google.state.issuedRefreshToken]);
    expect(await storedToken()).toBeNull();
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'google_ads.disconnected'));
    expect(audit?.after).toEqual({ refreshToken: 'removed', revocation: 'revoked' });
  });

  it('still forgets the token when Google cannot be reached, and says the revocation is not confirmed', async () => {
    await connect();
    google.state.revokeFailure = 'network';
    const answer = await disconnect();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      revocation: 'not_confirmed',
      message: DISCONNECT_MESSAGES.not_confirmed,
    });
    expect(answer.json().message).toContain('could not confirm');
    expect(await storedToken()).toBeNull();
    expect((await request(app, 'GET', '/api/google-ads/connection', { cookie: admin })).json()).toMatchObject(
      {
        hasRefreshToken: false,
      },
    );
    expect(log.text).toContain('google_ads.revocation_not_confirmed');
    expect(log.text).not.toContain(google.state.issuedRefreshToken);
  });

  it('asks Google nothing when no token was stored', async () => {
    const answer = await disconnect();
    expect(answer.json()).toMatchObject({ revocation: 'no_stored_token' });
    expect(google.state.requests.some((r) => r.path === '/revoke')).toBe(false);
  });
});
