import { eq } from 'drizzle-orm';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oauthAccounts, users } from '../../db/schema';
import { googleSignInConfig, startFakeOidcIssuer } from '../../test/fake-oidc';
import {
  createTestContext,
  createUser,
  request,
  sessionCookie,
  type TestContext,
  withTestContext,
} from '../../test/helpers';

const FAILED = '/auth?error=google_auth_failed';
let oidc: OAuth2Server;
let ctx: TestContext;

beforeAll(async () => {
  oidc = await startFakeOidcIssuer();
  ctx = await createTestContext(googleSignInConfig(oidc));
  await createUser(ctx, { username: 'existing', email: 'linked@example.com', firstName: 'Lin' });
});
afterAll(async () => {
  await ctx.close();
  await oidc.stop();
});

/** Claims for every token of the next sign-in (the issuer signs an access token and an ID token). */
function withClaims(claims: Record<string, unknown>) {
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
}

/** Drives the browser's part: our redirect → the issuer's authorize endpoint → our callback. */
async function signInWithGoogle(app = ctx.app) {
  const start = await request(app, 'GET', '/api/auth/google?t=1700000000000');
  expect(start.statusCode).toBe(302);
  const transactionCookie = start.cookies.find((c) => c.name === 'google_oidc');
  const authorize = new URL(String(start.headers.location));
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(String(consent.headers.get('location')));
  try {
    return await request(app, 'GET', `${callback.pathname}${callback.search}`, {
      cookie: transactionCookie ? `google_oidc=${transactionCookie.value}` : undefined,
    });
  } finally {
    oidc.service.removeAllListeners('beforeTokenSigning');
  }
}

describe('Google sign-in', () => {
  it('redirects to the issuer with state, nonce and PKCE and the callback built from APP_ORIGIN', async () => {
    const start = await request(ctx.app, 'GET', '/api/auth/google?t=1', {
      headers: { host: 'evil.example' },
    });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(new URL(oidc.issuer.url as string).origin);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ctx.config.appOrigin}/api/auth/google/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const cookie = start.cookies.find((c) => c.name === 'google_oidc');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('creates a new user (role user) with a unique username and signs them in', async () => {
    const ada = {
      sub: 'google-sub-new',
      email: 'new.person@example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    };
    withClaims(ada);
    const callback = await signInWithGoogle();
    expect(callback.statusCode).toBe(302);
    // A new account lands on a dashboard that welcomes it to the product.
    expect(callback.headers.location).toBe('/?welcome=new');
    const me = await request(ctx.app, 'GET', '/api/user', { cookie: sessionCookie(callback) });
    expect(me.json()).toMatchObject({
      username: 'ada.lovelace',
      email: 'new.person@example.com',
      role: 'user',
    });

    // The same Google subject signs in to the same account next time.
    withClaims(ada);
    const again = await signInWithGoogle();
    expect(again.headers.location).toBe('/');
    const me2 = await request(ctx.app, 'GET', '/api/user', { cookie: sessionCookie(again) });
    expect(me2.json().id).toBe(me.json().id);
  });

  it('derives a different username when the name is taken', async () => {
    withClaims({
      sub: 'google-sub-twin',
      email: 'twin@example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const callback = await signInWithGoogle();
    const me = await request(ctx.app, 'GET', '/api/user', { cookie: sessionCookie(callback) });
    expect(me.json().username).toBe('ada.lovelace2');
  });

  it('links an existing account by e-mail only when Google says it is verified', async () => {
    withClaims({ sub: 'google-sub-unverified', email: 'linked@example.com', email_verified: false });
    const refused = await signInWithGoogle();
    expect(refused.headers.location).toBe(FAILED);
    expect(
      await ctx.handle.db
        .select()
        .from(oauthAccounts)
        .where(eq(oauthAccounts.subject, 'google-sub-unverified')),
    ).toHaveLength(0);

    withClaims({ sub: 'google-sub-verified', email: 'linked@example.com', email_verified: true });
    const linked = await signInWithGoogle();
    const me = await request(ctx.app, 'GET', '/api/user', { cookie: sessionCookie(linked) });
    expect(me.json().username).toBe('existing');
  });

  it('fails to /auth?error=google_auth_failed on a tampered state, an error from Google, or a missing cookie', async () => {
    const start = await request(ctx.app, 'GET', '/api/auth/google?t=2');
    const cookie = start.cookies.find((c) => c.name === 'google_oidc');
    const tampered = await request(ctx.app, 'GET', '/api/auth/google/callback?code=abc&state=forged', {
      cookie: `google_oidc=${cookie?.value}`,
    });
    expect(tampered.headers.location).toBe(FAILED);
    expect(tampered.cookies.some((c) => c.name === 'sid')).toBe(false);

    const denied = await request(ctx.app, 'GET', '/api/auth/google/callback?error=access_denied');
    expect(denied.headers.location).toBe(FAILED);

    withClaims({ aud: 'someone-else', email: 'aud@example.com', email_verified: true });
    const wrongAudience = await signInWithGoogle();
    expect(wrongAudience.headers.location).toBe(FAILED);
  });

  it('refuses a disabled account, linked or matched by e-mail, and audits the refusal (issue 28, item 7)', async () => {
    const claims = { sub: 'google-sub-disabled', email: 'off@example.com', email_verified: true };
    withClaims(claims);
    const first = await signInWithGoogle();
    const userId = (await request(ctx.app, 'GET', '/api/user', { cookie: sessionCookie(first) })).json().id;
    await ctx.handle.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));

    withClaims(claims);
    const linked = await signInWithGoogle();
    expect(linked.headers.location).toBe(FAILED);
    expect(linked.cookies.some((c) => c.name === 'sid' && c.value)).toBe(false);

    const byEmail = await createUser(ctx, { username: 'switched-off', email: 'switched.off@example.com' });
    await ctx.handle.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, byEmail.id));
    withClaims({ sub: 'google-sub-disabled-2', email: 'switched.off@example.com', email_verified: true });
    expect((await signInWithGoogle()).headers.location).toBe(FAILED);
    expect(
      await ctx.handle.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, byEmail.id)),
    ).toHaveLength(0);
    const refusals = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login_refused_disabled'));
    expect(refusals.map((row) => row.targetId).sort()).toEqual([userId, byEmail.id].sort());
  });

  it('keeps a name on one line: control characters from Google become spaces (issue 28, item 11)', async () => {
    withClaims({
      sub: 'google-sub-crlf',
      email: 'crlf@example.com',
      email_verified: true,
      given_name: 'Eve\r\nBcc: all',
      family_name: 'Smith',
    });
    const callback = await signInWithGoogle();
    const me = await request(ctx.app, 'GET', '/api/user', { cookie: sessionCookie(callback) });
    expect(me.json().firstName).toBe('Eve Bcc: all');
  });

  it('fails the same way when Google sign-in is not configured', async () => {
    await withTestContext({}, async (unconfigured) => {
      const response = await request(unconfigured.app, 'GET', '/api/auth/google?t=3');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(FAILED);
      expect(await unconfigured.handle.db.select().from(users)).toHaveLength(0);
    });
  });
});

describe('GET /api/auth/providers', () => {
  it('says whether Google sign-in is offered', async () => {
    expect((await request(ctx.app, 'GET', '/api/auth/providers')).json()).toEqual({ google: true });
    await withTestContext({}, async (unconfigured) => {
      expect((await request(unconfigured.app, 'GET', '/api/auth/providers')).json()).toEqual({
        google: false,
      });
    });
  });
});
