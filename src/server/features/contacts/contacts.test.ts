import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../../shared/contacts';
import { contacts } from '../../db/schema';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', role: 'admin' });
  adminCookie = await signIn(ctx, 'admin');
});
afterAll(() => ctx.close());

const valid = {
  name: 'Priya Shah',
  email: 'Priya@Example.com',
  company: 'Acme',
  message: 'We would like a demo for our team of twelve.',
  planInterest: 'professional',
};
const send = (body: Record<string, unknown>, remoteAddress?: string) =>
  request(ctx.app, 'POST', '/api/contacts', { body, ...(remoteAddress ? { remoteAddress } : {}) });

describe('POST /api/contacts', () => {
  it('stores the message and answers with the promise of a reply', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.received });
    const rows = await ctx.handle.db.select().from(contacts);
    expect(rows.at(-1)).toMatchObject({
      name: 'Priya Shah',
      email: 'priya@example.com',
      planInterest: 'professional',
    });
  });

  it.each([
    [{ name: '' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ name: 'n'.repeat(101) }, 'name', CONTACT_MESSAGES.nameMax],
    [{ email: 'nope' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ message: 'too short' }, 'message', CONTACT_MESSAGES.messageMin],
    [{ message: 'm'.repeat(1001) }, 'message', CONTACT_MESSAGES.messageMax],
    [{ company: 'c'.repeat(101) }, 'company', CONTACT_MESSAGES.companyMax],
    [{ planInterest: 'platinum' }, 'planInterest', CONTACT_MESSAGES.planInvalid],
  ])('refuses %o with the spec message and stores nothing', async (change, field, message) => {
    const before = (await ctx.handle.db.select().from(contacts)).length;
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect((await ctx.handle.db.select().from(contacts)).length).toBe(before);
  });

  it('answers a bot that fills the honeypot like anyone else, and stores nothing', async () => {
    const before = (await ctx.handle.db.select().from(contacts)).length;
    const response = await send({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.received });
    expect((await ctx.handle.db.select().from(contacts)).length).toBe(before);
  });

  it('treats company and plan as optional', async () => {
    const { company: _c, planInterest: _p, ...minimal } = valid;
    expect((await send(minimal)).statusCode).toBe(201);
  });
});

describe('GET /api/contacts', () => {
  it('pages and searches for admins, newest first', async () => {
    for (let i = 0; i < 3; i += 1) {
      await send({ ...valid, name: `Searchable ${i}`, message: `Message number ${i} about 100%_literal` });
    }
    const page = await request(ctx.app, 'GET', '/api/contacts?pageSize=2&q=searchable', {
      cookie: adminCookie,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.json().items.map((c: { name: string }) => c.name)).toEqual(['Searchable 2', 'Searchable 1']);
    const literal = await request(ctx.app, 'GET', `/api/contacts?q=${encodeURIComponent('100%_')}`, {
      cookie: adminCookie,
    });
    expect(literal.json().total).toBe(3);
    const bad = await request(ctx.app, 'GET', '/api/contacts?pageSize=1000', { cookie: adminCookie });
    expect(bad.statusCode).toBe(400);
  });

  it('is admin only', async () => {
    await createUser(ctx, { username: 'director', role: 'marketing_director' });
    const cookie = await signIn(ctx, 'director');
    expect((await request(ctx.app, 'GET', '/api/contacts', { cookie })).statusCode).toBe(403);
    expect((await request(ctx.app, 'GET', '/api/contacts')).statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it('allows 5 contact messages an hour per address', async () => {
    const limited = await createTestContext({ rateLimitScale: 1 });
    try {
      for (let i = 0; i < 5; i += 1) {
        const response = await request(limited.app, 'POST', '/api/contacts', {
          body: valid,
          remoteAddress: '10.9.0.1',
        });
        expect(response.statusCode).toBe(201);
      }
      const sixth = await request(limited.app, 'POST', '/api/contacts', {
        body: valid,
        remoteAddress: '10.9.0.1',
      });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
