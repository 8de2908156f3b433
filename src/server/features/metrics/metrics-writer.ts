import { sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database, Transaction } from '../../db/client';
import { campaignMetrics } from '../../db/schema';
import { refreshMetricRollups } from '../analytics';
import { refreshPacing } from '../campaigns';
import { runInsightsEngine } from '../insights';
import { dailyRowsSql } from './metrics-import-staging';

/** One day of one campaign on one channel, as every source delivers it (money in dollars). */
export interface MetricWrite {
  campaignId: string;
  /** YYYY-MM-DD, a workspace day. */
  date: string;
  channel: string;
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
  revenue: number;
}

export interface MetricsWriterDeps {
  db: Database;
  timeZone: string;
  now?: Date | undefined;
}

export interface MetricsWriteResult {
  rows: { inserted: number; updated: number; unchanged: number };
  /** What the engine wrote; `examined`: the campaigns it looked at (only changed ones: docs/ai.md, "Incremental runs"). */
  insights: { opened: number; updated: number; resolved: number; examined?: number };
  /** The campaigns whose figures changed: a caller that ran without the engine runs it for these afterwards. */
  changedCampaignIds: string[];
}

/**
 * Transaction-level advisory lock held by whoever decides which campaigns a metrics source owns and writes them
 * (the demo ingest, the import), so the simulator never overwrites rows an import is turning into imported data.
 */
export const METRICS_WRITE_LOCK_KEY = 727102;

/** Rows per statement: each statement stays far below the 30 s statement timeout. */
const BATCH = 5000;
const NO_INSIGHTS = { opened: 0, updated: 0, resolved: 0, examined: 0 };

/**
 * The one writer of campaign_metrics (DESIGN §7): the simulator, the Google Ads sync and the import all go through
 * it. Upserts on (campaign, date, channel) in one transaction, counting what really changed; refreshes the rollups
 * for the changed campaigns and dates; then re-runs the insights engine for the changed campaigns. Callers that run
 * the engine once for everything afterwards (the hourly ingest) pass `runEngine: false`.
 */
export async function writeMetrics(
  deps: MetricsWriterDeps,
  rows: MetricWrite[],
  options: { runEngine?: boolean | undefined } = {},
): Promise<MetricsWriteResult> {
  // A key twice in one statement would fail ("cannot affect row a second time"): the last value wins.
  const unique = new Map(rows.map((row) => [`${row.campaignId}|${row.date}|${row.channel}`, row]));
  const changedCampaigns = new Set<string>();
  const changedDates = new Set<string>();
  const counts = { inserted: 0, updated: 0, unchanged: 0 };

  if (unique.size) {
    await deps.db.transaction(async (tx) => {
      const values = [...unique.values()];
      for (let i = 0; i < values.length; i += BATCH) {
        const batch = values.slice(i, i + BATCH);
        // One JSON parameter per batch: the ORM takes longer to build a long VALUES list than the database
        // takes to run it (a 10 MB file: seconds instead of tens of seconds).
        const json = JSON.stringify(
          batch.map((m) => ({
            campaign_id: m.campaignId,
            date: m.date,
            channel: m.channel,
            impressions: m.impressions,
            clicks: m.clicks,
            conversions: m.conversions,
            spend: m.spend.toFixed(2),
            revenue: m.revenue.toFixed(2),
          })),
        );
        const written = await tx
          .insert(campaignMetrics)
          .select(
            sql`select campaign_id, date, channel, impressions, clicks, conversions, spend, revenue
              from jsonb_to_recordset(${json}::jsonb) as r(campaign_id uuid, date date, channel text,
                impressions integer, clicks integer, conversions integer, spend numeric(12,2), revenue numeric(12,2))`,
          )
          .onConflictDoUpdate({
            target: [campaignMetrics.campaignId, campaignMetrics.date, campaignMetrics.channel],
            set: {
              impressions: sql`excluded.impressions`,
              clicks: sql`excluded.clicks`,
              conversions: sql`excluded.conversions`,
              spend: sql`excluded.spend`,
              revenue: sql`excluded.revenue`,
            },
            // An identical row is left alone (and not returned): that is how "unchanged" is counted.
            setWhere: sql`(${campaignMetrics.impressions}, ${campaignMetrics.clicks}, ${campaignMetrics.conversions}, ${campaignMetrics.spend}, ${campaignMetrics.revenue})
              is distinct from (excluded.impressions, excluded.clicks, excluded.conversions, excluded.spend, excluded.revenue)`,
          })
          // xmax is 0 on a freshly inserted row version and set on one written by the update branch.
          .returning({
            campaignId: campaignMetrics.campaignId,
            date: campaignMetrics.date,
            inserted: sql<boolean>`(xmax = 0)`,
          });
        for (const row of written) {
          if (row.inserted) counts.inserted += 1;
          else counts.updated += 1;
          changedCampaigns.add(row.campaignId);
          changedDates.add(row.date);
        }
        counts.unchanged += batch.length - written.length;
      }
      if (changedCampaigns.size) {
        await refreshMetricRollups(tx, {
          campaignIds: [...changedCampaigns],
          dates: [...changedDates],
        });
        await refreshPacing(tx, addDays(todayIn(deps.timeZone, deps.now), -1), [...changedCampaigns]);
      }
    });
  }

  const changedCampaignIds = [...changedCampaigns];
  const insights =
    options.runEngine === false ? { ...NO_INSIGHTS } : await refreshInsights(deps, changedCampaignIds);
  return { rows: counts, insights, changedCampaignIds };
}

/**
 * Writes a staged import's daily rows (metrics-import-staging.ts) the way writeMetrics writes a list: upserts that
 * leave identical rows alone, then rollups and pacing for what changed, inside the caller's transaction. `ids` maps
 * each file campaign key to its campaign; `keyBatches` cut the work into statements of bounded size, each far
 * below the statement timeout whatever the file's size.
 */
export async function writeStagedMetrics(
  deps: Omit<MetricsWriterDeps, 'db'> & { db: Transaction },
  importId: string,
  ids: Map<string, string>,
  keyBatches: string[][],
  onBatch?: (done: number, of: number) => void,
): Promise<Omit<MetricsWriteResult, 'insights'>> {
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  const changedCampaigns = new Set<string>();
  const changedDates = new Set<string>();
  const map = JSON.stringify(Object.fromEntries(ids));
  let done = 0;
  for (const keys of keyBatches) {
    const result = (await deps.db.execute(sql`
      with ids as (select key as campaign_key, value::uuid as campaign_id from jsonb_each_text(${map}::jsonb)),
      daily as (${dailyRowsSql(importId, keys)}),
      written as (
        insert into campaign_metrics (campaign_id, date, channel, impressions, clicks, conversions, spend, revenue)
        select ids.campaign_id, d.date, d.channel, d.impressions, d.clicks, d.conversions, d.spend, d.revenue
        from daily d join ids using (campaign_key)
        on conflict (campaign_id, date, channel) do update set
          impressions = excluded.impressions, clicks = excluded.clicks, conversions = excluded.conversions,
          spend = excluded.spend, revenue = excluded.revenue
        -- An identical row is left alone (and not returned): that is how "unchanged" is counted.
        where (campaign_metrics.impressions, campaign_metrics.clicks, campaign_metrics.conversions,
            campaign_metrics.spend, campaign_metrics.revenue)
          is distinct from (excluded.impressions, excluded.clicks, excluded.conversions, excluded.spend, excluded.revenue)
        -- xmax is 0 on a freshly inserted row version and set on one written by the update branch.
        returning campaign_id, date, (xmax = 0) as inserted
      )
      select
        (select count(*)::int from daily) as daily,
        (select count(*)::int from written where inserted) as inserted,
        (select count(*)::int from written where not inserted) as updated,
        (select coalesce(json_agg(distinct campaign_id), '[]') from written) as campaigns,
        (select coalesce(json_agg(distinct to_char(date, 'YYYY-MM-DD')), '[]') from written) as dates`)) as unknown as {
      rows: {
        daily: number;
        inserted: number;
        updated: number;
        campaigns: string[] | string;
        dates: string[] | string;
      }[];
    };
    const row = result.rows[0];
    if (row) {
      counts.inserted += row.inserted;
      counts.updated += row.updated;
      counts.unchanged += row.daily - row.inserted - row.updated;
      for (const id of jsonList(row.campaigns)) changedCampaigns.add(id);
      for (const date of jsonList(row.dates)) changedDates.add(date);
    }
    done += 1;
    onBatch?.(done, keyBatches.length);
  }
  if (changedCampaigns.size) {
    await refreshMetricRollups(deps.db, { campaignIds: [...changedCampaigns], dates: [...changedDates] });
    await refreshPacing(deps.db, addDays(todayIn(deps.timeZone, deps.now), -1), [...changedCampaigns]);
  }
  return { rows: counts, changedCampaignIds: [...changedCampaigns] };
}

/** node-postgres parses json columns; PGlite may hand them over as text. */
const jsonList = (value: string[] | string): string[] =>
  typeof value === 'string' ? (JSON.parse(value) as string[]) : value;

/**
 * Re-runs the insights engine for these campaigns: one run, which works in batches and gives the event loop back
 * between slices of its statistics (insights-engine.ts), so a large import does not hold other requests up
 * (bench/import-latency.ts, bench/insights-scale.ts).
 */
export async function refreshInsights(
  deps: MetricsWriterDeps,
  campaignIds: string[],
): Promise<MetricsWriteResult['insights']> {
  if (!campaignIds.length) return { ...NO_INSIGHTS };
  const run = await runInsightsEngine({
    db: deps.db,
    timeZone: deps.timeZone,
    ...(deps.now ? { now: deps.now } : {}),
    campaignIds,
  });
  return { opened: run.opened, updated: run.updated, resolved: run.resolved, examined: run.examined };
}
