import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../../shared/http';
import { campaigns, contacts, idempotentRequests, newsletters } from '../db/schema';
import { insertCampaign } from '../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../test/helpers';
import { ABANDONED_CLAIM_MS } from './idempotency';

const ctx = testContextForFile();
let managerId: string;
let manager: string;
let otherManager: string;
beforeAll(async () => {
  ctx.app.post('/api/test/fails-once', { config: { access: 'public' } }, async () => {
    failures += 1;
    if (failures === 1) throw new Error('transient fault');
    return { attempt: failures };
  });
  managerId = (await createUser(ctx, { username: 'idem-manager', role: 'marketing_manager' })).id;
  await createUser(ctx, { username: 'idem-other', role: 'marketing_manager' });
  manager = await signIn(ctx, 'idem-manager');
  otherManager = await signIn(ctx, 'idem-other');
});
let failures = 0;

const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

describe('Idempotency-Key', () => {
  it('covers every POST except the ones that start, end or change credentials', () => {
    const optedOut = ctx.app.apiRoutes
      .filter((route) => route.method === 'POST' && !route.idempotent)
      .map((route) => route.url)
      .sort();
    expect(optedOut).toEqual([
      '/api/account/password',
      '/api/auth/reset-password',
      '/api/login',
      '/api/logout',
      '/api/register',
    ]);
  });

  it('answers a replayed contact message with the first answer and stores it once', async () => {
    const headers = key('contact');
    const body = { name: 'Ada', email: 'ada@example.com', message: 'Please call me back about pricing.' };
    const first = await request(ctx.app, 'POST', '/api/contacts', { body, headers });
    const replay = await request(ctx.app, 'POST', '/api/contacts', { body, headers });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['content-type']).toBe(first.headers['content-type']);
    expect(
      await ctx.handle.db.select().from(contacts).where(eq(contacts.email, 'ada@example.com')),
    ).toHaveLength(1);
  });

  it('answers a replayed newsletter sign-up the same way', async () => {
    const headers = key('newsletter');
    const body = { email: 'reader@example.com' };
    const first = await request(ctx.app, 'POST', '/api/newsletter', { body, headers });
    const replay = await request(ctx.app, 'POST', '/api/newsletter', { body, headers });
    expect([first.statusCode, replay.statusCode]).toEqual([first.statusCode, first.statusCode]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(
      await ctx.handle.db.select().from(newsletters).where(eq(newsletters.email, 'reader@example.com')),
    ).toHaveLength(1);
  });

  it('duplicates a campaign once, however often the request is retried, even concurrently', async () => {
    const source = await insertCampaign(ctx, {
      userId: managerId,
      name: 'Spring push',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    const headers = key('duplicate');
    const url = `/api/campaigns/${source.id}/duplicate`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => request(ctx.app, 'POST', url, { cookie: manager, headers })),
    );
    const copies = await ctx.handle.db
      .select()
      .from(campaigns)
      .where(like(campaigns.name, 'Spring push (copy)%'));
    expect(copies).toHaveLength(1);
    for (const answer of answers) {
      // Each retry gets the first answer, or is told to come back while the first is still running.
      if (answer.statusCode === 409) expect(answer.json().code).toBe('idempotency_in_progress');
      else expect(answer.json().id).toBe(copies[0]?.id);
    }
    const later = await request(ctx.app, 'POST', url, { cookie: manager, headers });
    expect(later.json().id).toBe(copies[0]?.id);
  });

  it('refuses the same key with another request, and keeps keys apart per user', async () => {
    const headers = key('mismatch');
    const body = (email: string) => ({ name: 'Bo', email, message: 'A question about your product.' });
    await request(ctx.app, 'POST', '/api/contacts', {
      body: body('bo@example.com'),
      headers,
      cookie: manager,
    });
    const other = await request(ctx.app, 'POST', '/api/contacts', {
      body: body('someone-else@example.com'),
      headers,
      cookie: manager,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'idempotency_conflict',
      message: IDEMPOTENCY_MESSAGES.mismatch,
    });
    expect(
      await ctx.handle.db.select().from(contacts).where(eq(contacts.email, 'someone-else@example.com')),
    ).toHaveLength(0);

    const anotherUser = await request(ctx.app, 'POST', '/api/contacts', {
      body: body('someone-else@example.com'),
      headers,
      cookie: otherManager,
    });
    expect(anotherUser.statusCode).toBe(201);
    expect(anotherUser.headers['idempotent-replayed']).toBeUndefined();
  });

  it('treats the query string as part of the request: a dry run and the real import are two requests', async () => {
    const headers = { ...key('import'), 'content-type': 'text/csv' };
    const csv =
      'date,campaign,channel,impressions,clicks,conversions,spend,revenue\n2026-01-05,Keyed,Meta,100,10,1,5.00,20.00\n';
    const dryRun = await request(ctx.app, 'POST', '/api/metrics/import?dryRun=true', {
      body: csv,
      headers,
      cookie: manager,
    });
    expect(dryRun.statusCode).toBe(200);
    const real = await request(ctx.app, 'POST', '/api/metrics/import', {
      body: csv,
      headers,
      cookie: manager,
    });
    expect(real.statusCode).toBe(409);
    expect(real.json().code).toBe('idempotency_conflict');
  });

  it('does not keep a failed attempt: a retry after a server fault runs again', async () => {
    const headers = key('fault');
    const first = await request(ctx.app, 'POST', '/api/test/fails-once', { body: {}, headers });
    expect(first.statusCode).toBe(500);
    const retry = await request(ctx.app, 'POST', '/api/test/fails-once', { body: {}, headers });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ attempt: 2 });
    const replay = await request(ctx.app, 'POST', '/api/test/fails-once', { body: {}, headers });
    expect(replay.json()).toEqual({ attempt: 2 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('lets a retry take over a claim whose request died before answering', async () => {
    const headers = key('abandoned');
    const scopeKey = headers['idempotency-key'];
    const body = { name: 'Cy', email: 'cy@example.com', message: 'Is there a discount for charities?' };
    // A process that claimed the key and was killed: the row exists without an answer.
    await ctx.handle.db.insert(idempotentRequests).values({
      scope: 'anonymous',
      key: scopeKey,
      requestHash: 'unknown',
      createdAt: new Date(Date.now() - 1000),
    });
    const young = await request(ctx.app, 'POST', '/api/contacts', { body, headers });
    // The same key with a different request hash is refused whatever the state of the first.
    expect(young.statusCode).toBe(409);

    await ctx.handle.db.delete(idempotentRequests).where(eq(idempotentRequests.key, scopeKey));
    const first = await request(ctx.app, 'POST', '/api/contacts', { body, headers });
    expect(first.statusCode).toBe(201);
    await ctx.handle.db
      .update(idempotentRequests)
      .set({ statusCode: null, body: null, createdAt: new Date(Date.now() - ABANDONED_CLAIM_MS - 1000) })
      .where(eq(idempotentRequests.key, scopeKey));
    const retried = await request(ctx.app, 'POST', '/api/contacts', { body, headers });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a claim still in progress with 409 and Retry-After', async () => {
    const headers = key('in-progress');
    const body = { email: 'pending@example.com' };
    await request(ctx.app, 'POST', '/api/newsletter', { body, headers });
    await ctx.handle.db
      .update(idempotentRequests)
      .set({ statusCode: null, body: null, createdAt: new Date() })
      .where(eq(idempotentRequests.key, headers['idempotency-key']));
    const response = await request(ctx.app, 'POST', '/api/newsletter', { body, headers });
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({
      code: 'idempotency_in_progress',
      message: IDEMPOTENCY_MESSAGES.inProgress,
    });
  });

  it('refuses a malformed key with 400 and does nothing', async () => {
    const response = await request(ctx.app, 'POST', '/api/newsletter', {
      body: { email: 'bad-key@example.com' },
      headers: { 'idempotency-key': 'contains spaces' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      await ctx.handle.db.select().from(newsletters).where(eq(newsletters.email, 'bad-key@example.com')),
    ).toHaveLength(0);
  });

  it('ignores the header on sign-in: every attempt is checked and gets its own session', async () => {
    const headers = { 'idempotency-key': 'login-once' };
    const body = { username: 'idem-manager', password: 'correct-horse-battery-staple' };
    const first = await request(ctx.app, 'POST', '/api/login', { body, headers });
    const second = await request(ctx.app, 'POST', '/api/login', { body, headers });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.cookies.find((c) => c.name === 'sid')?.value).toBeTruthy();
  });
});
