import type { Channel } from '../../../shared/analytics';
import type { Objective } from '../../../shared/objectives';
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
  /**
   * The last day (inclusive) of a change for a limited time (a budget test): after it the campaign goes back to the
   * mix it had without this change. Absent: in force until another change.
   */
  until?: string;
  weights: Partial<Record<Channel, number>>;
}

/**
 * The channel weights in force on a date: the objective's mix, then every applied change whose days include the
 * date, the later applied winning. So a budget test overrides the mix for its days and then the mix before it (or a
 * reallocation applied while it ran) is back, without anything having to run when it ends.
 */
export function channelWeightsOn(
  campaign: Pick<CampaignRow, 'objective' | 'optimizationHistory'>,
  date: string,
) {
  let weights = CHANNEL_MIX[campaign.objective as Objective] ?? CHANNEL_MIX.conversion;
  for (const entry of (campaign.optimizationHistory ?? []) as {
    channelWeights?: ChannelWeightsChange;
    undoneAt?: string;
  }[]) {
    const change = entry.channelWeights;
    if (!change || entry.undoneAt || change.from > date) continue;
    if (change.until && change.until < date) continue;
    weights = change.weights;
  }
  return weights;
}
