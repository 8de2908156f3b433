import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { insightsEngineRuns } from '../../../db/schema';

/**
 * What a campaign's findings depend on, as a digest (docs/ai.md, "Incremental runs"): a run skips a campaign whose
 * digest equals the one stored by its last examination. The inputs are
 *  - the run's context: ENGINE_VERSION, the day (pacing and the examined window move with it), the examined period,
 *    the workspace currency and locale (the findings' sentences);
 *  - the campaign fields the detectors read (owner, name, budget, dates, status, data source);
 *  - its delivery in the examined period, row by row, and its spend and delivery days to date;
 *  - its stored insights' state (a row applied, undone, resolved or rewritten), taken after the run for the stored
 *    digest, so the engine's own writes are part of what the next run compares with.
 * Everything is computed in PostgreSQL, one statement per batch of campaigns.
 */

/** Bump when what the engine finds from the same inputs changes: every campaign is examined again once. */
export const ENGINE_VERSION = 1;

export interface DigestContext {
  yesterday: string;
  since: string;
  lastDay: string;
  currency: string;
  locale: string;
}

export interface CampaignDigest {
  /** Everything but the stored insights. */
  inputs: string;
  /** The campaign's stored insights. */
  insights: string;
}

type Rows<T> = { rows: T[] };

const insightsState = (ids: string[]) => sql`
  select campaign_id, md5(string_agg(concat_ws(',', id, kind, updated_at, resolved_at, applied_at), ';' order by id)) as h
  from ai_insights where campaign_id in ${ids} group by campaign_id`;

/** The digest parts of each campaign in `ids` (one statement). */
export async function campaignDigests(
  db: Database,
  ids: string[],
  context: DigestContext,
): Promise<Map<string, CampaignDigest>> {
  const run = [
    ENGINE_VERSION,
    context.yesterday,
    context.since,
    context.lastDay,
    context.currency,
    context.locale,
  ].join('|');
  const result = (await db.execute(sql`
    with window_rows as (
      select campaign_id,
        md5(string_agg(concat_ws(',', date, channel, impressions, clicks, conversions, spend, revenue), ';'
          order by date, channel)) as h
      from campaign_metrics
      where campaign_id in ${ids} and date between ${context.since}::date and ${context.lastDay}::date
      group by campaign_id
    ), to_date as (
      select campaign_id, sum(spend) as spend, count(distinct date) as days
      from campaign_metrics where campaign_id in ${ids} and date <= ${context.lastDay}::date
      group by campaign_id
    ), stored as (${insightsState(ids)})
    select c.id,
      md5(concat_ws('|', ${run}::text, c.user_id, c.name, c.budget, c.start_date, c.end_date, c.status, c.data_source,
        w.h, t.spend, t.days)) as inputs,
      coalesce(s.h, '') as insights
    from campaigns c
      left join window_rows w on w.campaign_id = c.id
      left join to_date t on t.campaign_id = c.id
      left join stored s on s.campaign_id = c.id
    where c.id in ${ids}`)) as unknown as Rows<{ id: string; inputs: string; insights: string }>;
  return new Map(result.rows.map((r) => [r.id, { inputs: r.inputs, insights: r.insights }]));
}

/** The stored-insights part alone, after a run has written (one statement). */
export async function insightsDigests(db: Database, ids: string[]): Promise<Map<string, string>> {
  const result = (await db.execute(insightsState(ids))) as unknown as Rows<{
    campaign_id: string;
    h: string;
  }>;
  return new Map(result.rows.map((r) => [r.campaign_id, r.h]));
}

export const combined = (inputs: string, insights: string) => `${inputs}:${insights}`;

/** The digests each campaign's last examination stored. */
export async function storedDigests(db: Database, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ campaignId: insightsEngineRuns.campaignId, digest: insightsEngineRuns.inputsDigest })
    .from(insightsEngineRuns)
    .where(inArray(insightsEngineRuns.campaignId, ids));
  return new Map(rows.map((r) => [r.campaignId, r.digest]));
}

/** Records an examination of each campaign (one statement). */
export async function saveDigests(db: Database, digests: Map<string, string>, at: Date): Promise<void> {
  if (!digests.size) return;
  await db
    .insert(insightsEngineRuns)
    .values([...digests].map(([campaignId, inputsDigest]) => ({ campaignId, inputsDigest, examinedAt: at })))
    .onConflictDoUpdate({
      target: insightsEngineRuns.campaignId,
      set: { inputsDigest: sql`excluded.inputs_digest`, examinedAt: sql`excluded.examined_at` },
    });
}
