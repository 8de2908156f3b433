import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { sessions, users } from '../../db/schema';
import {
  bodyWithoutRequestId,
  createUser,
  request,
  sessionCookie,
  signIn,
  TEST_PASSWORD,
  testContextForFile,
  withTestContext,
} from '../../test/helpers';

const ctx = testContextForFile();
beforeAll(async () => {
  await createUser(ctx, { username: 'existing', email: 'existing@example.com' });
});

const validRegistration = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  username: 'grace',
  password: 'compiler-pioneer-1906',
};

/** Registers `validRegistration` with `changes` made to it: a test names only what it is about. */
async function register(changes: Record<string, unknown>) {
  return request(ctx.app, 'POST', '/api/register', { body: { ...validRegistration, ...changes } });
}

describe('POST /api/register', () => {
  it('creates a user with role user, signs them in and never returns the password', async () => {
    const response = await register({ company: 'Navy' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      username: 'grace',
      email: 'grace@example.com',
      role: 'user',
      company: 'Navy',
    });
    expect(JSON.stringify(body)).not.toContain('password');
    const me = await request(ctx.app, 'GET', '/api/user', { cookie: sessionCookie(response) });
    expect(me.json().username).toBe('grace');
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.username, 'grace'));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ firstName: '' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ firstName: 'x'.repeat(51) }, 'firstName', AUTH_MESSAGES.firstNameMax],
    [{ lastName: '' }, 'lastName', AUTH_MESSAGES.lastNameRequired],
    [{ lastName: 'x'.repeat(51) }, 'lastName', AUTH_MESSAGES.lastNameMax],
    [{ email: 'not-an-email' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ username: 'ab' }, 'username', AUTH_MESSAGES.usernameMin],
    [{ username: 'x'.repeat(51) }, 'username', AUTH_MESSAGES.usernameMax],
    [{ password: 'short7!' }, 'password', AUTH_MESSAGES.passwordMin],
    [{ password: 'x'.repeat(129) }, 'password', AUTH_MESSAGES.passwordMax],
  ])('refuses %o with the spec message', async (change, field, message) => {
    const response = await register({ username: 'fresh-name', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toContain(message);
    expect(response.json().message).toBe(message);
  });

  it('answers a missing field with its required message', async () => {
    const { firstName: _omitted, ...rest } = validRegistration;
    const response = await request(ctx.app, 'POST', '/api/register', {
      body: { ...rest, username: 'no-first-name' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.firstName).toEqual([AUTH_MESSAGES.firstNameRequired]);
  });

  it('refuses a password from the common-password list', async () => {
    const response = await register({ username: 'weak', email: 'weak@x.io', password: 'password123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.password).toEqual([AUTH_MESSAGES.passwordCommon]);
  });

  it('keeps a password exactly as typed: surrounding spaces are part of it', async () => {
    const password = '  spaced out secret  ';
    await register({ username: 'spacey', email: 'spacey@example.com', password });
    const trimmed = await request(ctx.app, 'POST', '/api/login', {
      body: { username: 'spacey', password: password.trim() },
    });
    expect(trimmed.statusCode).toBe(401);
    const exact = await request(ctx.app, 'POST', '/api/login', { body: { username: 'spacey', password } });
    expect(exact.statusCode).toBe(200);
  });

  it.each([
    ['username', { username: 'EXISTING', email: 'new1@example.com' }, AUTH_MESSAGES.usernameTaken],
    ['email', { username: 'new-name', email: 'Existing@Example.com' }, AUTH_MESSAGES.emailTaken],
  ] as const)('says the %s is taken (409), case-insensitively', async (field, identity, message) => {
    const response = await register(identity);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
  });

  it('says both are taken when both are (409)', async () => {
    const both = await register({ username: 'existing', email: 'existing@example.com' });
    expect(both.statusCode).toBe(409);
    expect(Object.keys(both.json().fieldErrors).sort()).toEqual(['email', 'username']);
  });

  it('stores e-mails lower-cased and trims names', async () => {
    const response = await register({ username: '  ada  ', email: 'Ada@Example.COM', firstName: ' Ada ' });
    expect(response.json()).toMatchObject({ username: 'ada', email: 'ada@example.com', firstName: 'Ada' });
  });

  it('ignores no field: unknown keys such as role are refused, so nobody registers as admin', async () => {
    const response = await register({ username: 'sneaky', email: 's@x.io', role: 'admin' });
    expect(response.statusCode).toBe(400);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.username, 'sneaky'));
    expect(row).toBeUndefined();
  });
});

describe('POST /api/login', () => {
  it.each([
    [{ password: 'x' }, 'username', AUTH_MESSAGES.usernameRequired],
    [{ username: '', password: 'x' }, 'username', AUTH_MESSAGES.usernameRequired],
    [{ username: 'x' }, 'password', AUTH_MESSAGES.passwordRequired],
    [{ username: 'x', password: '' }, 'password', AUTH_MESSAGES.passwordRequired],
  ])('refuses %o with the spec message', async (body, field, message) => {
    const response = await request(ctx.app, 'POST', '/api/login', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const unknown = await request(ctx.app, 'POST', '/api/login', {
      body: { username: 'nobody-here', password: TEST_PASSWORD },
    });
    const wrong = await request(ctx.app, 'POST', '/api/login', {
      body: { username: 'existing', password: 'wrong-password-123' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    expect(bodyWithoutRequestId(wrong)).toEqual(bodyWithoutRequestId(unknown));
    expect(unknown.cookies).toHaveLength(0);
  });

  it('accepts the username in any case, or the e-mail', async () => {
    expect(
      (
        await request(ctx.app, 'POST', '/api/login', {
          body: { username: 'EXISTING', password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await request(ctx.app, 'POST', '/api/login', {
          body: { username: 'existing@example.com', password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('issues a new session id at sign-in and the old one dies', async () => {
    const first = await signIn(ctx, 'existing');
    const second = sessionCookie(
      await request(ctx.app, 'POST', '/api/login', {
        body: { username: 'existing', password: TEST_PASSWORD },
        cookie: first,
      }),
    );
    expect(second).not.toBe(first);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: first })).statusCode).toBe(401);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: second })).statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax cookie without Secure on a plain-http origin', async () => {
    const response = await request(ctx.app, 'POST', '/api/login', {
      body: { username: 'existing', password: TEST_PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('stores only the SHA-256 of the session id', async () => {
    const cookie = await signIn(ctx, 'existing');
    const rawId = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const rows = await ctx.handle.db.select({ sid: sessions.sid }).from(sessions);
    expect(rawId.length).toBe(32); // 24 random bytes, base64url
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.sid))).toBe(true);
    expect(rows.some((row) => row.sid === rawId)).toBe(false);
  });
});

describe('sessions', () => {
  it('GET /api/user answers 401 when signed out and for a forged cookie', async () => {
    expect((await request(ctx.app, 'GET', '/api/user')).statusCode).toBe(401);
    const forged = await request(ctx.app, 'GET', '/api/user', { cookie: 'sid=abc.def' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Please sign in to access this feature.');
  });

  it('logout deletes the session: the same cookie no longer signs in', async () => {
    const cookie = await signIn(ctx, 'existing');
    const logout = await request(ctx.app, 'POST', '/api/logout', { cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: AUTH_MESSAGES.signedOut });
    expect((await request(ctx.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
  });

  it('expires after the idle timeout', async () => {
    const cookie = await signIn(ctx, 'existing');
    await ctx.handle.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    expect((await request(ctx.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
  });

  it('expires 12 hours after sign-in even when active', async () => {
    const cookie = await signIn(ctx, 'existing');
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3_600_000).toISOString();
    await ctx.handle.db.execute(
      sql`update sessions set sess = jsonb_set(sess, '{createdAt}', to_jsonb(${thirteenHoursAgo}::text))`,
    );
    expect((await request(ctx.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
  });

  it('extends the idle deadline on activity', async () => {
    const cookie = await signIn(ctx, 'existing');
    const soon = new Date(Date.now() + 5 * 60_000);
    await ctx.handle.db.update(sessions).set({ expire: soon });
    expect((await request(ctx.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    const rows = await ctx.handle.db.select({ expire: sessions.expire }).from(sessions);
    expect(rows.some((row) => row.expire.getTime() > soon.getTime() + 20 * 60_000)).toBe(true);
  });
});

describe('https origins', () => {
  it('use a __Host- prefixed, Secure cookie', async () => {
    await withTestContext({ appOrigin: 'https://northstar.example', isHttps: true }, async (secure) => {
      await createUser(secure, { username: 'sec' });
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: 'https://northstar.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'sec', password: TEST_PASSWORD }),
      });
      const cookie = response.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    });
  });
});
