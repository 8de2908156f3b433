import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { outcomeLabel } from '../../../shared/outcomes';
import { todayIn } from '../../../shared/zoned-dates';
import { aiInsights } from '../../db/schema';
import { seededRandom } from '../../lib/random';
import { insertCampaign, insertMetric } from '../../test/fixtures';
import { createUser, request, signIn, testContextForFile } from '../../test/helpers';
import { measureOutcomes } from './outcomes';
import { budgetTestEvidence, planReallocationEvidence, reallocationEvidence } from './test/evidence';

/**
 * Issue 16, item 3: 7 and 14 days after a recommendation is applied, its result is measured against the days before
 * and the campaign's other channels.
 */
const ctx = testContextForFile();
const TODAY = todayIn('UTC');
let cookie: string;
let ownerId: string;

beforeAll(async () => {
  ownerId = (await createUser(ctx, { username: 'out-manager', role: 'marketing_manager' })).id;
  cookie = await signIn(ctx, 'out-manager');
});

/** Days of delivery on three channels; `lift` multiplies revenue on the treated channels after `TODAY`. */
async function deliver(campaignId: string, lift: number, seed: string) {
  const random = seededRandom(seed);
  const noise = () => 1 + (random() - 0.5) * 0.1;
  for (let offset = -20; offset <= 14; offset += 1) {
    const date = addDays(TODAY, offset);
    // The whole market moves: a weekly swing every channel shares, which the control takes out.
    const market = 1 + 0.25 * Math.sin((offset * 2 * Math.PI) / 7);
    for (const [channel, roas] of [
      ['Google Search', 3],
      ['Email', 1.5],
      ['Meta', 2],
    ] as const) {
      const treated = channel !== 'Meta';
      const spend = 100 * noise();
      const revenue = spend * roas * market * noise() * (treated && offset > 0 ? lift : 1);
      await insertMetric(ctx, {
        campaignId,
        date,
        channel,
        impressions: 10_000,
        clicks: 300,
        conversions: 20,
        spend: Math.round(spend * 100) / 100,
        revenue: Math.round(revenue * 100) / 100,
      });
    }
  }
}

/** A recommendation on the campaign (a reallocation unless `data` says otherwise), applied now through the API → its id. */
async function applyReallocation(
  campaignId: string,
  name: string,
  fingerprint = name,
  data: Record<string, unknown> = reallocationEvidence({ from: 'Email', to: 'Google Search', shift: 0.1 }),
) {
  const kind = String(data.kind);
  const [insight] = await ctx.handle.db
    .insert(aiInsights)
    .values({
      userId: ownerId,
      campaignId,
      type: 'optimization_suggestion',
      title: `Move budget from Email to Google Search on ${name}`,
      description: 'Google Search returned more.',
      confidence: '0.80',
      impact: 'high',
      kind,
      data,
      fingerprint: `outcome-test:${fingerprint}`,
    })
    .returning();
  if (!insight) throw new Error('no insight');
  const applied = await request(ctx.app, 'POST', `/api/insights/${insight.id}/apply`, { cookie });
  expect(applied.statusCode, applied.body).toBe(200);
  return insight.id;
}

async function appliedRecommendation(name: string, lift: number, data?: Record<string, unknown>) {
  const campaign = await insertCampaign(ctx, {
    userId: ownerId,
    name,
    startDate: addDays(TODAY, -30),
    endDate: addDays(TODAY, 30),
  });
  await deliver(campaign.id, lift, name);
  return applyReallocation(campaign.id, name, name, data);
}

const outcomeOf = async (id: string) =>
  (await ctx.handle.db.select().from(aiInsights).where(eq(aiInsights.id, id)))[0]?.outcome;
const inDays = (days: number) => new Date(`${addDays(TODAY, days)}T06:00:00Z`);

describe('measured result of an applied recommendation', () => {
  it('is pending right after applying, then measured net of the other channels at 7 and again at 14 days', async () => {
    const id = await appliedRecommendation('Lifted', 1.3);
    const listed = (await request(ctx.app, 'GET', '/api/insights?status=applied', { cookie })).json();
    expect(listed.find((i: { id: string }) => i.id === id)?.outcome).toMatchObject({
      status: 'pending',
      measurableOn: addDays(TODAY, 7),
      effect: null,
    });

    // Day 7 is not complete yet: nothing changes.
    expect(await measureOutcomes(ctx.handle.db, 'UTC', inDays(7))).toBe(0);
    expect((await outcomeOf(id))?.status).toBe('pending');

    await measureOutcomes(ctx.handle.db, 'UTC', inDays(8));
    const week = await outcomeOf(id);
    expect(week).toMatchObject({ status: 'measured', days: 7, control: 'other_channels' });
    // Revenue on the changed channels rose 30 % while the market swung: the control takes the swing out.
    expect(week?.effect).toBeGreaterThan(20);
    expect(week?.effect).toBeLessThan(40);
    expect(week?.margin).toBeGreaterThan(0);
    expect(week?.margin).toBeLessThan(15);
    expect(week?.evidence?.before).toEqual({ start: addDays(TODAY, -6), end: TODAY });
    expect(week?.evidence?.after).toEqual({ start: addDays(TODAY, 1), end: addDays(TODAY, 7) });
    expect(outcomeLabel(week as NonNullable<typeof week>)).toMatch(
      /^Measured: \+\d+ % ROAS \(±\d+ %\) after 7 days$/,
    );

    // Measuring again the same day changes nothing; at 14 days the final figure replaces it.
    expect(await measureOutcomes(ctx.handle.db, 'UTC', inDays(9))).toBe(0);
    await measureOutcomes(ctx.handle.db, 'UTC', inDays(15));
    const fortnight = await outcomeOf(id);
    expect(fortnight).toMatchObject({ status: 'measured', days: 14 });
    expect(fortnight?.evidence?.before.start).toBe(addDays(TODAY, -13));

    // The report says it with the insight.
    const report = (
      await request(ctx.app, 'GET', '/api/reports/performance?type=executive', { cookie })
    ).json();
    const reported = report.appliedResults.find((r: { title: string }) => r.title.includes('Lifted'));
    expect(reported).toMatchObject({ status: 'measured' });
    expect(reported?.outcome).toMatch(/^Measured: \+\d+ % ROAS \(±\d+ %\) after 14 days$/);
  });

  it('says "no measurable effect" when the change is within the noise, and undo clears the result', async () => {
    const id = await appliedRecommendation('Flat', 1);
    await measureOutcomes(ctx.handle.db, 'UTC', inDays(8));
    const week = await outcomeOf(id);
    expect(week).toMatchObject({ status: 'no_effect', days: 7 });
    expect(Math.abs(week?.effect ?? 99)).toBeLessThan(week?.margin ?? 0);
    expect(outcomeLabel(week as NonNullable<typeof week>)).toBe('No measurable effect after 7 days');

    const undone = await request(ctx.app, 'POST', `/api/insights/${id}/undo`, { cookie });
    expect(undone.statusCode).toBe(200);
    expect(await outcomeOf(id)).toBeNull();
  });
});

describe('the channels a result measures (issue 32)', () => {
  // Each channel spends about 100 a day (±5 %): a week's spend tells how many channels a side sums.
  const weekOf = (channels: number) => expect.closeTo(700 * channels, -2.5);

  it('a plan-based reallocation treats every channel whose share moves by a point or more', async () => {
    const everyChannel = await appliedRecommendation(
      'Plan moves all',
      1,
      planReallocationEvidence({ 'Google Search': [0.4, 0.5], Email: [0.35, 0.2], Meta: [0.25, 0.3] }),
    );
    // Meta's share moves by half a point: it stays in the control.
    const twoChannels = await appliedRecommendation(
      'Plan moves two',
      1.3,
      planReallocationEvidence({ 'Google Search': [0.4, 0.545], Email: [0.35, 0.2], Meta: [0.25, 0.255] }),
    );
    await measureOutcomes(ctx.handle.db, 'UTC', inDays(8));

    const all = await outcomeOf(everyChannel);
    expect(all).toMatchObject({ days: 7, control: 'none', evidence: { control: null } });
    expect(all?.evidence?.treated.before.spend).toEqual(weekOf(3));

    const two = await outcomeOf(twoChannels);
    expect(two).toMatchObject({ status: 'measured', days: 7, control: 'other_channels' });
    expect(two?.evidence?.treated.before.spend).toEqual(weekOf(2));
    expect(two?.evidence?.control?.before.spend).toEqual(weekOf(1));
    // The lift was on Google Search and Email, the two it moved.
    expect(two?.effect).toBeGreaterThan(20);
    expect(two?.effect).toBeLessThan(40);
  });

  it("a budget test treats its channel against the others, and its last day's result is final", async () => {
    const id = await appliedRecommendation(
      'Test on Email',
      1,
      budgetTestEvidence({ channel: 'Email', currentShare: 0.2, testShare: 0.35 }),
    );
    await measureOutcomes(ctx.handle.db, 'UTC', inDays(8));
    const week = await outcomeOf(id);
    expect(week).toMatchObject({ days: 7, control: 'other_channels', metric: 'roas' });
    expect(week?.evidence?.treated.before.spend).toEqual(weekOf(1));
    expect(week?.evidence?.control?.before.spend).toEqual(weekOf(2));

    await measureOutcomes(ctx.handle.db, 'UTC', inDays(15));
    const final = await outcomeOf(id);
    expect(final).toMatchObject({ days: 14, waitingFor: null });
    expect(final?.evidence?.after).toEqual({ start: addDays(TODAY, 1), end: addDays(TODAY, 14) });
  });

  it('a test shorter than two weeks is measured over its own days only', async () => {
    const id = await appliedRecommendation('Week test', 1, budgetTestEvidence({ channel: 'Meta', days: 7 }));
    // Two weeks later the 14-day window has passed, but the test (and its changed mix) ended after 7.
    await measureOutcomes(ctx.handle.db, 'UTC', inDays(15));
    const outcome = await outcomeOf(id);
    expect(outcome).toMatchObject({ days: 7, waitingFor: null });
    expect(outcome?.evidence?.after).toEqual({ start: addDays(TODAY, 1), end: addDays(TODAY, 7) });
  });
});

/** One day's CSV line per channel for the late-data test: the import writes what the platform reported. */
const LATE_CHANNELS = [
  ['Google Search', 3],
  ['Email', 1.5],
  ['Meta', 2],
] as const;
const lateLine = (date: string, channel: string, roas: number, lift = 1) =>
  `${date},Late Arrival,${channel},10000,300,20,100.00,${(100 * roas * lift).toFixed(2)}`;

describe('a result on data that arrives late (issue 30, item 13)', () => {
  it('waits for the missing days, is measured when an import brings them, and again when one corrects them', async () => {
    const campaign = await insertCampaign(ctx, {
      userId: ownerId,
      name: 'Late Arrival',
      startDate: addDays(TODAY, -40),
      endDate: addDays(TODAY, 30),
    });
    // Applied 10 days ago: its first week ran from 9 to 3 days ago, but the data stops 5 days ago.
    const applied = addDays(TODAY, -10);
    for (let offset = -30; offset <= -5; offset += 1) {
      for (const [channel, roas] of LATE_CHANNELS) {
        const lift = channel !== 'Meta' && addDays(TODAY, offset) > applied ? 1.3 : 1;
        await insertMetric(ctx, {
          campaignId: campaign.id,
          date: addDays(TODAY, offset),
          channel,
          impressions: 10_000,
          clicks: 300,
          conversions: 20,
          spend: 100,
          revenue: Math.round(100 * roas * lift * (1 + (offset % 3) * 0.02) * 100) / 100,
        });
      }
    }
    const id = await applyReallocation(campaign.id, 'Late Arrival', 'late');
    await ctx.handle.db
      .update(aiInsights)
      .set({ appliedAt: new Date(`${applied}T09:00:00Z`) })
      .where(eq(aiInsights.id, id));
    const listed = async () =>
      (await request(ctx.app, 'GET', '/api/insights?status=applied', { cookie }))
        .json()
        .find((i: { id: string }) => i.id === id)?.outcome;

    // The week has passed, two of its days have not arrived: no result on five days, it says what it waits for.
    await measureOutcomes(ctx.handle.db, 'UTC');
    const waiting = await listed();
    expect(waiting).toMatchObject({ status: 'pending', days: null, waitingFor: addDays(TODAY, -3) });
    expect(outcomeLabel(waiting)).toBe(`Waiting for data to ${addDays(TODAY, -3)}`);

    // The import with the missing days runs the engine, which measures the complete week.
    const days = [-4, -3].map((offset) => addDays(TODAY, offset));
    const importCsv = (lines: string[]) =>
      request(ctx.app, 'POST', '/api/metrics/import', {
        cookie,
        body: `${['date,campaign,channel,impressions,clicks,conversions,spend,revenue', ...lines].join('\n')}\n`,
        headers: { 'content-type': 'text/csv' },
      });
    const late = await importCsv(
      days.flatMap((date) =>
        LATE_CHANNELS.map(([channel, roas]) => lateLine(date, channel, roas, channel === 'Meta' ? 1 : 1.3)),
      ),
    );
    expect(late.statusCode, late.body).toBe(200);
    const week = await listed();
    expect(week).toMatchObject({ status: 'measured', days: 7, waitingFor: null });
    expect(week.evidence.after).toEqual({ start: addDays(applied, 1), end: addDays(applied, 7) });

    // A corrected export lowers the changed channels' revenue in that week: the result is measured again.
    const corrected = await importCsv(
      [-8, -7, -6].map((offset) => lateLine(addDays(TODAY, offset), 'Google Search', 3, 0.5)),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const again = await listed();
    expect(again.days).toBe(7);
    expect(again.evidence.treated.after.revenue).toBeLessThan(week.evidence.treated.after.revenue);
    expect(again.effect).toBeLessThan(week.effect);
  });
});
