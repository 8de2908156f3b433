import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../shared/dates';
import { campaignChannelRunningTotals, campaignChannelTotals, metricRollupBuilds } from '../../db/schema';
import { insertCampaign } from '../../test/fixtures';
import { createUser, testContextForFile } from '../../test/helpers';
import { type MetricWrite, writeMetrics } from '../metrics';
import { campaignBreakdown, campaignRevenueBySlice } from './analytics.queries';
import { ensureRollupsBuilt, runningTotalsReady } from './metric-rollups';

/**
 * Issue 34: a period's per-campaign figures are the difference of running totals. Whatever order metrics arrive
 * in (appends, rewrites of old days, gaps, a channel added later), every period, channel and slicing must give
 * exactly the sums of the rows inside it, and so must a database upgraded with metrics already there.
 */
const ctx = testContextForFile();
const FIRST = '2026-01-01';
const DAYS = 60;
const CHANNELS = ['Google Search', 'Meta', 'Email'];

const writeArb = fc.record({
  campaign: fc.nat({ max: 2 }),
  day: fc.nat({ max: DAYS - 1 }),
  channel: fc.constantFrom(...CHANNELS),
  impressions: fc.nat({ max: 5000 }),
  clicks: fc.nat({ max: 200 }),
  conversions: fc.nat({ max: 20 }),
  spendCents: fc.nat({ max: 100_000 }),
  revenueCents: fc.nat({ max: 300_000 }),
});
const scopeArb = fc.record({
  start: fc.nat({ max: DAYS + 5 }),
  length: fc.integer({ min: 1, max: DAYS }),
  channel: fc.option(fc.constantFrom(...CHANNELS), { nil: undefined }),
});

type Stored = Map<string, MetricWrite>;

function expectedSums(stored: Stored, scope: { start: string; end: string; channel?: string | undefined }) {
  const sums = new Map<
    string,
    { spend: number; revenue: number; impressions: number; conversions: number }
  >();
  for (const row of stored.values()) {
    if (row.date < scope.start || row.date > scope.end || (scope.channel && row.channel !== scope.channel))
      continue;
    const s = sums.get(row.campaignId) ?? { spend: 0, revenue: 0, impressions: 0, conversions: 0 };
    s.spend += row.spend;
    s.revenue += row.revenue;
    s.impressions += row.impressions;
    s.conversions += row.conversions;
    sums.set(row.campaignId, s);
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return [...sums]
    .filter(([, s]) => s.impressions > 0 || s.spend > 0 || s.revenue > 0)
    .map(([id, s]) => ({ id, spend: round(s.spend), revenue: round(s.revenue), impressions: s.impressions }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

async function actualSums(scope: { start: string; end: string; channel?: string | undefined }) {
  return (await campaignBreakdown(ctx.handle.db, scope))
    .map((c) => ({ id: c.id, spend: c.spend, revenue: c.revenue, impressions: c.impressions }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

describe('running totals', () => {
  it('give every period, channel and slicing the sums of its rows, through any order of writes', async () => {
    const owner = await createUser(ctx, { username: 'rt-owner', role: 'marketing_manager' });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(writeArb, { minLength: 1, maxLength: 25 }), { minLength: 1, maxLength: 4 }),
        fc.array(scopeArb, { minLength: 3, maxLength: 3 }),
        async (batches, scopes) => {
          run += 1;
          const ids = await Promise.all(
            [0, 1, 2].map(
              async (i) =>
                (
                  await insertCampaign(ctx, {
                    userId: owner.id,
                    name: `RT ${run}-${i}`,
                    startDate: FIRST,
                    endDate: '2026-12-31',
                  })
                ).id,
            ),
          );
          const stored: Stored = new Map();
          for (const batch of batches) {
            const rows = batch.map((w) => ({
              campaignId: ids[w.campaign] as string,
              date: addDays(FIRST, w.day),
              channel: w.channel,
              impressions: w.impressions,
              clicks: w.clicks,
              conversions: w.conversions,
              spend: w.spendCents / 100,
              revenue: w.revenueCents / 100,
            }));
            await writeMetrics({ db: ctx.handle.db, timeZone: 'UTC' }, rows, { runEngine: false });
            for (const row of rows) stored.set(`${row.campaignId}|${row.date}|${row.channel}`, row);
          }
          const mine = (list: { id: string }[]) => list.filter((c) => ids.includes(c.id));
          for (const s of scopes) {
            const scope = {
              start: addDays(FIRST, s.start - 3),
              end: addDays(FIRST, s.start - 3 + s.length - 1),
              channel: s.channel,
            };
            expect(mine(await actualSums(scope))).toEqual(expectedSums(stored, scope));
          }
          // The report's trend: consecutive slices in one read, each equal to its own sum.
          const s0 = scopes[0] ?? { start: 0, length: 10 };
          const slices = Array.from({ length: 4 }, (_, i) => ({
            start: addDays(FIRST, s0.start - 3 + i * s0.length),
            end: addDays(FIRST, s0.start - 3 + (i + 1) * s0.length - 1),
          }));
          const bySlice = await campaignRevenueBySlice(ctx.handle.db, slices);
          for (const id of ids) {
            const expected = slices.map(
              (slice) => expectedSums(stored, slice).find((c) => c.id === id)?.revenue ?? 0,
            );
            expect(bySlice?.get(id) ?? slices.map(() => 0), `${id}`).toEqual(expected);
          }
        },
      ),
      { numRuns: 12, seed: 34 },
    );
  });

  it('are built at start-up for metrics there before them, and analytics sums the rows until then', async () => {
    const owner = await createUser(ctx, { username: 'rt-upgrade', role: 'marketing_manager' });
    const campaign = await insertCampaign(ctx, {
      userId: owner.id,
      name: 'Upgraded',
      startDate: FIRST,
      endDate: '2026-12-31',
    });
    // Days 0–29 with a gap on day 10, on two channels.
    const rows = Array.from({ length: 30 }, (_, day) => day)
      .filter((day) => day !== 10)
      .flatMap((day) =>
        ['Google Search', 'Meta'].map((channel) => ({
          campaignId: campaign.id,
          date: addDays(FIRST, day),
          channel,
          impressions: 100 + day,
          clicks: 5,
          conversions: 1,
          spend: 10 + day / 4,
          revenue: 30 + day / 2,
        })),
      );
    await writeMetrics({ db: ctx.handle.db, timeZone: 'UTC' }, rows, { runEngine: false });
    const scope = { start: addDays(FIRST, 5), end: addDays(FIRST, 10) };
    const before = (await campaignBreakdown(ctx.handle.db, scope)).find((c) => c.id === campaign.id);
    expect(daysBetween(scope.start, scope.end)).toBe(5);
    // As the migration leaves an existing database: no running totals, a build requested.
    await ctx.handle.db.delete(campaignChannelRunningTotals);
    await ctx.handle.db.delete(campaignChannelTotals);
    await ctx.handle.db.insert(metricRollupBuilds).values({ name: 'running_totals' });
    expect(await runningTotalsReady(ctx.handle.db)).toBe(false);
    expect((await campaignBreakdown(ctx.handle.db, scope)).find((c) => c.id === campaign.id)).toEqual(before);
    expect(await campaignRevenueBySlice(ctx.handle.db, [scope])).toBeUndefined();

    expect(await ensureRollupsBuilt(ctx.handle.db)).toBe(true);
    expect(await runningTotalsReady(ctx.handle.db)).toBe(true);
    expect((await campaignBreakdown(ctx.handle.db, scope)).find((c) => c.id === campaign.id)).toEqual(before);
    expect((await campaignRevenueBySlice(ctx.handle.db, [scope]))?.get(campaign.id)).toEqual([
      before?.revenue,
    ]);
    expect(await ensureRollupsBuilt(ctx.handle.db)).toBe(false);
  });
});
