import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGE } from '../shared/common-schemas';
import { CONNECTION_SETTINGS_EMPTY } from '../shared/google-ads';
import { request, signInAs, testContextForFile } from './test/helpers';

// Issue 28, item 9: bad input answers a 4xx in the one error envelope, never a 500 nor the router's bare answer.

const ctx = testContextForFile();
let admin: string;

beforeAll(async () => {
  admin = await signInAs(ctx, 'input-admin', 'admin');
});

/** The envelope {message, code, requestId} with the request id the header carries, and the security headers. */
function expectEnvelope(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ code, requestId: response.headers['x-request-id'] });
  expect(typeof body.message).toBe('string');
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('no-store');
  return body as { message: string; fieldErrors?: Record<string, string[]> };
}

describe('impossible calendar dates', () => {
  it.each([
    '/api/admin/audit?from=2024-02-30',
    '/api/admin/audit?to=2023-02-29',
    '/api/admin/audit?from=2024-13-01',
    '/api/admin/audit?to=0000-01-01',
    '/api/admin/audit?to=9999-12-31',
    '/api/admin/audit/export.csv?from=2024-02-30',
  ])('%s is a 400 naming the field', async (url) => {
    const body = expectEnvelope(
      await request(ctx.app, 'GET', url, { cookie: admin }),
      400,
      'validation_failed',
    );
    const field = url.includes('from=') ? 'from' : 'to';
    expect(body.fieldErrors?.[field]).toEqual([DATE_MESSAGE]);
  });

  it('a real leap day still filters', async () => {
    const response = await request(ctx.app, 'GET', '/api/admin/audit?from=2024-02-29&to=2024-02-29', {
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('a body with nothing in it', () => {
  it('PUT /api/google-ads/connection with {} is a 400 that changes nothing', async () => {
    const before = await request(ctx.app, 'GET', '/api/google-ads/connection', { cookie: admin });
    const response = await request(ctx.app, 'PUT', '/api/google-ads/connection', { cookie: admin, body: {} });
    expect(expectEnvelope(response, 400, 'validation_failed').message).toBe(CONNECTION_SETTINGS_EMPTY);
    const audit = await request(ctx.app, 'GET', '/api/admin/audit?action=google_ads.connection_changed', {
      cookie: admin,
    });
    expect(audit.json()).toEqual([]);
    expect((await request(ctx.app, 'GET', '/api/google-ads/connection', { cookie: admin })).body).toBe(
      before.body,
    );
  });
});

describe('long and malformed path parameters', () => {
  it('an id over 100 characters is a 400 naming the id, with the request id and the security headers', async () => {
    const id = 'a'.repeat(120);
    const response = await request(ctx.app, 'GET', `/api/campaigns/${id}`, { cookie: admin });
    const body = expectEnvelope(response, 400, 'validation_failed');
    expect(body.fieldErrors?.id).toHaveLength(1);
    expect(response.body).not.toContain(id);
  });

  it('a parameter past the router limit is a 414 in the envelope that does not echo the path', async () => {
    const id = 'b'.repeat(3000);
    const response = await request(ctx.app, 'GET', `/api/campaigns/${id}`, { cookie: admin });
    expectEnvelope(response, 414, 'uri_too_long');
    expect(response.body).not.toContain('bbbbbbbb');
  });

  it('a malformed percent-escape in a parameter is a 400 in the envelope that does not echo the path', async () => {
    const response = await request(ctx.app, 'GET', '/api/campaigns/%E0%A4%A', { cookie: admin });
    expectEnvelope(response, 400, 'validation_failed');
    expect(response.body).not.toContain('%E0');
  });
});
