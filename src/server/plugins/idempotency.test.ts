import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../../shared/http';
import { campaigns, contacts, idempotentRequests, newsletters } from '../db/schema';
import { insertCampaign } from '../test/fixtures';
import {
  createTestContext,
  createUser,
  request,
  signIn,
  type TestContext,
  testContextForFile,
} from '../test/helpers';
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
      '/api/account/two-factor/disable',
      '/api/account/two-factor/enable',
      '/api/account/two-factor/recovery-codes',
      '/api/account/two-factor/setup',
      '/api/auth/reset-password',
      '/api/login',
      '/api/login/two-factor',
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
    // A process that claimed the key (here for another request) and was killed: the row exists without an answer.
    await request(ctx.app, 'POST', '/api/contacts', { body, headers });
    await ctx.handle.db
      .update(idempotentRequests)
      .set({ requestHash: 'unknown', statusCode: null, body: null, createdAt: new Date(Date.now() - 1000) })
      .where(eq(idempotentRequests.key, scopeKey));
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

describe('Idempotency-Key: a committed write is never repeated (issue 28, item 4)', () => {
  let faulty: TestContext;
  let clock = new Date('2026-11-27T12:00:00Z');
  let cookie: string;
  let slowRuns = 0;
  const campaignBody = (name: string) => ({
    name,
    objective: 'conversion',
    budget: 5000,
    startDate: '2027-01-01',
    endDate: '2027-01-31',
    targetAudience: {
      demographics: { ageRange: [25, 45], locations: ['United States'], interests: ['Technology'] },
      behavioral: { engagementLevel: 'high', devicePreference: 'mobile', shoppingTimes: ['Weekends'] },
    },
    brandVoice: { tone: 'professional', style: 'modern', productName: 'Acme', keyMessages: ['Fast'] },
    status: 'draft',
  });
  /**
   * The database fails while the answer is written or the claim freed, as when it drops out at that moment: a
   * trigger on idempotent_requests, armed for one request.
   */
  const armAnswerFault = (armed: boolean) =>
    faulty.handle.db.execute(sql`update idempotency_fault set armed = ${armed}`);
  const advanceClockPastAbandonedWindow = () => {
    clock = new Date(clock.getTime() + ABANDONED_CLAIM_MS + 1000);
  };

  beforeAll(async () => {
    faulty = await createTestContext({}, { now: () => clock });
    await faulty.handle.db.execute(sql`create table idempotency_fault (armed boolean not null)`);
    await faulty.handle.db.execute(sql`insert into idempotency_fault values (false)`);
    await faulty.handle.db.execute(sql`
      create function fail_idempotency_answer() returns trigger language plpgsql as $$
      begin
        if (select armed from idempotency_fault) then
          raise exception 'connection lost while storing the answer' using errcode = '08006';
        end if;
        return coalesce(new, old);
      end $$`);
    await faulty.handle.db.execute(sql`
      create trigger fail_idempotency_answer before update of status_code or delete on idempotent_requests
      for each row execute function fail_idempotency_answer()`);
    // Stands in for a route that waits on an upstream (content generation, Google Ads sync).
    faulty.app.post(
      '/api/test/slow-upstream',
      { config: { access: 'public', idempotent: 'outside-transaction' } },
      async () => {
        slowRuns += 1;
        return { run: slowRuns };
      },
    );
    await createUser(faulty, { username: 'fault-manager', role: 'marketing_manager' });
    cookie = await signIn(faulty, 'fault-manager');
  });
  afterAll(() => faulty.close());

  it('a create whose answer could not be stored is not repeated by a retry after the abandoned window', async () => {
    const headers = key('store-fails');
    const body = campaignBody('Stored once');
    const named = () => faulty.handle.db.select().from(campaigns).where(eq(campaigns.name, 'Stored once'));

    await armAnswerFault(true);
    const first = await request(faulty.app, 'POST', '/api/campaigns', { body, headers, cookie });
    await armAnswerFault(false);
    expect(first.statusCode).toBe(503);
    // The write and its answer commit together: neither did.
    expect(await named()).toHaveLength(0);

    const tooSoon = await request(faulty.app, 'POST', '/api/campaigns', { body, headers, cookie });
    expect(tooSoon.json().code).toBe('idempotency_in_progress');

    advanceClockPastAbandonedWindow();
    const retry = await request(faulty.app, 'POST', '/api/campaigns', { body, headers, cookie });
    expect(retry.statusCode).toBe(201);
    const again = await request(faulty.app, 'POST', '/api/campaigns', { body, headers, cookie });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(retry.json().id);
    const stored = await named();
    expect(stored.map((c) => c.id)).toEqual([retry.json().id]);
  });

  it('a campaign created with its answer stored is answered, not created again, after the window', async () => {
    const headers = key('committed');
    const body = campaignBody('Committed once');
    const first = await request(faulty.app, 'POST', '/api/campaigns', { body, headers, cookie });
    expect(first.statusCode).toBe(201);
    advanceClockPastAbandonedWindow();
    const retry = await request(faulty.app, 'POST', '/api/campaigns', { body, headers, cookie });
    expect(retry.json().id).toBe(first.json().id);
    expect(
      await faulty.handle.db.select().from(campaigns).where(eq(campaigns.name, 'Committed once')),
    ).toHaveLength(1);
  });

  it('outside a transaction, a request whose answer was lost keeps its unknown outcome and never runs again', async () => {
    const headers = key('outcome-unknown');
    await armAnswerFault(true);
    const first = await request(faulty.app, 'POST', '/api/test/slow-upstream', { body: {}, headers });
    await armAnswerFault(false);
    expect(first.statusCode).toBe(503);
    expect(slowRuns).toBe(1);

    advanceClockPastAbandonedWindow();
    const retry = await request(faulty.app, 'POST', '/api/test/slow-upstream', { body: {}, headers });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({
      code: 'idempotency_outcome_unknown',
      message: IDEMPOTENCY_MESSAGES.outcomeUnknown,
    });
    expect(slowRuns).toBe(1);
  });

  it('gives two visitors who send the same key each their own answer, and each a replay of their own', async () => {
    const headers = key('visitor');
    const visitor = (agent: string, remoteAddress: string) =>
      request(faulty.app, 'POST', '/api/contacts', {
        body: { name: 'Dee', email: 'dee@example.com', message: 'Two visitors, one key: who gets what?' },
        headers: { ...headers, 'user-agent': agent },
        remoteAddress,
      });
    const first = await visitor('Browser A', '203.0.113.7');
    const second = await visitor('Browser B', '198.51.100.9');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(
      await faulty.handle.db.select().from(contacts).where(eq(contacts.email, 'dee@example.com')),
    ).toHaveLength(2);
    // The same address with another browser is another visitor too; the first visitor's retry is a replay.
    const sameAddressOtherBrowser = await visitor('Browser C', '203.0.113.7');
    expect(sameAddressOtherBrowser.headers['idempotent-replayed']).toBeUndefined();
    const firstAgain = await visitor('Browser A', '203.0.113.7');
    expect(firstAgain.headers['idempotent-replayed']).toBe('true');
  });
});
