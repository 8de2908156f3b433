import { sql } from 'drizzle-orm';
import type { AnalyticsOverview } from '../../../shared/analytics';
import { daysBetween } from '../../../shared/dates';
import type { Database } from '../../db/client';

/** Date range (inclusive, workspace calendar) and optional channel: the inputs of every analytics query. */
export interface MetricsScope {
  start: string;
  end: string;
  channel?: string | undefined;
}

function where(scope: MetricsScope, alias = 'm') {
  const channel = scope.channel ? sql` and ${sql.raw(alias)}.channel = ${scope.channel}` : sql``;
  return sql`${sql.raw(alias)}.date between ${scope.start}::date and ${scope.end}::date${channel}`;
}

type Rows<T> = { rows: T[] };
async function query<T>(db: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Rows<T>).rows;
}

const num = (value: unknown) => Number(value ?? 0);
const ratio = (a: number, b: number, digits = 2) =>
  b ? Math.round((a / b) * 10 ** digits) / 10 ** digits : 0;

/** Days of the scope on which anything was delivered (impressions or spend): how much a period can be compared on. */
export async function deliveryDays(db: Database, scope: MetricsScope): Promise<number> {
  const [row] = await query<{ n: unknown }>(
    db,
    sql`select count(distinct m.date) as n from metrics_daily_totals m
        where ${where(scope)} and (m.impressions > 0 or m.spend > 0)`,
  );
  return num(row?.n);
}

export async function overviewFor(db: Database, scope: MetricsScope): Promise<AnalyticsOverview> {
  const [row] = await query<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(spend), 0) as spend, coalesce(sum(revenue), 0) as revenue,
          coalesce(sum(impressions), 0) as impressions, coalesce(sum(clicks), 0) as clicks,
          coalesce(sum(conversions), 0) as conversions
        from metrics_daily_totals m where ${where(scope)}`,
  );
  const spend = num(row?.spend);
  const revenue = num(row?.revenue);
  const impressions = num(row?.impressions);
  const clicks = num(row?.clicks);
  const conversions = num(row?.conversions);
  return {
    totalSpend: Math.round(spend * 100) / 100,
    totalRevenue: Math.round(revenue * 100) / 100,
    roas: ratio(revenue, spend),
    impressions,
    clicks,
    conversions,
    ctr: ratio(clicks * 100, impressions),
    conversionRate: ratio(conversions * 100, clicks),
  };
}

/** One point per day of the range, zeros where nothing was delivered. */
export async function dailyTrend(db: Database, scope: MetricsScope) {
  const rows = await query<{ day: string; revenue: unknown; spend: unknown; conversions: unknown }>(
    db,
    sql`select d.day::date::text as day, coalesce(t.revenue, 0) as revenue, coalesce(t.spend, 0) as spend,
          coalesce(t.conversions, 0) as conversions
        from generate_series(${scope.start}::date, ${scope.end}::date, interval '1 day') as d(day)
        left join (
          select m.date, sum(revenue) as revenue, sum(spend) as spend, sum(conversions) as conversions
          from metrics_daily_totals m where ${where(scope)} group by m.date
        ) t on t.date = d.day::date
        order by d.day`,
  );
  return {
    dates: rows.map((r) => r.day),
    revenue: rows.map((r) => Math.round(num(r.revenue) * 100) / 100),
    spend: rows.map((r) => Math.round(num(r.spend) * 100) / 100),
    conversions: rows.map((r) => num(r.conversions)),
  };
}

export async function channelBreakdown(db: Database, scope: MetricsScope) {
  const rows = await query<Record<string, unknown>>(
    db,
    sql`select channel, sum(spend) as spend, sum(revenue) as revenue, sum(conversions) as conversions
        from metrics_daily_totals m where ${where(scope)} group by channel order by sum(revenue) desc`,
  );
  return rows.map((r) => ({
    name: String(r.channel),
    spend: Math.round(num(r.spend) * 100) / 100,
    revenue: Math.round(num(r.revenue) * 100) / 100,
    conversions: num(r.conversions),
    roas: ratio(num(r.revenue), num(r.spend)),
  }));
}

/**
 * Per-campaign sums for the period. A long period is computed as all-time totals minus the rows outside it (few:
 * periods end yesterday, so only today's partial rows follow it); a short one sums its own rows. Either way only a
 * small slice of campaign_metrics is read.
 */
export async function campaignBreakdown(db: Database, scope: MetricsScope) {
  const [span] = await query<{ first: string | null }>(
    db,
    sql`select min(date)::text as first from metrics_daily_totals`,
  );
  const daysBefore = span?.first ? daysBetween(span.first, scope.start) : 0;
  const daysInside = daysBetween(scope.start, scope.end) + 1;
  const channel = scope.channel ? sql` and channel = ${scope.channel}` : sql``;
  const sums = sql`sum(impressions) as impressions, sum(clicks) as clicks, sum(conversions) as conversions,
    sum(spend) as spend, sum(revenue) as revenue`;
  const totals =
    daysBefore < daysInside
      ? sql`select t.campaign_id,
            t.impressions - coalesce(o.impressions, 0) as impressions, t.clicks - coalesce(o.clicks, 0) as clicks,
            t.conversions - coalesce(o.conversions, 0) as conversions, t.spend - coalesce(o.spend, 0) as spend,
            t.revenue - coalesce(o.revenue, 0) as revenue
          from (select campaign_id, ${sums} from campaign_channel_totals where true${channel} group by campaign_id) t
          left join (
            select campaign_id, ${sums} from campaign_metrics m
            where (m.date < ${scope.start}::date or m.date > ${scope.end}::date)${channel} group by campaign_id
          ) o on o.campaign_id = t.campaign_id`
      : sql`select campaign_id, ${sums} from campaign_metrics m where ${where(scope)} group by campaign_id`;
  const rows = await query<Record<string, unknown>>(
    db,
    sql`select c.id, c.name, c.status, c.start_date::text as start_date, c.budget, t.spend, t.revenue,
          t.impressions, t.clicks, t.conversions
        from (${totals}) t join campaigns c on c.id = t.campaign_id
        where t.impressions > 0 or t.spend > 0 or t.revenue > 0
        order by t.revenue desc, c.name`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    status: String(r.status),
    startDate: String(r.start_date),
    budget: num(r.budget),
    spend: Math.round(num(r.spend) * 100) / 100,
    revenue: Math.round(num(r.revenue) * 100) / 100,
    roas: ratio(num(r.revenue), num(r.spend)),
    impressions: num(r.impressions),
    clicks: num(r.clicks),
    conversions: num(r.conversions),
  }));
}

/** Campaigns with any delivery (impressions or spend) on the day: reads campaign_metrics by its date index. */
const campaignsDelivered = (start: string, end: string) =>
  sql`select m.date, count(distinct m.campaign_id) as campaigns from campaign_metrics m
      where m.date between ${start}::date and ${end}::date and (m.impressions > 0 or m.spend > 0)
      group by m.date`;

/**
 * The dashboard's sparklines: one point per day of the range (all channels), zeros where nothing was delivered,
 * so a quiet day shows as a dip instead of a line drawn across it.
 */
export async function dailyDelivery(db: Database, scope: Omit<MetricsScope, 'channel'>) {
  const rows = await query<Record<string, unknown>>(
    db,
    sql`select d.day::date::text as day, coalesce(t.revenue, 0) as revenue, coalesce(t.spend, 0) as spend,
          coalesce(t.impressions, 0) as impressions, coalesce(t.clicks, 0) as clicks,
          coalesce(c.campaigns, 0) as campaigns
        from generate_series(${scope.start}::date, ${scope.end}::date, interval '1 day') as d(day)
        left join (
          select m.date, sum(revenue) as revenue, sum(spend) as spend, sum(impressions) as impressions,
            sum(clicks) as clicks
          from metrics_daily_totals m where ${where(scope)} group by m.date
        ) t on t.date = d.day::date
        left join (${campaignsDelivered(scope.start, scope.end)}) c on c.date = d.day::date
        order by d.day`,
  );
  return {
    dates: rows.map((r) => String(r.day)),
    campaignsDelivering: rows.map((r) => num(r.campaigns)),
    revenue: rows.map((r) => Math.round(num(r.revenue) * 100) / 100),
    spend: rows.map((r) => Math.round(num(r.spend) * 100) / 100),
    impressions: rows.map((r) => num(r.impressions)),
    ctr: rows.map((r) => ratio(num(r.clicks) * 100, num(r.impressions))),
  };
}

/** How many campaigns delivered anything on one workspace day. */
export async function campaignsDeliveredOn(db: Database, date: string): Promise<number> {
  const [row] = await query<{ campaigns: unknown }>(db, campaignsDelivered(date, date));
  return num(row?.campaigns);
}

/** The campaigns with any delivery in the scope (each checked through the metrics' primary key, not a date scan). */
export async function campaignIdsDelivering(db: Database, scope: MetricsScope): Promise<string[]> {
  const rows = await query<{ id: string }>(
    db,
    sql`select c.id from campaigns c where exists (
          select 1 from campaign_metrics m where m.campaign_id = c.id and ${where(scope)}
            and (m.impressions > 0 or m.spend > 0 or m.revenue > 0))`,
  );
  return rows.map((r) => r.id);
}
