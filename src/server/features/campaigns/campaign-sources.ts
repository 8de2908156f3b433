import { and, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignChannelTotals, campaigns } from '../../db/schema';
import { recordAudit } from '../../lib/audit';

// The campaigns feature owns the campaigns table (db/schema/owners.ts). What other features and jobs change on a
// campaign when its figures arrive from outside (a metrics import, a Google Ads sync, the demo simulator, the
// recompute command) goes through these functions, each taking the caller's transaction when it has one.

const CHUNK = 1000;

/**
 * Marks campaigns whose figures were just imported (provenance: "imported <date>"): demo ones now carry real data
 * and become `imported`, so the simulator leaves them alone; a Google Ads campaign keeps its source.
 */
export async function markMetricsImported(
  db: Database,
  matched: { id: string; dataSource: string }[],
  importedAt: Date,
): Promise<void> {
  for (let i = 0; i < matched.length; i += CHUNK) {
    const slice = matched.slice(i, i + CHUNK);
    await db
      .update(campaigns)
      .set({ metricsImportedAt: importedAt })
      .where(
        inArray(
          campaigns.id,
          slice.map((c) => c.id),
        ),
      );
    const demo = slice.filter((c) => c.dataSource === 'demo').map((c) => c.id);
    if (demo.length)
      await db
        .update(campaigns)
        .set({ dataSource: 'imported' })
        .where(and(inArray(campaigns.id, demo), eq(campaigns.dataSource, 'demo')));
  }
}

/** A campaign linked to Google Ads (an external id) takes its data from the sync from now on. */
export async function markLinkedCampaignsSynced(db: Database): Promise<void> {
  await db
    .update(campaigns)
    .set({ dataSource: 'google-ads' })
    .where(and(isNotNull(campaigns.externalId), ne(campaigns.dataSource, 'google-ads')));
}

/** Active campaigns past their end date are completed (audited, with no human actor). */
export async function completeEndedCampaigns(db: Database, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(campaigns)
      .set({ status: 'completed' })
      .where(and(eq(campaigns.status, 'active'), sql`${campaigns.endDate} < ${today}`))
      .returning({ id: campaigns.id });
    for (const row of ended) {
      await recordAudit(tx, {
        actorId: null,
        action: 'campaign.status_changed',
        targetType: 'campaign',
        targetId: row.id,
        before: { status: 'active' },
        after: { status: 'completed', reason: 'end date passed' },
      });
    }
  });
}

/** A campaign without any metrics left (no per-channel totals) has no performance figures. */
export async function clearPerformanceWithoutMetrics(db: Database): Promise<void> {
  await db
    .update(campaigns)
    .set({ performanceMetrics: null })
    .where(
      and(
        isNotNull(campaigns.performanceMetrics),
        notInArray(
          campaigns.id,
          db.select({ id: campaignChannelTotals.campaignId }).from(campaignChannelTotals),
        ),
      ),
    );
}
