import { eq } from 'drizzle-orm';
import type { Channel } from '../../../shared/analytics';
import type { InsightKind } from '../../../shared/insights-rules';
import type { Transaction } from '../../db/client';
import { campaigns } from '../../db/schema';
import { recordApprovalRequest, reviewTermsChange, viewerById } from './campaign-approval';
import { type CampaignRow, selectCampaign } from './campaigns.repository';

/**
 * Applied recommendations on a campaign (the insights feature applies and undoes them through here): the channel
 * weights from a date on (or, for a budget test, for a number of days), kept in its optimization history and AI
 * decisions.
 */

type Weights = Partial<Record<Channel, number>>;

/** An applied reallocation as the campaign keeps it (optimization history and AI decisions share its id). */
export interface AppliedReallocation {
  id: string;
  insightId: string;
  /** What was applied: a reallocation (the default) or a budget test. */
  kind?: Extract<InsightKind, 'channel_reallocation' | 'budget_test'>;
  /** When it was applied (ISO time). */
  at: string;
  summary: string;
  /** From this date on the campaign delivers with `weights`. */
  from: string;
  /** A budget test's last day (inclusive): after it the campaign goes back to the mix it had before. */
  until?: string;
  weights: Weights;
  previous: Weights;
  appliedBy: string;
}

async function lockCampaign(tx: Transaction, campaignId: string) {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  return campaign;
}

/**
 * The channel mix is an approval term (issue 28). A recommendation applied by an approver (director, admin) is
 * their decision: an approved campaign's terms move with it. Applied by a marketing manager to their approved (or,
 * with approval on, live) campaign, it changes what was approved, so the campaign goes back to pending_approval like
 * any other edit: the recommendation is the engine's, but applying it is the manager's choice. The same holds for an
 * undo, unless it brings the mix back to what was approved.
 */
async function reviewMixChange(tx: Transaction, actorId: string, before: CampaignRow) {
  const after = await selectCampaign(tx, before.id);
  const actor = await viewerById(tx, actorId);
  if (!after || !actor) return;
  const review = await reviewTermsChange(tx, actor, before, after);
  if (!review) return;
  const [saved] = await tx
    .update(campaigns)
    .set({ approval: review.approval, ...(review.status ? { status: review.status } : {}) })
    .where(eq(campaigns.id, before.id))
    .returning();
  if (saved && review.request) await recordApprovalRequest(tx, actor, saved, review.request);
}

/**
 * Records an applied reallocation on the campaign, inside the caller's transaction (the row is locked until it
 * ends). False when the campaign no longer exists.
 */
export async function recordReallocation(
  tx: Transaction,
  campaignId: string,
  change: AppliedReallocation,
): Promise<boolean> {
  const campaign = await lockCampaign(tx, campaignId);
  if (!campaign) return false;
  await tx
    .update(campaigns)
    .set({
      optimizationHistory: [
        ...(campaign.optimizationHistory ?? []),
        {
          id: change.id,
          insightId: change.insightId,
          at: change.at,
          summary: change.summary,
          channelWeights: {
            from: change.from,
            ...(change.until ? { until: change.until } : {}),
            weights: change.weights,
          },
          previous: change.previous,
        },
      ],
      aiDecisions: [
        ...(campaign.aiDecisions ?? []),
        {
          id: change.id,
          insightId: change.insightId,
          at: change.at,
          kind: change.kind ?? 'channel_reallocation',
          summary: change.summary,
          appliedBy: change.appliedBy,
        },
      ],
    })
    .where(eq(campaigns.id, campaign.id));
  await reviewMixChange(tx, change.appliedBy, campaign);
  return true;
}

/**
 * Takes an applied reallocation off the campaign exactly as it was added, inside the caller's transaction; answers
 * the weights it had set and those before it, or null when the campaign no longer exists.
 */
export async function removeReallocation(
  tx: Transaction,
  campaignId: string,
  entryId: string,
  /** Who undoes it: the change goes through the same approval review as applying it. */
  actorId: string,
): Promise<{ weights: Weights | null; previous: Weights | null } | null> {
  const campaign = await lockCampaign(tx, campaignId);
  if (!campaign) return null;
  const history = (campaign.optimizationHistory ?? []) as {
    id?: string;
    channelWeights?: { weights: Weights };
    previous?: Weights;
  }[];
  const entry = history.find((h) => h.id === entryId);
  await tx
    .update(campaigns)
    .set({
      optimizationHistory: history.filter((h) => h.id !== entryId),
      aiDecisions: ((campaign.aiDecisions ?? []) as { id?: string }[]).filter((d) => d.id !== entryId),
    })
    .where(eq(campaigns.id, campaign.id));
  await reviewMixChange(tx, actorId, campaign);
  return { weights: entry?.channelWeights?.weights ?? null, previous: entry?.previous ?? null };
}
