import { and, eq } from 'drizzle-orm';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResetTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { googleSignInConfig, startFakeOidcIssuer } from '../../test/fake-oidc';
import {
  captureLog,
  createTestContext,
  createUser,
  request,
  sessionCookie,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/helpers';

const IP = '203.0.113.7';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) SecurityEventsTest/2.0';

let oidc: OAuth2Server;
let ctx: TestContext;
const log = captureLog();

beforeAll(async () => {
  oidc = await startFakeOidcIssuer();
  // An app whose log lines the tests read.
  ctx = await createTestContext(
    { logLevel: 'info', ...googleSignInConfig(oidc) },
    { logStream: log.stream, mailTransport: { send: async () => 'dropped', close() {} } },
  );
});
afterAll(async () => {
  await ctx.close();
  await oidc.stop();
});

/** A request from a known address and browser. */
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { body?: object; cookie?: string } = {},
) => request(ctx.app, method, url, { ...options, remoteAddress: IP, headers: { 'user-agent': USER_AGENT } });

const signIn = async (username: string, password = TEST_PASSWORD) => {
  const response = await call('POST', '/api/login', { body: { username, password } });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
};

const rowsOf = (action: string, targetId: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

/** `action` wrote one audit row about `targetId`, with the caller's address and browser. */
async function expectOneRowFromTheCaller(
  action: string,
  targetId: string,
  expected: { actorId: string | undefined; after: object },
): Promise<void> {
  expect(await rowsOf(action, targetId)).toEqual([
    expect.objectContaining({ ...expected, ip: IP, userAgent: USER_AGENT }),
  ]);
}

function securityLogLines(event: string): Record<string, unknown>[] {
  return log.text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'security event' && line.event === event);
}

describe('security events', () => {
  it('record a failed sign-in, for an account and for an unknown login, with IP and user agent', async () => {
    const sam = await createUser(ctx, { username: 'sam' });
    const wrongPassword = 'not-the-password-of-sam';
    expect(
      (await call('POST', '/api/login', { body: { username: 'SAM', password: wrongPassword } })).statusCode,
    ).toBe(401);
    expect(await rowsOf('auth.login_failed', sam.id)).toEqual([
      expect.objectContaining({ actorId: null, targetType: 'user', ip: IP, userAgent: USER_AGENT }),
    ]);

    await call('POST', '/api/login', { body: { username: ' Nobody-Known ', password: wrongPassword } });
    expect(await rowsOf('auth.login_failed', 'nobody-known')).toEqual([
      expect.objectContaining({ actorId: null, targetType: 'login', ip: IP, userAgent: USER_AGENT }),
    ]);

    expect(securityLogLines('auth.login_failed')).toContainEqual(
      expect.objectContaining({ userId: sam.id, ip: IP, userAgent: USER_AGENT }),
    );
    // The log names accounts by id: neither the password nor an unknown typed login reaches it.
    expect(log.text).not.toContain(wrongPassword);
    expect(log.text).not.toContain('nobody-known');
  });

  it('record a successful sign-in, by password and by Google', async () => {
    const tia = await createUser(ctx, { username: 'tia', email: 'tia@example.com' });
    await signIn('tia@example.com');
    await expectOneRowFromTheCaller('auth.login_succeeded', tia.id, {
      actorId: tia.id,
      after: { method: 'password' },
    });
    expect(securityLogLines('auth.login_succeeded')).toContainEqual(
      expect.objectContaining({ userId: tia.id, ip: IP }),
    );

    // Every token of this sign-in (access and ID token) carries the claims.
    oidc.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, { sub: 'google-sub-uma', email: 'uma@example.com', email_verified: true });
    });
    const start = await call('GET', '/api/auth/google?t=1');
    const transaction = start.cookies.find((c) => c.name === 'google_oidc');
    const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
    const callback = new URL(String(consent.headers.get('location')));
    const finished = await request(ctx.app, 'GET', `${callback.pathname}${callback.search}`, {
      cookie: `google_oidc=${transaction?.value}`,
      remoteAddress: IP,
      headers: { 'user-agent': USER_AGENT },
    });
    oidc.service.removeAllListeners('beforeTokenSigning');
    // A new account: the dashboard welcomes it to the product.
    expect(finished.headers.location).toBe('/?welcome=new');
    const [uma] = await ctx.handle.db.select().from(users).where(eq(users.email, 'uma@example.com'));
    await expectOneRowFromTheCaller('auth.login_succeeded', uma?.id ?? '', {
      actorId: uma?.id,
      after: { method: 'google' },
    });
  });

  it('record a password reset request, known address or not, and its completion', async () => {
    const val = await createUser(ctx, { username: 'val', email: 'val@example.com' });
    await call('POST', '/api/auth/forgot-password', { body: { email: 'val@example.com' } });
    await call('POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    expect(await rowsOf('auth.reset_requested', val.id)).toEqual([
      expect.objectContaining({ actorId: null, targetType: 'user', after: { mailQueued: true }, ip: IP }),
    ]);
    expect(await rowsOf('auth.reset_requested', 'nobody@example.com')).toEqual([
      expect.objectContaining({ targetType: 'email', after: { mailQueued: false }, userAgent: USER_AGENT }),
    ]);

    const signedIn = await signIn('val');
    await ctx.handle.db.insert(passwordResetTokens).values({
      userId: val.id,
      token: sha256('a-known-reset-token'),
      email: 'val@example.com',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token: 'a-known-reset-token', password: 'a-fresh-passphrase-77' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/user', { cookie: signedIn })).statusCode).toBe(401);
    await expectOneRowFromTheCaller('auth.reset_completed', val.id, {
      actorId: val.id,
      after: { sessionsEnded: 1 },
    });
    expect(securityLogLines('auth.reset_completed')).toContainEqual(
      expect.objectContaining({ userId: val.id }),
    );
    expect(log.text).not.toContain('a-known-reset-token');
    expect(log.text).not.toContain('a-fresh-passphrase-77');
  });

  it('record a password change', async () => {
    const wes = await createUser(ctx, { username: 'wes' });
    const here = await signIn('wes');
    await signIn('wes');
    const response = await call('POST', '/api/account/password', {
      cookie: here,
      body: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'wes-new-passphrase-1',
        confirmPassword: 'wes-new-passphrase-1',
      },
    });
    expect(response.statusCode).toBe(200);
    await expectOneRowFromTheCaller('auth.password_changed', wes.id, {
      actorId: wes.id,
      after: { sessionsEnded: 1 },
    });
    expect(log.text).not.toContain('wes-new-passphrase-1');
  });

  it('record a role change with the admin’s IP and user agent', async () => {
    const root = await createUser(ctx, { username: 'root', role: 'admin' });
    const xena = await createUser(ctx, { username: 'xena' });
    const admin = await signIn('root');
    const response = await call('PATCH', `/api/admin/users/${xena.id}/role`, {
      cookie: admin,
      body: { role: 'analyst' },
    });
    expect(response.statusCode).toBe(200);
    await expectOneRowFromTheCaller('user.role_changed', xena.id, {
      actorId: root.id,
      after: { role: 'analyst' },
    });
    expect(securityLogLines('user.role_changed')).toContainEqual(
      expect.objectContaining({ userId: xena.id, actorId: root.id, ip: IP }),
    );
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by each security action and returns the IP and user agent', async () => {
    await createUser(ctx, { username: 'auditor', role: 'admin' });
    const admin = await signIn('auditor');
    const failed = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login_failed'));
    const list = await call('GET', '/api/admin/audit?action=auth.login_failed', { cookie: admin });
    expect(list.statusCode).toBe(200);
    const items = list.json() as { action: string; ip: string; userAgent: string }[];
    expect(Number(list.headers['x-total-count'])).toBe(failed.length);
    expect(failed.length).toBeGreaterThan(0);
    expect(items.every((item) => item.action === 'auth.login_failed')).toBe(true);
    expect(items[0]).toMatchObject({ ip: IP, userAgent: USER_AGENT });

    for (const action of [
      'auth.login_succeeded',
      'auth.reset_requested',
      'auth.reset_completed',
      'auth.password_changed',
      'auth.locked',
      'auth.sessions_revoked',
      'google_ads.connected',
      'google_ads.disconnected',
    ]) {
      const response = await call('GET', `/api/admin/audit?action=${action}`, { cookie: admin });
      expect(response.statusCode, action).toBe(200);
      const items = response.json() as { action: string }[];
      expect(items.every((item) => item.action === action)).toBe(true);
    }
    expect((await call('GET', '/api/admin/audit?action=auth.everything', { cookie: admin })).statusCode).toBe(
      400,
    );

    const csv = await call('GET', '/api/admin/audit/export.csv?action=auth.login_succeeded', {
      cookie: admin,
    });
    expect(csv.body).toContain('IP address');
    expect(csv.body).toContain(IP);
    expect(csv.body).toContain('Signed in');
  });
});
