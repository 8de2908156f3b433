import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../shared/campaigns';
import { addDays } from '../../../shared/dates';
import { FORECAST_FIGURES, type ForecastFigures } from '../../../shared/forecast';
import { campaigns } from '../../db/schema';
import { FIXTURE_AUDIENCE, insertCampaign } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { ago, backdate, comparison, deliver, launch, scaled, storedForecast, TODAY } from './test/launches';

/**
 * Issue 33, items 2: every launch keeps the server's forecast (the wizard's launch, a launched draft, an approved
 * launch; once), and GET /api/campaigns/:id/forecast holds it against delivery to date.
 */

const ctx = testContextForFile();
let admin: string;
let director: string;
let manager: string;
let analyst: string;
let managerId: string;

beforeAll(async () => {
  await createUser(ctx, { username: 'fc-admin', role: 'admin' });
  await createUser(ctx, { username: 'fc-director', role: 'marketing_director' });
  managerId = (await createUser(ctx, { username: 'fc-manager', role: 'marketing_manager' })).id;
  await createUser(ctx, { username: 'fc-analyst', role: 'analyst' });
  admin = await signIn(ctx, 'fc-admin');
  director = await signIn(ctx, 'fc-director');
  manager = await signIn(ctx, 'fc-manager');
  analyst = await signIn(ctx, 'fc-analyst');
});

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

const patch = async (id: string, body: object, cookie = manager) => {
  const response = await request(ctx.app, 'PATCH', `/api/campaigns/${id}`, { cookie, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the forecast kept at launch', () => {
  it("keeps the audience model's forecast of the whole campaign when the wizard launches it", async () => {
    const campaign = await launch(ctx, manager, 'Kept Forecast', { days: 31, budget: 20_000 });
    const stored = await storedForecast(ctx, campaign.id);
    // The estimate the wizard showed for the same terms, on the same calibration.
    const estimate = (
      await request(ctx.app, 'POST', '/api/audience/predict', {
        cookie: manager,
        body: {
          objective: 'conversion',
          budget: 20_000,
          startDate: TODAY,
          endDate: addDays(TODAY, 30),
          targetAudience: FIXTURE_AUDIENCE,
        },
      })
    ).json();
    expect(stored).toEqual({
      madeAt: expect.any(String),
      basis: estimate.basis,
      days: 31,
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
      figures: {
        spend: 20_000,
        impressions: estimate.impressions,
        clicks: estimate.clicks,
        conversions: estimate.conversions,
        revenue: round(estimate.conversions * estimate.assumptions.orderValue, 2),
      },
      calibration: estimate.calibration,
    });
    expect(stored?.figures.impressions).toBeGreaterThan(0);

    // Nothing delivered yet: nothing expected, no error to measure.
    expect(await comparison(ctx, manager, campaign.id)).toEqual({
      campaignId: campaign.id,
      forecast: stored,
      elapsedDays: 0,
      totalDays: 31,
      expectedToDate: { spend: 0, impressions: 0, clicks: 0, conversions: 0, revenue: 0 },
      actualToDate: { spend: 0, impressions: 0, clicks: 0, conversions: 0, revenue: 0 },
      error: { spend: null, impressions: null, clicks: null, conversions: null, revenue: null },
    });
  });

  it('forecasts a draft when it is launched, and keeps that forecast through a pause and a relaunch', async () => {
    const draft = await launch(ctx, manager, 'Draft Then Launch', { status: 'draft' });
    expect(await storedForecast(ctx, draft.id)).toBeNull();

    await patch(draft.id, { status: 'active' });
    const first = await storedForecast(ctx, draft.id);
    expect(first).toMatchObject({ figures: { spend: 20_000 }, days: 31 });

    await patch(draft.id, { status: 'paused' });
    await patch(draft.id, { budget: 30_000 });
    await patch(draft.id, { status: 'active' });
    expect(await storedForecast(ctx, draft.id)).toEqual(first);
  });

  it('gives a campaign without a target audience no forecast', async () => {
    const draft = await launch(ctx, manager, 'No Audience', { status: 'draft' });
    // Campaigns from before the wizard asked for an audience have none.
    await ctx.handle.db.update(campaigns).set({ targetAudience: null }).where(eq(campaigns.id, draft.id));
    await patch(draft.id, { status: 'active' });
    expect(await storedForecast(ctx, draft.id)).toBeNull();
    expect((await comparison(ctx, manager, draft.id)).forecast).toBeNull();
  });

  it('keeps the forecast of a launch that waits for approval once: when it is approved, not again', async () => {
    const setApproval = (launchApproval: boolean) =>
      request(ctx.app, 'PATCH', '/api/admin/settings', { cookie: admin, body: { launchApproval } });
    const decide = async (id: string) => {
      const response = await request(ctx.app, 'POST', `/api/campaigns/${id}/approval`, {
        cookie: director,
        body: { decision: 'approve' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect((await setApproval(true)).statusCode).toBe(200);
    try {
      const waiting = await launch(ctx, manager, 'Waits For Approval');
      expect(waiting.status).toBe('pending_approval');
      expect(await storedForecast(ctx, waiting.id)).toBeNull();

      expect((await decide(waiting.id)).status).toBe('active');
      const approved = await storedForecast(ctx, waiting.id);
      expect(approved).toMatchObject({ figures: { spend: 20_000 } });

      // A bigger budget sends the live campaign back for approval; approving it again keeps the launch's forecast.
      expect((await patch(waiting.id, { budget: 40_000 })).status).toBe('pending_approval');
      expect((await decide(waiting.id)).status).toBe('active');
      expect(await storedForecast(ctx, waiting.id)).toEqual(approved);
    } finally {
      await setApproval(false);
    }
  });
});

describe('GET /api/campaigns/:id/forecast', () => {
  it('holds the forecast, scaled to the days delivered, against the delivery to date, with the error', async () => {
    const campaign = await launch(ctx, manager, 'Ten Days In', { days: 31 });
    await backdate(ctx, campaign.id, 10);
    const stored = await storedForecast(ctx, campaign.id);
    if (!stored) throw new Error('no forecast kept');
    // Ten complete days (ago(10) to yesterday): 20 % more impressions than forecast, a quarter fewer conversions.
    const factors = { impressions: 1.2, clicks: 0.9, conversions: 0.75, revenue: 0.75 };
    const delivered = scaled(scaled(stored.figures, 10 / 31), factors);
    await deliver(ctx, campaign.id, { from: ago(10), to: ago(1) }, delivered);
    // Today is not complete, and the day before the start is not the campaign's: neither counts.
    await deliver(ctx, campaign.id, { from: TODAY, to: TODAY }, scaled(stored.figures, 0.5));
    await deliver(ctx, campaign.id, { from: ago(11), to: ago(11) }, scaled(stored.figures, 0.5));

    const answer = await comparison(ctx, manager, campaign.id);
    expect(answer).toMatchObject({
      campaignId: campaign.id,
      forecast: stored,
      elapsedDays: 10,
      totalDays: 31,
    });
    const whole = (f: keyof ForecastFigures) =>
      f === 'spend' || f === 'revenue' ? round(delivered[f], 2) : Math.round(delivered[f]);
    for (const f of FORECAST_FIGURES) {
      const expected = round((stored.figures[f] * 10) / 31, 2);
      expect(answer.expectedToDate?.[f], f).toBe(expected);
      expect(answer.actualToDate[f], f).toBeCloseTo(whole(f), 2);
      expect(answer.error?.[f], f).toBe(round(((answer.actualToDate[f] - expected) / expected) * 100, 1));
    }
    // The errors are the ones delivered, up to whole counts.
    expect(answer.error?.spend).toBeCloseTo(0, 0);
    expect(answer.error?.impressions).toBeCloseTo(20, 0);
    expect(answer.error?.clicks).toBeCloseTo(-10, 0);
    expect(Math.abs((answer.error?.conversions ?? 0) + 25)).toBeLessThan(1.5);
  });

  it('answers forecast: null with the actuals for a campaign launched without a forecast', async () => {
    // Imported, or launched before issue 33: the campaign has delivery but no forecast.
    const row = await insertCampaign(ctx, {
      userId: managerId,
      name: 'Launched Before Forecasts',
      startDate: ago(5),
      endDate: addDays(ago(5), 29),
    });
    const delivered = { spend: 500, impressions: 100_000, clicks: 2_000, conversions: 80, revenue: 4_000 };
    await deliver(ctx, row.id, { from: ago(5), to: ago(1) }, delivered);
    expect(await comparison(ctx, manager, row.id)).toEqual({
      campaignId: row.id,
      forecast: null,
      elapsedDays: 5,
      totalDays: 30,
      expectedToDate: null,
      actualToDate: delivered,
      error: null,
    });
  });

  it('answers 404 for a campaign that does not exist, and only to those who see campaigns', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-campaign']) {
      const missing = await request(ctx.app, 'GET', `/api/campaigns/${id}/forecast`, { cookie: manager });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found', message: CAMPAIGN_MESSAGES.notFound });
    }
    const campaign = await launch(ctx, manager, 'Seen By Managers');
    const path = `/api/campaigns/${campaign.id}/forecast`;
    expect((await request(ctx.app, 'GET', path, { cookie: analyst })).statusCode).toBe(403);
    expect((await request(ctx.app, 'GET', path)).statusCode).toBe(401);
    expect((await request(ctx.app, 'GET', path, { cookie: director })).statusCode).toBe(200);
  });
});
