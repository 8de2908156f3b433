import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import { runIngest } from '../../jobs/ingest';
import { insertCampaign } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';

const TODAY = todayIn('UTC');
const ago = (n: number) => addDays(TODAY, -n);

const ctx = testContextForFile();
let manager: string;
let managerId: string;
beforeAll(async () => {
  managerId = (await createUser(ctx, { username: 'mgr', role: 'marketing_manager' })).id;
  manager = await signIn(ctx, 'mgr');
});

/** Delivery comes in the way real data does: a CSV through the import, which refreshes what depends on it. */
async function importSpend(campaign: string, days: { date: string; spend: number }[]) {
  const csv = [
    'date,campaign,channel,impressions,clicks,conversions,spend,revenue',
    ...days.map((d) => `${d.date},${campaign},Google Search,10000,300,20,${d.spend.toFixed(2)},500.00`),
  ].join('\n');
  const response = await request(ctx.app, 'POST', '/api/metrics/import', {
    cookie: manager,
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
  expect(response.statusCode).toBe(200);
}

const detail = async (id: string) =>
  (await request(ctx.app, 'GET', `/api/campaigns/${id}`, { cookie: manager })).json();
const listed = async (id: string) =>
  (
    (await request(ctx.app, 'GET', '/api/campaigns?limit=100', { cookie: manager })).json() as {
      id: string;
      pacing: unknown;
    }[]
  ).find((c) => c.id === id);

/** Inserts a campaign of the manager's running from `startDate` to `endDate`. */
const insertManagerCampaign = (name: string, startDate: string, endDate: string, budget?: number) =>
  insertCampaign(ctx, { userId: managerId, name, startDate, endDate, budget });

describe('budget pacing on campaigns', () => {
  it('shows spend to date against the plan, the projection and the status, in the detail and the list', async () => {
    // 30 days, $3,000: the plan is 70 % = $2,100, $70 a day. Ten complete days at $70.
    const campaign = await insertManagerCampaign('Paced Evenly', ago(10), addDays(TODAY, 19), 3000);
    await importSpend(
      'Paced Evenly',
      Array.from({ length: 10 }, (_, i) => ({ date: ago(10 - i), spend: 70 })),
    );
    const expected = {
      spendToDate: 700,
      plannedToDate: 700,
      projectedTotal: 2100,
      plannedTotal: 2100,
      status: 'on_track',
      asOf: ago(1),
      daysElapsed: 10,
      daysTotal: 30,
    };
    expect((await detail(campaign.id)).pacing).toEqual(expected);
    expect((await listed(campaign.id))?.pacing).toEqual(expected);

    // A cut budget moves the plan at once: the same run rate now overspends it.
    const cut = await request(ctx.app, 'PATCH', `/api/campaigns/${campaign.id}`, {
      cookie: manager,
      body: { budget: 2000 },
    });
    expect(cut.statusCode).toBe(200);
    expect(cut.json().pacing).toMatchObject({ plannedTotal: 1400, projectedTotal: 2100, status: 'over' });
    expect((await listed(campaign.id))?.pacing).toMatchObject({ status: 'over' });
  });

  it('projects from the recent run rate: a campaign that slowed down is under-pacing', async () => {
    const campaign = await insertManagerCampaign('Slowed Down', ago(14), addDays(TODAY, 15), 3000);
    // A week at plan, then a week at a third of it: 490 + 163.33, run rate $23.33 a day over 16 days left.
    await importSpend('Slowed Down', [
      ...Array.from({ length: 7 }, (_, i) => ({ date: ago(14 - i), spend: 70 })),
      ...Array.from({ length: 7 }, (_, i) => ({ date: ago(7 - i), spend: 23.33 })),
    ]);
    const { pacing } = await detail(campaign.id);
    expect(pacing).toMatchObject({ spendToDate: 653.31, daysElapsed: 14, status: 'under' });
    expect(pacing.projectedTotal).toBeCloseTo(653.31 + 23.33 * 16, 1);
  });

  it('has none while paused or before the first complete day, and comes back on resume', async () => {
    const running = await insertManagerCampaign('Pausable', ago(5), addDays(TODAY, 24), 3000);
    await importSpend('Pausable', [{ date: ago(1), spend: 70 }]);
    expect((await detail(running.id)).pacing).toMatchObject({ status: expect.any(String) });

    const pause = await request(ctx.app, 'PATCH', `/api/campaigns/${running.id}`, {
      cookie: manager,
      body: { status: 'paused' },
    });
    expect(pause.json().pacing).toBeNull();
    expect((await listed(running.id))?.pacing).toBeNull();
    const resume = await request(ctx.app, 'PATCH', `/api/campaigns/${running.id}`, {
      cookie: manager,
      body: { status: 'active' },
    });
    expect(resume.json().pacing).toMatchObject({ spendToDate: 70, daysElapsed: 5 });

    const startsToday = await insertManagerCampaign('Starts Today', TODAY, addDays(TODAY, 29));
    await importSpend('Starts Today', [{ date: TODAY, spend: 10 }]);
    expect((await detail(startsToday.id)).pacing).toBeNull();
  });

  it('moves with the calendar: the hourly ingest counts the day that has just completed', async () => {
    const campaign = await insertManagerCampaign('Next Morning', ago(3), addDays(TODAY, 26), 3000);
    await importSpend(
      'Next Morning',
      [ago(3), ago(2), ago(1), TODAY].map((date) => ({ date, spend: 70 })),
    );
    expect((await detail(campaign.id)).pacing).toMatchObject({
      asOf: ago(1),
      daysElapsed: 3,
      spendToDate: 210,
    });

    // The next day's first ingest: today is complete now, with no new metrics written.
    await runIngest({
      db: ctx.handle.db,
      config: ctx.config,
      now: new Date(`${addDays(TODAY, 1)}T06:00:00Z`),
    });
    expect((await detail(campaign.id)).pacing).toMatchObject({
      asOf: TODAY,
      daysElapsed: 4,
      spendToDate: 280,
    });
  });
});
