import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Channel } from '../../../shared/analytics';
import type { TargetAudience } from '../../../shared/audience';
import { addDays, daysBetween, isoWeekday } from '../../../shared/dates';
import type { Objective } from '../../../shared/objectives';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database } from '../../db/client';
import { auditLog, campaignMetrics, campaigns } from '../../db/schema';
import { between, seededRandom } from '../../lib/random';
import { averageOrderValue, ensureCustomerProfiles } from '../audience';
import { type CampaignRow, channelWeightsOn, completeEndedCampaigns } from '../campaigns';
import { type MetricWrite, writeMetrics } from './metrics-writer';

/**
 * Demo delivery simulator (DESIGN §7). Without a Google Ads connection it writes `campaign_metrics` for every
 * demo campaign that was running (never for one whose data is imported or synced from Google Ads),
 * deterministically from (campaign id, date, channel):
 * - daily pacing: 70 % of the budget (the ad-spend share) spread evenly over the campaign's days;
 * - channel benchmarks (CPC, CTR, conversion rate) adjusted by objective, and order value from the audience;
 * - weekday seasonality, ±15 % noise, and rare spikes (×2.4) and drops (×0.35);
 * - nothing on days the campaign was paused (status history from the audit log) or before it started;
 * - today's row is the elapsed share of the day and is rewritten on each run; past days never change.
 * Rows go through the one metrics writer (upsert, rollups, insights), so re-running is harmless.
 */

interface ChannelBenchmark {
  cpc: number;
  ctr: number;
  cvr: number;
}
export const CHANNEL_BENCHMARKS: Record<Channel, ChannelBenchmark> = {
  'Google Search': { cpc: 1.8, ctr: 0.035, cvr: 0.045 },
  'Google Display': { cpc: 0.6, ctr: 0.005, cvr: 0.008 },
  YouTube: { cpc: 0.4, ctr: 0.006, cvr: 0.005 },
  Meta: { cpc: 0.9, ctr: 0.012, cvr: 0.02 },
  LinkedIn: { cpc: 5.5, ctr: 0.005, cvr: 0.035 },
  Email: { cpc: 0.7, ctr: 0.025, cvr: 0.035 },
};

const OBJECTIVE_CVR: Record<Objective, number> = {
  awareness: 0.6,
  traffic: 0.8,
  conversion: 1.2,
  retention: 1.3,
};
/** Monday … Sunday. */
const WEEKDAY_FACTOR = [1.0, 1.05, 1.05, 1.0, 0.95, 0.85, 0.9];

export interface DailyMetric extends MetricWrite {
  channel: Channel;
}

/** One campaign's delivery on one day, all channels. `share` < 1 for a day still in progress. */
export function simulateDay(campaign: CampaignRow, date: string, share = 1): DailyMetric[] {
  const totalDays = Math.max(1, daysBetween(campaign.startDate, campaign.endDate) + 1);
  const dailyAdSpend = (Number(campaign.budget) * 0.7) / totalDays;
  const weekday = isoWeekday(date) - 1; // 0 = Monday
  const orderValue = averageOrderValue(campaign.targetAudience as TargetAudience | null);
  const objective =
    (campaign.objective as Objective) in OBJECTIVE_CVR ? (campaign.objective as Objective) : 'conversion';
  return Object.entries(channelWeightsOn(campaign, date)).map(([channel, weight]) => {
    const random = seededRandom(`${campaign.id}|${date}|${channel}`);
    const bench = CHANNEL_BENCHMARKS[channel as Channel];
    const roll = random();
    const anomaly = roll < 0.02 ? 2.4 : roll < 0.04 ? 0.35 : 1;
    const spend =
      dailyAdSpend *
      (weight ?? 0) *
      (WEEKDAY_FACTOR[weekday] ?? 1) *
      between(random, 0.85, 1.15) *
      anomaly *
      share;
    const clicks = Math.round(spend / (bench.cpc * between(random, 0.85, 1.15)));
    const impressions = Math.round(clicks / (bench.ctr * between(random, 0.8, 1.2)));
    // Stochastic rounding: a channel with 0.3 expected conversions a day still converts about every third day.
    const expected = clicks * bench.cvr * OBJECTIVE_CVR[objective] * between(random, 0.7, 1.3);
    const conversions = Math.floor(expected) + (random() < expected - Math.floor(expected) ? 1 : 0);
    const revenue = conversions * orderValue * between(random, 0.8, 1.2);
    return {
      campaignId: campaign.id,
      date,
      channel: channel as Channel,
      impressions,
      clicks,
      conversions,
      spend: Math.round(spend * 100) / 100,
      revenue: Math.round(revenue * 100) / 100,
    };
  });
}

interface StatusChange {
  at: Date;
  before: string;
  status: string;
}

/** Audited actions that change a campaign's status (each with before.status and after.status). */
const STATUS_CHANGING_ACTIONS = [
  'campaign.status_changed',
  'campaign.approval_requested',
  'campaign.approval_decided',
];
/** Days a campaign spent in these statuses deliver nothing: paused, or a launch waiting for approval. */
const NOT_DELIVERING = new Set(['draft', 'pending_approval', 'paused']);

/** The campaign's status at the end of a workspace day, replaying its audited status changes. */
function statusAtEndOf(date: string, timeZone: string, current: string, changes: StatusChange[]): string {
  if (!changes.length) return current;
  // Before the first change the campaign had that change's 'before' status.
  let status = changes[0]?.before ?? current;
  for (const change of changes) {
    if (todayIn(timeZone, change.at) > date) break;
    status = change.status;
  }
  return status;
}

export interface SimulatorOptions {
  db: Database;
  timeZone: string;
  now?: Date;
  /** The ingest runs the insights engine once for every campaign afterwards, so it passes false. */
  runEngine?: boolean;
}

export interface SimulationResult {
  campaignIds: string[];
  rows: number;
}

export async function runDeliverySimulator(options: SimulatorOptions): Promise<SimulationResult> {
  const { db, timeZone } = options;
  const now = options.now ?? new Date();
  const today = todayIn(timeZone, now);
  await completeEndedCampaigns(db, today);

  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        notInArray(campaigns.status, ['draft', 'pending_approval']),
        eq(campaigns.dataSource, 'demo'),
        sql`${campaigns.startDate} <= ${today}`,
      ),
    );
  if (!rows.length) return { campaignIds: [], rows: 0 };
  const ids = rows.map((row) => row.id);

  const lastDays = await db
    .select({ campaignId: campaignMetrics.campaignId, last: sql<string>`max(${campaignMetrics.date})::text` })
    .from(campaignMetrics)
    .where(inArray(campaignMetrics.campaignId, ids))
    .groupBy(campaignMetrics.campaignId);
  const lastDayOf = new Map(lastDays.map((row) => [row.campaignId, row.last]));

  const audits = await db
    .select({ targetId: auditLog.targetId, at: auditLog.at, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(inArray(auditLog.action, STATUS_CHANGING_ACTIONS), inArray(auditLog.targetId, ids)))
    .orderBy(asc(auditLog.at));
  const changesOf = new Map<string, StatusChange[]>();
  for (const audit of audits) {
    const list = changesOf.get(audit.targetId) ?? [];
    list.push({ at: audit.at, status: String(audit.after?.status), before: String(audit.before?.status) });
    changesOf.set(audit.targetId, list);
  }

  const dayShare = elapsedShareOfDay(now, timeZone);
  const pending: DailyMetric[] = [];
  const touched = new Set<string>();
  for (const campaign of rows) {
    const last = lastDayOf.get(campaign.id);
    // Past days are final: continue after the last written day, but always rewrite today's partial row.
    let day = last ? (last >= today ? today : addDays(last, 1)) : campaign.startDate;
    const end = [campaign.endDate, today].sort()[0] as string;
    const changes = changesOf.get(campaign.id) ?? [];
    for (; day <= end; day = addDays(day, 1)) {
      if (NOT_DELIVERING.has(statusAtEndOf(day, timeZone, campaign.status, changes))) continue;
      pending.push(...simulateDay(campaign, day, day === today ? dayShare : 1));
      touched.add(campaign.id);
    }
  }
  await writeMetrics({ db, timeZone, now }, pending, { runEngine: options.runEngine });
  if (touched.size) {
    await ensureCustomerProfiles(
      db,
      rows.filter((row) => touched.has(row.id)),
    );
  }
  return { campaignIds: [...touched], rows: pending.length };
}

function elapsedShareOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const minutes = part('hour') * 60 + part('minute');
  return Math.max(0.01, Math.min(1, minutes / 1440));
}
