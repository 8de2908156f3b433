import { isoWeek } from '../../../../shared/dates';
import { pacingOf, pacingWindow } from '../../../../shared/pacing';
import { type Detector, findingConfidence, impactFor, money, pct, round2 } from './types';

/** A pacing insight waits for a week of delivery: the campaign list shows the status from the first day. */
const MIN_ELAPSED_DAYS = 7;

/**
 * Pacing: the campaign's own pacing (src/shared/pacing.ts, the rule the list, the campaign page and the dashboard
 * show): projected ad spend at the end date, from the last 7 days' run rate, more than 10 % under or over the plan.
 */
export const detectPacing: Detector = (data, ctx) => {
  const { campaign, spentToDate: spent } = data;
  const total = data.series[0];
  // Judged as of the last day its delivery is known (ctx.lastDay, or an imported campaign's last imported day).
  const asOf = total ? ctx.dates[total.end] : undefined;
  if (!spent || !total || !asOf || campaign.endDate <= asOf) return [];
  const { recentDays } = pacingWindow(campaign.startDate, campaign.endDate, asOf);
  // The campaign total's daily spend over the `recentDays` days that end on `asOf`.
  const recentSpend = total.days
    .slice(Math.max(0, total.end - recentDays + 1), total.end + 1)
    .reduce((sum, day) => sum + day.spend, 0);
  const budget = Number(campaign.budget);
  const pacing = pacingOf({
    budget,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    lastCompleteDay: asOf,
    spendToDate: spent.spend,
    recentSpend,
  });
  if (!pacing || pacing.daysElapsed < MIN_ELAPSED_DAYS || pacing.status === 'on_track') return [];
  const state = pacing.status;
  const planned = pacing.plannedTotal;
  const projected = pacing.projectedTotal;
  const ratio = projected / planned;
  const elapsed = pacing.daysElapsed;
  const totalDays = pacing.daysTotal;
  return [
    {
      userId: campaign.userId,
      campaignId: campaign.id,
      kind: 'pacing',
      fingerprint: `pacing:${campaign.id}:${state}:${isoWeek(asOf)}`,
      identity: `pacing:${campaign.id}:${state}`,
      type: 'performance_alert',
      title: `${campaign.name} is ${state === 'under' ? 'under-pacing' : 'over-pacing'}`,
      description: `At the current rate ${campaign.name} will spend ${money(projected, ctx.currency)} of its planned ${money(planned, ctx.currency)} ad spend by ${campaign.endDate} (${pct(ratio * 100)}).${state === 'under' ? ' Paused days or low bids are holding delivery back.' : ' Lower daily budgets to avoid running out early.'}`,
      confidence: findingConfidence(0.5 + 0.4 * Math.min(1, elapsed / totalDays)),
      impact: impactFor(Math.abs(projected - planned), budget),
      actionRequired: state === 'over',
      data: {
        kind: 'pacing',
        state,
        metric: 'spend',
        period: `${campaign.startDate}..${asOf}`,
        baseline: round2(planned),
        value: round2(projected),
        change: round2((ratio - 1) * 100),
        sampleSize: spent.days,
      },
    },
  ];
};
