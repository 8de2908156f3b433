import { addDays, isoWeek } from '../../../../shared/dates';
import { twoProportionZ } from './stats';
import { type Detector, findingConfidence, impactFor, pct, round2, type Series } from './types';

const MIN_IMPRESSIONS = 5000;
/** CTR must have fallen by at least this much week over week… */
const MIN_DROP = -15;
/** …and the fall must be significant (one-sided, after allowing for day-to-day overdispersion). */
const MAX_Z = -2.58;

function week(series: Series, from: number, to: number) {
  const days = series.days.slice(Math.max(0, from), to + 1).filter((d) => d.impressions > 0);
  const clicks = days.reduce((s, d) => s + d.clicks, 0);
  const impressions = days.reduce((s, d) => s + d.impressions, 0);
  const spend = days.reduce((s, d) => s + d.spend, 0);
  return { days, clicks, impressions, spend, ctr: impressions ? (clicks / impressions) * 100 : 0 };
}

/**
 * Fatigue: CTR of the last 7 days against the 7 before, as a two-proportion test on clicks and impressions whose
 * variance is widened by the overdispersion seen between the 14 days (daily CTR varies more than binomially).
 */
export const detectFatigue: Detector = (data, ctx) => {
  const { campaign } = data;
  const total = data.series[0];
  if (!total) return [];
  const last = ctx.dates.length - 1;
  const now7 = week(total, last - 6, last);
  const prev7 = week(total, last - 13, last - 7);
  if (now7.days.length < 5 || prev7.days.length < 5 || prev7.ctr <= 0 || now7.impressions < MIN_IMPRESSIONS)
    return [];
  const change = ((now7.ctr - prev7.ctr) / prev7.ctr) * 100;
  if (change > MIN_DROP) return [];
  // Pearson dispersion of the daily CTRs around their own week's CTR (never below binomial).
  let chi2 = 0;
  let df = -2;
  for (const w of [now7, prev7]) {
    const p = w.clicks / w.impressions;
    for (const d of w.days) {
      const expected = d.impressions * p;
      if (expected > 0 && p < 1) chi2 += (d.clicks - expected) ** 2 / (expected * (1 - p));
      df += 1;
    }
  }
  const phi = Math.max(1, df > 0 ? chi2 / df : 1);
  const z = twoProportionZ(now7.clicks, now7.impressions, prev7.clicks, prev7.impressions) / Math.sqrt(phi);
  if (z > MAX_Z) return [];
  const lostClicks = ((prev7.ctr - now7.ctr) / 100) * now7.impressions;
  const cpc = now7.clicks ? now7.spend / now7.clicks : 1;
  const firstDay = addDays(ctx.lastDay, -6);
  return [
    {
      userId: campaign.userId,
      campaignId: campaign.id,
      kind: 'fatigue',
      fingerprint: `fatigue:${campaign.id}:${isoWeek(ctx.lastDay)}`,
      identity: `fatigue:${campaign.id}`,
      type: 'optimization_suggestion',
      title: `Ad fatigue on ${campaign.name}`,
      description: `CTR fell from ${prev7.ctr.toFixed(2)}% to ${now7.ctr.toFixed(2)}% week over week (${pct(change)}). Refresh the creative: rotate in new headlines from the content generator.`,
      confidence: findingConfidence(
        0.5 + 0.2 * Math.min(1, now7.impressions / 50_000) + 0.2 * Math.min(1, -z / 6),
      ),
      impact: impactFor(lostClicks * cpc, Number(campaign.budget)),
      actionRequired: false,
      data: {
        kind: 'fatigue',
        metric: 'ctr',
        period: `${firstDay}..${ctx.lastDay}`,
        baseline: round2(prev7.ctr),
        value: round2(now7.ctr),
        change: round2(change),
        sampleSize: now7.impressions,
        zScore: round2(z),
      },
    },
  ];
};
