import { eq } from 'drizzle-orm';
import type { Channel } from '../../../shared/analytics';
import type { Objective } from '../../../shared/objectives';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { CampaignRow } from './campaigns.repository';

/**
 * How a campaign's delivery is split across channels: the objective's mix, changed from a date on by an applied
 * recommendation (kept in the campaign's optimization history). The simulator delivers with these weights and the
 * insights engine reads them to propose and apply a reallocation.
 */

/** Three channels per campaign, weighted by what the objective needs. */
export const CHANNEL_MIX: Record<Objective, Partial<Record<Channel, number>>> = {
  awareness: { YouTube: 0.4, 'Google Display': 0.3, Meta: 0.3 },
  conversion: { 'Google Search': 0.5, Meta: 0.3, Email: 0.2 },
  retention: { Email: 0.45, Meta: 0.3, 'Google Search': 0.25 },
  traffic: { 'Google Search': 0.45, 'Google Display': 0.3, LinkedIn: 0.25 },
};
export interface ChannelWeightsChange {
  /** From this date on the campaign delivers with these weights (an applied recommendation). */
  from: string;
  weights: Partial<Record<Channel, number>>;
}

/** The channel weights in force on a date: the objective's mix, then any applied reallocation. */
export function channelWeightsOn(
  campaign: Pick<CampaignRow, 'objective' | 'optimizationHistory'>,
  date: string,
) {
  let weights = CHANNEL_MIX[campaign.objective as Objective] ?? CHANNEL_MIX.conversion;
  for (const entry of (campaign.optimizationHistory ?? []) as {
    channelWeights?: ChannelWeightsChange;
    undoneAt?: string;
  }[]) {
    if (entry.channelWeights && !entry.undoneAt && entry.channelWeights.from <= date)
      weights = entry.channelWeights.weights;
  }
  return weights;
}

type Weights = Partial<Record<Channel, number>>;
type Executor = Pick<Database, 'select' | 'update'>;

/** An applied reallocation as the campaign keeps it (optimization history and AI decisions share its id). */
export interface AppliedReallocation {
  id: string;
  insightId: string;
  /** When it was applied (ISO time). */
  at: string;
  summary: string;
  /** From this date on the campaign delivers with `weights`. */
  from: string;
  weights: Weights;
  previous: Weights;
  appliedBy: string;
}

async function lockCampaign(tx: Executor, campaignId: string) {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  return campaign;
}

/**
 * Records an applied reallocation on the campaign, inside the caller's transaction (the row is locked until it
 * ends). False when the campaign no longer exists.
 */
export async function recordReallocation(
  tx: Executor,
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
          channelWeights: { from: change.from, weights: change.weights },
          previous: change.previous,
        },
      ],
      aiDecisions: [
        ...(campaign.aiDecisions ?? []),
        {
          id: change.id,
          insightId: change.insightId,
          at: change.at,
          kind: 'channel_reallocation',
          summary: change.summary,
          appliedBy: change.appliedBy,
        },
      ],
    })
    .where(eq(campaigns.id, campaign.id));
  return true;
}

/**
 * Takes an applied reallocation off the campaign exactly as it was added, inside the caller's transaction; answers
 * the weights it had set and those before it, or null when the campaign no longer exists.
 */
export async function removeReallocation(
  tx: Executor,
  campaignId: string,
  entryId: string,
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
  return { weights: entry?.channelWeights?.weights ?? null, previous: entry?.previous ?? null };
}
