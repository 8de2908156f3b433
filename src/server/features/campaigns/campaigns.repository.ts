import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CampaignSort, CampaignStatus } from '../../../shared/campaigns';
import type { Database } from '../../db/client';
import { campaignChannelTotals, campaigns } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Who is asking: modifications are scoped in the WHERE clause, never checked after the fetch. */
export interface Viewer {
  id: string;
  /** marketing_director and admin may modify every campaign of the workspace (DESIGN §4). */
  canModifyAll: boolean;
}

export function modifiableBy(viewer: Viewer): SQL | undefined {
  return viewer.canModifyAll ? undefined : eq(campaigns.userId, viewer.id);
}

const ORDER: Record<CampaignSort, SQL[]> = {
  created_desc: [desc(campaigns.createdAt), desc(campaigns.id)],
  created_asc: [asc(campaigns.createdAt), asc(campaigns.id)],
  budget_desc: [desc(campaigns.budget), desc(campaigns.createdAt)],
  // ROAS from the kept-current metrics; campaigns without delivery sort last.
  performance_desc: [
    sql`(${campaigns.performanceMetrics}->>'roas')::numeric desc nulls last`,
    desc(campaigns.createdAt),
  ],
};

export async function selectCampaigns(
  db: Database,
  filter: { status?: CampaignStatus | undefined; sort: CampaignSort },
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(filter.status ? eq(campaigns.status, filter.status) : undefined)
    .orderBy(...ORDER[filter.sort]);
}

export async function selectCampaign(db: Executor, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

export async function selectModifiableCampaign(
  db: Executor,
  viewer: Viewer,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow | undefined> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), modifiableBy(viewer)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertCampaign(db: Executor, values: NewCampaignRow): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  if (!row) throw new Error('campaign insert returned nothing');
  return row;
}

export async function updateCampaignRow(
  db: Executor,
  viewer: Viewer,
  id: string,
  values: Partial<NewCampaignRow>,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set(values)
    .where(and(eq(campaigns.id, id), modifiableBy(viewer)))
    .returning();
  return row;
}

export async function deleteCampaignRow(
  db: Executor,
  viewer: Viewer,
  id: string,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), modifiableBy(viewer)))
    .returning();
  return row;
}

/**
 * Recomputes campaigns.performanceMetrics (and so spend) from the per-channel totals, so that lists and sorts
 * read one row per campaign. Called by refreshMetricRollups after every metrics write.
 */
export async function refreshPerformanceMetrics(db: Database, campaignIds: string[]): Promise<void> {
  const totals = db
    .select({
      campaignId: campaignChannelTotals.campaignId,
      impressions: sql<number>`sum(${campaignChannelTotals.impressions})`.as('impressions'),
      clicks: sql<number>`sum(${campaignChannelTotals.clicks})`.as('clicks'),
      conversions: sql<number>`sum(${campaignChannelTotals.conversions})`.as('conversions'),
      spend: sql<number>`sum(${campaignChannelTotals.spend})`.as('spend'),
      revenue: sql<number>`sum(${campaignChannelTotals.revenue})`.as('revenue'),
    })
    .from(campaignChannelTotals)
    .where(inArray(campaignChannelTotals.campaignId, campaignIds))
    .groupBy(campaignChannelTotals.campaignId)
    .as('totals');
  await db
    .update(campaigns)
    .set({
      performanceMetrics: sql`jsonb_build_object(
        'impressions', ${totals.impressions}, 'clicks', ${totals.clicks}, 'conversions', ${totals.conversions},
        'spend', round(${totals.spend}, 2), 'revenue', round(${totals.revenue}, 2),
        'ctr', case when ${totals.impressions} > 0 then round(${totals.clicks} * 100.0 / ${totals.impressions}, 2) else 0 end,
        'roas', case when ${totals.spend} > 0 then round(${totals.revenue} / ${totals.spend}, 2) else 0 end)`,
    })
    .from(totals)
    .where(eq(campaigns.id, totals.campaignId));
}
