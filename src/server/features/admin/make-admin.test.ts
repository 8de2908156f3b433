import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKE_ADMIN_MESSAGES } from '../../../shared/admin';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { buildApp } from '../../app';
import { type Config, testConfig } from '../../config';
import { adminBootstrapCodes, auditLog, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import {
  captureLog,
  createUser,
  inSequence,
  openTestDatabase,
  request,
  signIn,
  TEST_ORIGIN,
  type TestContext,
  testContextOf,
  withTestContext,
} from '../../test/helpers';
import { issueMakeAdminCode } from './make-admin-code';

/** The real app in production mode (background jobs off), with its log lines captured. */
async function createProductionContext(overrides: Partial<Config> = {}) {
  const handle = await openTestDatabase();
  const config = testConfig({ env: 'production', appOrigin: TEST_ORIGIN, rateLimitScale: 0, ...overrides });
  const log = captureLog();
  const app = await buildApp({
    config: { ...config, logLevel: 'trace' },
    db: handle.db,
    webRoot: null,
    startJobs: false,
    logStream: log.stream,
  });
  return { ctx: testContextOf(app, handle, config), log };
}

/** Runs the start-up step as serve.ts does, and returns what it printed. */
async function startInstance(ctx: TestContext) {
  const printed: string[] = [];
  const code = await issueMakeAdminCode(ctx.handle.db, ctx.config, (line) => printed.push(line));
  return { code, printed };
}

const roleOf = async (ctx: TestContext, id: string) =>
  (await ctx.handle.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const storedHashes = async (ctx: TestContext) =>
  (await ctx.handle.db.select().from(adminBootstrapCodes)).map((row) => row.codeHash);
const madeAdminAudits = (ctx: TestContext) =>
  ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, 'user.made_admin'));

describe('Make Me Admin in production', () => {
  let ctx: TestContext;
  let log: { text: string };
  let first: { id: string };
  let firstCookie: string;
  beforeAll(async () => {
    ({ ctx, log } = await createProductionContext());
    first = await createUser(ctx, { username: 'first' });
    await createUser(ctx, { username: 'second' });
    firstCookie = await signIn(ctx, 'first');
  });
  afterAll(() => ctx.close());

  it('prints a one-time code of at least 128 bits at start-up and stores only its hash', async () => {
    const { code, printed } = await startInstance(ctx);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(code ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(printed).toEqual([`Make Me Admin code: ${code}`]);
    expect(await storedHashes(ctx)).toEqual([sha256(code ?? '')]);
  });

  it('tells a signed-in user that Make Me Admin is open and needs the code', async () => {
    const status = await request(ctx.app, 'GET', '/api/admin/make-admin', { cookie: firstCookie });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ hasAdmin: false, codeRequired: true });
    expect((await request(ctx.app, 'GET', '/api/admin/make-admin')).statusCode).toBe(401);
  });

  it('refuses a missing or wrong code with 403 at the field, changing nothing', async () => {
    const before = await storedHashes(ctx);
    const attempts = [
      { body: undefined, message: MAKE_ADMIN_MESSAGES.codeRequired },
      { body: {}, message: MAKE_ADMIN_MESSAGES.codeRequired },
      { body: { bootstrapCode: '   ' }, message: MAKE_ADMIN_MESSAGES.codeRequired },
      {
        body: { bootstrapCode: 'not-the-code-not-the-code-not-the-co' },
        message: MAKE_ADMIN_MESSAGES.codeInvalid,
      },
      // The stored hash is not the code.
      { body: { bootstrapCode: before[0] }, message: MAKE_ADMIN_MESSAGES.codeInvalid },
    ];
    for (const attempt of attempts) {
      const response = await request(ctx.app, 'POST', '/api/admin/make-admin', {
        cookie: firstCookie,
        body: attempt.body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: attempt.message,
        fieldErrors: { bootstrapCode: [attempt.message] },
      });
    }
    expect(await roleOf(ctx, first.id)).toBe('user');
    expect(await storedHashes(ctx)).toEqual(before);
    expect(await madeAdminAudits(ctx)).toHaveLength(0);
  });

  it("grants admin once with any instance's code, uses every code up, and never logs it", async () => {
    // Two instances started: the code from either one's log works.
    const other = await startInstance(ctx);
    const latest = await startInstance(ctx);
    expect(other.code).not.toBe(latest.code);
    expect(await storedHashes(ctx)).toHaveLength(3);

    const granted = await request(ctx.app, 'POST', '/api/admin/make-admin', {
      cookie: firstCookie,
      // Pasted from a log line with its surrounding white space.
      body: { bootstrapCode: ` ${other.code}\n` },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ id: first.id, role: 'admin' });
    expect(await roleOf(ctx, first.id)).toBe('admin');
    expect(await storedHashes(ctx)).toEqual([]);
    const audits = await madeAdminAudits(ctx);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: first.id, ip: '127.0.0.1' });

    // The request log has the request, but never its body.
    expect(log.text).toContain('/api/admin/make-admin');
    expect(log.text).not.toContain(String(other.code));

    // Neither the used code nor another instance's code works again.
    const secondCookie = await signIn(ctx, 'second');
    for (const code of [other.code, latest.code]) {
      const reused = await request(ctx.app, 'POST', '/api/admin/make-admin', {
        cookie: secondCookie,
        body: { bootstrapCode: code },
      });
      expect(reused.statusCode).toBe(403);
      expect(reused.json().message).toBe(AUTH_MESSAGES.adminExists);
    }
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: secondCookie })).json().role).toBe('user');
    expect((await request(ctx.app, 'GET', '/api/admin/make-admin', { cookie: secondCookie })).json()).toEqual(
      { hasAdmin: true, codeRequired: true },
    );
  });

  it('answers 409 to an administrator', async () => {
    const response = await request(ctx.app, 'POST', '/api/admin/make-admin', {
      cookie: firstCookie,
      body: { bootstrapCode: 'anything' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MAKE_ADMIN_MESSAGES.alreadyAdmin);
    expect(await madeAdminAudits(ctx)).toHaveLength(1);
  });

  it('prints no code once an admin exists, and deletes any left over', async () => {
    await ctx.handle.db.insert(adminBootstrapCodes).values({ codeHash: sha256('left-over') });
    expect(await startInstance(ctx)).toEqual({ code: null, printed: [] });
    expect(await storedHashes(ctx)).toEqual([]);
  });
});

describe('Make Me Admin code, concurrency and limits', () => {
  it('lets exactly one of two simultaneous requests with the same code win', async () => {
    const { ctx } = await createProductionContext();
    try {
      const a = await createUser(ctx, { username: 'alpha' });
      const b = await createUser(ctx, { username: 'bravo' });
      const cookies = [await signIn(ctx, 'alpha'), await signIn(ctx, 'bravo')];
      const { code } = await startInstance(ctx);
      const responses = await Promise.all(
        cookies.map((cookie) =>
          request(ctx.app, 'POST', '/api/admin/make-admin', { cookie, body: { bootstrapCode: code } }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      const roles = [await roleOf(ctx, a.id), await roleOf(ctx, b.id)];
      expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
      expect(await madeAdminAudits(ctx)).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });

  it('rate limits wrong-code attempts', async () => {
    const { ctx } = await createProductionContext({ rateLimitScale: 1 });
    try {
      await createUser(ctx, { username: 'guesser' });
      const cookie = await signIn(ctx, 'guesser');
      await startInstance(ctx);
      const answers = await inSequence(11, (i) =>
        request(ctx.app, 'POST', '/api/admin/make-admin', { cookie, body: { bootstrapCode: `guess-${i}` } }),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
      expect(statuses[10]).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});

describe('Make Me Admin outside production', () => {
  it('needs no code, prints none, and answers 409 to an administrator', async () => {
    await withTestContext({}, async (ctx) => {
      const first = await createUser(ctx, { username: 'first' });
      const cookie = await signIn(ctx, 'first');
      expect(await startInstance(ctx)).toEqual({ code: null, printed: [] });
      expect((await request(ctx.app, 'GET', '/api/admin/make-admin', { cookie })).json()).toEqual({
        hasAdmin: false,
        codeRequired: false,
      });
      const granted = await request(ctx.app, 'POST', '/api/admin/make-admin', { cookie });
      expect(granted.statusCode).toBe(200);
      expect(await roleOf(ctx, first.id)).toBe('admin');
      const again = await request(ctx.app, 'POST', '/api/admin/make-admin', { cookie });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MAKE_ADMIN_MESSAGES.alreadyAdmin);
    });
  });
});
