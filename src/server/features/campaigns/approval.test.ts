import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../../shared/approvals';
import { addDays } from '../../../shared/dates';
import { formatCalendarDate } from '../../../shared/locale';
import { todayIn } from '../../../shared/zoned-dates';
import { auditLog, campaignMetrics } from '../../db/schema';
import { capturedMail } from '../../test/captured-mail';
import { FIXTURE_AUDIENCE, launchBody } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { runDeliverySimulator } from '../metrics';

/** Launch approval (issue 16): managers' launches wait for a director's or an admin's decision when required. */
const mail = capturedMail();
const ctx = testContextForFile({}, { mailTransport: mail.transport });
let admin: string;
let director: string;
let manager: string;
let analyst: string;
let managerId: string;
const TODAY = todayIn('UTC');

beforeAll(async () => {
  await createUser(ctx, { username: 'appr-admin', role: 'admin' });
  await createUser(ctx, { username: 'appr-director', role: 'marketing_director', firstName: 'Dana' });
  managerId = (
    await createUser(ctx, {
      username: 'appr-manager',
      role: 'marketing_manager',
      firstName: 'Max',
      email: 'max@example.com',
    })
  ).id;
  await createUser(ctx, { username: 'appr-analyst', role: 'analyst' });
  admin = await signIn(ctx, 'appr-admin');
  director = await signIn(ctx, 'appr-director');
  manager = await signIn(ctx, 'appr-manager');
  analyst = await signIn(ctx, 'appr-analyst');
});

const setApproval = (launchApproval: unknown, cookie = admin) =>
  request(ctx.app, 'PATCH', '/api/admin/settings', { cookie, body: { launchApproval } });

const launch = (cookie: string, name: string, startDate = TODAY) =>
  request(ctx.app, 'POST', '/api/campaigns', {
    cookie,
    body: {
      ...launchBody(name, startDate),
      predictions: {
        estimatedReach: 120_000,
        expectedCTR: 2.4,
        costPerClick: 1.5,
        conversionRate: 3.1,
        confidence: 0.8,
        recommendations: ['Lead with the discount'],
        aiConfidence: 0.8,
        predictedRoi: 180,
        addressableAudience: 2_000_000,
      },
    },
  });

const decide = (cookie: string, id: string, body: object) =>
  request(ctx.app, 'POST', `/api/campaigns/${id}/approval`, { cookie, body });

const auditOf = async (id: string) =>
  (await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((a) => a.action);

describe('workspace setting', () => {
  it('is off by default, readable by every signed-in user, changed by admins only (audited), validated', async () => {
    expect((await request(ctx.app, 'GET', '/api/settings', { cookie: analyst })).json()).toEqual({
      launchApproval: false,
      requireTwoFactor: false,
      currency: 'USD',
      locale: 'en-US',
    });
    expect((await setApproval(true, director)).statusCode).toBe(403);
    expect((await request(ctx.app, 'GET', '/api/admin/settings', { cookie: manager })).statusCode).toBe(403);
    const bad = await setApproval('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.launchApproval).toEqual([APPROVAL_MESSAGES.launchApprovalInvalid]);
    expect((await request(ctx.app, 'GET', '/api/admin/settings', { cookie: admin })).json()).toEqual({
      launchApproval: false,
      requireTwoFactor: false,
      currency: 'USD',
      locale: 'en-US',
    });

    const on = await setApproval(true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      launchApproval: true,
      requireTwoFactor: false,
      currency: 'USD',
      locale: 'en-US',
    });
    expect((await request(ctx.app, 'GET', '/api/settings', { cookie: manager })).json()).toEqual({
      launchApproval: true,
      requireTwoFactor: false,
      currency: 'USD',
      locale: 'en-US',
    });
    expect(await auditOf('workspace')).toEqual(['workspace.settings_changed']);
  });
});

describe('launch approval', () => {
  it("holds a manager's launch until a director approves it; nothing delivers while it waits", async () => {
    await setApproval(true);
    const launched = await launch(manager, 'Spring Sale');
    expect(launched.statusCode).toBe(201);
    const campaign = launched.json();
    expect(campaign.status).toBe('pending_approval');
    expect(campaign.approval).toMatchObject({
      state: 'pending',
      requestedBy: { id: managerId, name: 'Max User' },
      decidedBy: null,
      comment: null,
    });
    // The list item says the same as the detail.
    const list = (await request(ctx.app, 'GET', '/api/campaigns?limit=100', { cookie: manager })).json();
    expect(list.find((c: { id: string }) => c.id === campaign.id)).toMatchObject({
      status: 'pending_approval',
      approval: campaign.approval,
    });

    // The queue: directors and admins only, with the predictions it was launched with.
    expect((await request(ctx.app, 'GET', '/api/approvals', { cookie: manager })).statusCode).toBe(403);
    expect((await request(ctx.app, 'GET', '/api/approvals', { cookie: analyst })).statusCode).toBe(403);
    const queue = (await request(ctx.app, 'GET', '/api/approvals', { cookie: director })).json();
    const item = queue.find((q: { campaign: { id: string } }) => q.campaign.id === campaign.id);
    expect(item.predictions).toMatchObject({ estimatedReach: 120_000, predictedRoi: 180 });
    expect(item.campaign.budget).toBe(5000);

    // The approvers were told in the app.
    const directorBell = (await request(ctx.app, 'GET', '/api/notifications', { cookie: director })).json();
    expect(directorBell.items[0]).toMatchObject({ kind: 'approval_requested', link: '/approvals' });

    // Nothing delivers while it waits.
    await runDeliverySimulator({ db: ctx.handle.db, timeZone: 'UTC' });
    const waiting = await ctx.handle.db
      .select()
      .from(campaignMetrics)
      .where(eq(campaignMetrics.campaignId, campaign.id));
    expect(waiting).toEqual([]);

    // A manager cannot decide; an analyst neither.
    expect((await decide(manager, campaign.id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(analyst, campaign.id, { decision: 'approve' })).statusCode).toBe(403);

    const approved = await decide(director, campaign.id, { decision: 'approve', comment: 'Go ahead' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'active',
      approval: { state: 'approved', decidedBy: { name: 'Dana User' }, comment: 'Go ahead' },
    });
    expect(await auditOf(campaign.id)).toEqual(['campaign.approval_requested', 'campaign.approval_decided']);

    // Deciding again is a conflict and changes nothing.
    const again = await decide(admin, campaign.id, { decision: 'reject', comment: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPROVAL_MESSAGES.notPending);

    // Delivering now that it is approved.
    await runDeliverySimulator({ db: ctx.handle.db, timeZone: 'UTC' });
    const delivered = await ctx.handle.db
      .select()
      .from(campaignMetrics)
      .where(eq(campaignMetrics.campaignId, campaign.id));
    expect(delivered.length).toBeGreaterThan(0);

    // The manager is told in the app and by e-mail.
    const bell = (await request(ctx.app, 'GET', '/api/notifications', { cookie: manager })).json();
    expect(bell.unread).toBeGreaterThanOrEqual(1);
    expect(bell.items[0]).toMatchObject({ kind: 'approval_approved', link: '/campaigns' });
    expect(bell.items[0].title).toContain('Spring Sale');
    const mails = await mail.to(ctx, 'max@example.com');
    const approvedMail = mails.find((m) => m.subject.includes('Spring Sale'));
    expect(approvedMail?.subject).toBe('Northstar: "Spring Sale" is approved and live now');
    expect(approvedMail?.text).toContain('Go ahead');
  });

  it('an approval ahead of the start date says when it starts, not that it is live', async () => {
    await setApproval(true);
    const startDate = addDays(TODAY, 2);
    const campaign = (await launch(manager, 'Winter Preview', startDate)).json();
    expect((await decide(director, campaign.id, { decision: 'approve' })).statusCode).toBe(200);
    const noticeOf = async (name: string) =>
      (await request(ctx.app, 'GET', '/api/notifications', { cookie: manager }))
        .json()
        .items.find((n: { title: string }) => n.title.includes(name));
    // The date in the workspace's date style: en-US by default, en-GB once an admin sets it.
    const notice = await noticeOf('Winter Preview');
    expect(notice.title).toBe(
      `"Winter Preview" is approved and scheduled to start on ${formatCalendarDate(startDate, 'en-US')}`,
    );
    expect(notice.title).not.toContain('live');
    const british = await request(ctx.app, 'PATCH', '/api/admin/settings', {
      cookie: admin,
      body: { locale: 'en-GB' },
    });
    expect(british.statusCode).toBe(200);
    const later = (await launch(manager, 'Spring Preview', startDate)).json();
    expect((await decide(director, later.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await noticeOf('Spring Preview')).title).toBe(
      `"Spring Preview" is approved and scheduled to start on ${formatCalendarDate(startDate, 'en-GB')}`,
    );
    await request(ctx.app, 'PATCH', '/api/admin/settings', { cookie: admin, body: { locale: 'en-US' } });
  });

  it('a rejection needs a comment, sends the campaign back to draft, and it can be submitted again', async () => {
    await setApproval(true);
    const campaign = (await launch(manager, 'Risky Launch')).json();

    const noComment = await decide(director, campaign.id, { decision: 'reject' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().fieldErrors.comment).toEqual([APPROVAL_MESSAGES.commentRequired]);
    const blank = await decide(director, campaign.id, { decision: 'reject', comment: '   ' });
    expect(blank.statusCode).toBe(400);
    const badDecision = await decide(director, campaign.id, { decision: 'maybe', comment: 'x' });
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json().fieldErrors.decision).toEqual([APPROVAL_MESSAGES.decision]);
    const tooLong = await decide(director, campaign.id, { decision: 'reject', comment: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    // None of those changed anything.
    const still = (
      await request(ctx.app, 'GET', `/api/campaigns/${campaign.id}`, { cookie: manager })
    ).json();
    expect(still.status).toBe('pending_approval');

    const rejected = await decide(director, campaign.id, {
      decision: 'reject',
      comment: 'Budget too high for Q1',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'draft',
      approval: { state: 'rejected', comment: 'Budget too high for Q1' },
    });
    const bell = (await request(ctx.app, 'GET', '/api/notifications', { cookie: manager })).json();
    expect(bell.items[0]).toMatchObject({ kind: 'approval_rejected' });
    expect(bell.items[0].body).toContain('Budget too high for Q1');

    // The manager changes it and submits it again: it waits again.
    const resubmitted = await request(ctx.app, 'PATCH', `/api/campaigns/${campaign.id}`, {
      cookie: manager,
      body: { budget: 3000, status: 'active' },
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toMatchObject({
      status: 'pending_approval',
      budget: 3000,
      approval: { state: 'pending', decidedBy: null, comment: null },
    });
    // Only a draft can be launched this way; a waiting campaign cannot be paused.
    const pause = await request(ctx.app, 'PATCH', `/api/campaigns/${campaign.id}`, {
      cookie: manager,
      body: { status: 'paused' },
    });
    expect(pause.statusCode).toBe(400);
  });

  it("needs no approval for a director's or an admin's own launch, nor when the setting is off", async () => {
    await setApproval(true);
    const own = (await launch(director, 'Director Launch')).json();
    expect(own).toMatchObject({ status: 'active', approval: null });
    const admins = (await launch(admin, 'Admin Launch')).json();
    expect(admins.status).toBe('active');

    await setApproval(false);
    const free = (await launch(manager, 'No Approval Needed')).json();
    expect(free).toMatchObject({ status: 'active', approval: null });
    // A draft saved by the manager is not a launch: it stays a draft.
    const draft = await request(ctx.app, 'POST', '/api/campaigns', {
      cookie: manager,
      body: {
        name: 'Just A Draft',
        objective: 'traffic',
        budget: 1000,
        status: 'draft',
        targetAudience: FIXTURE_AUDIENCE,
        brandVoice: { tone: 'casual', style: 'bold', productName: 'Acme', keyMessages: ['Hello'] },
      },
    });
    expect(draft.json()).toMatchObject({ status: 'draft', approval: null });
    await setApproval(true);
  });

  it('marks notifications read: the given ones, only the caller’s, or all', async () => {
    const before = (await request(ctx.app, 'GET', '/api/notifications', { cookie: manager })).json();
    expect(before.unread).toBeGreaterThanOrEqual(2);
    const [first] = before.items;
    // Another user's ids change nothing of theirs.
    expect(
      (
        await request(ctx.app, 'POST', '/api/notifications/read', {
          cookie: director,
          body: { ids: [first.id] },
        })
      ).statusCode,
    ).toBe(204);
    expect((await request(ctx.app, 'GET', '/api/notifications', { cookie: manager })).json().unread).toBe(
      before.unread,
    );
    await request(ctx.app, 'POST', '/api/notifications/read', { cookie: manager, body: { ids: [first.id] } });
    const after = (await request(ctx.app, 'GET', '/api/notifications', { cookie: manager })).json();
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items[0].readAt).not.toBeNull();
    const bad = await request(ctx.app, 'POST', '/api/notifications/read', {
      cookie: manager,
      body: { ids: ['not-a-uuid'] },
    });
    expect(bad.statusCode).toBe(400);
    await request(ctx.app, 'POST', '/api/notifications/read', { cookie: manager, body: {} });
    expect((await request(ctx.app, 'GET', '/api/notifications', { cookie: manager })).json().unread).toBe(0);
    expect((await request(ctx.app, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});
