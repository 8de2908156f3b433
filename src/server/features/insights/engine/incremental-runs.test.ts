import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/dates';
import { todayIn } from '../../../../shared/zoned-dates';
import { aiInsights, campaigns, insightsEngineRuns } from '../../../db/schema';
import { createUser, request, signIn, testContextForFile } from '../../../test/helpers';
import { runInsightsEngine } from '../index';

/**
 * Incremental runs (docs/ai.md): after an import only the campaigns whose figures changed are examined again, and
 * the hourly job's run skips campaigns whose inputs have not changed since their last examination, but not on a new
 * day, nor after the currency changed.
 */

const TODAY = todayIn('UTC');
const HEADER = 'date,campaign,channel,impressions,clicks,conversions,spend,revenue';
const DAYS = 45;
const NAMES = Array.from({ length: 10 }, (_, i) => `Incremental ${i + 1}`);

const ctx = testContextForFile();
let manager: string;
let admin: string;

/** `days` days to yesterday of one campaign on two channels; `factor` scales its last week (a changed import). */
function campaignLines(name: string, seed: number, factor = 1): string[] {
  const lines: string[] = [];
  for (let d = DAYS; d >= 1; d -= 1) {
    const day = addDays(TODAY, -d);
    const scale = d <= 7 ? factor : 1;
    for (const [c, channel] of ['Meta', 'Google Search'].entries()) {
      // A steady campaign with a little day-to-day variation, different per campaign and channel.
      const impressions = Math.round(
        (4000 + seed * 300 + c * 900 + ((d * 37 + seed * 11) % 17) * 20) * scale,
      );
      const clicks = Math.round(impressions * 0.03);
      lines.push(
        `${day},${name},${channel},${impressions},${clicks},${Math.round(clicks * 0.1)},${(clicks * 0.5).toFixed(2)},${(clicks * 2).toFixed(2)}`,
      );
    }
  }
  return lines;
}

const importCsv = (lines: string[]) =>
  request(ctx.app, 'POST', '/api/metrics/import', {
    cookie: manager,
    body: `${[HEADER, ...lines].join('\n')}\n`,
    headers: { 'content-type': 'text/csv' },
  });

/** Each campaign's last examination, by name. */
async function examinations(): Promise<Map<string, number>> {
  const rows = await ctx.handle.db
    .select({ name: campaigns.name, at: insightsEngineRuns.examinedAt })
    .from(insightsEngineRuns)
    .innerJoin(campaigns, eq(campaigns.id, insightsEngineRuns.campaignId));
  return new Map(rows.map((r) => [r.name, r.at.getTime()]));
}

/** Each campaign's insight rows as last written (id → updated_at), by name. */
async function insightWrites(names: string[]): Promise<Map<string, string>> {
  const rows = await ctx.handle.db
    .select({ name: campaigns.name, id: aiInsights.id, at: aiInsights.updatedAt })
    .from(aiInsights)
    .innerJoin(campaigns, eq(campaigns.id, aiInsights.campaignId))
    .where(inArray(campaigns.name, names));
  return new Map(rows.map((r) => [`${r.name}:${r.id}`, r.at.toISOString()]));
}

beforeAll(async () => {
  await createUser(ctx, { username: 'mgr', role: 'marketing_manager' });
  await createUser(ctx, { username: 'root', role: 'admin' });
  manager = await signIn(ctx, 'mgr');
  admin = await signIn(ctx, 'root');
  const response = await importCsv(NAMES.flatMap((name, i) => campaignLines(name, i)));
  expect(response.statusCode, response.body).toBe(200);
});

describe('incremental insights runs', () => {
  it('an import re-examines only the campaigns whose figures it changed', async () => {
    const before = await examinations();
    expect([...before.keys()].sort()).toEqual([...NAMES].sort());
    const untouched = NAMES.slice(2);
    const writesBefore = await insightWrites(untouched);

    // The same file for all ten, with new figures for the last week of the first two.
    const response = await importCsv(NAMES.flatMap((name, i) => campaignLines(name, i, i < 2 ? 2.5 : 1)));
    expect(response.statusCode, response.body).toBe(200);

    const after = await examinations();
    for (const name of NAMES.slice(0, 2)) expect(after.get(name)).toBeGreaterThan(before.get(name) as number);
    for (const name of untouched) expect(after.get(name)).toBe(before.get(name));
    expect(await insightWrites(untouched)).toEqual(writesBefore);
    // What the import changed was looked at: a lasting 2.5× jump is an anomaly on both campaigns.
    const jumped = await ctx.handle.db
      .select({ name: campaigns.name })
      .from(aiInsights)
      .innerJoin(campaigns, eq(campaigns.id, aiInsights.campaignId))
      .where(eq(aiInsights.kind, 'anomaly'));
    expect(new Set(jumped.map((r) => r.name))).toEqual(new Set(NAMES.slice(0, 2)));
  });

  it("the hourly job's run skips unchanged campaigns the same day and examines every one on the next", async () => {
    const now = new Date();
    const sameDay = await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC', now });
    expect(sameDay).toMatchObject({ examined: 0, skipped: NAMES.length, opened: 0, updated: 0, resolved: 0 });

    // Pacing and the examined window move with the calendar: a new day examines everything once.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const nextDay = await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC', now: tomorrow });
    expect(nextDay).toMatchObject({ examined: NAMES.length, skipped: 0 });
    expect(await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC', now: tomorrow })).toMatchObject({
      examined: 0,
      skipped: NAMES.length,
    });
    // Back to today for the tests after this one.
    expect(await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC', now })).toMatchObject({
      examined: NAMES.length,
    });
  });

  it('a change of a campaign (its end date) or of the workspace currency is a changed input', async () => {
    const [third] = await ctx.handle.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.name, NAMES[2] as string));
    await ctx.handle.db
      .update(campaigns)
      .set({ endDate: addDays(TODAY, 3) })
      .where(eq(campaigns.id, third?.id as string));
    expect(await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC' })).toMatchObject({
      examined: 1,
      skipped: NAMES.length - 1,
    });

    const before = await examinations();
    const changed = await request(ctx.app, 'PATCH', '/api/admin/settings', {
      cookie: admin,
      body: { currency: 'EUR' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The route rewrites every campaign's insights after answering: each one is examined again.
    await expect
      .poll(
        async () =>
          [...(await examinations())].filter(([name, at]) => at > (before.get(name) as number)).length,
      )
      .toBe(NAMES.length);
    expect(await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC' })).toMatchObject({ examined: 0 });
  });

  it('force examines every campaign whatever its inputs', async () => {
    expect(await runInsightsEngine({ db: ctx.handle.db, timeZone: 'UTC', force: true })).toMatchObject({
      examined: NAMES.length,
      skipped: 0,
      opened: 0,
    });
  });
});
