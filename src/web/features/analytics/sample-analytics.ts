import type { AnalyticsResponse } from '../../../shared/analytics';
import { addDays } from '../../../shared/dates';
import { sampleInsight } from '../../lib/sample-insight';

/**
 * Built-in sample figures shown, under the 'Using Demo Analytics Data' banner, when the analytics service cannot
 * be reached (SPEC §8). Static and clearly fictitious: the dates are a fixed sample month, not the workspace's.
 */
const DAYS = 30;
const dates = Array.from({ length: DAYS }, (_, i) => addDays('2026-01-01', i));
// A gentle upward trend with a weekly rhythm: deterministic, so screenshots and tests are stable.
const revenue = dates.map((_, i) => Math.round((3200 + i * 45 + ((i % 7) - 3) * 180) * 100) / 100);
const spend = dates.map((_, i) => Math.round((1050 + i * 9 + ((i % 7) - 3) * 40) * 100) / 100);
const conversions = dates.map((_, i) => 28 + Math.round(i / 3) + ((i % 7) - 3));
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

const totalRevenue = sum(revenue);
const totalSpend = sum(spend);
const totalConversions = sum(conversions);
const impressions = 1_850_000;
const clicks = 41_200;

export const SAMPLE_ANALYTICS: AnalyticsResponse = {
  overview: {
    totalSpend,
    totalRevenue,
    roas: Math.round((totalRevenue / totalSpend) * 100) / 100,
    impressions,
    clicks,
    conversions: totalConversions,
    ctr: Math.round((clicks / impressions) * 10000) / 100,
    conversionRate: Math.round((totalConversions / clicks) * 10000) / 100,
  },
  previous: {
    totalSpend: 29_400,
    totalRevenue: 96_800,
    roas: 3.29,
    impressions: 1_720_000,
    clicks: 37_900,
    conversions: 905,
    ctr: 2.2,
    conversionRate: 2.39,
  },
  change: {
    totalSpend: 11.4,
    totalRevenue: 21.6,
    roas: 9.1,
    impressions: 7.6,
    clicks: 8.7,
    conversions: 12.3,
    ctr: 1,
    conversionRate: 3.3,
  },
  comparison: { status: 'compared', previousDays: 30, previousDaysWithData: 30 },

  trends: { dates, revenue, spend, conversions },
  channels: [
    { name: 'Google Search', spend: 11_900, revenue: 47_600, conversions: 410, roas: 4 },
    { name: 'Meta', spend: 8_200, revenue: 27_100, conversions: 262, roas: 3.3 },
    { name: 'Email', spend: 2_300, revenue: 14_900, conversions: 151, roas: 6.48 },
    { name: 'YouTube', spend: 5_100, revenue: 11_200, conversions: 94, roas: 2.2 },
    { name: 'LinkedIn', spend: 3_900, revenue: 8_600, conversions: 66, roas: 2.21 },
    { name: 'Google Display', spend: 1_350, revenue: 2_950, conversions: 34, roas: 2.19 },
  ],
  campaigns: [
    {
      id: 'sample-1',
      name: 'Sample: Summer Sale',
      status: 'active',
      spend: 12_400,
      revenue: 49_800,
      roas: 4.02,
      impressions: 720_000,
      clicks: 16_900,
      conversions: 420,
      dataSource: 'demo',
      startDate: '2025-12-01',
    },
    {
      id: 'sample-2',
      name: 'Sample: Product Launch',
      status: 'active',
      spend: 9_800,
      revenue: 31_500,
      roas: 3.21,
      impressions: 610_000,
      clicks: 13_100,
      conversions: 318,
      dataSource: 'demo',
      startDate: '2025-12-10',
    },
    {
      id: 'sample-3',
      name: 'Sample: Holiday Campaign',
      status: 'paused',
      spend: 7_600,
      revenue: 19_900,
      roas: 2.62,
      impressions: 420_000,
      clicks: 9_000,
      conversions: 205,
      dataSource: 'demo',
      startDate: '2025-11-15',
    },
    {
      id: 'sample-4',
      name: 'Sample: Brand Awareness',
      status: 'completed',
      spend: 3_000,
      revenue: 5_150,
      roas: 1.72,
      impressions: 100_000,
      clicks: 2_200,
      conversions: 74,
      dataSource: 'demo',
      startDate: '2025-10-01',
    },
  ],
  aiInsights: [
    sampleInsight({
      id: 'sample-insight-spike',
      type: 'performance_alert',
      title: 'Performance spike detected',
      description:
        'Click-through rate rose 23% in the last 24 hours. Consider moving more budget to this campaign while the trend holds.',
      impact: 'high',
      confidence: 0.92,
      actionRequired: true,
      createdAt: '2026-01-30T09:00:00.000Z',
    }),
    sampleInsight({
      id: 'sample-insight-audience',
      type: 'optimization_suggestion',
      title: 'Audience expansion opportunity',
      description:
        'Lookalike audiences similar to your best converters could increase reach by about 40% at a similar cost per click.',
      impact: 'medium',
      confidence: 0.87,
      actionRequired: false,
      createdAt: '2026-01-30T08:00:00.000Z',
    }),
  ],
  period: {
    key: '30d',
    label: 'Last 30 days',
    start: dates[0] as string,
    end: dates[DAYS - 1] as string,
    previousStart: '2025-12-02',
    previousEnd: '2025-12-31',
    timeZone: 'UTC',
  },
  channel: 'all',
  dataSource: 'demo',
  lastSyncAt: null,
  provenance: { sources: ['demo'], importedAt: null, syncedAt: null, stale: false, timeZone: 'UTC' },
};
