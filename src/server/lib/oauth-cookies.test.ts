import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { startFakeGoogle } from '../test/fake-google';
import { googleSignInConfig, startFakeOidcIssuer } from '../test/fake-oidc';
import { createUser, request, sessionCookie, type TestContext, withTestContext } from '../test/helpers';

const HTTPS_ORIGIN = 'https://northstar.example';
let oidc: OAuth2Server;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;

beforeAll(async () => {
  oidc = await startFakeOidcIssuer();
  google = await startFakeGoogle();
});
afterAll(async () => {
  await oidc.stop();
  await google.close();
});

const overTls = { appOrigin: HTTPS_ORIGIN, isHttps: true } satisfies Partial<Config>;

/** Google sign-in from the start to the callback, sending back the transaction cookie the start set. */
async function signInWithGoogle(ctx: TestContext, cookieName: string) {
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: `sub-${cookieName}`,
      email: `${cookieName}@example.com`,
      email_verified: true,
    });
  });
  const start = await request(ctx.app, 'GET', '/api/auth/google');
  const transaction = start.cookies.find((c) => c.name === cookieName);
  const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
  const callback = new URL(String(consent.headers.get('location')));
  const answer = await request(ctx.app, 'GET', `${callback.pathname}${callback.search}`, {
    cookie: `${cookieName}=${transaction?.value}`,
  });
  oidc.service.removeAllListeners('beforeTokenSigning');
  return { start, transaction, answer };
}

describe('the Google sign-in transaction cookie', () => {
  it('is __Secure-google_oidc and Secure over https, and the callback reads it under that name', async () => {
    await withTestContext({ ...googleSignInConfig(oidc), ...overTls }, async (ctx) => {
      const { start, transaction, answer } = await signInWithGoogle(ctx, '__Secure-google_oidc');
      expect(start.cookies.map((c) => c.name)).toEqual(['__Secure-google_oidc']);
      expect(transaction).toMatchObject({ secure: true, httpOnly: true, path: '/api/auth/google' });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).not.toContain('error');
      expect(answer.cookies.some((c) => c.name === '__Host-sid')).toBe(true);
      // Cleared by a Secure Set-Cookie, the only kind a browser accepts for the prefix.
      expect(answer.cookies.find((c) => c.name === '__Secure-google_oidc')).toMatchObject({
        secure: true,
        value: '',
      });
    });
  });

  it('keeps its plain name over http, where a browser would refuse the prefix', async () => {
    await withTestContext(googleSignInConfig(oidc), async (ctx) => {
      const { start, answer } = await signInWithGoogle(ctx, 'google_oidc');
      expect(start.cookies.map((c) => c.name)).toEqual(['google_oidc']);
      expect(answer.headers.location).not.toContain('error');
    });
  });
});

/** The Google Ads consent: the state cookie's name from the start, and the callback's answer with it sent back. */
async function connectGoogleAds(ctx: TestContext, origin: string, cookieName: string) {
  await createUser(ctx, { username: 'root', role: 'admin' });
  const login = await request(ctx.app, 'POST', '/api/login', {
    body: { username: 'root', password: 'correct-horse-battery-staple' },
    headers: { origin },
  });
  const session = sessionCookie(login);
  const start = await request(ctx.app, 'GET', '/api/google-ads/oauth/start', { cookie: session });
  const stateCookie = start.cookies.find((c) => c.name === cookieName);
  const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
  const callback = await request(
    ctx.app,
    'GET',
    `/api/google-ads/oauth/callback?${new URLSearchParams({ code: 'consent-code', state })}`,
    { cookie: `${session}; ${cookieName}=${stateCookie?.value}` },
  );
  return { start, stateCookie, callback };
}

describe('the Google Ads consent state cookie', () => {
  it('is __Secure-google_ads_state and Secure over https, and the callback reads it under that name', async () => {
    await withTestContext({ googleAds: google.config, ...overTls }, async (ctx) => {
      const { start, stateCookie, callback } = await connectGoogleAds(
        ctx,
        HTTPS_ORIGIN,
        '__Secure-google_ads_state',
      );
      expect(start.cookies.map((c) => c.name)).toEqual(['__Secure-google_ads_state']);
      expect(stateCookie).toMatchObject({ secure: true, httpOnly: true });
      expect(callback.cookies.find((c) => c.name === '__Secure-google_ads_state')).toMatchObject({
        secure: true,
        value: '',
      });
      expect(callback.body).toContain('Google Ads connected');
    });
  });

  it('keeps its plain name over http', async () => {
    await withTestContext({ googleAds: google.config }, async (ctx) => {
      const { start, callback } = await connectGoogleAds(ctx, 'http://localhost:5000', 'google_ads_state');
      expect(start.cookies.map((c) => c.name)).toEqual(['google_ads_state']);
      expect(callback.body).toContain('Google Ads connected');
    });
  });
});
