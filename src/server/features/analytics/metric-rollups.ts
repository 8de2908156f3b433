import { gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignChannelTotals, campaignMetrics, metricsDailyTotals } from '../../db/schema';
import { refreshPerformanceMetrics } from '../campaigns';

const sums = {
  impressions: sql<number>`sum(${campaignMetrics.impressions})`.as('impressions'),
  clicks: sql<number>`sum(${campaignMetrics.clicks})`.as('clicks'),
  conversions: sql<number>`sum(${campaignMetrics.conversions})`.as('conversions'),
  spend: sql<string>`sum(${campaignMetrics.spend})`.as('spend'),
  revenue: sql<string>`sum(${campaignMetrics.revenue})`.as('revenue'),
};
const fromExcluded = {
  impressions: sql`excluded.impressions`,
  clicks: sql`excluded.clicks`,
  conversions: sql`excluded.conversions`,
  spend: sql`excluded.spend`,
  revenue: sql`excluded.revenue`,
};
const CHUNK = 1000;

/** Runs `write` over the distinct `values`, CHUNK at a time, so that no statement carries too many parameters. */
async function inChunks(values: string[], write: (chunk: string[]) => Promise<void>): Promise<void> {
  const distinct = [...new Set(values)];
  for (let i = 0; i < distinct.length; i += CHUNK) await write(distinct.slice(i, i + CHUNK));
}

/**
 * Recomputes the rollups that analytics reads (daily totals per channel, all-time totals per campaign and
 * channel, campaigns.performanceMetrics) for the dates and campaigns a metrics write touched. Every writer of
 * campaign_metrics calls this after writing.
 */
export async function refreshMetricRollups(
  db: Database,
  touched: { campaignIds: string[]; dates: string[] },
) {
  await inChunks(touched.dates, async (chunk) => {
    await db
      .insert(metricsDailyTotals)
      .select(
        db
          .select({ date: campaignMetrics.date, channel: campaignMetrics.channel, ...sums })
          .from(campaignMetrics)
          .where(inArray(campaignMetrics.date, chunk))
          .groupBy(campaignMetrics.date, campaignMetrics.channel),
      )
      .onConflictDoUpdate({
        target: [metricsDailyTotals.date, metricsDailyTotals.channel],
        set: fromExcluded,
      });
  });
  await inChunks(touched.campaignIds, async (chunk) => {
    await db
      .insert(campaignChannelTotals)
      .select(
        db
          .select({
            campaignId: campaignMetrics.campaignId,
            channel: campaignMetrics.channel,
            ...sums,
            firstDate: sql<string>`min(${campaignMetrics.date})`.as('first_date'),
            lastDate: sql<string>`max(${campaignMetrics.date})`.as('last_date'),
          })
          .from(campaignMetrics)
          .where(inArray(campaignMetrics.campaignId, chunk))
          .groupBy(campaignMetrics.campaignId, campaignMetrics.channel),
      )
      .onConflictDoUpdate({
        target: [campaignChannelTotals.campaignId, campaignChannelTotals.channel],
        set: { ...fromExcluded, firstDate: sql`excluded.first_date`, lastDate: sql`excluded.last_date` },
      });
    await refreshPerformanceMetrics(db, chunk);
  });
}

/**
 * Drops the rollups before a rebuild (npm run insights:recompute), so rows whose metrics are gone go too: the daily
 * totals from `since` on (all without it) and every per-campaign total, which are all-time sums.
 */
export async function clearMetricRollups(db: Database, since: string | null): Promise<void> {
  await db.delete(metricsDailyTotals).where(since ? gte(metricsDailyTotals.date, since) : undefined);
  await db.delete(campaignChannelTotals);
}

/** A database whose metrics predate the rollup tables gets them built once (cheap check otherwise). */
export async function ensureRollupsBuilt(db: Database): Promise<boolean> {
  const [hasTotals] = await db.select({ date: metricsDailyTotals.date }).from(metricsDailyTotals).limit(1);
  if (hasTotals) return false;
  const [hasMetrics] = await db.select({ date: campaignMetrics.date }).from(campaignMetrics).limit(1);
  if (!hasMetrics) return false;
  const dates = await db.selectDistinct({ date: campaignMetrics.date }).from(campaignMetrics);
  const ids = await db.selectDistinct({ id: campaignMetrics.campaignId }).from(campaignMetrics);
  await refreshMetricRollups(db, { campaignIds: ids.map((r) => r.id), dates: dates.map((r) => r.date) });
  return true;
}
