import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays } from '../../../../shared/dates';
import type { Database } from '../../../db/client';
import { campaignMetricFigures, campaignMetrics, campaigns } from '../../../db/schema';
import { BASELINE_DAYS, WINDOW_DAYS } from './anomaly-settings';
import { CHUNK } from './stored';
import { type CampaignRow, type DayTotals, EXAMINED_STATUSES } from './types';

/** The insights engine's input: the campaigns in scope, the examined days, and their delivery in those days. */

export interface DayRow extends DayTotals {
  campaignId: string;
  date: string;
  channel: string;
}

/** The campaigns a run examines: every launched one (EXAMINED_STATUSES), or those of `campaignIds` among them. */
export async function loadCampaigns(db: Database, campaignIds: string[] | undefined): Promise<CampaignRow[]> {
  const scope = campaignIds ? inArray(campaigns.id, campaignIds) : undefined;
  return db
    .select()
    .from(campaigns)
    .where(and(inArray(campaigns.status, [...EXAMINED_STATUSES]), scope));
}

/** The examined period: its first day and its last complete day. */
export async function loadPeriod(
  db: Database,
  yesterday: string,
): Promise<{ since: string; lastDay: string }> {
  // The last complete day with data anywhere in the workspace: data that has not arrived yet (an import that ends
  // earlier) is not a delivery stop.
  const [horizon] = await db
    .select({ last: sql<string | null>`max(${campaignMetrics.date})::text` })
    .from(campaignMetrics)
    .where(lte(campaignMetrics.date, yesterday));
  const lastDay = horizon?.last && horizon.last < yesterday ? horizon.last : yesterday;
  const since = addDays(lastDay, -(WINDOW_DAYS + BASELINE_DAYS - 1));
  return { since, lastDay };
}

export interface LoadedMetrics {
  /** Each campaign's rows in the examined period. */
  rowsOf: Map<string, DayRow[]>;
  /** Each campaign's spend and delivery days up to the last complete day. */
  spent: Map<string, { spend: number; days: number }>;
}

export async function loadMetrics(
  db: Database,
  ids: string[],
  since: string,
  lastDay: string,
): Promise<LoadedMetrics> {
  const metrics: DayRow[] = [];
  const spent = new Map<string, { spend: number; days: number }>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const part = await db
      .select({
        campaignId: campaignMetrics.campaignId,
        date: sql<string>`${campaignMetrics.date}::text`,
        channel: campaignMetrics.channel,
        ...campaignMetricFigures,
      })
      .from(campaignMetrics)
      .where(
        and(
          inArray(campaignMetrics.campaignId, chunk),
          gte(campaignMetrics.date, since),
          lte(campaignMetrics.date, lastDay),
        ),
      );
    for (const m of part) metrics.push({ ...m, spend: Number(m.spend), revenue: Number(m.revenue) });
    const totals = await db
      .select({
        campaignId: campaignMetrics.campaignId,
        spend: sql<number>`sum(${campaignMetrics.spend})::float8`,
        days: sql<number>`count(distinct ${campaignMetrics.date})::int`,
      })
      .from(campaignMetrics)
      .where(and(inArray(campaignMetrics.campaignId, chunk), lte(campaignMetrics.date, lastDay)))
      .groupBy(campaignMetrics.campaignId);
    for (const t of totals) spent.set(t.campaignId, { spend: Number(t.spend), days: Number(t.days) });
  }
  const rowsOf = new Map<string, DayRow[]>();
  for (const m of metrics) {
    const list = rowsOf.get(m.campaignId);
    if (list) list.push(m);
    else rowsOf.set(m.campaignId, [m]);
  }
  return { rowsOf, spent };
}
