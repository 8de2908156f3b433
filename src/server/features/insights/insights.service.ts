import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Channel } from '../../../shared/analytics';
import { addDays } from '../../../shared/dates';
import { readInsightEvidence } from '../../../shared/insights';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database } from '../../db/client';
import { aiInsights } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import {
  channelWeightsOn,
  recordReallocation,
  removeReallocation,
  selectModifiableCampaign,
  type Viewer,
} from '../campaigns';
import { type InsightRow, selectInsight } from './insights.repository';
import { pendingOutcome } from './outcomes';

export const INSIGHT_MESSAGES = {
  notFound: 'Insight not found',
  notApplicable: 'This insight has no change to apply; it is information only.',
  alreadyApplied: 'This recommendation has already been applied.',
  notApplied: 'This recommendation has not been applied, so there is nothing to undo.',
} as const;

type Weights = Partial<Record<Channel, number>>;
export interface ApplyPreview {
  insightId: string;
  campaignId: string;
  campaignName: string;
  summary: string;
  before: { channelWeights: Weights };
  after: { channelWeights: Weights };
  effectiveFrom: string;
}

const uuid = z.uuid();
async function loadApplicable(db: Database, viewer: Viewer, id: string) {
  if (!uuid.safeParse(id).success) throw notFound(INSIGHT_MESSAGES.notFound);
  const insight = await selectInsight(db, id);
  if (!insight?.campaignId) throw notFound(INSIGHT_MESSAGES.notFound);
  // Applying changes a campaign: the same rule as editing it (creator, director, admin).
  const campaign = await selectModifiableCampaign(db, viewer, insight.campaignId);
  if (!campaign) throw notFound(INSIGHT_MESSAGES.notFound);
  return { insight, campaign };
}

function reallocation(insight: InsightRow, weights: Weights) {
  const data = readInsightEvidence(insight.data);
  if (data.kind !== 'channel_reallocation') return null;
  const shift = Math.min(weights[data.from] ?? 0, data.shift);
  const round = (n: number) => Math.round(n * 100) / 100;
  const next: Weights = {
    ...weights,
    [data.from]: round((weights[data.from] ?? 0) - shift),
    [data.to]: round((weights[data.to] ?? 0) + shift),
  };
  return { from: data.from, to: data.to, shift, next };
}

export async function previewInsight(
  deps: { db: Database; timeZone: string },
  viewer: Viewer,
  id: string,
): Promise<ApplyPreview> {
  const { insight, campaign } = await loadApplicable(deps.db, viewer, id);
  const today = todayIn(deps.timeZone);
  const current = channelWeightsOn(campaign, today);
  const change = reallocation(insight, current);
  if (!change) throw new AppError(400, INSIGHT_MESSAGES.notApplicable);
  return {
    insightId: insight.id,
    campaignId: campaign.id,
    campaignName: campaign.name,
    summary: `Move ${Math.round(change.shift * 100)} points of budget share from ${change.from} to ${change.to}`,
    before: { channelWeights: current },
    after: { channelWeights: change.next },
    effectiveFrom: addDays(today, 1),
  };
}

/** The audit row of applying or undoing an insight: the campaign's channel weights either side of the change. */
function auditWeightChange(
  tx: Pick<Database, 'insert'>,
  viewer: Viewer,
  action: 'insight.applied' | 'insight.undone',
  change: { campaignId: string; insightId: string; before: Weights | null; after: Weights | null },
): Promise<void> {
  return recordAudit(tx, {
    actorId: viewer.id,
    action,
    targetType: 'campaign',
    targetId: change.campaignId,
    before: { channelWeights: change.before },
    after: { channelWeights: change.after, insightId: change.insightId },
  });
}

/**
 * Applies a recommendation: the new channel weights take effect from tomorrow (the simulator, or the Google Ads
 * sync, reads them from optimizationHistory), recorded in aiDecisions, optimizationHistory and the audit log.
 */
export async function applyInsight(deps: { db: Database; timeZone: string }, viewer: Viewer, id: string) {
  const preview = await previewInsight(deps, viewer, id);
  return deps.db.transaction(async (tx) => {
    const insight = await selectInsight(tx, id);
    if (insight?.appliedAt) throw new AppError(409, INSIGHT_MESSAGES.alreadyApplied);
    const entryId = randomToken(9);
    const at = new Date().toISOString();
    const recorded = await recordReallocation(tx, preview.campaignId, {
      id: entryId,
      insightId: id,
      at,
      summary: preview.summary,
      from: preview.effectiveFrom,
      weights: preview.after.channelWeights,
      previous: preview.before.channelWeights,
      appliedBy: viewer.id,
    });
    if (!recorded) throw notFound(INSIGHT_MESSAGES.notFound);
    const campaign = { id: preview.campaignId };
    const [updated] = await tx
      .update(aiInsights)
      .set({
        appliedAt: new Date(at),
        appliedChange: { entryId, campaignId: campaign.id },
        isRead: true,
        // The change takes effect tomorrow; its result is measured a week later (outcomes.ts).
        outcome: pendingOutcome(todayIn(deps.timeZone, new Date(at))),
      })
      .where(eq(aiInsights.id, id))
      .returning();
    await auditWeightChange(tx, viewer, 'insight.applied', {
      campaignId: campaign.id,
      insightId: id,
      before: preview.before.channelWeights,
      after: preview.after.channelWeights,
    });
    return { insight: updated as InsightRow, preview };
  });
}

/** Undo removes exactly what apply added, so the campaign is as it was before. */
export async function undoInsight(deps: { db: Database }, viewer: Viewer, id: string) {
  const { insight } = await loadApplicable(deps.db, viewer, id);
  const change = insight.appliedChange as { entryId?: string; campaignId?: string } | null;
  if (!insight.appliedAt || !change?.entryId || !change.campaignId)
    throw new AppError(409, INSIGHT_MESSAGES.notApplied);
  return deps.db.transaction(async (tx) => {
    const removed = await removeReallocation(
      tx,
      change.campaignId as string,
      change.entryId as string,
      viewer.id,
    );
    if (!removed) throw notFound(INSIGHT_MESSAGES.notFound);
    const campaign = { id: change.campaignId as string };
    const [updated] = await tx
      .update(aiInsights)
      .set({ appliedAt: null, appliedChange: null, outcome: null })
      .where(eq(aiInsights.id, id))
      .returning();
    await auditWeightChange(tx, viewer, 'insight.undone', {
      campaignId: campaign.id,
      insightId: id,
      before: removed.weights,
      after: removed.previous,
    });
    return updated as InsightRow;
  });
}

export async function markInsightRead(db: Database, id: string) {
  if (!uuid.safeParse(id).success) throw notFound(INSIGHT_MESSAGES.notFound);
  const [row] = await db.update(aiInsights).set({ isRead: true }).where(eq(aiInsights.id, id)).returning();
  if (!row) throw notFound(INSIGHT_MESSAGES.notFound);
  return row;
}
