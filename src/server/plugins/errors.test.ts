import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/http';
import { buildApp } from '../app';
import {
  captureLog,
  createUser,
  request,
  signIn,
  testContextForFile,
  withTestContext,
} from '../test/helpers';

const ctx = testContextForFile({ logLevel: 'info', rateLimitScale: 1 });
let app: FastifyInstance;
const log = captureLog();
let userCookie: string;

beforeAll(async () => {
  // The same database served by an app whose log lines the tests read.
  app = await buildApp({ config: ctx.config, db: ctx.handle.db, webRoot: null, logStream: log.stream });
  app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('internal detail that must not leak');
  });
  await createUser(ctx, { username: 'plain' });
  userCookie = await signIn({ ...ctx, app }, 'plain');
});
// After-hooks run in reverse order: this app closes before the file's context does.
afterAll(() => app.close());

describe('error bodies', () => {
  const cases: [string, () => ReturnType<typeof request>, number, string][] = [
    [
      'validation',
      () => request(app, 'POST', '/api/contacts', { body: { name: '' } }),
      400,
      'validation_failed',
    ],
    ['signed out', () => request(app, 'GET', '/api/campaigns'), 401, 'unauthenticated'],
    ['role', () => request(app, 'GET', '/api/admin/users', { cookie: userCookie }), 403, 'forbidden'],
    [
      'cross-site',
      () => request(app, 'POST', '/api/logout', { body: {}, headers: { origin: 'https://evil.example' } }),
      403,
      'cross_site',
    ],
    ['absent', () => request(app, 'GET', '/api/nothing-here'), 404, 'not_found'],
    [
      'not JSON',
      () => request(app, 'POST', '/api/logout', { body: 'a=b', headers: { 'content-type': 'text/plain' } }),
      415,
      'unsupported_media_type',
    ],
    ['server fault', () => request(app, 'GET', '/api/test/boom'), 500, 'internal_error'],
  ];

  it.each(cases)(
    '%s: a stable code and the request id that the header and the log carry',
    async (_name, send, status, code) => {
      const response = await send();
      expect(response.statusCode).toBe(status);
      const body = response.json();
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toMatchObject({ code, requestId });
      expect(typeof body.message).toBe('string');
      expect(log.text).toContain(`"reqId":"${requestId}"`);
      if (status === 500) {
        expect(body.message).toBe(STATUS_MESSAGES[500]);
        expect(response.body).not.toContain('internal detail');
      }
    },
  );

  it('says rate_limited when a limit is hit', async () => {
    let response = await request(app, 'POST', '/api/login', {
      body: { username: 'x', password: 'y-long-enough' },
    });
    for (let i = 0; i < 6 && response.statusCode !== 429; i += 1) {
      response = await request(app, 'POST', '/api/login', {
        body: { username: 'x', password: 'y-long-enough' },
      });
    }
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'rate_limited',
      requestId: response.headers['x-request-id'],
    });
  });

  it('gives every request its own id, also on success', async () => {
    const first = await request(app, 'GET', '/api/user', { cookie: userCookie });
    const second = await request(app, 'GET', '/api/user', { cookie: userCookie });
    expect(first.headers['x-request-id']).toBeTruthy();
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("ignores a client's X-Request-Id unless proxies are trusted", async () => {
    const spoofed = await request(app, 'GET', '/api/user', {
      headers: { 'x-request-id': 'client-chosen-id-123' },
    });
    expect(spoofed.headers['x-request-id']).not.toBe('client-chosen-id-123');

    await withTestContext({ trustProxy: true }, async (behindProxy) => {
      const forwarded = await request(behindProxy.app, 'GET', '/api/user', {
        headers: { 'x-request-id': 'lb-request-id-0001' },
      });
      expect(forwarded.headers['x-request-id']).toBe('lb-request-id-0001');
      expect(forwarded.json()).toMatchObject({ requestId: 'lb-request-id-0001' });
      const unsafe = await request(behindProxy.app, 'GET', '/api/user', {
        headers: { 'x-request-id': 'bad id with spaces and <script>' },
      });
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
