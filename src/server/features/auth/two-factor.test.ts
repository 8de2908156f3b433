import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/auth';
import type { Role } from '../../../shared/roles';
import { TWO_FACTOR_MESSAGES } from '../../../shared/two-factor';
import { auditLog, recoveryCodes, sessions, users } from '../../db/schema';
import { encryptSecret } from '../../lib/secrets';
import {
  createUser,
  request,
  sessionCookie,
  signIn,
  TEST_PASSWORD,
  type TestContext,
  testContextForFile,
  withTestContext,
} from '../../test/helpers';

/**
 * Two-step sign-in (issue 28, item 2). The clock is frozen (Date only) so that each test says which 30-second
 * step a code belongs to: `advance()` moves to the next step, and nothing depends on how fast the tests run.
 */
const ctx = testContextForFile();
const START = Date.parse('2026-11-27T12:00:00.000Z');
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
});
afterAll(() => {
  vi.useRealTimers();
});
const advance = (seconds = 30) => vi.setSystemTime(Date.now() + seconds * 1000);

const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** A 6-digit code that is not the current one. */
const wrongCodeFor = (secret: string) => (codeOf(secret) === '000000' ? '111111' : '000000');

const password = (c: TestContext, username: string, pass = TEST_PASSWORD, remoteAddress?: string) =>
  request(c.app, 'POST', '/api/login', { body: { username, password: pass }, remoteAddress });

const secondStep = (c: TestContext, cookie: string, body: object, remoteAddress?: string) =>
  request(c.app, 'POST', '/api/login/two-factor', { cookie, body, remoteAddress });

const actionsOf = async (c: TestContext, userId: string) =>
  (await c.handle.db.select().from(auditLog).where(eq(auditLog.targetId, userId))).map((row) => row.action);

/** Signs `username` in and turns two-step sign-in on through the API: the secret and the recovery codes. */
async function turnOn(c: TestContext, username: string) {
  const cookie = await signIn(c, username);
  const setup = await request(c.app, 'POST', '/api/account/two-factor/setup', {
    cookie,
    body: { currentPassword: TEST_PASSWORD },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await request(c.app, 'POST', '/api/account/two-factor/enable', {
    cookie,
    body: { code: codeOf(secret) },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  // The next code the tests type belongs to a later step than the one just spent.
  advance();
  return { cookie, secret, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** Password then code: the full session's cookie. */
async function signInWithCode(c: TestContext, username: string, secret: string) {
  const first = await password(c, username);
  const done = await secondStep(c, sessionCookie(first), { code: codeOf(secret) });
  expect(done.statusCode, done.body).toBe(200);
  advance();
  return sessionCookie(done);
}

describe('setting up two-step sign-in', () => {
  it('needs the current password, and stays off until a first code confirms it', async () => {
    const user = await createUser(ctx, { username: 'tf-setup' });
    const cookie = await signIn(ctx, 'tf-setup');
    const setup = (body: object) =>
      request(ctx.app, 'POST', '/api/account/two-factor/setup', { cookie, body });

    const missing = await setup({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.currentPassword).toEqual([ACCOUNT_MESSAGES.currentRequired]);
    expect((await setup({ currentPassword: 'not-my-password' })).json().fieldErrors.currentPassword).toEqual([
      ACCOUNT_MESSAGES.currentWrong,
    ]);

    const started = await setup({ currentPassword: TEST_PASSWORD });
    expect(started.statusCode).toBe(200);
    const { otpauthUri, secret, qrCode } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Northstar:tf-setup?issuer=Northstar&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    // Stored sealed, not in the clear, and not active: the password alone still signs in.
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(secret);
    expect(row?.totpEnabledAt).toBeNull();
    expect((await password(ctx, 'tf-setup')).json()).toMatchObject({ username: 'tf-setup' });

    const wrong = await request(ctx.app, 'POST', '/api/account/two-factor/enable', {
      cookie,
      body: { code: String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code).toEqual([TWO_FACTOR_MESSAGES.codeWrong]);
    const badFormat = await request(ctx.app, 'POST', '/api/account/two-factor/enable', {
      cookie,
      body: { code: '12ab56' },
    });
    expect(badFormat.json().fieldErrors.code).toEqual([TWO_FACTOR_MESSAGES.codeFormat]);

    const enabled = await request(ctx.app, 'POST', '/api/account/two-factor/enable', {
      cookie,
      body: { code: codeOf(secret) },
    });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{6}(-[a-z2-9]{6}){3}$/);
    // Only their SHA-256 is kept.
    const stored = await ctx.handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) {
      expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes).not.toContain(codeHash);
    }

    const status = await request(ctx.app, 'GET', '/api/account/two-factor', { cookie });
    expect(status.json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
      hasPassword: true,
    });
    // A second set-up would replace the secret of a working app: refused until it is turned off.
    expect((await setup({ currentPassword: TEST_PASSWORD })).statusCode).toBe(409);
    expect(await actionsOf(ctx, user.id)).toContain('auth.two_factor_enabled');
  });
});

describe('a Google-only account', () => {
  it('sets up after a Google sign-in within the last 5 minutes, instead of a password', async () => {
    const user = await createUser(ctx, { username: 'tf-google' });
    const cookie = await signIn(ctx, 'tf-google');
    // As if the account had only ever signed in with Google, and this session came from there.
    await ctx.handle.db.update(users).set({ password: null }).where(eq(users.id, user.id));
    const [row] = (await ctx.handle.db.select().from(sessions)).filter((s) => s.sess.userId === user.id);
    if (!row) throw new Error('no session');
    await ctx.handle.db
      .update(sessions)
      .set({ sess: { ...row.sess, method: 'google' } })
      .where(eq(sessions.sid, row.sid));
    const setup = () => request(ctx.app, 'POST', '/api/account/two-factor/setup', { cookie, body: {} });

    const status = await request(ctx.app, 'GET', '/api/account/two-factor', { cookie });
    expect(status.json()).toMatchObject({ hasPassword: false, enabled: false });
    expect((await setup()).statusCode).toBe(200);
    advance(5 * 60 + 1);
    const stale = await setup();
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(ACCOUNT_MESSAGES.googleReauthRequired);
  });
});

describe('signing in with two steps', () => {
  it('asks for the code after the password; the pending step grants nothing and the code issues a new id', async () => {
    const user = await createUser(ctx, { username: 'tf-signin' });
    const { secret } = await turnOn(ctx, 'tf-signin');

    const signInsOf = async () =>
      (await actionsOf(ctx, user.id)).filter((action) => action === 'auth.login_succeeded').length;
    const signInsBefore = await signInsOf();
    const first = await password(ctx, 'tf-signin');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const pending = sessionCookie(first);
    // Signed out for every other route.
    for (const path of ['/api/user', '/api/account/sessions', '/api/account/two-factor', '/api/campaigns']) {
      expect((await request(ctx.app, 'GET', path, { cookie: pending })).statusCode, path).toBe(401);
    }
    // The password alone is not a sign-in: none is recorded until the code.
    expect(await signInsOf()).toBe(signInsBefore);

    const wrong = await secondStep(ctx, pending, { code: wrongCodeFor(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code).toEqual([TWO_FACTOR_MESSAGES.codeWrong]);
    expect(wrong.cookies).toHaveLength(0);

    const code = codeOf(secret);
    const done = await secondStep(ctx, pending, { code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, username: 'tf-signin' });
    const session = sessionCookie(done);
    expect(session).not.toBe(pending);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: session })).statusCode).toBe(200);
    // The pending id is gone: it can neither finish another sign-in nor act as a session.
    expect((await secondStep(ctx, pending, { code })).statusCode).toBe(401);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: pending })).statusCode).toBe(401);

    // The same code is accepted once, even within its 30 seconds.
    const again = await password(ctx, 'tf-signin');
    const replay = await secondStep(ctx, sessionCookie(again), { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fieldErrors.code).toEqual([TWO_FACTOR_MESSAGES.codeWrong]);

    expect(await actionsOf(ctx, user.id)).toEqual(
      expect.arrayContaining(['auth.two_factor_failed', 'auth.two_factor_succeeded', 'auth.login_succeeded']),
    );
    // Only the full session is one of the account's signed-in browsers.
    const listed = await request(ctx.app, 'GET', '/api/account/sessions', { cookie: session });
    expect(listed.json()).toHaveLength(2); // turnOn's session and this one; pending rows are not listed
  });

  it('accepts a code from one step before or after, not two', async () => {
    await createUser(ctx, { username: 'tf-window' });
    const { secret } = await turnOn(ctx, 'tf-window');
    advance(60);
    const tooOld = await secondStep(ctx, sessionCookie(await password(ctx, 'tf-window')), {
      code: codeOf(secret, Date.now() - 60_000),
    });
    expect(tooOld.statusCode).toBe(400);
    const late = await secondStep(ctx, sessionCookie(await password(ctx, 'tf-window')), {
      code: codeOf(secret, Date.now() - 30_000),
    });
    expect(late.statusCode).toBe(200);
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const user = await createUser(ctx, { username: 'tf-recovery' });
    const { recoveryCodes: codes } = await turnOn(ctx, 'tf-recovery');
    const code = codes[0] as string;

    const used = await secondStep(ctx, sessionCookie(await password(ctx, 'tf-recovery')), {
      recoveryCode: code.toUpperCase().replace('-', ' '),
    });
    expect(used.statusCode).toBe(200);
    const reused = await secondStep(ctx, sessionCookie(await password(ctx, 'tf-recovery')), {
      recoveryCode: code,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fieldErrors.recoveryCode).toEqual([TWO_FACTOR_MESSAGES.recoveryCodeWrong]);
    expect(await actionsOf(ctx, user.id)).toContain('auth.recovery_code_used');
    const status = await request(ctx.app, 'GET', '/api/account/two-factor', { cookie: sessionCookie(used) });
    expect(status.json().recoveryCodesLeft).toBe(9);

    const both = await secondStep(ctx, sessionCookie(await password(ctx, 'tf-recovery')), {
      code: '123456',
      recoveryCode: code,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors.code).toEqual([TWO_FACTOR_MESSAGES.oneOfCodeOrRecovery]);
  });

  it('after the server key changed, says so instead of "wrong code", counts no failure, and a recovery code still works', async () => {
    const user = await createUser(ctx, { username: 'tf-rotated' });
    const { secret, recoveryCodes: codes } = await turnOn(ctx, 'tf-rotated');
    // What a rotated TOKEN_ENCRYPTION_KEY leaves behind: a secret sealed under another key.
    await ctx.handle.db
      .update(users)
      .set({ totpSecret: encryptSecret('JBSWY3DPEHPK3PXP', Buffer.alloc(32, 9)) })
      .where(eq(users.id, user.id));
    const refused = await secondStep(ctx, sessionCookie(await password(ctx, 'tf-rotated')), {
      code: codeOf(secret),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.code).toEqual([TWO_FACTOR_MESSAGES.secretUnreadable]);
    expect(await actionsOf(ctx, user.id)).not.toContain('auth.two_factor_failed');
    const recovered = await secondStep(ctx, sessionCookie(await password(ctx, 'tf-rotated')), {
      recoveryCode: codes[0] as string,
    });
    expect(recovered.statusCode).toBe(200);
  });

  it('lets the pending step lapse after 5 minutes', async () => {
    await createUser(ctx, { username: 'tf-expiry' });
    const { secret } = await turnOn(ctx, 'tf-expiry');
    const pending = sessionCookie(await password(ctx, 'tf-expiry'));
    advance(5 * 60 + 1);
    const late = await secondStep(ctx, pending, { code: codeOf(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.pendingExpired);
  });

  it('without a pending password step, the code step is refused', async () => {
    const none = await secondStep(ctx, '', { code: '123456' });
    expect(none.statusCode).toBe(401);
    const { cookie } = await (async () => {
      await createUser(ctx, { username: 'tf-no-pending' });
      return { cookie: await signIn(ctx, 'tf-no-pending') };
    })();
    // A full session is not a pending step either.
    expect((await secondStep(ctx, cookie, { code: '123456' })).statusCode).toBe(401);
  });
});

describe('the lockout covers the code step', () => {
  it('counts wrong codes with wrong passwords: 10 per 15 minutes per account, then even the right code is refused', async () => {
    await withTestContext({ rateLimitScale: 1 }, async (c) => {
      const user = await createUser(c, { username: 'tf-lock' });
      const { secret } = await turnOn(c, 'tf-lock');
      let address = 0;
      const from = () => {
        address += 1;
        return `10.30.0.${address}`;
      };
      // 3 wrong passwords and 7 wrong codes: one counter.
      for (let i = 0; i < 3; i += 1) {
        expect((await password(c, 'tf-lock', `wrong-${i}`, from())).statusCode).toBe(401);
      }
      const pending = sessionCookie(await password(c, 'tf-lock', TEST_PASSWORD, from()));
      const wrongCode = wrongCodeFor(secret);
      for (let i = 0; i < 7; i += 1) {
        expect((await secondStep(c, pending, { code: wrongCode }, from())).statusCode, `code ${i}`).toBe(400);
      }
      const locked = await secondStep(c, pending, { code: codeOf(secret) }, from());
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
      expect((await password(c, 'tf-lock', TEST_PASSWORD, from())).statusCode).toBe(429);
      const actions = await actionsOf(c, user.id);
      expect(actions.filter((a) => a === 'auth.two_factor_failed')).toHaveLength(7);
      expect(actions.filter((a) => a === 'auth.locked')).toHaveLength(1);
    });
  });

  it('a right password does not reset the count of wrong codes', async () => {
    await withTestContext({ rateLimitScale: 1 }, async (c) => {
      await createUser(c, { username: 'tf-lock-reset' });
      const { secret } = await turnOn(c, 'tf-lock-reset');
      let address = 0;
      const from = () => {
        address += 1;
        return `10.31.0.${address}`;
      };
      const wrongCode = wrongCodeFor(secret);
      for (let i = 0; i < 10; i += 1) {
        const pending = sessionCookie(await password(c, 'tf-lock-reset', TEST_PASSWORD, from()));
        expect((await secondStep(c, pending, { code: wrongCode }, from())).statusCode).toBe(400);
      }
      expect((await password(c, 'tf-lock-reset', TEST_PASSWORD, from())).statusCode).toBe(429);
    });
  });
});

describe('turning it off and new recovery codes', () => {
  it('turning off needs the password and a code; it is audited and sign-in is one step again', async () => {
    const user = await createUser(ctx, { username: 'tf-off' });
    const { secret } = await turnOn(ctx, 'tf-off');
    const cookie = await signInWithCode(ctx, 'tf-off', secret);
    const disable = (body: object) =>
      request(ctx.app, 'POST', '/api/account/two-factor/disable', { cookie, body });

    expect((await disable({ code: codeOf(secret) })).json().fieldErrors.currentPassword).toEqual([
      ACCOUNT_MESSAGES.currentRequired,
    ]);
    expect((await disable({ currentPassword: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await disable({ currentPassword: TEST_PASSWORD, code: wrongCodeFor(secret) })).statusCode).toBe(
      400,
    );
    const off = await disable({ currentPassword: TEST_PASSWORD, code: codeOf(secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.disabled);

    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await ctx.handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual(
      [],
    );
    expect((await password(ctx, 'tf-off')).json()).toMatchObject({ username: 'tf-off' });
    expect(await actionsOf(ctx, user.id)).toContain('auth.two_factor_disabled');
  });

  it('new recovery codes need a code and void the old ones', async () => {
    const user = await createUser(ctx, { username: 'tf-regen' });
    const { secret, recoveryCodes: old, cookie } = await turnOn(ctx, 'tf-regen');
    const regenerate = (body: object) =>
      request(ctx.app, 'POST', '/api/account/two-factor/recovery-codes', { cookie, body });
    expect((await regenerate({})).statusCode).toBe(400);
    const fresh = await regenerate({ code: codeOf(secret) });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    advance();

    const oldOne = await secondStep(ctx, sessionCookie(await password(ctx, 'tf-regen')), {
      recoveryCode: old[0],
    });
    expect(oldOne.statusCode).toBe(400);
    const newOne = await secondStep(ctx, sessionCookie(await password(ctx, 'tf-regen')), {
      recoveryCode: codes[0],
    });
    expect(newOne.statusCode).toBe(200);
    expect(await actionsOf(ctx, user.id)).toContain('auth.recovery_codes_regenerated');
  });
});

describe('a workspace that requires two-step sign-in', () => {
  const setRequired = (cookie: string, requireTwoFactor: unknown) =>
    request(ctx.app, 'PATCH', '/api/admin/settings', { cookie, body: { requireTwoFactor } });
  let admin: string;
  beforeAll(async () => {
    await createUser(ctx, { username: 'tf-settings-admin', role: 'admin' });
    // The admin has it on, so that turning the requirement on does not hold their own session.
    const { secret } = await turnOn(ctx, 'tf-settings-admin');
    admin = await signInWithCode(ctx, 'tf-settings-admin', secret);
  });

  it('is an admin setting, shown in the settings and audited', async () => {
    const bad = await setRequired(admin, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.requireTwoFactor).toEqual([TWO_FACTOR_MESSAGES.requireTwoFactorInvalid]);

    const on = await setRequired(admin, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      launchApproval: false,
      requireTwoFactor: true,
      currency: 'USD',
      locale: 'en-US',
    });
    expect((await request(ctx.app, 'GET', '/api/admin/settings', { cookie: admin })).json()).toEqual({
      launchApproval: false,
      requireTwoFactor: true,
      currency: 'USD',
      locale: 'en-US',
    });
    const [changed] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'workspace.settings_changed'), eq(auditLog.targetId, 'workspace')));
    expect(changed).toMatchObject({
      before: { launchApproval: false, requireTwoFactor: false, currency: 'USD', locale: 'en-US' },
      after: { launchApproval: false, requireTwoFactor: true, currency: 'USD', locale: 'en-US' },
    });
  });

  it.each<[Role, boolean]>([
    ['admin', true],
    ['marketing_director', true],
    ['marketing_manager', false],
    ['user', false],
  ])('a %s without it set up is held to setting it up: %s', async (role, isHeld) => {
    expect((await setRequired(admin, true)).statusCode).toBe(200);
    const username = `tf-held-${role}`;
    await createUser(ctx, { username, role });
    const signedIn = await password(ctx, username);
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect(signedIn.json().twoFactorSetupRequired).toBe(isHeld ? true : undefined);
    const me = await request(ctx.app, 'GET', '/api/user', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().twoFactorSetupRequired).toBe(isHeld ? true : undefined);

    const campaigns = await request(ctx.app, 'GET', '/api/campaigns', { cookie });
    const sessionsList = await request(ctx.app, 'GET', '/api/account/sessions', { cookie });
    if (!isHeld) {
      expect(sessionsList.statusCode).toBe(200);
      return;
    }
    expect(sessionsList.statusCode).toBe(403);
    expect(sessionsList.json().message).toBe(TWO_FACTOR_MESSAGES.setupRequired);
    expect(campaigns.statusCode).toBe(403);

    // Setting it up is allowed, and once on, everything the role may do is.
    const status = await request(ctx.app, 'GET', '/api/account/two-factor', { cookie });
    expect(status.json()).toMatchObject({ enabled: false, required: true });
    const setup = await request(ctx.app, 'POST', '/api/account/two-factor/setup', {
      cookie,
      body: { currentPassword: TEST_PASSWORD },
    });
    const enabled = await request(ctx.app, 'POST', '/api/account/two-factor/enable', {
      cookie,
      body: { code: codeOf(setup.json().secret) },
    });
    expect(enabled.statusCode).toBe(200);
    expect(
      (await request(ctx.app, 'GET', '/api/user', { cookie })).json().twoFactorSetupRequired,
    ).toBeUndefined();
    expect((await request(ctx.app, 'GET', '/api/account/sessions', { cookie })).statusCode).toBe(200);
    advance();

    // And it cannot be turned off while the workspace requires it.
    const off = await request(ctx.app, 'POST', '/api/account/two-factor/disable', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, code: codeOf(setup.json().secret) },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.requiredByWorkspace);
  });

  it('a held user can sign out', async () => {
    expect((await setRequired(admin, true)).statusCode).toBe(200);
    await createUser(ctx, { username: 'tf-held-out', role: 'marketing_director' });
    const cookie = await signIn(ctx, 'tf-held-out');
    expect((await request(ctx.app, 'POST', '/api/logout', { cookie })).statusCode).toBe(200);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
  });
});

describe('pending rows', () => {
  it('are stored with a 5-minute expiry and marked pending', async () => {
    await createUser(ctx, { username: 'tf-row' });
    await turnOn(ctx, 'tf-row');
    await password(ctx, 'tf-row');
    const rows = await ctx.handle.db.select().from(sessions);
    const pendingRows = rows.filter((row) => row.sess.twoFactorPending);
    expect(pendingRows.length).toBeGreaterThan(0);
    for (const row of pendingRows) {
      expect(row.expire.getTime() - Date.parse(row.sess.createdAt)).toBe(5 * 60_000);
    }
  });
});
