import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../../shared/approvals';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import { aiInsights, auditLog, campaignMetrics, notifications, users } from '../../db/schema';
import { reallocationEvidence } from '../../test/evidence';
import { FIXTURE_AUDIENCE, launchBody } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { runDeliverySimulator } from '../metrics';

/**
 * Issue 28, item 3: an approval covers what was approved. The attacks of the review, one by one: a budget raised
 * while the launch waits, raised again after approval, a lower budget (allowed), the requester promoted to
 * director deciding their own launch, and every edit audited with what changed.
 */
const ctx = testContextForFile();
let admin: string;
let director: string;
let manager: string;
let managerId: string;
let directorId: string;
const TODAY = todayIn('UTC');

beforeAll(async () => {
  await createUser(ctx, { username: 'terms-admin', role: 'admin' });
  directorId = (
    await createUser(ctx, { username: 'terms-director', role: 'marketing_director', firstName: 'Dana' })
  ).id;
  managerId = (
    await createUser(ctx, { username: 'terms-manager', role: 'marketing_manager', firstName: 'Max' })
  ).id;
  admin = await signIn(ctx, 'terms-admin');
  director = await signIn(ctx, 'terms-director');
  manager = await signIn(ctx, 'terms-manager');
});

beforeEach(async () => {
  const on = await request(ctx.app, 'PATCH', '/api/admin/settings', {
    cookie: admin,
    body: { launchApproval: true },
  });
  expect(on.statusCode).toBe(200);
});

const launch = async (cookie: string, name: string, budget = 5000) => {
  const response = await request(ctx.app, 'POST', '/api/campaigns', {
    cookie,
    body: launchBody(name, TODAY, budget),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
};

const edit = (cookie: string, id: string, body: object) =>
  request(ctx.app, 'PATCH', `/api/campaigns/${id}`, { cookie, body });
const decide = (cookie: string, id: string, body: object) =>
  request(ctx.app, 'POST', `/api/campaigns/${id}/approval`, { cookie, body });
const get = async (id: string) =>
  (await request(ctx.app, 'GET', `/api/campaigns/${id}`, { cookie: manager })).json();

const auditRows = (id: string, action: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)))
    .orderBy(auditLog.at);

/** A launch approved by the director at 5,000. */
async function approvedLaunch(name: string) {
  const waiting = await launch(manager, name);
  const approved = await decide(director, waiting.id, { decision: 'approve' });
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ status: 'active', approval: { state: 'approved' } });
  return approved.json();
}

describe('a change while the launch waits', () => {
  it('5,000 raised to 90,000 stays pending, records the new terms and needs a decision on them', async () => {
    const waiting = await launch(manager, 'Raised While Waiting');
    expect(waiting.approval).toMatchObject({ state: 'pending', terms: { budget: 5000 } });
    const seenHash = waiting.approval.termsHash;
    expect(seenHash).toMatch(/^[0-9a-f]{64}$/);
    await ctx.handle.db.delete(notifications).where(eq(notifications.userId, directorId));

    const raised = await edit(manager, waiting.id, { budget: 90_000 });
    expect(raised.statusCode).toBe(200);
    const campaign = raised.json();
    expect(campaign.status).toBe('pending_approval');
    expect(campaign.approval).toMatchObject({ state: 'pending', terms: { budget: 90_000 } });
    expect(campaign.approval.termsHash).not.toBe(seenHash);
    expect(campaign.approval.history.at(-1)).toMatchObject({
      event: 'resubmitted',
      by: { id: managerId },
      changed: ['budget'],
    });

    // The approvers are told again, as on a first request, with what changed.
    const bell = (await request(ctx.app, 'GET', '/api/notifications', { cookie: director })).json();
    expect(bell.items[0]).toMatchObject({ kind: 'approval_requested', link: '/approvals' });
    expect(bell.items[0].body).toContain('budget');

    // A decision on the terms the approver saw (5,000) does not cover 90,000: refused, nothing changes.
    const stale = await decide(director, waiting.id, { decision: 'approve', termsHash: seenHash });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(APPROVAL_MESSAGES.termsChanged);
    expect((await get(waiting.id)).status).toBe('pending_approval');

    const approved = await decide(director, waiting.id, {
      decision: 'approve',
      termsHash: campaign.approval.termsHash,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'active',
      budget: 90_000,
      approval: { state: 'approved', terms: { budget: 90_000 }, decidedBy: { id: directorId } },
    });

    // Audited with before and after, in the same transaction as the change.
    const [updated] = await auditRows(waiting.id, 'campaign.updated');
    expect(updated).toMatchObject({
      actorId: managerId,
      before: { budget: 5000 },
      after: { budget: 90_000 },
    });
    const requests = await auditRows(waiting.id, 'campaign.approval_requested');
    expect(requests.map((row) => row.after)).toEqual([
      { status: 'pending_approval', name: 'Raised While Waiting' },
      {
        status: 'pending_approval',
        name: 'Raised While Waiting',
        reason: 'terms_changed',
        changed: ['budget'],
      },
    ]);
  });

  it('a lower budget while waiting updates the request without asking again', async () => {
    const waiting = await launch(manager, 'Lowered While Waiting');
    const lowered = (await edit(manager, waiting.id, { budget: 4000 })).json();
    expect(lowered).toMatchObject({ status: 'pending_approval', approval: { terms: { budget: 4000 } } });
    expect(lowered.approval.requestedAt).toBe(waiting.approval.requestedAt);
    expect(lowered.approval.history.at(-1)).toMatchObject({ event: 'updated', changed: ['budget'] });
    expect(await auditRows(waiting.id, 'campaign.approval_requested')).toHaveLength(1);
  });
});

describe('a change after approval', () => {
  it('900,000 after approval goes back to pending_approval and delivers nothing until decided', async () => {
    const approved = await approvedLaunch('Raised After Approval');
    const raised = await edit(manager, approved.id, { budget: 900_000 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({
      status: 'pending_approval',
      budget: 900_000,
      approval: {
        state: 'pending',
        requestedBy: { id: managerId },
        decidedBy: null,
        terms: { budget: 900_000 },
        // What the approvers compare with: the terms of the last approval.
        previouslyApproved: { budget: 5000 },
      },
    });
    const [request_] = (await auditRows(approved.id, 'campaign.approval_requested')).slice(-1);
    expect(request_).toMatchObject({
      before: { status: 'active' },
      after: { status: 'pending_approval', reason: 'terms_changed', changed: ['budget'] },
    });
    const queue = (await request(ctx.app, 'GET', '/api/approvals', { cookie: director })).json();
    expect(
      queue.find((item: { campaign: { id: string } }) => item.campaign.id === approved.id),
    ).toMatchObject({
      canDecide: true,
      campaign: { approval: { previouslyApproved: { budget: 5000 } } },
    });

    await runDeliverySimulator({ db: ctx.handle.db, timeZone: 'UTC' });
    const delivered = await ctx.handle.db
      .select()
      .from(campaignMetrics)
      .where(eq(campaignMetrics.campaignId, approved.id));
    expect(delivered).toEqual([]);
  });

  it('a lower budget stays approved; back up to the approved figure needs nothing either', async () => {
    const approved = await approvedLaunch('Lowered After Approval');
    const lowered = await edit(manager, approved.id, { budget: 3000 });
    expect(lowered.json()).toMatchObject({
      status: 'active',
      budget: 3000,
      approval: { state: 'approved', terms: { budget: 5000 } },
    });
    expect((await edit(manager, approved.id, { budget: 5000 })).json().status).toBe('active');
    // One cent over what was approved is a new request.
    expect((await edit(manager, approved.id, { budget: 5000.01 })).json().status).toBe('pending_approval');
    const edits = await auditRows(approved.id, 'campaign.updated');
    expect(edits.map((row) => [row.before, row.after])).toEqual([
      [{ budget: 5000 }, { budget: 3000 }],
      [{ budget: 3000 }, { budget: 5000 }],
      [{ budget: 5000 }, { budget: 5000.01 }],
    ]);
  });

  it('dates, objective, audience or content changed by the manager need a new approval; the name does not', async () => {
    const renamed = await approvedLaunch('Renamed After Approval');
    const rename = (await edit(manager, renamed.id, { name: 'A New Name' })).json();
    expect(rename).toMatchObject({ status: 'active', approval: { state: 'approved' } });
    expect((await auditRows(renamed.id, 'campaign.updated'))[0]).toMatchObject({
      before: { name: 'Renamed After Approval' },
      after: { name: 'A New Name' },
    });

    const changes = [
      { endDate: addDays(TODAY, 60) },
      { objective: 'awareness' },
      {
        targetAudience: {
          ...FIXTURE_AUDIENCE,
          demographics: { ...FIXTURE_AUDIENCE.demographics, ageRange: [18, 65] },
        },
      },
      {
        brandVoice: { tone: 'casual', style: 'bold', productName: 'Acme', keyMessages: ['Everything free'] },
      },
    ];
    const expected = [['dates'], ['objective', 'channelMix'], ['audience'], ['content']];
    for (const [i, change] of changes.entries()) {
      const approved = await approvedLaunch(`Changed After Approval ${i}`);
      const changed = (await edit(manager, approved.id, change)).json();
      expect(changed.status).toBe('pending_approval');
      expect(changed.approval.history.at(-1)).toMatchObject({ event: 'resubmitted', changed: expected[i] });
    }
  });

  it("a director's change of an approved campaign is their decision: it stays approved with the new terms", async () => {
    const approved = await approvedLaunch('Changed By Director');
    const raised = (await edit(director, approved.id, { budget: 20_000 })).json();
    expect(raised).toMatchObject({
      status: 'active',
      approval: { state: 'approved', terms: { budget: 20_000 } },
    });
    expect(raised.approval.history.at(-1)).toMatchObject({
      event: 'changed_by_approver',
      by: { id: directorId },
      changed: ['budget'],
    });
    // The manager may now go up to what the director set, not beyond.
    expect((await edit(manager, approved.id, { budget: 20_000 })).json().status).toBe('active');
    expect((await edit(manager, approved.id, { budget: 20_001 })).json().status).toBe('pending_approval');
  });

  it('a recommendation applied by the manager changes the approved channel mix: back to pending', async () => {
    const approved = await approvedLaunch('Mix Changed By Manager');
    const [insight] = await ctx.handle.db
      .insert(aiInsights)
      .values({
        userId: managerId,
        campaignId: approved.id,
        type: 'optimization_suggestion',
        title: 'Move budget to Meta',
        description: 'Meta converts better.',
        confidence: '0.80',
        impact: 'medium',
        kind: 'channel_reallocation',
        // The evidence in the shape the engine writes (src/shared/insights.ts): only that can be applied.
        data: reallocationEvidence({ from: 'Google Search', to: 'Meta', channels: [] }),
        fingerprint: `terms:${approved.id}`,
      })
      .returning();
    const applied = await request(ctx.app, 'POST', `/api/insights/${insight?.id}/apply`, { cookie: manager });
    expect(applied.statusCode).toBe(200);
    const campaign = await get(approved.id);
    expect(campaign.status).toBe('pending_approval');
    expect(campaign.approval.history.at(-1)).toMatchObject({ event: 'resubmitted', changed: ['channelMix'] });
    expect(campaign.approval.terms.channelMix).toMatchObject({ 'Google Search': 0.4, Meta: 0.4 });
    expect(campaign.approval.previouslyApproved.channelMix).toMatchObject({
      'Google Search': 0.5,
      Meta: 0.3,
    });
  });
});

describe('nobody decides their own request', () => {
  it('a manager promoted to director gets 403 on their own pending launch; the queue says so', async () => {
    const promotedId = (
      await createUser(ctx, { username: 'terms-promoted', role: 'marketing_manager', firstName: 'Pat' })
    ).id;
    const waiting = await launch(await signIn(ctx, 'terms-promoted'), 'Promoted Requester Launch');
    expect(waiting.status).toBe('pending_approval');
    await ctx.handle.db.update(users).set({ role: 'marketing_director' }).where(eq(users.id, promotedId));
    // A role change ends the old session; signed in again, they are a director.
    const promoted = await signIn(ctx, 'terms-promoted');

    const queue = await request(ctx.app, 'GET', '/api/approvals', { cookie: promoted });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().find((q: { campaign: { id: string } }) => q.campaign.id === waiting.id);
    expect(item.canDecide).toBe(false);

    const own = await decide(promoted, waiting.id, { decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: APPROVAL_MESSAGES.ownRequest, code: 'forbidden' });
    const ownReject = await decide(promoted, waiting.id, { decision: 'reject', comment: 'Never mind' });
    expect(ownReject.statusCode).toBe(403);
    expect((await get(waiting.id)).status).toBe('pending_approval');
    expect(await auditRows(waiting.id, 'campaign.approval_decided')).toEqual([]);

    // Anyone else who may approve decides it.
    const directorQueue = (await request(ctx.app, 'GET', '/api/approvals', { cookie: director })).json();
    expect(
      directorQueue.find((q: { campaign: { id: string } }) => q.campaign.id === waiting.id).canDecide,
    ).toBe(true);
    expect((await decide(director, waiting.id, { decision: 'approve' })).statusCode).toBe(200);
  });

  it('refuses a malformed termsHash with a field error', async () => {
    const waiting = await launch(manager, 'Bad Hash');
    const bad = await decide(director, waiting.id, { decision: 'approve', termsHash: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.termsHash).toEqual([APPROVAL_MESSAGES.termsHashInvalid]);
  });
});

describe('campaign edits are audited', () => {
  it('records only the changed fields, before and after; a duplicate is audited too', async () => {
    await request(ctx.app, 'PATCH', '/api/admin/settings', {
      cookie: admin,
      body: { launchApproval: false },
    });
    const campaign = await launch(manager, 'Audited Edit');
    const saved = await edit(manager, campaign.id, {
      description: 'Now with a description',
      budget: 5000,
      startDate: campaign.startDate,
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await auditRows(campaign.id, 'campaign.updated');
    expect(row).toMatchObject({
      actorId: managerId,
      targetType: 'campaign',
      before: { description: null },
      after: { description: 'Now with a description' },
    });
    // Sending values that equal the stored ones changes nothing and audits nothing.
    await edit(manager, campaign.id, { budget: 5000 });
    expect(await auditRows(campaign.id, 'campaign.updated')).toHaveLength(1);

    const copy = await request(ctx.app, 'POST', `/api/campaigns/${campaign.id}/duplicate`, {
      cookie: manager,
    });
    expect(copy.statusCode).toBe(201);
    expect((await auditRows(copy.json().id, 'campaign.duplicated'))[0]).toMatchObject({
      after: { name: 'Audited Edit (copy)', status: 'draft', sourceId: campaign.id },
    });
  });
});
