import { and, eq } from 'drizzle-orm';
import type { OAuth2Server } from 'oauth2-mock-server';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_SIGN_IN_LANDING } from '../../../shared/two-factor';
import { auditLog, sessions } from '../../db/schema';
import { googleSignInConfig, startFakeOidcIssuer } from '../../test/fake-oidc';
import {
  createTestContext,
  createUser,
  request,
  sessionCookie,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/helpers';

/** Two-step sign-in guards Google sign-in too (issue 28, item 2): the code step finishes it. */
let oidc: OAuth2Server;
let ctx: TestContext;

beforeAll(async () => {
  oidc = await startFakeOidcIssuer();
  ctx = await createTestContext(googleSignInConfig(oidc));
});
afterAll(async () => {
  await ctx.close();
  await oidc.stop();
});

/** Our redirect → the issuer's authorize endpoint → our callback, for the identity `email`. */
async function signInWithGoogle(email: string) {
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { sub: `google-${email}`, email, email_verified: true });
  });
  try {
    const start = await request(ctx.app, 'GET', '/api/auth/google?t=1700000000000');
    const transactionCookie = start.cookies.find((c) => c.name === 'google_oidc');
    const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
    const callback = new URL(String(consent.headers.get('location')));
    return await request(ctx.app, 'GET', `${callback.pathname}${callback.search}`, {
      cookie: transactionCookie ? `google_oidc=${transactionCookie.value}` : undefined,
    });
  } finally {
    oidc.service.removeAllListeners('beforeTokenSigning');
  }
}

describe('Google sign-in of an account with two-step sign-in', () => {
  it('lands on the code step with a pending sign-in, and the code starts a Google session', async () => {
    const user = await createUser(ctx, { username: 'tfg-user', email: 'tfg@example.com' });
    const cookie = await signIn(ctx, 'tfg-user');
    const setup = await request(ctx.app, 'POST', '/api/account/two-factor/setup', {
      cookie,
      body: { currentPassword: TEST_PASSWORD },
    });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json().secret) });
    const enabled = await request(ctx.app, 'POST', '/api/account/two-factor/enable', {
      cookie,
      body: { code: totp.generate() },
    });
    expect(enabled.statusCode).toBe(200);

    const callback = await signInWithGoogle('tfg@example.com');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(TWO_FACTOR_SIGN_IN_LANDING);
    const pending = sessionCookie(callback);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: pending })).statusCode).toBe(401);

    // The step after the one that turned it on: a code is accepted once, and one step early is within the window.
    const done = await request(ctx.app, 'POST', '/api/login/two-factor', {
      cookie: pending,
      body: { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect(done.statusCode).toBe(200);
    expect(sessionCookie(done)).not.toBe(pending);
    // The session remembers it came from Google (a Google-only account's recent sign-in counts for changes).
    const rows = await ctx.handle.db.select().from(sessions);
    expect(rows.filter((row) => row.sess.userId === user.id).map((row) => row.sess.method)).toContain(
      'google',
    );
    expect(rows.some((row) => row.sess.userId === user.id && row.sess.twoFactorPending)).toBe(false);
    const signIns = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'auth.login_succeeded')));
    expect(signIns.map((row) => row.after)).toContainEqual({ method: 'google', secondFactor: 'totp' });
  });
});
