import {
  type AnalyticsOverview,
  type AnalyticsResponse,
  CHANNEL_SLUGS,
  comparisonOf,
  type DashboardSummary,
  DEFAULT_PERIOD,
  PERIODS,
  type Period,
  percentChange,
} from '../../../shared/analytics';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database } from '../../db/client';
import { countDeliveringCampaigns, countPacing } from '../campaigns';
import { type InsightViewer, selectInsights, toInsightSummary } from '../insights';
import {
  campaignBreakdownJson,
  campaignIdsDelivering,
  campaignsDeliveredOn,
  channelBreakdown,
  dailyDelivery,
  dailyTrend,
  deliveryDays,
  type MetricsScope,
  overviewFor,
} from './analytics.queries';
import { figureSources, responseSources, syncState } from './provenance';

export interface AnalyticsDeps {
  db: Database;
  timeZone: string;
  now?: () => Date;
}

/**
 * The period is the last complete days: it ends yesterday on the workspace calendar, because today is still in
 * progress and would show as a fall in every total, chart and change (issue 14); the previous period just before.
 */
export function periodRange(period: Period, timeZone: string, now = new Date()) {
  const days = PERIODS[period].days;
  const end = addDays(todayIn(timeZone, now), -1);
  const start = addDays(end, -(days - 1));
  return { start, end, previousStart: addDays(start, -days), previousEnd: addDays(start, -1) };
}

/** The analytics answer with its campaigns still as the JSON text PostgreSQL wrote (campaignBreakdownJson). */
export interface AnalyticsParts {
  answer: Omit<AnalyticsResponse, 'campaigns'>;
  campaignsJson: string;
}

export async function getAnalyticsParts(
  deps: AnalyticsDeps,
  period: Period,
  channelParam: string,
  viewer?: InsightViewer,
): Promise<AnalyticsParts> {
  const now = deps.now?.() ?? new Date();
  const range = periodRange(period, deps.timeZone, now);
  const channel = channelParam === 'all' ? undefined : CHANNEL_SLUGS[channelParam];
  const scope: MetricsScope = { start: range.start, end: range.end, channel };
  const previousScope: MetricsScope = { start: range.previousStart, end: range.previousEnd, channel };
  const sync = syncState(deps.db, now);
  const [overview, previous, previousDaysWithData, trends, channels, campaigns, insights, syncNow] =
    await Promise.all([
      overviewFor(deps.db, scope),
      overviewFor(deps.db, previousScope),
      deliveryDays(deps.db, previousScope),
      dailyTrend(deps.db, scope),
      channelBreakdown(deps.db, scope),
      // Its items say whether Google Ads figures are stale, so it waits for the sync state (one small read).
      sync.then((s) => campaignBreakdownJson(deps.db, scope, s.stale)),
      selectInsights(deps.db, { limit: 10 }),
      sync,
    ]);
  const sources = responseSources(syncNow, campaigns, deps.timeZone);
  const comparison = comparisonOf(previousDaysWithData, PERIODS[period].days);
  const change = Object.fromEntries(
    Object.entries(overview).map(([key, value]) => [
      key,
      comparison.status === 'compared' ? percentChange(value, previous[key as keyof typeof previous]) : null,
    ]),
  ) as AnalyticsResponse['change'];
  return {
    answer: {
      overview,
      trends,
      channels,
      aiInsights: insights.map((row) => toInsightSummary(row, viewer)),
      previous,
      change,
      comparison,
      period: { key: period, label: PERIODS[period].label, ...range, timeZone: deps.timeZone },
      channel: channel ?? 'all',
      dataSource: sources.dataSource,
      lastSyncAt: sources.lastSyncAt,
      provenance: sources.provenance,
    },
    campaignsJson: campaigns.json,
  };
}

/** The analytics answer as objects (the CSV export reads its campaigns). */
export async function getAnalytics(
  deps: AnalyticsDeps,
  period: Period,
  channelParam: string,
  viewer?: InsightViewer,
): Promise<AnalyticsResponse> {
  const { answer, campaignsJson } = await getAnalyticsParts(deps, period, channelParam, viewer);
  return { ...answer, campaigns: JSON.parse(campaignsJson) as AnalyticsResponse['campaigns'] };
}

/** (revenue − spend) ÷ spend in percent, one decimal; 0 without spend. */
function roiOf(o: AnalyticsOverview): number {
  return o.totalSpend ? Math.round(((o.totalRevenue - o.totalSpend) / o.totalSpend) * 1000) / 10 : 0;
}

/**
 * The dashboard cards: the last 30 complete days (to yesterday, workspace calendar) against the 30 days before,
 * with a daily
 * series per card. A change is given only when the previous period can be compared with (comparisonOf), in the
 * unit the schema names per figure.
 */
export async function getDashboardSummary(deps: AnalyticsDeps): Promise<DashboardSummary> {
  const period: Period = DEFAULT_PERIOD;
  const now = deps.now?.() ?? new Date();
  const range = periodRange(period, deps.timeZone, now);
  const scope: MetricsScope = { start: range.start, end: range.end };
  const previousScope: MetricsScope = { start: range.previousStart, end: range.previousEnd };
  const [
    overview,
    previousOverview,
    previousDaysWithData,
    series,
    delivering,
    previouslyDelivering,
    pacing,
    covered,
  ] = await Promise.all([
    overviewFor(deps.db, scope),
    overviewFor(deps.db, previousScope),
    deliveryDays(deps.db, previousScope),
    dailyDelivery(deps.db, scope),
    // Active Campaigns is about today, not the period.
    countDeliveringCampaigns(deps.db, todayIn(deps.timeZone, now)),
    campaignsDeliveredOn(deps.db, range.previousEnd),
    countPacing(deps.db),
    campaignIdsDelivering(deps.db, scope),
  ]);
  const sources = await figureSources(deps.db, covered, deps.timeZone, now);
  const comparison = comparisonOf(previousDaysWithData, PERIODS[period].days);
  const current = {
    activeCampaigns: delivering,
    averageRoi: roiOf(overview),
    totalReach: overview.impressions,
    averageCtr: overview.ctr,
  };
  const previous = {
    activeCampaigns: previouslyDelivering,
    averageRoi: roiOf(previousOverview),
    totalReach: previousOverview.impressions,
    averageCtr: previousOverview.ctr,
  };
  const isCompared = comparison.status === 'compared';
  const change = {
    activeCampaigns: isCompared ? current.activeCampaigns - previous.activeCampaigns : null,
    // Without spend in either period there is no ROI to subtract (0 % would be invented).
    averageRoi:
      isCompared && overview.totalSpend && previousOverview.totalSpend
        ? Math.round((current.averageRoi - previous.averageRoi) * 10) / 10
        : null,
    totalReach: isCompared ? percentChange(current.totalReach, previous.totalReach) : null,
    averageCtr: isCompared ? percentChange(current.averageCtr, previous.averageCtr) : null,
  };
  return {
    hasData: overview.impressions > 0,
    dataSource: sources.dataSource,
    provenance: sources.provenance,
    ...current,
    periodLabel: PERIODS[period].label,
    period: {
      start: range.start,
      end: range.end,
      previousStart: range.previousStart,
      previousEnd: range.previousEnd,
      timeZone: deps.timeZone,
    },
    previous,
    comparison,
    change,
    series,
    pacing,
  };
}
