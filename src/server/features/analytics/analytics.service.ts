import {
  type AnalyticsResponse,
  CHANNEL_SLUGS,
  comparisonOf,
  PERIODS,
  type Period,
  percentChange,
} from '../../../shared/analytics';
import type { Database } from '../../db/client';
import { googleAdsConnection } from '../../db/schema';
import { addDays, todayIn } from '../../lib/dates';
import { type InsightViewer, selectInsights, toInsightSummary } from '../insights/insights.repository';
import {
  campaignBreakdown,
  channelBreakdown,
  dailyTrend,
  deliveryDays,
  type MetricsScope,
  overviewFor,
} from './analytics.queries';

export interface AnalyticsDeps {
  db: Database;
  timeZone: string;
  now?: () => Date;
}

/** The period ends today (workspace calendar, today's partial day included); the previous one just before it. */
export function periodRange(period: Period, timeZone: string, now = new Date()) {
  const days = PERIODS[period].days;
  const end = todayIn(timeZone, now);
  const start = addDays(end, -(days - 1));
  return { start, end, previousStart: addDays(start, -days), previousEnd: addDays(start, -1) };
}

/** Google Ads is the source once a sync has succeeded (tokens may come from the setup screen or the environment). */
export async function dataSourceOf(
  db: Database,
): Promise<{ dataSource: 'demo' | 'google-ads'; lastSyncAt: string | null }> {
  const [connection] = await db.select().from(googleAdsConnection).limit(1);
  const synced = Boolean(connection?.lastSyncAt && connection.lastSyncResult?.startsWith('ok'));
  return {
    dataSource: synced ? 'google-ads' : 'demo',
    lastSyncAt: connection?.lastSyncAt?.toISOString() ?? null,
  };
}

export async function getAnalytics(
  deps: AnalyticsDeps,
  period: Period,
  channelParam: string,
  viewer?: InsightViewer,
): Promise<AnalyticsResponse> {
  const range = periodRange(period, deps.timeZone, deps.now?.() ?? new Date());
  const channel = channelParam === 'all' ? undefined : CHANNEL_SLUGS[channelParam];
  const scope: MetricsScope = { start: range.start, end: range.end, channel };
  const previousScope: MetricsScope = { start: range.previousStart, end: range.previousEnd, channel };
  const [overview, previous, previousDaysWithData, trends, channels, campaigns, insights, source] =
    await Promise.all([
      overviewFor(deps.db, scope),
      overviewFor(deps.db, previousScope),
      deliveryDays(deps.db, previousScope),
      dailyTrend(deps.db, scope),
      channelBreakdown(deps.db, scope),
      campaignBreakdown(deps.db, scope),
      selectInsights(deps.db, { limit: 10 }),
      dataSourceOf(deps.db),
    ]);
  const comparison = comparisonOf(previousDaysWithData, PERIODS[period].days);
  const change = Object.fromEntries(
    Object.entries(overview).map(([key, value]) => [
      key,
      comparison.status === 'compared' ? percentChange(value, previous[key as keyof typeof previous]) : null,
    ]),
  ) as AnalyticsResponse['change'];
  return {
    overview,
    trends,
    channels,
    campaigns: campaigns.map(({ budget: _budget, ...rest }) => rest),
    aiInsights: insights.map((row) => toInsightSummary(row, viewer)),
    previous,
    change,
    comparison,
    period: { key: period, label: PERIODS[period].label, ...range, timeZone: deps.timeZone },
    channel: channel ?? 'all',
    ...source,
  };
}
