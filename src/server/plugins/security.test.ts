import os from 'node:os';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import {
  createTestContext,
  createUser,
  request,
  signIn,
  TEST_ORIGIN,
  TEST_PASSWORD,
  testContextForFile,
  withTestContext,
} from '../test/helpers';
import { CROSS_SITE_MESSAGE, INVALID_TEXT_MESSAGE } from './security';

const ctx = testContextForFile();
beforeAll(async () => {
  await createUser(ctx, { username: 'member' });
  ctx.app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('connection string postgres://secret@db/internal failed');
  });
});

const registration = (username: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Zoë',
  lastName: 'Ångström 👩🏽‍💻',
  email: `${username}@example.com`,
  username,
  password: 'a-long-unusual-passphrase',
  ...extra,
});

describe('CSRF origin check', () => {
  it('refuses a state-changing request from another origin and changes nothing', async () => {
    const response = await request(ctx.app, 'POST', '/api/register', {
      body: registration('csrf-victim'),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CROSS_SITE_MESSAGE);
    expect(await ctx.handle.db.select().from(users).where(eq(users.username, 'csrf-victim'))).toHaveLength(0);
  });

  it('refuses a request without Origin unless the browser marks it same-origin', async () => {
    const noOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noOrigin.statusCode).toBe(403);
    const sameSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
    const crossSiteFetch = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSiteFetch.statusCode).toBe(403);
  });

  // `npm start` prints http://localhost:PORT and the listener http://127.0.0.1:PORT: both are this server.
  const loopbackSpellings = ['http://localhost:5000', 'http://127.0.0.1:5000', 'http://[::1]:5000'];
  /** The sign-in answer for each origin, on an app configured from `env` as the server would be. */
  const signInStatuses = async (env: Record<string, string>, origins: string[]) => {
    const config = loadConfig({ SESSION_SECRET: 'x'.repeat(40), DATA_DIR: os.tmpdir(), ...env });
    const { appOrigin, loopbackAliases } = config;
    return withTestContext({ appOrigin, loopbackAliases }, async (local) => {
      await createUser(local, { username: 'loopback' });
      const statuses: number[] = [];
      for (const origin of origins) {
        const response = await request(local.app, 'POST', '/api/login', {
          body: { username: 'loopback', password: TEST_PASSWORD },
          headers: { origin },
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    });
  };

  it('accepts every loopback spelling of the port on a default (development) start', async () => {
    expect(await signInStatuses({}, [...loopbackSpellings, 'http://127.0.0.1:5001'])).toEqual([
      200, 200, 200, 403,
    ]);
  });

  it('accepts them on a loopback-bound production start, for its port and scheme only', async () => {
    const env = { NODE_ENV: 'production', HOST: '127.0.0.1' };
    const origins = ['http://[::1]:5000', 'http://127.0.0.1:5001', 'https://127.0.0.1:5000'];
    expect(await signInStatuses(env, origins)).toEqual([200, 403, 403]);
  });

  it('stays strict for a configured public origin, even in development on loopback', async () => {
    const env = { APP_ORIGIN: 'https://northstar.example', HOST: '127.0.0.1' };
    expect(await signInStatuses(env, ['https://northstar.example', ...loopbackSpellings])).toEqual([
      200, 403, 403, 403,
    ]);
  });

  it('stays strict for a production server listening beyond loopback', async () => {
    const env = { NODE_ENV: 'production', HOST: '0.0.0.0' };
    expect(await signInStatuses(env, loopbackSpellings)).toEqual([200, 403, 403]);
  });

  it('lets GET through without Origin (GET never changes state)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
  });
});

describe('strict bodies', () => {
  it('answers 415 for anything but JSON', async () => {
    const response = await request(ctx.app, 'POST', '/api/login', {
      body: 'username=member&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBeTruthy();
    const text = await request(ctx.app, 'POST', '/api/login', {
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await request(ctx.app, 'POST', '/api/login', { body: '{"username": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });

  it('does not coerce types', async () => {
    const response = await request(ctx.app, 'POST', '/api/login', {
      body: { username: 12345, password: true },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses bodies over 8 KiB on auth routes with 413', async () => {
    const response = await request(ctx.app, 'POST', '/api/login', {
      body: { username: 'member', password: 'x'.repeat(9 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['a NUL character', 'bad\u0000name'],
    ['a lone surrogate', 'bad\ud800name'],
  ])('refuses text with %s', async (_label, firstName) => {
    const response = await request(ctx.app, 'POST', '/api/register', {
      body: registration('nul-test', { firstName }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_TEXT_MESSAGE);
    expect(await ctx.handle.db.select().from(users).where(eq(users.username, 'nul-test'))).toHaveLength(0);
  });

  it('refuses a lone surrogate written as a JSON escape', async () => {
    const response = await request(ctx.app, 'POST', '/api/register', {
      body: JSON.stringify(registration('escaped')).replace('Zoë', '\\udc00'),
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores and returns every other Unicode text unchanged', async () => {
    const body = registration('unicode-ok');
    const response = await request(ctx.app, 'POST', '/api/register', { body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firstName: 'Zoë', lastName: 'Ångström 👩🏽‍💻' });
  });
});

describe('headers', () => {
  it('sends the security headers of DESIGN §9 and no-store on the API', async () => {
    const response = await request(ctx.app, 'GET', '/api/user');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    // Plain-http origin: HSTS would lock a local user out.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests when the origin is https', async () => {
    const local = await createTestContext({ appOrigin: 'https://northstar.example', isHttps: true });
    const response = await request(local.app, 'GET', '/api/user');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await local.close();
  });

  it('sends the same security headers on every response: API, API 404 and page 404', async () => {
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const pick = (headers: Record<string, unknown>) => Object.fromEntries(names.map((n) => [n, headers[n]]));
    const [api, missing, page] = await Promise.all(
      ['/api/user', '/api/nope', '/no-such-page'].map((path) => request(ctx.app, 'GET', path)),
    );
    const expected = pick(api?.headers ?? {});
    expect(Object.values(expected).every((value) => typeof value === 'string' && value)).toBe(true);
    expect(expected['x-frame-options']).toBe('DENY');
    expect(pick(missing?.headers ?? {})).toEqual(expected);
    expect(pick(page?.headers ?? {})).toEqual(expected);
  });
});

describe('errors', () => {
  it('never leaks internals of a 5xx', async () => {
    const response = await request(ctx.app, 'GET', '/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "We're experiencing technical difficulties. Please try again later.",
      code: 'internal_error',
      requestId: response.headers['x-request-id'],
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await request(ctx.app, 'GET', '/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'The requested resource could not be found.' });
  });

  it('answers 503 with Retry-After when the database is down, without signing anyone out', async () => {
    const local = await createTestContext();
    await createUser(local, { username: 'offline' });
    const cookie = await signIn(local, 'offline');
    await local.handle.close();
    const response = await request(local.app, 'GET', '/api/user', { cookie });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json().message).toBe(
      'Service temporarily unavailable. Please try again in a few minutes.',
    );
    const ready = await local.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    await local.app.close();
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('reports not ready while shutting down', async () => {
    const local = await createTestContext();
    const { buildApp } = await import('../app');
    const readiness = { shuttingDown: true };
    const app = await buildApp({ config: local.config, db: local.handle.db, readiness, webRoot: null });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    await app.close();
    await local.close();
  });

  it('publishes an OpenAPI document with the account calls', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { origin: TEST_ORIGIN },
    });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/user', '/api/login', '/api/register', '/api/logout', '/api/admin/users']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(
      doc.paths['/api/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
  });
});

describe('API documentation in production', () => {
  it('is served only to signed-in administrators unless API_DOCS_PUBLIC is set', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-secret-production-secret-0123',
      DATABASE_URL: 'postgres://northstar@db.internal/northstar',
    });
    expect(production.apiDocsPublic).toBe(false);
    expect(loadConfig({ ...productionEnv, API_DOCS_PUBLIC: 'true' }).apiDocsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SESSION_SECRET: 'x'.repeat(32) }).apiDocsPublic).toBe(true);

    await withTestContext({ apiDocsPublic: false }, async (closed) => {
      await createUser(closed, { username: 'docs-admin', role: 'admin' });
      await createUser(closed, { username: 'docs-manager', role: 'marketing_manager' });
      const get = (cookie?: string) => request(closed.app, 'GET', '/api/docs', cookie ? { cookie } : {});
      expect((await get()).statusCode).toBe(401);
      expect((await get(await signIn(closed, 'docs-manager'))).statusCode).toBe(403);
      const admin = await get(await signIn(closed, 'docs-admin'));
      expect(admin.statusCode).toBe(200);
      expect(admin.json().openapi).toMatch(/^3\./);
      // Spelled differently, the path is still the same guarded route.
      expect((await request(closed.app, 'GET', '/%61pi/docs')).statusCode).toBe(401);
    });
  });
});

const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'production-secret-production-secret-0123',
  DATABASE_URL: 'postgres://northstar@db.internal/northstar',
};

describe('compression', () => {
  it('compresses large text responses for clients that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
