import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/dates';
import { todayIn } from '../../../../shared/zoned-dates';
import { insertCampaign, insertSteadyDelivery } from '../../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../../test/helpers';
import { runInsightsEngine } from './insights-engine';

/**
 * Issue 30, item 9: the engine's detectors respect a campaign's status the way the dashboard does. Pacing (and the
 * other judgements of delivery that goes on) belong to active campaigns only; a draft or a campaign waiting for
 * approval has not launched and is not examined.
 */
const ctx = testContextForFile();
const yesterday = addDays(todayIn('UTC'), -1);

/** $100 a day for 21 days against a $7,000 plan (70 % of $10,000) over 30 days: under-pacing. */
async function underPacingCampaign(ownerId: string, name: string, status = 'active') {
  const campaign = await insertCampaign(ctx, {
    userId: ownerId,
    name,
    status,
    budget: 10_000,
    startDate: addDays(yesterday, -20),
    endDate: addDays(yesterday, 9),
  });
  await insertSteadyDelivery(
    ctx,
    campaign.id,
    { last: yesterday, from: 20, to: 0 },
    { spend: 100, revenue: 300, clicks: 50, impressions: 2000, conversions: 5 },
  );
  return campaign;
}

const run = () => runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC' });

describe('insights and campaign status', () => {
  it('a paused campaign has no pacing insight, as the dashboard counts no pacing for it', async () => {
    const owner = await createUser(ctx, { username: 'status-owner', role: 'marketing_manager' });
    const cookie = await signIn(ctx, 'status-owner');
    const insightsOf = async (campaignId: string) => {
      const response = await request(ctx.app, 'GET', `/api/insights?campaignId=${campaignId}`, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { title: string }[]).map((i) => i.title);
    };
    const underPacing = async () => {
      const summary = await request(ctx.app, 'GET', '/api/dashboard/summary', { cookie });
      expect(summary.statusCode, summary.body).toBe(200);
      return (summary.json() as { pacing: { under: number } }).pacing.under;
    };

    const campaign = await underPacingCampaign(owner.id, 'Slowpoke');
    // Active: the insight, and the dashboard counts it (its pacing is refreshed with the change below).
    await run();
    expect(await insightsOf(campaign.id)).toContain('Slowpoke is under-pacing');

    const paused = await request(ctx.app, 'PATCH', `/api/campaigns/${campaign.id}`, {
      cookie,
      body: { status: 'paused' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(await underPacing()).toBe(0);
    await run();
    expect(await insightsOf(campaign.id)).not.toContain('Slowpoke is under-pacing');

    // Resumed, it is judged again, and both say so.
    const resumed = await request(ctx.app, 'PATCH', `/api/campaigns/${campaign.id}`, {
      cookie,
      body: { status: 'active' },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(await underPacing()).toBe(1);
    await run();
    expect(await insightsOf(campaign.id)).toContain('Slowpoke is under-pacing');
  });

  it('a campaign waiting for approval (or a draft) gets no insight, whatever data it has', async () => {
    const owner = await createUser(ctx, { username: 'status-owner-2', role: 'marketing_manager' });
    const cookie = await signIn(ctx, 'status-owner-2');
    const waiting = await underPacingCampaign(owner.id, 'Waiting', 'pending_approval');
    const draft = await underPacingCampaign(owner.id, 'Sketch', 'draft');
    await run();
    for (const campaign of [waiting, draft]) {
      const response = await request(ctx.app, 'GET', `/api/insights?campaignId=${campaign.id}`, { cookie });
      expect(response.json(), campaign.name).toEqual([]);
    }
  });
});
