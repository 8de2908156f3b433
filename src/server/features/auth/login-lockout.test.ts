import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { createUser, request, TEST_PASSWORD, testContextForFile } from '../../test/helpers';
import { LOGIN_FAILURE_WINDOW_MS } from './auth.service';

// Real limits: 10 failures per account in 15 minutes (DESIGN §9).
const ctx = testContextForFile({ rateLimitScale: 1 });
afterEach(() => {
  vi.restoreAllMocks();
});

// Every attempt from its own address, so that the per-IP limit (5/min) never answers for the per-account one.
let attempt = 0;
const login = (username: string, password: string) => {
  attempt += 1;
  return request(ctx.app, 'POST', '/api/login', {
    body: { username, password },
    remoteAddress: `10.20.${Math.floor(attempt / 250)}.${attempt % 250}`,
    headers: { 'user-agent': 'LockoutTest/1.0' },
  });
};

/** What a client can observe, less the per-request id that every error body carries. */
function observable(response: LightMyRequestResponse) {
  const { requestId: _requestId, ...body } = response.json() as Record<string, unknown>;
  return {
    status: response.statusCode,
    body,
    contentType: response.headers['content-type'],
    hasRetryAfter: response.headers['retry-after'] !== undefined,
    setsCookie: response.cookies.length > 0,
  };
}

describe('login lockout', () => {
  it('locks an account after 10 failures split across its username, e-mail and their case variants', async () => {
    const alice = await createUser(ctx, { username: 'alice', email: 'alice@example.com' });
    const spellings = ['alice', 'alice@example.com', 'ALICE', 'Alice@Example.COM', ' aLiCe '];
    for (let i = 0; i < 10; i += 1) {
      const response = await login(spellings[i % spellings.length] as string, `wrong-password-${i}`);
      expect(response.statusCode, `failure ${i + 1}`).toBe(401);
    }

    // The right password is refused now, whichever spelling is typed.
    for (const spelling of ['alice', 'ALICE@EXAMPLE.COM']) {
      const locked = await login(spelling, TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
      expect(locked.cookies).toHaveLength(0);
    }

    // The lockout is one audit row, on the account, besides one row per failure.
    const locks = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.locked'), eq(auditLog.targetId, alice.id)));
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ targetType: 'user', userAgent: 'LockoutTest/1.0' });
    expect(locks[0]?.ip).toMatch(/^10\.20\./);
    const failures = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login_failed'), eq(auditLog.targetId, alice.id)));
    expect(failures).toHaveLength(10);

    // Once the window has passed, the right password works again.
    const realNow = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => realNow + LOGIN_FAILURE_WINDOW_MS + 1000);
    expect((await login('alice', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown login the same way, answering exactly as for an account at every step', async () => {
    await createUser(ctx, { username: 'bruno', email: 'bruno@example.com' });
    const accountSpellings = ['bruno', 'BRUNO@example.com', 'Bruno'];
    const unknownSpellings = ['nobody', 'NOBODY', 'Nobody'];
    for (let i = 0; i < 12; i += 1) {
      const known = await login(accountSpellings[i % 3] as string, `wrong-password-${i}`);
      const unknown = await login(unknownSpellings[i % 3] as string, `wrong-password-${i}`);
      expect(observable(unknown), `attempt ${i + 1}`).toEqual(observable(known));
      expect(known.statusCode, `attempt ${i + 1}`).toBe(i < 10 ? 401 : 429);
    }
    // The right password of the account and any password of the unknown login: refused alike.
    const known = await login('bruno', TEST_PASSWORD);
    const unknown = await login('nobody', TEST_PASSWORD);
    expect(observable(unknown)).toEqual(observable(known));
    expect(known.statusCode).toBe(429);
    // Both lockouts are audited; the unknown one names the login as typed (normalized), there being no account.
    const [unknownLock] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.locked'), eq(auditLog.targetId, 'nobody')));
    expect(unknownLock).toMatchObject({ targetType: 'login', actorId: null });
  });

  it('starts counting afresh after a successful sign-in, whichever spelling failed before', async () => {
    await createUser(ctx, { username: 'carla', email: 'carla@example.com' });
    for (let i = 0; i < 9; i += 1)
      expect((await login('carla@example.com', 'wrong-password')).statusCode).toBe(401);
    expect((await login('carla', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1)
      expect((await login('carla@example.com', 'wrong-password')).statusCode).toBe(401);
    expect((await login('carla@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("does not let one account's failures lock another", async () => {
    await createUser(ctx, { username: 'dora', email: 'dora@example.com' });
    await createUser(ctx, { username: 'emil', email: 'emil@example.com' });
    for (let i = 0; i < 10; i += 1) expect((await login('dora', 'wrong-password')).statusCode).toBe(401);
    expect((await login('dora', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login('emil@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });
});
