import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../../shared/contacts';
import { contacts } from '../../db/schema';
import {
  createAdminTestContext,
  expectAdminOnly,
  expectPageQueriesRefused,
  expectPostsRateLimited,
  nextLinkOf,
  request,
  testContextForFile,
  walkPages,
} from '../../test/helpers';

const ctx = testContextForFile();

const valid = {
  name: 'Priya Shah',
  email: 'Priya@Example.com',
  company: 'Acme',
  message: 'We would like a demo for our team of twelve.',
  planInterest: 'professional',
};
const send = (body: Record<string, unknown>) => request(ctx.app, 'POST', '/api/contacts', { body });

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
  it('pages newest first with Link and X-Total-Count; the search holds across pages; a deletion between pages neither repeats nor skips', async () => {
    const { ctx: local, cookie } = await createAdminTestContext();
    // Seven messages a minute apart (the newest last), five of them matching the search.
    await local.handle.db.insert(contacts).values(
      Array.from({ length: 7 }, (_, i) => ({
        name: i % 3 === 2 ? `Other ${i}` : `Searchable ${i}`,
        email: `c${i}@example.com`,
        message: `Message number ${i} about 100%_literal`,
        createdAt: new Date(Date.UTC(2026, 10, 20, 9, i)),
      })),
    );
    const names = (page: { name: string }[]) => page.map((c) => c.name);

    const all = await walkPages<{ name: string }>(local.app, '/api/contacts?limit=3', cookie);
    expect(all.pages.map(names)).toEqual([
      ['Searchable 6', 'Other 5', 'Searchable 4'],
      ['Searchable 3', 'Other 2', 'Searchable 1'],
      ['Searchable 0'],
    ]);
    expect(new Set(all.totals)).toEqual(new Set([7]));

    const searched = await walkPages<{ name: string }>(
      local.app,
      '/api/contacts?limit=2&q=searchable',
      cookie,
    );
    expect(searched.pages.map(names)).toEqual([
      ['Searchable 6', 'Searchable 4'],
      ['Searchable 3', 'Searchable 1'],
      ['Searchable 0'],
    ]);
    expect(new Set(searched.totals)).toEqual(new Set([5]));
    // LIKE wildcards in the search are literal text.
    const literal = await request(local.app, 'GET', `/api/contacts?q=${encodeURIComponent('100%_')}`, {
      cookie,
    });
    expect(literal.headers['x-total-count']).toBe('7');

    const first = await request(local.app, 'GET', '/api/contacts?limit=3', { cookie });
    await local.handle.db.delete(contacts).where(eq(contacts.name, 'Searchable 3'));
    const rest = await walkPages<{ name: string }>(local.app, nextLinkOf(first) as string, cookie);
    expect(rest.pages.flat().map((c) => c.name)).toEqual(['Other 2', 'Searchable 1', 'Searchable 0']);
    expect(rest.totals[0]).toBe(6);

    await expectPageQueriesRefused(local.app, '/api/contacts', cookie, 100, ['page=2', 'pageSize=10']);
    await local.close();
  });

  it('is admin only', async () => {
    await expectAdminOnly(ctx, '/api/contacts', 'marketing_director');
  });
});

describe('rate limit', () => {
  it('allows 5 contact messages an hour per address', async () => {
    const refused = await expectPostsRateLimited('/api/contacts', 5, 201, () => valid);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
