import { gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  campaignChannelRunningTotals,
  campaignChannelTotals,
  campaignMetrics,
  metricRollupBuilds,
  metricsDailyCampaigns,
  metricsDailyTotals,
} from '../../db/schema';
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
/**
 * Dates per daily-totals statement: each reads every campaign's rows of its dates (20,000 a day at 5,000 campaigns
 * on 4 channels), so a slice stays well inside the pool's 30 s statement timeout at that size.
 */
const DATE_CHUNK = 60;
/**
 * Campaigns per running-totals statement: a statement recomputes their rows from the earliest touched day on, at
 * most 4 channels × 3 years each for a campaign imported whole.
 */
const CAMPAIGN_CHUNK = 100;

/** Runs `write` over the distinct `values`, `size` at a time, so that no statement carries too much. */
async function inChunks(
  values: string[],
  size: number,
  write: (chunk: string[]) => Promise<void>,
): Promise<void> {
  const distinct = [...new Set(values)];
  for (let i = 0; i < distinct.length; i += size) await write(distinct.slice(i, i + size));
}

/** The per-day rollups of these dates: totals per channel and the number of campaigns that delivered. */
async function refreshDays(db: Database, dates: string[]): Promise<void> {
  await db
    .insert(metricsDailyTotals)
    .select(
      db
        .select({ date: campaignMetrics.date, channel: campaignMetrics.channel, ...sums })
        .from(campaignMetrics)
        .where(inArray(campaignMetrics.date, dates))
        .groupBy(campaignMetrics.date, campaignMetrics.channel),
    )
    .onConflictDoUpdate({ target: [metricsDailyTotals.date, metricsDailyTotals.channel], set: fromExcluded });
  await db
    .insert(metricsDailyCampaigns)
    .select(
      db
        .select({
          date: campaignMetrics.date,
          campaigns: sql<number>`count(distinct ${campaignMetrics.campaignId})::int`.as('campaigns'),
        })
        .from(campaignMetrics)
        .where(
          sql`${inArray(campaignMetrics.date, dates)} and (${campaignMetrics.impressions} > 0 or ${campaignMetrics.spend} > 0)`,
        )
        .groupBy(campaignMetrics.date),
    )
    .onConflictDoUpdate({ target: metricsDailyCampaigns.date, set: { campaigns: sql`excluded.campaigns` } });
  // A day whose rows no longer deliver anything has no campaigns (the insert above has no row for it).
  await db.execute(sql`
    update ${metricsDailyCampaigns} d set campaigns = 0
    where d.date in (${sql.join(
      dates.map((date) => sql`${date}::date`),
      sql`, `,
    )}) and d.campaigns > 0 and not exists (
      select 1 from ${campaignMetrics} m where m.date = d.date and (m.impressions > 0 or m.spend > 0))`);
}

/**
 * The running totals and all-time totals of these campaigns, recomputed from `since` on: the running totals of the
 * last day before `since` plus a window sum over the days from then on, one row for every day up to the last with
 * metrics (a day without carries the day before's). Rows before `since` did not change, so theirs still hold. A
 * campaign-channel's last running row is its all-time total.
 */
async function refreshCampaigns(db: Database, campaignIds: string[], since: string): Promise<void> {
  const ids = sql.join(
    campaignIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    with touched as (
      select campaign_id, channel, date, impressions, clicks, conversions, spend, revenue
      from ${campaignMetrics} where campaign_id in (${ids}) and date >= ${since}::date
    ), base as (
      select p.campaign_id, p.channel, p.first_touched, p.last_day, b.date as base_date,
        b.impressions, b.clicks, b.conversions, b.spend, b.revenue
      from (select campaign_id, channel, min(date) as first_touched, max(date) as last_day from touched
            group by campaign_id, channel) p
      left join lateral (
        select r.date, r.impressions, r.clicks, r.conversions, r.spend, r.revenue
        from ${campaignChannelRunningTotals} r
        where r.campaign_id = p.campaign_id and r.channel = p.channel and r.date < ${since}::date
        order by r.date desc limit 1
      ) b on true
    ), days as materialized (
      -- Materialized: inlined, the planner misjudged generate_series' rows (4 M for 100,000) and merge-joined the
      -- touched rows on campaign and channel only, testing the date of every pair (24.7 M comparisons for 100
      -- campaigns × 250 days); as a CTE it joins on all three keys (3.9 s → 2.0 s for that statement).
      select b.campaign_id, b.channel, d::date as date
      from base b cross join generate_series(coalesce(b.base_date + 1, b.first_touched), b.last_day, interval '1 day') d
    ), running as (
      select d.campaign_id, d.channel, d.date,
        coalesce(b.impressions, 0) + sum(coalesce(t.impressions, 0)) over w as impressions,
        coalesce(b.clicks, 0) + sum(coalesce(t.clicks, 0)) over w as clicks,
        coalesce(b.conversions, 0) + sum(coalesce(t.conversions, 0)) over w as conversions,
        coalesce(b.spend, 0) + sum(coalesce(t.spend, 0)) over w as spend,
        coalesce(b.revenue, 0) + sum(coalesce(t.revenue, 0)) over w as revenue,
        b.first_touched, d.date = b.last_day as is_last
      from days d
      join base b on b.campaign_id = d.campaign_id and b.channel = d.channel
      left join touched t on t.campaign_id = d.campaign_id and t.channel = d.channel and t.date = d.date
      window w as (partition by d.campaign_id, d.channel order by d.date rows unbounded preceding)
    ), written as (
      insert into ${campaignChannelRunningTotals}
        (campaign_id, channel, date, impressions, clicks, conversions, spend, revenue)
      select campaign_id, channel, date, impressions, clicks, conversions, spend, revenue from running
      on conflict (campaign_id, channel, date) do update set impressions = excluded.impressions,
        clicks = excluded.clicks, conversions = excluded.conversions, spend = excluded.spend,
        revenue = excluded.revenue
    )
    insert into ${campaignChannelTotals}
      (campaign_id, channel, impressions, clicks, conversions, spend, revenue, first_date, last_date)
    select campaign_id, channel, impressions, clicks, conversions, spend, revenue, first_touched, date
    from running where is_last
    on conflict (campaign_id, channel) do update set impressions = excluded.impressions,
      clicks = excluded.clicks, conversions = excluded.conversions, spend = excluded.spend,
      revenue = excluded.revenue, last_date = excluded.last_date,
      first_date = least(${campaignChannelTotals.firstDate}, excluded.first_date)`);
  await refreshPerformanceMetrics(db, campaignIds);
}

/**
 * Recomputes the rollups that analytics reads (daily totals per channel, campaigns delivering per day, running and
 * all-time totals per campaign and channel, campaigns.performanceMetrics) for the dates and campaigns a metrics
 * write touched. Every writer of campaign_metrics calls this after writing. Metrics rows are only ever added or
 * changed (a campaign's go with it), so what a write did not touch stays right.
 */
export async function refreshMetricRollups(
  db: Database,
  touched: { campaignIds: string[]; dates: string[] },
) {
  await inChunks(touched.dates, DATE_CHUNK, (chunk) => refreshDays(db, chunk));
  if (touched.dates.length === 0) return;
  // ISO dates sort as text: the earliest day touched.
  const since = [...touched.dates].sort()[0] as string;
  await inChunks(touched.campaignIds, CAMPAIGN_CHUNK, (chunk) => refreshCampaigns(db, chunk, since));
}

/**
 * Drops the rollups before a rebuild (npm run insights:recompute), so rows whose metrics are gone go too: the daily
 * rollups from `since` on (all without it) and every per-campaign total, which are sums from the first day.
 */
export async function clearMetricRollups(db: Database, since: string | null): Promise<void> {
  await db.delete(metricsDailyTotals).where(since ? gte(metricsDailyTotals.date, since) : undefined);
  await db.delete(metricsDailyCampaigns).where(since ? gte(metricsDailyCampaigns.date, since) : undefined);
  await db.delete(campaignChannelTotals);
  await db.delete(campaignChannelRunningTotals);
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Database, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as Rows<T>).rows;

/**
 * Builds what is missing, in slices that each fit the pool's statement timeout, so that a server starting on a
 * database written before a rollup existed (or loaded in bulk) catches up on its own: the days without daily
 * rollups, then every campaign with metrics but without running totals through its last day. Cheap when nothing is
 * missing: one anti-join per rollup. Until the build is done, analytics sums campaign_metrics directly (slower).
 */
export async function ensureRollupsBuilt(db: Database): Promise<boolean> {
  // The distinct days by a walk down the date index (a loose index scan), not a scan of every row.
  const days = await rowsOf<{ date: string }>(
    db,
    sql`with recursive day(date) as (
          select min(date) from ${campaignMetrics}
          union all
          select (select min(m.date) from ${campaignMetrics} m where m.date > day.date) from day where day.date is not null
        )
        select date::text as date from day where date is not null
          and (not exists (select 1 from ${metricsDailyCampaigns} d where d.date = day.date)
            or not exists (select 1 from ${metricsDailyTotals} t where t.date = day.date))`,
  );
  await inChunks(
    days.map((d) => d.date),
    DATE_CHUNK,
    (chunk) => refreshDays(db, chunk),
  );
  // A campaign is built when every channel in its all-time totals has running totals through its last day.
  const campaigns = await rowsOf<{ id: string }>(
    db,
    sql`select c.id from campaigns c
        where exists (select 1 from ${campaignMetrics} m where m.campaign_id = c.id)
          and (not exists (select 1 from ${campaignChannelTotals} t where t.campaign_id = c.id)
            or exists (select 1 from ${campaignChannelTotals} t where t.campaign_id = c.id and not exists (
              select 1 from ${campaignChannelRunningTotals} r
              where r.campaign_id = t.campaign_id and r.channel = t.channel and r.date = t.last_date)))`,
  );
  await inChunks(
    campaigns.map((c) => c.id),
    CAMPAIGN_CHUNK,
    (chunk) => refreshCampaigns(db, chunk, '0001-01-01'),
  );
  // Every campaign is built: analytics may read the running totals (runningTotalsReady).
  const cleared = await db.delete(metricRollupBuilds).returning({ name: metricRollupBuilds.name });
  return days.length > 0 || campaigns.length > 0 || cleared.length > 0;
}

/** Whether the running totals cover every campaign (no build pending since the migration that added them). */
export async function runningTotalsReady(db: Database): Promise<boolean> {
  const [pending] = await db.select({ name: metricRollupBuilds.name }).from(metricRollupBuilds).limit(1);
  return !pending;
}
