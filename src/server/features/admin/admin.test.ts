import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { auditLog, users } from '../../db/schema';
import {
  createAdminTestContext,
  createTestContext,
  createUser,
  expectPageQueriesRefused,
  nextLinkOf,
  request,
  sessionCookie,
  signIn,
  type TestContext,
  walkPages,
  withTestContext,
} from '../../test/helpers';

describe('user administration', () => {
  let ctx: TestContext;
  let adminCookie: string;
  let adminId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    adminId = (await createUser(ctx, { username: 'root', role: 'admin' })).id;
    await createUser(ctx, { username: 'mia', role: 'marketing_manager' });
    adminCookie = await signIn(ctx, 'root');
  });
  afterAll(() => ctx.close());

  it('lists every user for an admin, newest first, without password hashes', async () => {
    const response = await request(ctx.app, 'GET', '/api/admin/users', { cookie: adminCookie });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['root', 'mia']),
    );
    expect(response.body).not.toContain('argon2');
  });

  it('pages the user list newest first: Link to the next page, X-Total-Count, a deleted row neither repeats nor skips', async () => {
    const { ctx: local, cookie } = await createAdminTestContext();
    // Seven users, newest first; pages of three.
    for (let i = 1; i <= 6; i += 1) await createUser(local, { username: `u${i}` });
    // Creation times a second apart: inserts within one millisecond would tie, and a tie falls back to the random id.
    for (const [second, username] of ['boss', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6'].entries()) {
      await local.handle.db
        .update(users)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)) })
        .where(eq(users.username, username));
    }
    const walk = async (path: string) => {
      const { pages, totals } = await walkPages<{ username: string }>(local.app, path, cookie);
      return { pages: pages.map((page) => page.map((u) => u.username)), totals: totals.map(String) };
    };
    const order = ['u6', 'u5', 'u4', 'u3', 'u2', 'u1', 'boss'];
    expect((await walk('/api/admin/users?limit=100')).pages).toEqual([order]);
    const paged = await walk('/api/admin/users?limit=3');
    expect(paged.pages).toEqual([order.slice(0, 3), order.slice(3, 6), order.slice(6)]);
    expect(new Set(paged.totals)).toEqual(new Set(['7']));

    // A user deleted after the first page was read: the rest follows without repeating or skipping anyone.
    const first = await request(local.app, 'GET', '/api/admin/users?limit=3', { cookie });
    await local.handle.db.delete(users).where(eq(users.username, 'u5'));
    const rest = await walk(nextLinkOf(first) as string);
    expect(rest.pages.flat()).toEqual(['u3', 'u2', 'u1', 'boss']);
    expect(rest.totals[0]).toBe('6');

    await expectPageQueriesRefused(local.app, '/api/admin/users', cookie, 100, ['sort=name']);
    await local.close();
  });

  it('refuses the user list to non-admins (403) and to visitors (401)', async () => {
    const cookie = await signIn(ctx, 'mia');
    expect((await request(ctx.app, 'GET', '/api/admin/users', { cookie })).statusCode).toBe(403);
    expect((await request(ctx.app, 'GET', '/api/admin/users')).statusCode).toBe(401);
  });

  it('changes a role, writes an audit row, and the target sees it on the next request with a new session id', async () => {
    const target = await createUser(ctx, { username: 'nina', role: 'user' });
    const targetCookie = await signIn(ctx, 'nina');
    const response = await request(ctx.app, 'PATCH', `/api/admin/users/${target.id}/role`, {
      cookie: adminCookie,
      body: { role: 'analyst' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: target.id, role: 'analyst' });

    const me = await request(ctx.app, 'GET', '/api/user', { cookie: targetCookie });
    expect(me.json().role).toBe('analyst');
    const rotated = sessionCookie(me);
    expect(rotated).not.toBe(targetCookie);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: targetCookie })).statusCode).toBe(401);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: rotated })).json().role).toBe('analyst');

    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target.id), eq(auditLog.action, 'user.role_changed')));
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'user.role_changed',
      targetType: 'user',
      before: { role: 'user' },
      after: { role: 'analyst' },
    });
  });

  it('takes a demoted admin out of admin routes at once', async () => {
    const other = await createUser(ctx, { username: 'oscar', role: 'admin' });
    const otherCookie = await signIn(ctx, 'oscar');
    expect((await request(ctx.app, 'GET', '/api/admin/users', { cookie: otherCookie })).statusCode).toBe(200);
    await request(ctx.app, 'PATCH', `/api/admin/users/${other.id}/role`, {
      cookie: adminCookie,
      body: { role: 'user' },
    });
    expect((await request(ctx.app, 'GET', '/api/admin/users', { cookie: otherCookie })).statusCode).toBe(403);
  });

  it('refuses an unknown role and an unknown user, changing nothing', async () => {
    const mia = await ctx.handle.db.select().from(users).where(eq(users.username, 'mia'));
    const bad = await request(ctx.app, 'PATCH', `/api/admin/users/${mia[0]?.id}/role`, {
      cookie: adminCookie,
      body: { role: 'superuser' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AUTH_MESSAGES.roleInvalid);
    const missing = await request(
      ctx.app,
      'PATCH',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/role',
      {
        cookie: adminCookie,
        body: { role: 'analyst' },
      },
    );
    expect(missing.statusCode).toBe(404);
    const garbage = await request(ctx.app, 'PATCH', '/api/admin/users/not-a-uuid/role', {
      cookie: adminCookie,
      body: { role: 'analyst' },
    });
    expect(garbage.statusCode).toBe(404);
    const after = await ctx.handle.db.select().from(users).where(eq(users.username, 'mia'));
    expect(after[0]?.role).toBe('marketing_manager');
  });

  it('never demotes the last admin', async () => {
    const response = await request(ctx.app, 'PATCH', `/api/admin/users/${adminId}/role`, {
      cookie: adminCookie,
      body: { role: 'user' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.lastAdmin);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, adminId));
    expect(row?.role).toBe('admin');
  });

  it('refuses Make Me Admin once the workspace has an admin', async () => {
    const cookie = await signIn(ctx, 'mia');
    const response = await request(ctx.app, 'POST', '/api/admin/make-admin', { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH_MESSAGES.adminExists);
  });
});

describe('Make Me Admin bootstrap', () => {
  it('makes the first caller admin while the workspace has none, audited, and nobody after', async () => {
    await withTestContext({}, async (ctx) => {
      const first = await createUser(ctx, { username: 'first' });
      await createUser(ctx, { username: 'second' });
      const firstCookie = await signIn(ctx, 'first');
      const granted = await request(ctx.app, 'POST', '/api/admin/make-admin', { cookie: firstCookie });
      expect(granted.statusCode).toBe(200);
      expect(granted.json()).toEqual({ id: first.id, role: 'admin' });
      const me = await request(ctx.app, 'GET', '/api/user', { cookie: firstCookie });
      expect(me.json().role).toBe('admin');

      const [audit] = await ctx.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'user.made_admin'));
      expect(audit).toMatchObject({ actorId: first.id, targetId: first.id, after: { role: 'admin' } });

      const secondCookie = await signIn(ctx, 'second');
      const refused = await request(ctx.app, 'POST', '/api/admin/make-admin', { cookie: secondCookie });
      expect(refused.statusCode).toBe(403);
      expect((await request(ctx.app, 'GET', '/api/user', { cookie: secondCookie })).json().role).toBe('user');
      expect((await request(ctx.app, 'POST', '/api/admin/make-admin')).statusCode).toBe(401);
    });
  });
});
