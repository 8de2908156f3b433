import { daysBetween, isoWeek } from '../../../shared/dates';
import { type Detector, findingConfidence, impactFor, money, pct, round2 } from './types';

/** Share of the budget planned as ad spend (the rest pays for content and tools). */
export const PLANNED_SPEND_SHARE = 0.7;
const MIN_ELAPSED_DAYS = 7;

/** Pacing: projected ad spend at the end date against the plan: under (< 85 %) or over (> 115 %). */
export const detectPacing: Detector = (data, ctx) => {
  const { campaign, spentToDate: spent } = data;
  const totalDays = daysBetween(campaign.startDate, campaign.endDate) + 1;
  const elapsed = Math.min(totalDays, daysBetween(campaign.startDate, ctx.lastDay) + 1);
  if (!spent || elapsed < MIN_ELAPSED_DAYS || campaign.endDate <= ctx.lastDay) return [];
  const budget = Number(campaign.budget);
  const planned = budget * PLANNED_SPEND_SHARE;
  const projected = (spent.spend / elapsed) * totalDays;
  const ratio = projected / planned;
  if (ratio >= 0.85 && ratio <= 1.15) return [];
  const state = ratio < 0.85 ? 'under' : 'over';
  return [
    {
      userId: campaign.userId,
      campaignId: campaign.id,
      kind: 'pacing',
      fingerprint: `pacing:${campaign.id}:${state}:${isoWeek(ctx.lastDay)}`,
      identity: `pacing:${campaign.id}:${state}`,
      type: 'performance_alert',
      title: `${campaign.name} is ${state === 'under' ? 'under-pacing' : 'over-pacing'}`,
      description: `At the current rate ${campaign.name} will spend ${money(projected)} of its planned ${money(planned)} ad spend by ${campaign.endDate} (${pct(ratio * 100)}).${state === 'under' ? ' Paused days or low bids are holding delivery back.' : ' Lower daily budgets to avoid running out early.'}`,
      confidence: findingConfidence(0.5 + 0.4 * Math.min(1, elapsed / totalDays)),
      impact: impactFor(Math.abs(projected - planned), budget),
      actionRequired: state === 'over',
      data: {
        kind: 'pacing',
        state,
        metric: 'spend',
        period: `${campaign.startDate}..${ctx.lastDay}`,
        baseline: round2(planned),
        value: round2(projected),
        change: round2((ratio - 1) * 100),
        sampleSize: spent.days,
      },
    },
  ];
};
