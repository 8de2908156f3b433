import type { InsightSummary } from '../../../shared/analytics';
import { sampleInsight } from '../../lib/sample-insight';

/**
 * Placeholder figures shown only while the workspace has no delivery data (SPEC §9, DESIGN §6). Everything here is
 * rendered with a "Sample data" badge so nobody mistakes it for real performance.
 */
export const SAMPLE_METRICS = {
  activeCampaigns: '0',
  averageRoi: '+247%',
  totalReach: '2.4M',
  averageCtr: '3.8%',
} as const;

/** SPEC §9: the two sample insights, shown only when the server returns none. */
export const SAMPLE_INSIGHTS: readonly InsightSummary[] = [
  sampleInsight({
    id: 'sample-performance-spike',
    type: 'performance_alert',
    title: 'Performance spike detected',
    description:
      'Click-through rate rose 23% in the last 24 hours. Consider moving more budget to this campaign while the trend holds.',
    confidence: 0.92,
    impact: 'high',
    actionRequired: true,
    createdAt: '2025-01-01T09:00:00.000Z',
  }),
  sampleInsight({
    id: 'sample-audience-expansion',
    type: 'optimization_suggestion',
    title: 'Audience expansion opportunity',
    description:
      'Lookalike audiences similar to your best converters could increase reach by about 40% at a similar cost per click.',
    confidence: 0.87,
    impact: 'medium',
    actionRequired: false,
    createdAt: '2025-01-01T08:00:00.000Z',
  }),
];
