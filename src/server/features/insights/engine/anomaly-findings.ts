import {
  type AnomalyMetric,
  BASELINE_DAYS,
  type Episode,
  METRICS,
  pooled,
  testsInWindow,
} from './anomaly-settings';
import {
  type CampaignData,
  type EngineContext,
  exactMoney,
  type Finding,
  findingConfidence,
  impactFor,
  round2,
  round4,
  shortDate,
} from './types';

/** Anomaly episodes as insights (docs/ai.md "Anomaly data"): title, description, advice and evidence. */

function format(metric: AnomalyMetric, value: number, currency: string): string {
  switch (METRICS[metric].unit) {
    case 'money':
      return exactMoney(value, currency);
    case 'percent':
      return `${value < 1 ? value.toFixed(2) : value.toFixed(1)}%`;
    case 'ratio':
      return `${value.toFixed(2)}×`;
    default:
      return Math.round(value).toLocaleString('en-US');
  }
}

const ADVICE: Record<AnomalyMetric, { up: string; down: string }> = {
  impressions: {
    up: 'Check that bids and budgets changed on purpose.',
    down: 'Check budgets, bids, targeting and ad approvals.',
  },
  clicks: {
    up: 'Check that the traffic is genuine and converting.',
    down: 'Check delivery and the ads’ relevance.',
  },
  spend: {
    up: 'Check budgets and bids: spend is running ahead of its usual level.',
    down: 'Check budgets, payment method and ad approvals.',
  },
  ctr: {
    up: 'Find what changed in the ads or placements and do more of it.',
    down: 'Refresh the creative or review placements and targeting.',
  },
  conversionRate: {
    up: 'Find what changed (offer, landing page, audience) and consider more budget while it lasts.',
    down: 'Check the landing page, checkout and conversion tracking.',
  },
  cpa: {
    up: 'Each conversion costs more: check conversion tracking, bids and the landing page.',
    down: 'Conversions are cheaper than usual: consider more budget while it lasts.',
  },
  revenue: {
    up: 'Consider moving budget to this campaign while it lasts.',
    down: 'Check conversion tracking, prices and the checkout.',
  },
  roas: {
    up: 'Returns are above their usual level: consider more budget while it lasts.',
    down: 'Returns fell: check conversion value tracking and the offer.',
  },
};

/** Whether the change is bad news (and so needs someone's attention). */
function isAdverse(metric: AnomalyMetric, direction: 'up' | 'down'): boolean {
  if (metric === 'spend' || metric === 'cpa') return direction === 'up' || metric === 'spend';
  return direction === 'down';
}

/** Anomaly episodes as insight findings (evidence in `data`, docs/ai.md "Anomaly data"). */
export function anomalyFindings(data: CampaignData, ctx: EngineContext, episodes: Episode[]): Finding[] {
  const { campaign } = data;
  const budget = Number(campaign.budget);
  return episodes.map((e) => {
    const spec = METRICS[e.metric];
    const firstDate = ctx.dates[e.first] as string;
    const lastDate = ctx.dates[e.last] as string;
    const length = e.last - e.first + 1;
    const { observed, expected } = pooled(e.days);
    const atStake = e.days.reduce((s, d) => s + d.atStake, 0);
    const where = e.channel ? `${e.channel} — ${campaign.name}` : campaign.name;
    const span = length > 1 ? `, ${length} days` : '';
    const dates =
      length > 1
        ? `from ${shortDate(firstDate, ctx.locale)} to ${shortDate(lastDate, ctx.locale)}`
        : `on ${shortDate(firstDate, ctx.locale)}`;
    const average = length > 1 && spec.unit !== 'percent' && spec.unit !== 'ratio' ? ' a day' : '';
    const familyWide = e.related.length
      ? ` ${e.related.map((m) => METRICS[m].label.toLowerCase()).join(' and ')} moved with it.`
      : '';
    const chance =
      e.pValue < 1e-6
        ? 'less than one in a million'
        : `about 1 in ${Math.round(1 / e.pValue).toLocaleString('en-US')}`;
    const title = e.stopped
      ? `Delivery stopped on ${where}: ${format('spend', observed, ctx.currency)} spend vs ${format('spend', expected, ctx.currency)} expected${span}`
      : `${spec.label} ${e.direction === 'up' ? 'spike' : 'drop'} on ${where}: ${format(e.metric, observed, ctx.currency)} vs ${format(e.metric, expected, ctx.currency)} expected${span}`;
    const description = e.stopped
      ? `${e.channel ? `${e.channel} on ${campaign.name}` : campaign.name} delivered almost nothing ${dates} after steady delivery (about ${format('spend', expected, ctx.currency)} a day expected). Check budgets, payment method, ad approvals and the campaign's status.`
      : `${spec.label}${e.channel ? ` on ${e.channel}` : ''} was ${format(e.metric, observed, ctx.currency)}${average} ${dates}, against ${format(e.metric, expected, ctx.currency)} expected from the previous ${e.days[0]?.baselineDays ?? BASELINE_DAYS} days (weekday-adjusted); the chance of a gap this large in normal delivery is ${chance}.${familyWide} ${ADVICE[e.metric][e.direction]}`;
    const familyP = Math.min(1, e.pValue * testsInWindow(e.tests));
    return {
      userId: campaign.userId,
      campaignId: campaign.id,
      kind: 'anomaly',
      fingerprint: `anomaly:${campaign.id}:${e.channel ?? 'all'}:${e.metric}:${e.direction}:${firstDate}`,
      identity: anomalyIdentity(campaign.id, e.channel, e.metric, e.direction),
      type: 'performance_alert',
      title,
      description,
      // How unlikely the episode is for a clean campaign over the whole window (Bonferroni-adjusted p-value).
      confidence: findingConfidence(e.stopped ? 0.99 : Math.max(0.5, 1 - familyP)),
      impact: impactFor(atStake, budget),
      actionRequired: e.stopped || isAdverse(e.metric, e.direction),
      firstDate,
      lastDate,
      ended: e.ended,
      data: {
        kind: 'anomaly',
        metric: e.metric,
        channel: e.channel,
        direction: e.direction,
        firstDate,
        lastDate,
        expected: round4(expected),
        observed: round4(observed),
        pValue: Number(e.pValue.toPrecision(3)),
        sampleSize: e.days[0]?.baselineDays ?? 0,
        ...(e.stopped ? { event: 'delivery_stopped' } : {}),
        ...(e.related.length ? { related: e.related } : {}),
        // The fields every insight's evidence shows (period, baseline → value, change).
        period: length > 1 ? `${firstDate}..${lastDate}` : firstDate,
        baseline: round2(expected),
        value: round2(observed),
        change: expected > 0 ? round2((observed / expected - 1) * 100) : 0,
        atStake: round2(atStake),
      },
    };
  });
}

export function anomalyIdentity(
  campaignId: string,
  channel: string | null,
  metric: string,
  direction: string,
) {
  return `anomaly:${campaignId}:${channel ?? 'all'}:${metric}:${direction}`;
}
