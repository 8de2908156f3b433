import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, newsletters } from '../../db/schema';
import { insertCampaign } from '../../test/fixtures';
import {
  createAdminTestContext,
  createUser,
  expectPageQueriesRefused,
  nextLinkOf,
  request,
  signIn,
  testContextForFile,
  walkPages,
} from '../../test/helpers';
import { adminStats } from './admin.service';

// New York is UTC−5 in November: 2026-11-22T03:00Z is still 21 November there.
const TZ = 'America/New_York';
const ctx = testContextForFile({ workspaceTimeZone: TZ });
let admin: string;
beforeAll(async () => {
  await createUser(ctx, { username: 'root', role: 'admin' });
  await createUser(ctx, { username: 'mia', role: 'marketing_manager' });
  admin = await signIn(ctx, 'root');
  await ctx.handle.db.insert(contacts).values([
    {
      name: 'Late evening NY',
      email: 'a@x.io',
      message: 'Sent at 22:30 New York time',
      createdAt: new Date('2026-11-22T03:30:00Z'),
    },
    {
      name: 'Morning NY',
      email: 'b@x.io',
      message: 'Sent at 09:00 New York time',
      createdAt: new Date('2026-11-21T14:00:00Z'),
    },
    {
      name: 'Previous day',
      email: 'c@x.io',
      message: 'Sent on 20 November',
      createdAt: new Date('2026-11-20T20:00:00Z'),
    },
  ]);
  await ctx.handle.db.insert(newsletters).values([
    { email: 'one@x.io', subscribedAt: new Date('2026-11-22T04:59:00Z') },
    { email: 'two@x.io', subscribedAt: new Date('2026-11-22T05:01:00Z') },
  ]);
});

describe('admin counters', () => {
  it("count 'today' by the workspace's calendar day, not UTC's", async () => {
    // 04:00Z on the 22nd is 23:00 on the 21st in New York.
    expect(await adminStats(ctx.handle.db, TZ, new Date('2026-11-22T04:00:00Z'))).toEqual({
      totalContacts: 3,
      newsletterSubscribers: 2,
      todaysContacts: 2,
      todaysSubscriptions: 1,
      timeZone: TZ,
    });
    // Two hours later it is the 22nd in New York: only the 05:01Z subscription is today's.
    expect(await adminStats(ctx.handle.db, TZ, new Date('2026-11-22T06:00:00Z'))).toMatchObject({
      todaysContacts: 0,
      todaysSubscriptions: 1,
    });
    expect(await adminStats(ctx.handle.db, 'UTC', new Date('2026-11-22T06:00:00Z'))).toMatchObject({
      todaysContacts: 1,
      todaysSubscriptions: 2,
    });
  });

  it('are served to admins only', async () => {
    const response = await request(ctx.app, 'GET', '/api/admin/stats', { cookie: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalContacts: 3, newsletterSubscribers: 2, timeZone: TZ });
    expect(
      (await request(ctx.app, 'GET', '/api/admin/stats', { cookie: await signIn(ctx, 'mia') })).statusCode,
    ).toBe(403);
  });
});

describe('audit log', () => {
  it('lists who changed what, before → after, filterable by action and date, and exports CSV', async () => {
    const users = (await request(ctx.app, 'GET', '/api/admin/users', { cookie: admin })).json();
    const mia = users.find((u: { username: string }) => u.username === 'mia');
    await request(ctx.app, 'PATCH', `/api/admin/users/${mia.id}/role`, {
      cookie: admin,
      body: { role: 'analyst' },
    });
    const list = await request(ctx.app, 'GET', '/api/admin/audit?action=user.role_changed', {
      cookie: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0]).toMatchObject({
      action: 'user.role_changed',
      actor: { username: 'root' },
      targetType: 'user',
      targetLabel: 'mia',
      before: { role: 'marketing_manager' },
      after: { role: 'analyst' },
    });
    const past = await request(ctx.app, 'GET', '/api/admin/audit?from=2020-01-01&to=2020-01-31', {
      cookie: admin,
    });
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('0');
    const csv = await request(ctx.app, 'GET', '/api/admin/audit/export.csv', { cookie: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Role changed');
    expect(csv.body).toContain('@root');
    expect(
      (await request(ctx.app, 'GET', '/api/admin/audit?from=yesterday', { cookie: admin })).statusCode,
    ).toBe(400);
  });

  it('names the users, campaigns and insights an entry mentions by id, and leaves a deleted one as its id', async () => {
    const { ctx: local, admin: boss, cookie } = await createAdminTestContext({ workspaceTimeZone: TZ });
    const { id: campaignId } = await insertCampaign(local, {
      userId: boss.id,
      name: 'Spring Launch',
      startDate: '2026-11-01',
      endDate: '2026-12-01',
    });
    const gone = '00000000-0000-4000-8000-000000000000';
    await local.handle.db.insert(auditLog).values({
      actorId: boss.id,
      action: 'insight.applied',
      targetType: 'campaign',
      targetId: campaignId,
      before: { owner: boss.id },
      after: { campaign: campaignId, insightId: gone },
    });
    const [entry] = (
      await request(local.app, 'GET', '/api/admin/audit?action=insight.applied', { cookie })
    ).json();
    expect(entry.targetLabel).toBe('Spring Launch');
    expect(entry.mentions).toEqual({ [boss.id]: 'boss', [campaignId]: 'Spring Launch' });
    await local.close();
  });

  it('pages newest first with Link and X-Total-Count, filters across pages, a deletion between pages neither repeats nor skips, and exports every page', async () => {
    const { ctx: local, cookie } = await createAdminTestContext({ workspaceTimeZone: TZ });
    await local.handle.db.delete(auditLog); // the sign-in's own entry
    // 230 entries, more than one export page (200); every third a role change; two share each timestamp.
    await local.handle.db.insert(auditLog).values(
      Array.from({ length: 230 }, (_, i) => ({
        action: i % 3 === 0 ? 'user.role_changed' : 'campaign.status_changed',
        targetType: 'campaign',
        targetId: `target-${i}`,
        at: new Date(Date.UTC(2026, 10, 1, 0, Math.floor(i / 2))),
      })),
    );
    const ids = (page: { targetId: string }[]) => page.map((e) => e.targetId);
    const all = await walkPages<{ targetId: string }>(local.app, '/api/admin/audit?limit=100', cookie);
    const expected = Array.from({ length: 230 }, (_, i) => `target-${229 - i}`);
    expect(all.pages.flatMap(ids)).toEqual(expected);
    expect(all.pages.map((p) => p.length)).toEqual([100, 100, 30]);
    expect(new Set(all.totals)).toEqual(new Set([230]));

    const roles = await walkPages<{ targetId: string; action: string }>(
      local.app,
      '/api/admin/audit?limit=50&action=user.role_changed',
      cookie,
    );
    expect(roles.pages.map((p) => p.length)).toEqual([50, 27]);
    expect(roles.pages.flat().every((e) => e.action === 'user.role_changed')).toBe(true);
    expect(roles.totals[0]).toBe(77);

    const first = await request(local.app, 'GET', '/api/admin/audit?limit=10', { cookie });
    await local.handle.db.delete(auditLog).where(eq(auditLog.targetId, 'target-218'));
    const rest = await walkPages<{ targetId: string }>(local.app, nextLinkOf(first) as string, cookie);
    expect(rest.pages.flatMap(ids)).toEqual(expected.slice(10).filter((id) => id !== 'target-218'));

    const csv = await request(local.app, 'GET', '/api/admin/audit/export.csv?limit=5', { cookie });
    expect(csv.body.split('\n').filter((line) => line.includes('target-')).length).toBe(229);

    await expectPageQueriesRefused(local.app, '/api/admin/audit', cookie, 200, ['page=2']);
    await local.close();
  });
});
