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

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
/** "45 %": a share in words (whole percent). */
const percentOf = (share: number) => `${Math.round(share * 100)} %`;

/**
 * Shares that sum to 1 with 4 decimals (what the mix keeps): normalised, then the rounding left over goes to the
 * largest share. Null when there is nothing to share out.
 */
function mixOf(shares: [Channel, number][]): Weights | null {
  const positive = shares.map(([channel, share]): [Channel, number] => [channel, Math.max(0, share)]);
  const total = positive.reduce((sum, [, share]) => sum + share, 0);
  if (!(total > 0)) return null;
  const rounded = positive.map(([channel, share]): [Channel, number] => [channel, round4(share / total)]);
  const largest = rounded.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  largest[1] = round4(largest[1] + 1 - rounded.reduce((sum, [, share]) => sum + share, 0));
  return Object.fromEntries(rounded);
}

/** What applying an insight changes: the mix from tomorrow, and how it says so. */
interface ProposedChange {
  kind: 'channel_reallocation' | 'budget_test';
  summary: string;
  next: Weights;
  /** A budget test's length in days (it ends by itself, the mix going back to what it was). */
  days?: number;
}

/**
 * What applying an insight changes on a campaign whose mix today is `weights`; null when it has nothing to apply
 * (another kind, or evidence that names no mix).
 */
function proposedChange(insight: InsightRow, weights: Weights): ProposedChange | null {
  const data = readInsightEvidence(insight.data);
  if (data.kind === 'budget_test') {
    const next = mixOf(Object.entries(data.weights) as [Channel, number][]);
    if (!next) return null;
    const verb = data.testShare >= data.currentShare ? 'raise' : 'lower';
    return {
      kind: 'budget_test',
      summary: `Budget test: ${verb} ${data.channel} from ${percentOf(data.currentShare)} to ${percentOf(data.testShare)} for ${data.days} days`,
      next,
      days: data.days,
    };
  }
  if (data.kind !== 'channel_reallocation') return null;
  if (data.plan) {
    // The plan says every channel's share: the mix becomes the plan's, whatever it was.
    const next = mixOf(data.plan.channels.map((c): [Channel, number] => [c.channel, c.recommendedShare]));
    if (!next) return null;
    const listed = (Object.entries(next) as [Channel, number][])
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([channel, share]) => `${channel} ${percentOf(share)}`);
    return {
      kind: 'channel_reallocation',
      summary: `Set the channel mix to the plan: ${listed.join(', ')}`,
      next,
    };
  }
  const shift = Math.min(weights[data.from] ?? 0, data.shift);
  const next: Weights = {
    ...weights,
    [data.from]: round2((weights[data.from] ?? 0) - shift),
    [data.to]: round2((weights[data.to] ?? 0) + shift),
  };
  return {
    kind: 'channel_reallocation',
    summary: `Move ${Math.round(shift * 100)} points of budget share from ${data.from} to ${data.to}`,
    next,
  };
}

/** The preview, and what applying records: a budget test's last day besides the mix. */
async function prepareChange(deps: { db: Database; timeZone: string }, viewer: Viewer, id: string) {
  const { insight, campaign } = await loadApplicable(deps.db, viewer, id);
  const effectiveFrom = addDays(todayIn(deps.timeZone), 1);
  // The mix it replaces is the one in force when it takes effect: a change applied earlier today counts.
  const current = channelWeightsOn(campaign, effectiveFrom);
  const change = proposedChange(insight, current);
  if (!change) throw new AppError(400, INSIGHT_MESSAGES.notApplicable);
  const preview: ApplyPreview = {
    insightId: insight.id,
    campaignId: campaign.id,
    campaignName: campaign.name,
    summary: change.summary,
    before: { channelWeights: current },
    after: { channelWeights: change.next },
    effectiveFrom,
  };
  return {
    preview,
    kind: change.kind,
    until: change.days ? addDays(effectiveFrom, change.days - 1) : undefined,
  };
}

export async function previewInsight(
  deps: { db: Database; timeZone: string },
  viewer: Viewer,
  id: string,
): Promise<ApplyPreview> {
  return (await prepareChange(deps, viewer, id)).preview;
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
 * sync, reads them from optimizationHistory), for a budget test until its last day, recorded in aiDecisions,
 * optimizationHistory and the audit log.
 */
export async function applyInsight(deps: { db: Database; timeZone: string }, viewer: Viewer, id: string) {
  const { preview, kind, until } = await prepareChange(deps, viewer, id);
  return deps.db.transaction(async (tx) => {
    const insight = await selectInsight(tx, id);
    if (insight?.appliedAt) throw new AppError(409, INSIGHT_MESSAGES.alreadyApplied);
    const entryId = randomToken(9);
    const at = new Date().toISOString();
    const recorded = await recordReallocation(tx, preview.campaignId, {
      id: entryId,
      insightId: id,
      kind,
      at,
      summary: preview.summary,
      from: preview.effectiveFrom,
      ...(until ? { until } : {}),
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
