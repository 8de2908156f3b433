import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../shared/newsletter';
import { newsletters } from '../../db/schema';
import {
  createAdminTestContext,
  expectAdminOnly,
  expectPageQueriesRefused,
  expectPostsRateLimited,
  request,
  signInAs,
  testContextForFile,
  walkPages,
} from '../../test/helpers';

const ctx = testContextForFile();

const subscribe = (body: Record<string, unknown>) => request(ctx.app, 'POST', '/api/newsletter', { body });

describe('POST /api/newsletter', () => {
  it('stores the address lower-cased; a repeat answers the same and keeps one row', async () => {
    const first = await subscribe({ email: 'Reader@Example.com' });
    const again = await subscribe({ email: 'reader@example.com ' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(first.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    const rows = await ctx.handle.db.select().from(newsletters);
    expect(rows.map((row) => row.email)).toEqual(['reader@example.com']);
  });

  it('refuses an invalid address with the message', async () => {
    const response = await subscribe({ email: 'not an email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual([NEWSLETTER_MESSAGES.emailInvalid]);
    expect((await subscribe({})).statusCode).toBe(400);
  });

  it('ignores a filled honeypot silently', async () => {
    const response = await subscribe({ email: 'bot@spam.example', website: 'x' });
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    const rows = await ctx.handle.db.select().from(newsletters);
    expect(rows.some((row) => row.email === 'bot@spam.example')).toBe(false);
  });

  it('lists subscriptions for admins only', async () => {
    const list = await request(ctx.app, 'GET', '/api/newsletters', {
      cookie: await signInAs(ctx, 'root', 'admin'),
    });
    expect(list.json()).toMatchObject([{ email: 'reader@example.com' }]);
    expect(list.headers['x-total-count']).toBe('1');
    await expectAdminOnly(ctx, '/api/newsletters', 'analyst');
  });

  it('pages subscribers newest first with Link and X-Total-Count, searched by e-mail across pages', async () => {
    const { ctx: local, cookie } = await createAdminTestContext();
    await local.handle.db.insert(newsletters).values(
      Array.from({ length: 5 }, (_, i) => ({
        email: `${i % 2 ? 'odd' : 'even'}${i}@example.com`,
        subscribedAt: new Date(Date.UTC(2026, 10, 20, 9, i)),
      })),
    );
    const emails = (page: { email: string }[]) => page.map((s) => s.email);
    const all = await walkPages<{ email: string }>(local.app, '/api/newsletters?limit=2', cookie);
    expect(all.pages.map(emails)).toEqual([
      ['even4@example.com', 'odd3@example.com'],
      ['even2@example.com', 'odd1@example.com'],
      ['even0@example.com'],
    ]);
    expect(new Set(all.totals)).toEqual(new Set([5]));
    const even = await walkPages<{ email: string }>(local.app, '/api/newsletters?limit=2&q=even', cookie);
    expect(even.pages.map(emails)).toEqual([
      ['even4@example.com', 'even2@example.com'],
      ['even0@example.com'],
    ]);
    expect(new Set(even.totals)).toEqual(new Set([3]));
    await expectPageQueriesRefused(local.app, '/api/newsletters', cookie, 100, ['page=2']);
    await local.close();
  });

  it('allows 5 subscriptions an hour per address', async () => {
    await expectPostsRateLimited('/api/newsletter', 5, 200, (i) => ({ email: `r${i}@example.com` }));
  });
});
