import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ACCESS_MESSAGES } from '../../../shared/admin';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { auditLog, recoveryCodes, sessions, users } from '../../db/schema';
import {
  createAdminTestContext,
  createUser,
  request,
  sessionCookie,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/helpers';
import { disableUser } from './admin.service';

// Issue 28, item 7: an admin disables and re-enables an account and ends one user's sessions; all audited.

let ctx: TestContext;
let adminId: string;
let admin: string;
beforeAll(async () => {
  const setup = await createAdminTestContext({}, 'chief');
  ctx = setup.ctx;
  adminId = setup.admin.id;
  admin = setup.cookie;
});
afterAll(() => ctx.close());

const post = (path: string, cookie = admin) => request(ctx.app, 'POST', path, { cookie });
const disable = (id: string, cookie = admin) => post(`/api/admin/users/${id}/disable`, cookie);
const enable = (id: string, cookie = admin) => post(`/api/admin/users/${id}/enable`, cookie);
const revoke = (id: string, cookie = admin) => post(`/api/admin/users/${id}/sessions/revoke`, cookie);
const resetTwoFactor = (id: string, cookie = admin) =>
  post(`/api/admin/users/${id}/two-factor/reset`, cookie);
const me = (cookie: string) => request(ctx.app, 'GET', '/api/user', { cookie });
const login = (username: string) =>
  request(ctx.app, 'POST', '/api/login', { body: { username, password: TEST_PASSWORD } });
const auditOf = (targetId: string, action: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
const sessionCount = async (userId: string) =>
  (await ctx.handle.db.select().from(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`)).length;

describe('disabling an account', () => {
  it('ends every session at once, refuses sign-in, shows in the list and is audited', async () => {
    const user = await createUser(ctx, { username: 'leaver' });
    const laptop = await signIn(ctx, 'leaver');
    const phone = await signIn(ctx, 'leaver');

    const response = await disable(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, sessionsEnded: 2 });
    expect(response.json().disabledAt).toEqual(expect.any(String));

    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    const refused = await login('leaver');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.accountDisabled);

    const list = await request(ctx.app, 'GET', '/api/admin/users?limit=100', { cookie: admin });
    const row = list.json().find((u: { id: string }) => u.id === user.id);
    expect(row.disabledAt).toBe(response.json().disabledAt);
    expect(list.json().find((u: { id: string }) => u.id === adminId).disabledAt).toBeNull();

    const [entry] = await auditOf(user.id, 'user.disabled');
    expect(entry).toMatchObject({
      actorId: adminId,
      before: { disabled: false },
      after: { id: user.id, sessionsEnded: 2 },
    });
  });

  it('refuses a session of a disabled user that outlived the disabling (a race, a restored backup)', async () => {
    const user = await createUser(ctx, { username: 'restored' });
    const cookie = await signIn(ctx, 'restored');
    // Set the column directly, as a restored backup or a concurrent sign-in could leave a session behind.
    await ctx.handle.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('a second disable changes nothing and writes no second audit row', async () => {
    const user = await createUser(ctx, { username: 'twice' });
    const first = await disable(user.id);
    const second = await disable(user.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().disabledAt).toBe(first.json().disabledAt);
    expect(await auditOf(user.id, 'user.disabled')).toHaveLength(1);
  });

  it('an admin cannot disable themself', async () => {
    const self = await disable(adminId);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(USER_ACCESS_MESSAGES.cannotDisableSelf);
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('the last active admin can be neither disabled nor demoted (a disabled admin does not count)', async () => {
    const rival = await createUser(ctx, { username: 'rival', role: 'admin' });
    // Two admins disabling each other at once: the first wins; the second, already disabled when its turn comes
    // under the lock, must not take the last active admin with it.
    expect((await disable(rival.id)).statusCode).toBe(200);
    const asRival = { ip: null, userAgent: null, log: ctx.app.log };
    await expect(
      disableUser(ctx.handle.db, ctx.app.sessions, rival.id, adminId, asRival),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: USER_ACCESS_MESSAGES.lastAdmin,
    });
    const demote = await request(ctx.app, 'PATCH', `/api/admin/users/${adminId}/role`, {
      cookie: admin,
      body: { role: 'user' },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(AUTH_MESSAGES.lastAdmin);
    expect((await me(admin)).json().role).toBe('admin');
  });
});

describe('enabling an account again', () => {
  it('lets the user sign in again and is audited; their old sessions stay ended', async () => {
    const user = await createUser(ctx, { username: 'returner' });
    const old = await signIn(ctx, 'returner');
    await disable(user.id);
    const response = await enable(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, disabledAt: null, sessionsEnded: 0 });
    expect((await me(old)).statusCode).toBe(401);
    expect((await login('returner')).statusCode).toBe(200);
    expect(await auditOf(user.id, 'user.enabled')).toHaveLength(1);
  });
});

describe("ending one user's sessions", () => {
  it('signs them out everywhere, leaves the account usable and is audited', async () => {
    const user = await createUser(ctx, { username: 'lost-laptop' });
    const cookie = await signIn(ctx, 'lost-laptop');
    const response = await revoke(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, sessionsEnded: 1 });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login('lost-laptop')).statusCode).toBe(200);
    const [entry] = await auditOf(user.id, 'user.sessions_revoked');
    expect(entry).toMatchObject({ actorId: adminId, after: { id: user.id, sessionsEnded: 1 } });
  });
});

describe('resetting two-step sign-in', () => {
  it('turns it off for someone who lost their phone and codes: codes gone, signed out, password alone signs in', async () => {
    const user = await createUser(ctx, { username: 'lost-phone' });
    const cookie = await signIn(ctx, 'lost-phone');
    const setup = await request(ctx.app, 'POST', '/api/account/two-factor/setup', {
      cookie,
      body: { currentPassword: TEST_PASSWORD },
    });
    const code = new TOTP({ secret: Secret.fromBase32(setup.json().secret) }).generate();
    const enabled = await request(ctx.app, 'POST', '/api/account/two-factor/enable', {
      cookie,
      body: { code },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await login('lost-phone')).json()).toEqual({ twoFactorRequired: true });
    const listed = await request(ctx.app, 'GET', '/api/admin/users?limit=100', { cookie: admin });
    expect(listed.json().find((u: { id: string }) => u.id === user.id).twoFactorEnabled).toBe(true);

    const response = await resetTwoFactor(user.id);
    expect(response.statusCode, response.body).toBe(200);
    // The session and the sign-in waiting for its code above.
    expect(response.json()).toEqual({ id: user.id, wasEnabled: true, sessionsEnded: 2 });
    expect((await me(cookie)).statusCode).toBe(401);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await ctx.handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual(
      [],
    );
    const again = await login('lost-phone');
    expect(again.statusCode).toBe(200);
    expect((await me(sessionCookie(again))).json().username).toBe('lost-phone');
    const [entry] = await auditOf(user.id, 'user.two_factor_reset');
    expect(entry).toMatchObject({ actorId: adminId, after: { wasEnabled: true, sessionsEnded: 2 } });
  });

  it('is not for oneself, and resetting an account without it changes nothing', async () => {
    const own = await resetTwoFactor(adminId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(USER_ACCESS_MESSAGES.cannotResetOwnTwoFactor);
    const user = await createUser(ctx, { username: 'never-had-it' });
    const response = await resetTwoFactor(user.id);
    expect(response.json()).toEqual({ id: user.id, wasEnabled: false, sessionsEnded: 0 });
    expect(await auditOf(user.id, 'user.two_factor_reset')).toHaveLength(0);
  });
});

describe('who may', () => {
  it('only admins (403 for a director, 401 signed out), and an unknown or malformed id is a 404', async () => {
    const target = await createUser(ctx, { username: 'target' });
    await createUser(ctx, { username: 'director', role: 'marketing_director' });
    const director = await signIn(ctx, 'director');
    for (const call of [disable, enable, revoke, resetTwoFactor]) {
      expect((await call(target.id, director)).statusCode).toBe(403);
      const signedOut = await request(ctx.app, 'POST', `/api/admin/users/${target.id}/disable`);
      expect(signedOut.statusCode).toBe(401);
      expect((await call('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await call('not-a-uuid')).statusCode).toBe(404);
    }
    expect(await auditOf(target.id, 'user.disabled')).toHaveLength(0);
  });
});
