import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../shared/newsletter';
import { newsletters } from '../../db/schema';
import { createTestContext, createUser, request, signIn, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const subscribe = (body: Record<string, unknown>, remoteAddress?: string) =>
  request(ctx.app, 'POST', '/api/newsletter', { body, ...(remoteAddress ? { remoteAddress } : {}) });

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
    await createUser(ctx, { username: 'root', role: 'admin' });
    await createUser(ctx, { username: 'ann', role: 'analyst' });
    const list = await request(ctx.app, 'GET', '/api/newsletters', { cookie: await signIn(ctx, 'root') });
    expect(list.json()).toMatchObject({ total: 1, items: [{ email: 'reader@example.com' }] });
    expect(
      (await request(ctx.app, 'GET', '/api/newsletters', { cookie: await signIn(ctx, 'ann') })).statusCode,
    ).toBe(403);
  });

  it('allows 5 subscriptions an hour per address', async () => {
    const limited = await createTestContext({ rateLimitScale: 1 });
    try {
      for (let i = 0; i < 5; i += 1) {
        const r = await request(limited.app, 'POST', '/api/newsletter', {
          body: { email: `r${i}@example.com` },
          remoteAddress: '10.8.0.1',
        });
        expect(r.statusCode).toBe(200);
      }
      const sixth = await request(limited.app, 'POST', '/api/newsletter', {
        body: { email: 'r6@example.com' },
        remoteAddress: '10.8.0.1',
      });
      expect(sixth.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
