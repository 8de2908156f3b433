import { eq, type SQL, sql } from 'drizzle-orm';
import type { ImportedMetricRow } from '../../../shared/metrics';
import { METRICS_IMPORT_MAX_ERRORS } from '../../../shared/metrics';
import { RUN_RATE_DAYS } from '../../../shared/pacing-rules';
import type { Database } from '../../db/client';
import { metricsImportRows } from '../../db/schema';
import { campaignKey } from './metrics-csv';

/**
 * The checked rows of a running import, in the database rather than in memory (issue 34): the reader stages them
 * batch by batch as it goes through the file, and what needs all of them (summing ad-level rows, repeats, each new
 * campaign's dates and spend, the changes a dry run reports) is a query here. Deleted when the import ends.
 */

type Executor = Pick<Database, 'execute'>;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Appends a batch of checked rows (one JSON parameter: far quicker to build than a long VALUES list). */
export async function stageRows(db: Database, importId: string, rows: ImportedMetricRow[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      line: row.line,
      campaign_key: campaignKey(row.campaign),
      campaign: row.campaign,
      date: row.date,
      channel: row.channel,
      impressions: row.impressions,
      clicks: row.clicks,
      conversions: row.conversions,
      spend: row.spend.toFixed(2),
      revenue: row.revenue.toFixed(2),
    })),
  );
  await db.execute(sql`
    insert into metrics_import_rows
      (import_id, line, campaign_key, campaign, date, channel, impressions, clicks, conversions, spend, revenue)
    select ${importId}::uuid, line, campaign_key, campaign, date, channel, impressions, clicks, conversions, spend, revenue
    from jsonb_to_recordset(${json}::jsonb) as r(line integer, campaign_key text, campaign text, date date,
      channel text, impressions bigint, clicks bigint, conversions bigint, spend numeric(16,2), revenue numeric(16,2))`);
}

export async function dropStagedRows(db: Database, importId: string): Promise<void> {
  await db.delete(metricsImportRows).where(eq(metricsImportRows.importId, importId));
}

/** One campaign of the file: its name as first written, its days, spend, and how many rows and daily rows it has. */
export interface StagedCampaign {
  key: string;
  name: string;
  firstLine: number;
  firstDate: string;
  lastDate: string;
  spend: number;
  /** Spend over its last RUN_RATE_DAYS days in the file (pacing's run rate for a new campaign). */
  recentSpend: number;
  rows: number;
  dailyRows: number;
}

export async function stagedCampaigns(db: Executor, importId: string): Promise<StagedCampaign[]> {
  const rows = await rowsOf<{
    key: string;
    name: string;
    first_line: number;
    first_date: string;
    last_date: string;
    spend: string;
    recent_spend: string;
    rows: number;
    daily_rows: number;
  }>(
    db,
    sql`
      with per_campaign as (
        select campaign_key, max(date) as last_date
        from metrics_import_rows where import_id = ${importId}::uuid group by campaign_key
      )
      select r.campaign_key as key,
        (array_agg(r.campaign order by r.line))[1] as name,
        min(r.line)::int as first_line,
        to_char(min(r.date), 'YYYY-MM-DD') as first_date,
        to_char(max(r.date), 'YYYY-MM-DD') as last_date,
        sum(r.spend)::text as spend,
        coalesce(sum(r.spend) filter (where r.date > c.last_date - ${RUN_RATE_DAYS}::int), 0)::text as recent_spend,
        count(*)::int as rows,
        count(distinct (r.date, r.channel))::int as daily_rows
      from metrics_import_rows r join per_campaign c using (campaign_key)
      where r.import_id = ${importId}::uuid
      group by r.campaign_key
      order by min(r.line)`,
  );
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    firstLine: row.first_line,
    firstDate: row.first_date,
    lastDate: row.last_date,
    spend: Number(row.spend),
    recentSpend: Number(row.recent_spend),
    rows: row.rows,
    dailyRows: row.daily_rows,
  }));
}

/** Lines that repeat an earlier line's campaign, day and channel: a mistake in a file without a breakdown. */
export async function stagedRepeats(
  db: Executor,
  importId: string,
): Promise<{ problems: { line: number; firstLine: number }[]; count: number }> {
  const rows = await rowsOf<{ line: number; first_line: number; total: number }>(
    db,
    sql`
      select line, first_line, count(*) over ()::int as total from (
        select line, min(line) over (partition by campaign_key, date, channel) as first_line
        from metrics_import_rows where import_id = ${importId}::uuid
      ) ranked
      where line <> first_line
      order by line
      limit ${METRICS_IMPORT_MAX_ERRORS}`,
  );
  return {
    problems: rows.map((row) => ({ line: row.line, firstLine: row.first_line })),
    count: rows[0]?.total ?? 0,
  };
}

/** The first lines of these campaigns, by line, and how many lines they have in all. */
export async function stagedLinesOf(
  db: Executor,
  importId: string,
  keys: string[],
): Promise<{ lines: { line: number; campaign: string }[]; count: number }> {
  if (!keys.length) return { lines: [], count: 0 };
  const rows = await rowsOf<{ line: number; campaign: string; total: number }>(
    db,
    sql`
      select line, campaign, count(*) over ()::int as total from metrics_import_rows
      where import_id = ${importId}::uuid and campaign_key in ${keyList(keys)}
      order by line limit ${METRICS_IMPORT_MAX_ERRORS}`,
  );
  return { lines: rows.map(({ line, campaign }) => ({ line, campaign })), count: rows[0]?.total ?? 0 };
}

/** Keys as one JSON parameter: a list of thousands of names needs no statement of its own size. */
const keyList = (keys: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`;

/** The daily rows: staged rows summed per campaign, day and channel, with the first line each came from. */
export function dailyRowsSql(importId: string, keys?: string[]): SQL {
  const filter = keys ? sql` and campaign_key in ${keyList(keys)}` : sql``;
  return sql`
    select campaign_key, date, channel,
      sum(impressions) as impressions, sum(clicks) as clicks, sum(conversions) as conversions,
      sum(spend) as spend, sum(revenue) as revenue, min(line) as line,
      (array_agg(campaign order by line))[1] as campaign
    from metrics_import_rows where import_id = ${importId}::uuid${filter}
    group by campaign_key, date, channel`;
}

/** The first `limit` daily rows by the line they start on: the dry run's preview. */
export async function stagedPreview(
  db: Executor,
  importId: string,
  limit: number,
): Promise<ImportedMetricRow[]> {
  const rows = await rowsOf<{
    line: number;
    date: string;
    campaign: string;
    channel: string;
    impressions: string;
    clicks: string;
    conversions: string;
    spend: string;
    revenue: string;
  }>(
    db,
    sql`select line, to_char(date, 'YYYY-MM-DD') as date, campaign, channel, impressions::text, clicks::text,
          conversions::text, spend::text, revenue::text
        from (${dailyRowsSql(importId)}) daily order by line limit ${limit}`,
  );
  return rows.map((row) => ({
    line: row.line,
    date: row.date,
    campaign: row.campaign,
    channel: row.channel,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    conversions: Number(row.conversions),
    spend: Number(row.spend),
    revenue: Number(row.revenue),
  }));
}

/**
 * What writing the daily rows would do to the stored rows of campaigns that exist (`ids`: file campaign key →
 * campaign id): new, different or equal to the cent. Rows of campaigns the import would create are all new.
 */
export async function stagedChanges(
  db: Executor,
  importId: string,
  ids: Map<string, string>,
): Promise<{ inserted: number; updated: number; unchanged: number }> {
  const map = JSON.stringify(Object.fromEntries(ids));
  const [row] = await rowsOf<{ inserted: number; updated: number; unchanged: number }>(
    db,
    sql`
      with ids as (select key as campaign_key, value::uuid as campaign_id from jsonb_each_text(${map}::jsonb)),
      daily as (${dailyRowsSql(importId)})
      select
        count(*) filter (where m.campaign_id is null)::int as inserted,
        count(*) filter (where m.campaign_id is not null and (m.impressions, m.clicks, m.conversions, m.spend, m.revenue)
          is distinct from (d.impressions::int, d.clicks::int, d.conversions::int, d.spend, d.revenue))::int as updated,
        count(*) filter (where m.campaign_id is not null and (m.impressions, m.clicks, m.conversions, m.spend, m.revenue)
          is not distinct from (d.impressions::int, d.clicks::int, d.conversions::int, d.spend, d.revenue))::int as unchanged
      from daily d
      left join ids using (campaign_key)
      left join campaign_metrics m on m.campaign_id = ids.campaign_id and m.date = d.date and m.channel = d.channel`,
  );
  return row ?? { inserted: 0, updated: 0, unchanged: 0 };
}
