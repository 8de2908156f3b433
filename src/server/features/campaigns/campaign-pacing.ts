import { and, count, eq, sql } from 'drizzle-orm';
import { type Pacing, pacingOf, RUN_RATE_DAYS } from '../../../shared/pacing';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { inIdList } from '../../lib/sql-text';

// Budget pacing (issue 16): kept on each campaign row, so that the list and the dashboard read it without the metrics.

const UPDATE_SLICE = 1000;
/**
 * Campaigns whose delivery one pacing statement sums: over every active campaign of a large workspace (5,000 with a
 * year of delivery, bench/insights-scale.ts) one statement ran into the 30 s statement timeout; slices keep each
 * statement bounded whatever the workspace's size.
 */
const PACING_SLICE = 500;

/** `and c.id in (…)` for the campaigns named, or nothing for all of them. */
function onlyCampaigns(campaignIds: string[] | undefined) {
  return campaignIds
    ? sql`and c.id in (${sql.join(
        campaignIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
}

/**
 * The pacing (src/shared/pacing.ts) of the given active campaigns, or of every active one, as of `lastCompleteDay`,
 * or as of its last imported day for a campaign whose figures come from files (dataThrough in the shared rules).
 */
export async function campaignPacings(
  db: Pick<Database, 'execute'>,
  lastCompleteDay: string,
  campaignIds?: string[],
): Promise<Map<string, Pacing | null>> {
  if (campaignIds?.length === 0) return new Map();
  const only = onlyCampaigns(campaignIds);
  // least() skips the null of a campaign that is not imported: the same rule as dataThrough. The spend between two
  // days is the difference of the running totals (campaign_channel_running_totals, the last row on or before each
  // day, per channel): three probes by key per campaign and channel instead of a sum over every day since the start.
  const spendThrough = (day: string) =>
    sql.raw(`select r.spend from campaign_channel_running_totals r
      where r.campaign_id = t.campaign_id and r.channel = t.channel and r.date <= ${day}
      order by r.date desc limit 1`);
  const { rows } = (await db.execute(sql`
    select c.id, c.budget::float8 as budget, c.start_date::text as start_date, c.end_date::text as end_date,
      w.data_through::text as data_through,
      coalesce(sum(coalesce(s.as_of, 0) - coalesce(s.before_start, 0)), 0)::float8 as spend_to_date,
      coalesce(sum(coalesce(s.as_of, 0) - coalesce(s.before_recent, 0)), 0)::float8 as recent_spend
    from campaigns c
    cross join lateral (select least(${lastCompleteDay}::date, case when c.data_source = 'imported' then
      (select max(i.last_date) from campaign_channel_totals i where i.campaign_id = c.id) end) as data_through) w0
    cross join lateral (select w0.data_through, least(c.end_date, w0.data_through) as as_of) w
    left join campaign_channel_totals t on t.campaign_id = c.id and w.as_of >= c.start_date
    left join lateral (select (${spendThrough('w.as_of')}) as as_of,
      (${spendThrough('c.start_date - 1')}) as before_start,
      (${spendThrough(`greatest(w.as_of - ${RUN_RATE_DAYS}, c.start_date - 1)`)}) as before_recent) s on true
    where c.status = 'active' ${only}
    group by c.id, c.budget, c.start_date, c.end_date, w.data_through`)) as unknown as {
    rows: {
      id: string;
      budget: number;
      start_date: string;
      end_date: string;
      data_through: string;
      spend_to_date: number;
      recent_spend: number;
    }[];
  };
  return new Map(
    rows.map((row) => [
      row.id,
      pacingOf({
        budget: row.budget,
        startDate: row.start_date,
        endDate: row.end_date,
        lastCompleteDay: row.data_through,
        spendToDate: row.spend_to_date,
        recentSpend: row.recent_spend,
      }),
    ]),
  );
}

/**
 * Recomputes the stored pacing of the given campaigns, or of every campaign, as of `lastCompleteDay`: active
 * campaigns get their figures (campaignPacings), others none. Written with plain SQL so that it does not touch
 * `updated_at` (nobody edited the campaign).
 */
export async function refreshPacing(
  db: Database,
  lastCompleteDay: string,
  campaignIds?: string[],
): Promise<void> {
  if (campaignIds?.length === 0) return;
  const only = onlyCampaigns(campaignIds);
  const ids =
    campaignIds ??
    (await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.status, 'active'))).map(
      (row) => row.id,
    );
  const pacings = new Map<string, Pacing | null>();
  for (let i = 0; i < ids.length; i += PACING_SLICE) {
    for (const entry of await campaignPacings(db, lastCompleteDay, ids.slice(i, i + PACING_SLICE))) {
      pacings.set(...entry);
    }
  }
  const values = [...pacings].map(
    ([id, pacing]) => sql`(${id}::uuid, ${pacing ? JSON.stringify(pacing) : null}::jsonb)`,
  );
  // In slices: two parameters a campaign, and PostgreSQL takes at most 65,535 in one statement.
  for (let i = 0; i < values.length; i += UPDATE_SLICE) {
    await db.execute(sql`update campaigns set pacing = v.pacing
      from (values ${sql.join(values.slice(i, i + UPDATE_SLICE), sql`, `)}) as v(id, pacing)
      where campaigns.id = v.id and campaigns.pacing is distinct from v.pacing`);
  }
  await db.execute(
    sql`update campaigns c set pacing = null where c.status <> 'active' and c.pacing is not null ${only}`,
  );
}

/**
 * The stored pacing of these campaigns (what the campaign list shows: as of the last complete day, kept by every
 * metrics write and the hourly ingest), null for one without (not active, or never paced). One read by key per
 * campaign, where campaignPacings works the figures out again.
 */
export async function storedPacings(
  db: Pick<Database, 'execute'>,
  campaignIds: string[],
): Promise<Map<string, Pacing | null>> {
  const pacings = new Map<string, Pacing | null>();
  if (campaignIds.length === 0) return pacings;
  const { rows } = (await db.execute(
    sql`select c.id, c.pacing from campaigns c where ${inIdList(sql`c.id`, campaignIds)}`,
  )) as unknown as { rows: { id: string; pacing: Pacing | null }[] };
  for (const row of rows) pacings.set(row.id, row.pacing);
  return pacings;
}

/** How many active campaigns are on track, under- and over-pacing (the dashboard's pacing line). */
export async function countPacing(
  db: Pick<Database, 'select'>,
): Promise<{ onTrack: number; under: number; over: number }> {
  const rows = await db
    .select({ status: sql<string>`${campaigns.pacing}->>'status'`, n: count() })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'active'), sql`${campaigns.pacing} is not null`))
    .groupBy(sql`${campaigns.pacing}->>'status'`);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { onTrack: of('on_track'), under: of('under'), over: of('over') };
}
