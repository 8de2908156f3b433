import { type AnomalyResult, METRICS, MINIMUM_VOLUME } from './anomaly-settings';
import type { CampaignData, Finding } from './types';

/** Days of delivery a campaign needs before the engine examines it at all. */
export const MIN_DAYS = 7;

const VOLUME_WORDS = {
  impressions: ['impression', 'impressions'],
  clicks: ['click', 'clicks'],
  conversions: ['conversion', 'conversions'],
  spend: ['dollar of spend', 'dollars of spend'],
} as const;

function list(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The 'insufficient data' note (kind `insufficient_data`, one per campaign, listed apart from other insights): too
 * few days to examine the campaign, or too little volume for some metrics, which the engine then does not test
 * instead of guessing.
 */
export function insufficientDataNote(
  data: CampaignData,
  lowVolume: AnomalyResult['lowVolume'],
): Finding | null {
  const { campaign, deliveryDays } = data;
  const base = {
    userId: campaign.userId,
    campaignId: campaign.id,
    kind: 'insufficient_data' as const,
    fingerprint: `insufficient:${campaign.id}`,
    identity: `insufficient:${campaign.id}`,
    type: 'performance_alert' as const,
    confidence: 0.1,
    impact: 'low' as const,
    actionRequired: false,
  };
  if (deliveryDays < MIN_DAYS) {
    if (campaign.status !== 'active' && deliveryDays === 0) return null;
    return {
      ...base,
      title: `Not enough data yet for ${campaign.name}`,
      description: `${campaign.name} has ${deliveryDays} day${deliveryDays === 1 ? '' : 's'} of delivery; insights need at least ${MIN_DAYS}. Northstar will analyse it once there is enough data instead of guessing.`,
      data: {
        kind: 'insufficient_data',
        reason: 'insufficient data',
        sampleSize: deliveryDays,
        required: MIN_DAYS,
      },
    };
  }
  if (!lowVolume.length) return null;
  const volumes = [...new Set(lowVolume.map((l) => l.volume))];
  const labels = lowVolume.map((l) =>
    l.metric === 'cpa' || l.metric === 'roas' || l.metric === 'ctr'
      ? METRICS[l.metric].label
      : METRICS[l.metric].label.toLowerCase(),
  );
  const perDay = volumes.map((v) => {
    const value = lowVolume.find((l) => l.volume === v)?.perDay ?? 0;
    const perDay = Math.round(value * 10) / 10;
    return `about ${perDay} ${VOLUME_WORDS[v][perDay === 1 ? 0 : 1]} a day (${MINIMUM_VOLUME[v]} needed)`;
  });
  return {
    ...base,
    title: `Not enough volume to watch ${list(labels)} on ${campaign.name}`,
    description: `${campaign.name} has ${list(perDay)}. Northstar does not flag changes in ${list(labels)} until there is enough volume to tell a real change from chance.`,
    data: {
      kind: 'insufficient_data',
      reason: 'low volume',
      metrics: lowVolume.map((l) => l.metric),
      volume: Object.fromEntries(lowVolume.map((l) => [l.volume, Math.round(l.perDay * 100) / 100])),
      minimum: Object.fromEntries(volumes.map((v) => [v, MINIMUM_VOLUME[v]])),
      sampleSize: deliveryDays,
    },
  };
}
