import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Role } from '../../shared/roles';
import { type AppDeps, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

export const TEST_ORIGIN = 'http://localhost:5000';
export const TEST_PASSWORD = 'correct-horse-battery-staple';

let templateBlob: Blob | undefined;

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const pgTemplate = inject('pgTemplateDatabase');
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate && url) {
    const name = `northstar_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // CREATE DATABASE … TEMPLATE fails while another copy is being made from it: retry briefly.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${pgTemplate}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: dbUrl.toString() });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  templateBlob ??= new Blob([await readFile(inject('pgliteTemplatePath'))]);
  // TEST_PGLITE_THREAD=1 runs each file's database in a thread of its own, as the server does on disk.
  return openDatabase({ loadDataDir: templateBlob, pgliteThread: process.env.TEST_PGLITE_THREAD === '1' });
}

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a real database. Rate limits are off unless a test asks for them; `deps` are further buildApp
 * options (a log stream the test reads, a web root, a mail transport).
 */
export async function createTestContext(
  overrides: Partial<Config> = {},
  deps: Omit<AppDeps, 'config' | 'db'> = {},
): Promise<TestContext> {
  const handle = await openTestDatabase();
  const config = testConfig({ appOrigin: TEST_ORIGIN, rateLimitScale: 0, ...overrides });
  const app = await buildApp({ config, db: handle.db, webRoot: null, ...deps });
  return testContextOf(app, handle, config);
}

/** Runs `test` on an app and database of its own (other settings, or rows no other test may see), then closes them. */
export async function withTestContext<T>(
  overrides: Partial<Config>,
  test: (ctx: TestContext) => Promise<T>,
): Promise<T> {
  const ctx = await createTestContext(overrides);
  try {
    return await test(ctx);
  } finally {
    await ctx.close();
  }
}

/** A context for an app a test built itself on a test database: closing it closes both. */
export function testContextOf(app: FastifyInstance, handle: DatabaseHandle, config: Config): TestContext {
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * One app and database shared by every test of a file: opened before the first test, closed after the last. The
 * object is filled in by that beforeAll hook, so use it inside tests and hooks (a later beforeAll may seed it).
 */
export function testContextForFile(
  overrides: Partial<Config> = {},
  deps: Omit<AppDeps, 'config' | 'db'> = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(overrides, deps));
  });
  afterAll(() => ctx.close());
  return ctx;
}

let defaultHash: Promise<string> | undefined;

/** Inserts a user directly (fast: one shared hash of TEST_PASSWORD). */
export async function createUser(
  ctx: TestContext,
  fields: { username: string; role?: Role; email?: string; firstName?: string },
) {
  defaultHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await ctx.handle.db
    .insert(users)
    .values({
      username: fields.username,
      email: fields.email ?? `${fields.username}@example.com`,
      password: await defaultHash,
      firstName: fields.firstName ?? 'Test',
      lastName: 'User',
      role: fields.role ?? 'user',
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

type Body = object | string | undefined;

/** A same-origin JSON request, as the SPA makes it. */
export function request(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: Body; cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const init: InjectOptions = { method, url, headers };
  if (options.remoteAddress) init.remoteAddress = options.remoteAddress;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    init.payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return app.inject(init);
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie?.value) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

export async function signIn(ctx: TestContext, username: string, password = TEST_PASSWORD): Promise<string> {
  const response = await request(ctx.app, 'POST', '/api/login', { body: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}

/** Inserts a user with `role` and signs them in: their session cookie. */
export async function signInAs(ctx: TestContext, username: string, role: Role): Promise<string> {
  await createUser(ctx, { username, role });
  return signIn(ctx, username);
}

let nonAdmins = 0;

/** `path` is refused to a newly signed-in user of the non-admin `role` (403) and to a visitor (401). */
export async function expectAdminOnly(ctx: TestContext, path: string, role: Exclude<Role, 'admin'>) {
  nonAdmins += 1;
  const cookie = await signInAs(ctx, `not-admin-${nonAdmins}`, role);
  expect((await request(ctx.app, 'GET', path, { cookie })).statusCode).toBe(403);
  expect((await request(ctx.app, 'GET', path)).statusCode).toBe(401);
}

/**
 * The app on a database of its own with one admin signed in: for tests that must see exactly the rows they insert
 * (a list's pages and totals). The caller closes `ctx`.
 */
export async function createAdminTestContext(overrides: Partial<Config> = {}, username = 'boss') {
  const ctx = await createTestContext(overrides);
  const admin = await createUser(ctx, { username, role: 'admin' });
  return { ctx, admin, cookie: await signIn(ctx, username) };
}

/** A `logStream` for buildApp whose lines a test reads as `text` (and may reset to ''). */
export function captureLog(): { stream: PassThrough; text: string } {
  const log = { stream: new PassThrough(), text: '' };
  log.stream.on('data', (chunk: Buffer) => {
    log.text += chunk.toString('utf8');
  });
  return log;
}

/** A response's JSON without its per-request id: for comparing two answers that must be identical. */
export function bodyWithoutRequestId(response: LightMyRequestResponse): unknown {
  const { requestId: _requestId, ...rest } = response.json() as Record<string, unknown>;
  return rest;
}

/**
 * Follows a paged list from `path` through its `Link: <…>; rel="next"` headers, as a client does: each page's body
 * and the X-Total-Count it carried.
 */
export async function walkPages<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  cookie: string,
): Promise<{ pages: T[][]; totals: number[] }> {
  const pages: T[][] = [];
  const totals: number[] = [];
  let next: string | null = path;
  while (next) {
    const response = await request(app, 'GET', next, { cookie });
    if (response.statusCode !== 200) throw new Error(`${next}: ${response.statusCode} ${response.body}`);
    pages.push(response.json());
    totals.push(Number(response.headers['x-total-count']));
    next = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ''))?.[1] ?? null;
    if (pages.length > 100) throw new Error('paging does not end');
  }
  return { pages, totals };
}

/** The path of a response's rel="next" link, or null. */
export const nextLinkOf = (response: LightMyRequestResponse): string | null =>
  /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ''))?.[1] ?? null;

/**
 * A paged list at `path` refuses with 400 a limit outside 1…maxLimit, a cursor it did not write, and each of
 * `others` (offset paging, a sort it does not offer).
 */
export async function expectPageQueriesRefused(
  app: FastifyInstance,
  path: string,
  cookie: string,
  maxLimit: number,
  others: string[],
): Promise<void> {
  for (const query of ['limit=0', `limit=${maxLimit + 1}`, 'cursor=nonsense', ...others]) {
    const response = await request(app, 'GET', `${path}?${query}`, { cookie });
    expect(response.statusCode, query).toBe(400);
  }
}

/** Makes `times` requests one after another (a rate limit counts them in order), the i-th from `send(i)`. */
export async function inSequence(
  times: number,
  send: (i: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await send(i));
  return answers;
}

/**
 * With rate limits on (an app of its own), `allowed` POSTs to `url` from one address, the i-th sending `body(i)`,
 * are each answered `status`, and the next is refused with 429: that refusal, for further checks.
 */
export function expectPostsRateLimited(
  url: string,
  allowed: number,
  status: number,
  body: (i: number) => Body,
): Promise<LightMyRequestResponse> {
  return withTestContext({ rateLimitScale: 1 }, async (limited) => {
    const answers = await inSequence(allowed + 1, (i) =>
      request(limited.app, 'POST', url, { body: body(i), remoteAddress: '10.9.0.1' }),
    );
    expect(answers.slice(0, allowed).map((r) => r.statusCode)).toEqual(Array(allowed).fill(status));
    const refused = answers[allowed] as LightMyRequestResponse;
    expect(refused.statusCode).toBe(429);
    return refused;
  });
}
