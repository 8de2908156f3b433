import type { AnalyticsResponse, InsightSummary } from '../../../../shared/analytics';
import { fixtureBuilder } from '../../../test/fixture-builder';
import { TEST_PERIOD } from '../../../test/period';
import { DEMO_PROVENANCE } from '../../../test/provenance';

export { DEMO_PROVENANCE };

export const makeInsight = fixtureBuilder<InsightSummary>(() => ({
  id: '7b0c7e6e-1d0b-4a57-9f7e-2f8f1b1d2a10',
  type: 'optimization_suggestion',
  title: 'Move budget from LinkedIn to Google Search on B2B Lead Generation',
  description: 'Over the last 14 days Google Search returned 5.88× its spend and LinkedIn 1.23×.',
  impact: 'high',
  confidence: 0.8,
  actionRequired: true,
  campaignId: 'a13a2777-1611-4681-8b48-995b3bedf676',
  createdAt: '2026-11-22T01:05:16.230Z',
  isRead: false,
  appliedAt: null,
  canApply: true,
  kind: 'channel_reallocation',
  status: 'open',
  resolvedAt: null,
  updatedAt: '2026-11-22T01:05:16.230Z',
  outcome: null,
  data: {
    kind: 'channel_reallocation',
    metric: 'roas',
    period: '2026-11-08..2026-11-21',
    baseline: 1.23,
    value: 5.88,
    change: 379.62,
    sampleSize: 2345,
    from: 'LinkedIn',
    to: 'Google Search',
    shift: 0.13,
    channels: [
      { name: 'Google Search', spend: 2100, revenue: 12348, roas: 5.88 },
      { name: 'LinkedIn', spend: 900, revenue: 1107, roas: 1.23 },
    ],
  },
}));

/** An analytics answer shaped like the server's, with round figures a test can find on screen. */
export const makeAnalytics = fixtureBuilder<AnalyticsResponse>(() => {
  const overview = {
    totalSpend: 30_362.83,
    totalRevenue: 90_468.55,
    roas: 2.98,
    impressions: 3_704_240,
    clicks: 33_212,
    conversions: 768,
    ctr: 0.9,
    conversionRate: 2.31,
  };
  return {
    overview,
    previous: { ...overview, totalRevenue: 75_679.96, conversions: 598, roas: 3.04, ctr: 0.83 },
    change: {
      totalSpend: 21.8,
      totalRevenue: 19.5,
      roas: -2,
      impressions: 4.8,
      clicks: 12.7,
      conversions: 28.4,
      ctr: 8.4,
      conversionRate: 13.8,
    },
    comparison: { status: 'compared', previousDays: 30, previousDaysWithData: 30 },
    trends: {
      dates: ['2026-11-20', '2026-11-21', '2026-11-22'],
      revenue: [3000.5, 3100, 2900],
      spend: [1000, 1050, 990],
      conversions: [25, 27, 24],
    },
    channels: [
      { name: 'Google Search', spend: 11_025.75, revenue: 40_028.31, conversions: 309, roas: 3.63 },
      { name: 'Email', spend: 3_768.03, revenue: 19_702.43, conversions: 230, roas: 5.23 },
    ],
    campaigns: [
      {
        id: 'c1',
        name: 'B2B Lead Generation',
        status: 'active',
        spend: 6_409.37,
        revenue: 27_018.43,
        roas: 4.22,
        impressions: 762_863,
        clicks: 5_181,
        conversions: 88,
        startDate: '2026-10-03',
        dataSource: 'demo',
      },
    ],
    aiInsights: [makeInsight()],
    period: TEST_PERIOD,
    channel: 'all',
    dataSource: 'demo',
    lastSyncAt: null,
    provenance: DEMO_PROVENANCE,
  };
});
