import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { auditLog, campaignMetrics, campaigns, customerProfiles } from '../../db/schema';
import { insertCampaign } from '../../test/fixtures';
import { createUser, testContextForFile } from '../../test/helpers';
import { runDeliverySimulator, simulateDay } from './metrics-simulator';

const NOW = new Date('2026-11-22T18:00:00Z'); // 75 % of the UTC day has passed
const TODAY = '2026-11-22';
const ctx = testContextForFile();
let ownerId: string;
beforeAll(async () => {
  ownerId = (await createUser(ctx, { username: 'owner', role: 'marketing_manager' })).id;
});

/** A campaign of the owner's from `startDate` to `endDate`, with the fixture's defaults for anything not given. */
const insertOwnedCampaign = (
  name: string,
  startDate: string,
  endDate: string,
  more: Pick<Parameters<typeof insertCampaign>[1], 'budget' | 'status'> = {},
) => insertCampaign(ctx, { userId: ownerId, name, startDate, endDate, ...more });
const simulate = () => runDeliverySimulator({ db: ctx.handle.db, timeZone: 'UTC', now: NOW });
const campaignRow = async (id: string) =>
  (await ctx.handle.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

const metricsOf = (campaignId: string) =>
  ctx.handle.db.select().from(campaignMetrics).where(eq(campaignMetrics.campaignId, campaignId));

describe('delivery simulator', () => {
  it('is deterministic per campaign, date and channel, and paces 70 % of budget over the days', async () => {
    const campaign = await insertOwnedCampaign('Pace', '2026-11-01', '2026-11-30', { budget: 30_000 });
    expect(simulateDay(campaign, '2026-11-10')).toEqual(simulateDay(campaign, '2026-11-10'));
    expect(simulateDay(campaign, '2026-11-10')).not.toEqual(simulateDay(campaign, '2026-11-11'));
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-11-01', i));
    const spend = days.flatMap((d) => simulateDay(campaign, d)).reduce((sum, m) => sum + m.spend, 0);
    // 70 % of $30,000 = $21,000, give or take noise, seasonality and rare spikes.
    expect(spend).toBeGreaterThan(21_000 * 0.8);
    expect(spend).toBeLessThan(21_000 * 1.2);
    expect(new Set(simulateDay(campaign, '2026-11-10').map((m) => m.channel)).size).toBe(3);
  });

  it('writes every day from start to today (today as the elapsed share), nothing for drafts or future starts', async () => {
    const active = await insertOwnedCampaign('Backfill', '2026-11-15', '2026-12-15');
    const draft = await insertOwnedCampaign('Draft', '2026-11-15', '2026-12-15', { status: 'draft' });
    const future = await insertOwnedCampaign('Future', '2026-11-25', '2026-12-15');
    await simulate();
    const rows = await metricsOf(active.id);
    expect(new Set(rows.map((r) => r.date))).toEqual(
      new Set(Array.from({ length: 8 }, (_, i) => addDays('2026-11-15', i))),
    );
    const todaySpend = rows.filter((r) => r.date === TODAY).reduce((s, r) => s + Number(r.spend), 0);
    const fullDay = simulateDay(active, TODAY).reduce((s, m) => s + m.spend, 0);
    expect(todaySpend).toBeCloseTo(fullDay * 0.75, 0);
    expect(await metricsOf(draft.id)).toHaveLength(0);
    expect(await metricsOf(future.id)).toHaveLength(0);
    // Profiles for the audience report.
    const profiles = await ctx.handle.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, ownerId));
    expect(profiles.length).toBeGreaterThan(0);
    // performanceMetrics kept current.
    const refreshed = await campaignRow(active.id);
    const total = rows.reduce((s, r) => s + Number(r.spend), 0);
    expect(Number(refreshed?.performanceMetrics?.spend)).toBeCloseTo(total, 1);
  });

  it('is idempotent: a second run changes no past day and adds no rows', async () => {
    const campaign = await insertOwnedCampaign('Twice', '2026-11-10', '2026-12-10');
    await simulate();
    const first = await metricsOf(campaign.id);
    await simulate();
    const second = await metricsOf(campaign.id);
    expect(second).toHaveLength(first.length);
    const key = (r: (typeof first)[number]) => `${r.date}|${r.channel}|${r.spend}|${r.clicks}`;
    expect(second.map(key).sort()).toEqual(first.map(key).sort());
  });

  it('accrues nothing on days the campaign was paused', async () => {
    const campaign = await insertOwnedCampaign('Paused mid-way', '2026-11-12', '2026-12-12');
    // Paused on the 15th, resumed on the 18th: the history the simulator reads from the audit log.
    const statusChange = (from: string, to: string, at: string) => ({
      actorId: ownerId,
      action: 'campaign.status_changed',
      targetType: 'campaign',
      targetId: campaign.id,
      before: { status: from },
      after: { status: to },
      at: new Date(at),
    });
    await ctx.handle.db
      .insert(auditLog)
      .values([
        statusChange('active', 'paused', '2026-11-15T09:00:00Z'),
        statusChange('paused', 'active', '2026-11-18T09:00:00Z'),
      ]);
    await simulate();
    const dates = new Set((await metricsOf(campaign.id)).map((r) => r.date));
    expect([...dates].sort()).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('writes only for demo campaigns, never for imported or Google Ads ones', async () => {
    const demo = await insertOwnedCampaign('Simulated', '2026-11-20', '2026-12-20');
    const others = [];
    for (const dataSource of ['imported', 'google-ads']) {
      const campaign = await insertOwnedCampaign(`Real data (${dataSource})`, '2026-11-20', '2026-12-20');
      await ctx.handle.db.update(campaigns).set({ dataSource }).where(eq(campaigns.id, campaign.id));
      others.push(campaign);
    }
    const result = await simulate();
    expect(result.campaignIds).toContain(demo.id);
    expect((await metricsOf(demo.id)).length).toBeGreaterThan(0);
    for (const campaign of others) {
      expect(result.campaignIds).not.toContain(campaign.id);
      expect(await metricsOf(campaign.id)).toHaveLength(0);
    }
  });

  it('completes active campaigns whose end date has passed, with an audit row', async () => {
    const ended = await insertOwnedCampaign('Ended', '2026-10-01', '2026-10-31');
    await simulate();
    const row = await campaignRow(ended.id);
    expect(row?.status).toBe('completed');
    const [last] = await ctx.handle.db
      .select({ last: sql<string>`max(${campaignMetrics.date})::text` })
      .from(campaignMetrics)
      .where(eq(campaignMetrics.campaignId, ended.id));
    expect(last?.last).toBe('2026-10-31');
    const audits = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, ended.id));
    expect(audits.map((a) => a.after)).toEqual([{ status: 'completed', reason: 'end date passed' }]);
  });
});
