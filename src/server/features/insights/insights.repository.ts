import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { InsightSummary } from '../../../shared/analytics';
import type { Database } from '../../db/client';
import { aiInsights } from '../../db/schema';

export type InsightRow = typeof aiInsights.$inferSelect;

/** Most impactful first: impact rank, then confidence, then recency. */
export const IMPACT_ORDER = sql`case ${aiInsights.impact} when 'high' then 0 when 'medium' then 1 else 2 end`;

/** Who is looking: decides canApply. Without a viewer nobody may apply. */
export interface InsightViewer {
  id: string;
  canManageCampaigns: boolean;
  canModifyAll: boolean;
}

export const APPLICABLE_KINDS = new Set(['channel_reallocation']);

export function toInsightSummary(row: InsightRow, viewer?: InsightViewer): InsightSummary {
  const kind = (row.data as { kind?: string } | null)?.kind ?? '';
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    impact: (['high', 'medium', 'low'].includes(row.impact) ? row.impact : 'low') as InsightSummary['impact'],
    confidence: Number(row.confidence),
    actionRequired: row.actionRequired,
    campaignId: row.campaignId,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    // The insight's userId is the campaign's owner (the engine writes it so).
    canApply: Boolean(
      viewer?.canManageCampaigns &&
        APPLICABLE_KINDS.has(kind) &&
        (viewer.canModifyAll || row.userId === viewer.id),
    ),
    data: row.data ?? {},
  };
}

export async function selectInsights(
  db: Database,
  options: { limit: number; includeApplied?: boolean; campaignIds?: string[] },
): Promise<InsightRow[]> {
  return db
    .select()
    .from(aiInsights)
    .where(and(options.includeApplied ? undefined : isNull(aiInsights.appliedAt)))
    .orderBy(IMPACT_ORDER, desc(aiInsights.confidence), desc(aiInsights.createdAt))
    .limit(options.limit);
}

export async function selectInsight(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<InsightRow | undefined> {
  const [row] = await db.select().from(aiInsights).where(eq(aiInsights.id, id));
  return row;
}
