import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/auth';
import { auditLog } from '../../db/schema';
import { createUser, request, sessionCookie, TEST_PASSWORD, testContextForFile } from '../../test/helpers';

const ctx = testContextForFile();

const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

async function signInFrom(username: string, userAgent: string, remoteAddress: string) {
  const response = await request(ctx.app, 'POST', '/api/login', {
    body: { username, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

const listSessions = (cookie: string) => request(ctx.app, 'GET', '/api/account/sessions', { cookie });

describe('GET /api/account/sessions', () => {
  it("lists only the caller's live sessions, this one first, with where and when but never an id", async () => {
    await createUser(ctx, { username: 'ivy' });
    await createUser(ctx, { username: 'jon' });
    const laptop = await signInFrom('ivy', LAPTOP, '198.51.100.1');
    await signInFrom('ivy', PHONE, '198.51.100.2');
    await signInFrom('jon', DESKTOP, '198.51.100.3');

    const response = await listSessions(laptop);
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as AccountSession[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ isCurrent: true, ip: '198.51.100.1', userAgent: LAPTOP });
    expect(sessions[1]).toMatchObject({ isCurrent: false, ip: '198.51.100.2', userAgent: PHONE });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual([
        'createdAt',
        'ip',
        'isCurrent',
        'lastActiveAt',
        'userAgent',
      ]);
      expect(Math.abs(Date.parse(session.createdAt) - Date.now())).toBeLessThan(60_000);
      expect(Math.abs(Date.parse(session.lastActiveAt) - Date.now())).toBeLessThan(120_000);
    }
    // Not the other user's, and no session id (or its hash) anywhere in the answer.
    expect(response.body).not.toContain('198.51.100.3');
    expect(response.body).not.toMatch(/[0-9a-f]{64}/);
    expect(response.body).not.toContain(decodeURIComponent(laptop.split('=')[1] ?? '').split('.')[0]);
  });

  it('needs a session', async () => {
    expect((await request(ctx.app, 'GET', '/api/account/sessions')).statusCode).toBe(401);
    expect((await request(ctx.app, 'POST', '/api/account/sessions/revoke-others')).statusCode).toBe(401);
  });
});

describe('POST /api/account/sessions/revoke-others', () => {
  it('signs out every other session of the caller, keeps this one and audits it once', async () => {
    const kim = await createUser(ctx, { username: 'kim' });
    await createUser(ctx, { username: 'lou' });
    const here = await signInFrom('kim', LAPTOP, '198.51.100.10');
    const phone = await signInFrom('kim', PHONE, '198.51.100.11');
    const desktop = await signInFrom('kim', DESKTOP, '198.51.100.12');
    const someoneElse = await signInFrom('lou', DESKTOP, '198.51.100.13');

    const response = await request(ctx.app, 'POST', '/api/account/sessions/revoke-others', {
      cookie: here,
      headers: { 'user-agent': LAPTOP },
      remoteAddress: '198.51.100.10',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Signed out 2 other devices. This one stays signed in.',
      signedOut: 2,
    });

    expect((await request(ctx.app, 'GET', '/api/user', { cookie: here })).statusCode).toBe(200);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: phone })).statusCode).toBe(401);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: desktop })).statusCode).toBe(401);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: someoneElse })).statusCode).toBe(200);
    expect((await listSessions(here)).json()).toEqual([expect.objectContaining({ isCurrent: true })]);

    const audits = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sessions_revoked'), eq(auditLog.targetId, kim.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: kim.id,
        targetType: 'user',
        after: { sessionsEnded: 2 },
        ip: '198.51.100.10',
        userAgent: LAPTOP,
      }),
    ]);

    // Nothing else to sign out: still fine, and said so.
    const again = await request(ctx.app, 'POST', '/api/account/sessions/revoke-others', { cookie: here });
    expect(again.json()).toEqual({ message: 'No other device was signed in.', signedOut: 0 });
  });

  it('is refused without the CSRF origin', async () => {
    await createUser(ctx, { username: 'max' });
    const here = await signInFrom('max', LAPTOP, '198.51.100.20');
    const other = await signInFrom('max', PHONE, '198.51.100.21');
    const response = await request(ctx.app, 'POST', '/api/account/sessions/revoke-others', {
      cookie: here,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: other })).statusCode).toBe(200);
  });
});
