import { sql } from 'drizzle-orm';
import type { AnalyticsOverview } from '../../../shared/analytics';
import { addDays } from '../../../shared/dates';
import { CAMPAIGN_SOURCES, type CampaignSource } from '../../../shared/provenance';
import type { Database } from '../../db/client';
import { inIdList } from '../../lib/sql-text';
import { runningTotalsReady } from './metric-rollups';

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

const SUMS = ['impressions', 'clicks', 'conversions', 'spend', 'revenue'] as const;
const each = (write: (sum: (typeof SUMS)[number]) => string) => sql.raw(SUMS.map(write).join(', '));

/**
 * Per-campaign sums for the period from the running totals (issue 34): for each campaign and channel with metrics
 * in the period, its running totals at the period's end (its all-time totals when it ended before) minus those on
 * the day before the period (nothing when it started inside it). Running totals have a row for every day between a
 * campaign-channel's first and last day, so both are two index-only reads by date of at most one row per campaign
 * and channel, whatever the period's length.
 */
function periodTotalsFromRunning(scope: MetricsScope) {
  const before = addDays(scope.start, -1);
  const channel = (alias: string) =>
    scope.channel ? sql` and ${sql.raw(alias)}.channel = ${scope.channel}` : sql``;
  const atDay = (day: string) =>
    sql`select r.campaign_id, r.channel, ${each((k) => `r.${k}`)} from campaign_channel_running_totals r
        where r.date = ${day}::date${channel('r')}`;
  return sql`with p as (select ${scope.end}::date as end_date, ${before}::date as before_date), cc as (
      select t.campaign_id, t.channel, t.first_date, t.last_date, ${each((k) => `t.${k}`)}
      from campaign_channel_totals t
      where t.first_date <= ${scope.end}::date and t.last_date >= ${scope.start}::date${channel('t')}
    ), at_end as (${atDay(scope.end)}), at_before as (${atDay(before)})
    select cc.campaign_id,
      ${each((k) => `sum(case when cc.last_date <= p.end_date then cc.${k} else e.${k} end - case when cc.first_date > p.before_date then 0 else b.${k} end) as ${k}`)}
    from cc cross join p
    left join at_end e on e.campaign_id = cc.campaign_id and e.channel = cc.channel
    left join at_before b on b.campaign_id = cc.campaign_id and b.channel = cc.channel
    group by cc.campaign_id`;
}

/** Per-campaign sums for the period from its own rows: while the running totals are still being built. */
function periodTotalsFromRows(scope: MetricsScope) {
  const channel = scope.channel ? sql` and m.channel = ${scope.channel}` : sql``;
  return sql`select m.campaign_id, ${each((k) => `sum(m.${k}) as ${k}`)} from campaign_metrics m
    where m.date between ${scope.start}::date and ${scope.end}::date${channel} group by m.campaign_id`;
}

/**
 * Revenue per campaign in each of consecutive slices of a period (the report's per-campaign trend), in one read:
 * each campaign's running revenue at each slice's end and on the day before the first (the rows of those days,
 * plus the all-time totals of its channels that ended earlier), the differences per slice. Slices must follow one
 * another without gaps. Undefined while the running totals are being built (the caller sums each slice).
 */
export async function campaignRevenueBySlice(
  db: Database,
  slices: { start: string; end: string }[],
  /** Only these campaigns (the ones a report lists); every campaign when left out. */
  campaignIds?: readonly string[],
): Promise<Map<string, number[]> | undefined> {
  const first = slices[0];
  if (!first || campaignIds?.length === 0) return new Map();
  if (!(await runningTotalsReady(db))) return undefined;
  const runningOf = campaignIds ? sql` and ${inIdList(sql`r.campaign_id`, campaignIds)}` : sql``;
  const totalsOf = campaignIds ? sql` and ${inIdList(sql`t.campaign_id`, campaignIds)}` : sql``;
  const days = [addDays(first.start, -1), ...slices.map((b) => b.end)];
  const list = sql.join(
    days.map((day, k) => sql`(${k}::int, ${day}::date)`),
    sql`, `,
  );
  const rows = await query<{ campaign_id: string; ks: number[]; revenues: string[] }>(
    db,
    sql`with p(k, day) as (values ${list}), prefixes as (
          select r.campaign_id, p.k, sum(r.revenue) as revenue
          from campaign_channel_running_totals r join p on r.date = p.day${runningOf} group by r.campaign_id, p.k
          union all
          select t.campaign_id, p.k, sum(t.revenue) from campaign_channel_totals t
          join p on t.last_date < p.day
          where t.last_date >= ${days[0]}::date${totalsOf} group by t.campaign_id, p.k
        )
        select campaign_id, array_agg(k order by k) as ks, array_agg(revenue::text order by k) as revenues
        from (select campaign_id, k, sum(revenue) as revenue from prefixes group by campaign_id, k) s
        group by campaign_id`,
  );
  const bySlice = new Map<string, number[]>();
  for (const row of rows) {
    // A day a campaign had not started on has no row: its running revenue was 0.
    const prefix = days.map(() => 0);
    row.ks.forEach((k, i) => {
      prefix[Number(k)] = Number(row.revenues[i]);
    });
    bySlice.set(
      row.campaign_id,
      prefix.slice(1).map((v, i) => Math.round((v - (prefix[i] ?? 0)) * 100) / 100),
    );
  }
  return bySlice;
}

/**
 * The campaigns with any figure in the period (the others are left out), with their sums and their figures'
 * source as provenance names it (an unknown value counts as demo, as in provenance.ts): what both breakdowns read.
 */
async function breakdownRows(db: Database, scope: MetricsScope) {
  const totals = (await runningTotalsReady(db))
    ? periodTotalsFromRunning(scope)
    : periodTotalsFromRows(scope);
  const known = sql.join(
    CAMPAIGN_SOURCES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`select c.id, c.name, c.status, c.start_date, c.budget, t.spend, t.revenue, t.impressions, t.clicks,
      t.conversions, case when c.data_source in (${known}) then c.data_source::text else 'demo' end as source,
      c.metrics_imported_at
    from (${totals}) t join campaigns c on c.id = t.campaign_id
    where t.impressions > 0 or t.spend > 0 or t.revenue > 0`;
}

/** Per-campaign sums for the period, largest revenue first (campaigns without any figure in it left out). */
export async function campaignBreakdown(db: Database, scope: MetricsScope) {
  const rows = await query<Record<string, unknown>>(
    db,
    sql`select b.id, b.name, b.status, b.start_date::text as start_date, b.budget, b.spend, b.revenue,
          b.impressions, b.clicks, b.conversions, b.source, b.metrics_imported_at
        from (${await breakdownRows(db, scope)}) b order by b.revenue desc, b.name`,
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
    dataSource: String(r.source),
    metricsImportedAt: r.metrics_imported_at ? new Date(r.metrics_imported_at as string) : null,
  }));
}

/** The analytics answer's campaigns as JSON text, and what provenance needs of them. */
export interface CampaignBreakdownJson {
  /** A JSON array of `analyticsResponseSchema.shape.campaigns` items, largest revenue first. */
  json: string;
  /** The sources of the campaigns' figures (stale not applied). */
  sources: CampaignSource[];
  /** The latest import among the imported campaigns. */
  importedAt: Date | null;
}

/**
 * campaignBreakdown as the analytics answer lists it, written as JSON by PostgreSQL: 5,000 campaigns are a
 * 1 MB answer, and reading them as rows, building objects and encoding them allocated eight times that per
 * request and was most of the largest answers' time (1y, all channels: 188 → 148 ms median at 21 M rows,
 * bench/README.md). The figures are those of campaignBreakdown (a test compares the two); `stale` turns Google
 * Ads campaigns' source into `stale`.
 */
export async function campaignBreakdownJson(
  db: Database,
  scope: MetricsScope,
  stale: boolean,
): Promise<CampaignBreakdownJson> {
  const money = (column: string) => sql.raw(`round(b.${column}, 2)::float8`);
  const [row] = await query<{ json: string; sources: CampaignSource[]; imported_at: string | Date | null }>(
    db,
    sql`select coalesce(json_agg((select row_to_json(item) from (select b.id as "id", b.name as "name",
          b.status as "status", ${money('spend')} as "spend", ${money('revenue')} as "revenue",
          (case when b.spend <> 0 then round(b.revenue / b.spend, 2) else 0 end)::float8 as "roas",
          b.impressions as "impressions", b.clicks as "clicks", b.conversions as "conversions",
          b.start_date::text as "startDate",
          case when b.source = 'google-ads' and ${stale}::boolean then 'stale' else b.source end as "dataSource"
        ) item) order by b.revenue desc, b.name), '[]')::text as json,
        coalesce(array_agg(distinct b.source), '{}') as sources,
        max(b.metrics_imported_at) filter (where b.source = 'imported') as imported_at
      from (${await breakdownRows(db, scope)}) b`,
  );
  return {
    json: row?.json ?? '[]',
    sources: row?.sources ?? [],
    importedAt: row?.imported_at ? new Date(row.imported_at) : null,
  };
}

/** Campaigns with any delivery (impressions or spend) on each day of the range (a rollup kept per day). */
const campaignsDelivered = (start: string, end: string) =>
  sql`select d.date, d.campaigns from metrics_daily_campaigns d
      where d.date between ${start}::date and ${end}::date`;

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
