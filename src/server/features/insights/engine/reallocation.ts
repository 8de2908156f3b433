import { CHANNELS } from '../../../../shared/analytics';
import { addDays, isoWeek } from '../../../../shared/dates';
import { channelWeightsOn } from '../../campaigns';
import { type Detector, findingConfidence, impactFor, money, round2, sumDays } from './types';

/** Days compared between channels. */
export const REALLOCATION_DAYS = 14;
/** The best channel must return at least this multiple of the weakest. */
const MIN_RATIO = 1.5;
const MIN_CHANNEL_SPEND = 20;

/**
 * Channel ROAS gap: over the last REALLOCATION_DAYS the best channel returns ≥ 1.5× the weakest → move half of the
 * weakest channel's budget share to the best (applicable: `from`, `to`, `shift` are what applying changes).
 */
export const detectReallocation: Detector = (data, ctx) => {
  const { campaign } = data;
  const last = ctx.dates.length - 1;
  const from = last - (REALLOCATION_DAYS - 1);
  // Only channels a budget weight can name (imports and the sync write no others): applying moves weight.
  const channels = data.series.flatMap((s) => {
    const name = CHANNELS.find((channel) => channel === s.channel);
    return name ? [{ name, ...sumDays(s, from, last) }] : [];
  });
  const ranked = channels
    .filter((c) => c.spend >= MIN_CHANNEL_SPEND)
    .map((c) => ({ ...c, roas: c.revenue / c.spend }))
    .sort((a, b) => b.roas - a.roas);
  const best = ranked[0];
  const worst = ranked.at(-1);
  if (!best || !worst || best === worst || worst.roas <= 0 || best.roas / worst.roas < MIN_RATIO) return [];
  const budget = Number(campaign.budget);
  const weights = channelWeightsOn(campaign, ctx.lastDay);
  const worstWeight = weights[worst.name] ?? 0;
  const shift = round2(worstWeight * 0.5);
  const gain =
    (worst.spend / REALLOCATION_DAYS) * (shift / Math.max(worstWeight, 0.01)) * (best.roas - worst.roas) * 30;
  const sample = channels.reduce((n, c) => n + c.clicks, 0);
  const start = addDays(ctx.lastDay, -(REALLOCATION_DAYS - 1));
  return [
    {
      userId: campaign.userId,
      campaignId: campaign.id,
      kind: 'channel_reallocation',
      fingerprint: `roas-gap:${campaign.id}:${worst.name}:${best.name}:${isoWeek(ctx.lastDay)}`,
      identity: `channel_reallocation:${campaign.id}:${worst.name}:${best.name}`,
      type: 'optimization_suggestion',
      title: `Move budget from ${worst.name} to ${best.name} on ${campaign.name}`,
      description: `Over the last ${REALLOCATION_DAYS} days ${best.name} returned ${best.roas.toFixed(2)}× its spend and ${worst.name} ${worst.roas.toFixed(2)}×. Moving half of ${worst.name}'s share (${Math.round(shift * 100)} points) to ${best.name} could add about ${money(gain, ctx.currency)} revenue a month.`,
      confidence: findingConfidence(
        0.55 + 0.15 * Math.min(1, sample / 2000) + 0.1 * Math.min(1, (best.roas / worst.roas - 1) / 2),
      ),
      impact: impactFor(gain, budget),
      actionRequired: true,
      data: {
        kind: 'channel_reallocation',
        metric: 'roas',
        period: `${start}..${ctx.lastDay}`,
        baseline: round2(worst.roas),
        value: round2(best.roas),
        change: round2(((best.roas - worst.roas) / worst.roas) * 100),
        sampleSize: sample,
        from: worst.name,
        to: best.name,
        shift,
        channels: ranked.map((c) => ({
          name: c.name,
          spend: round2(c.spend),
          revenue: round2(c.revenue),
          roas: round2(c.roas),
        })),
      },
    },
  ];
};
