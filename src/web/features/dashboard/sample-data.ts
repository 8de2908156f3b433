/**
 * Placeholder figures shown until the workspace has delivery data (SPEC §9, DESIGN §6). Everything here is
 * rendered with a "Sample data" badge so nobody mistakes it for real performance.
 */

export type InsightType = 'performance_alert' | 'optimization_suggestion';
export type InsightImpact = 'high' | 'medium' | 'low';

export interface Insight {
  id: string;
  type: InsightType;
  title: string;
  description: string;
  /** 0..1 */
  confidence: number;
  impact: InsightImpact;
  actionRequired: boolean;
  createdAt: string;
}

export const SAMPLE_METRICS = {
  activeCampaigns: '0',
  averageRoi: '+247%',
  totalReach: '2.4M',
  averageCtr: '3.8%',
} as const;

export const SAMPLE_INSIGHTS: readonly Insight[] = [
  {
    id: 'sample-performance-spike',
    type: 'performance_alert',
    title: 'Performance spike detected',
    description:
      'Click-through rate rose 23% in the last 24 hours. Consider moving more budget to this campaign while the trend holds.',
    confidence: 0.92,
    impact: 'high',
    actionRequired: true,
    createdAt: '2025-01-01T09:00:00.000Z',
  },
  {
    id: 'sample-audience-expansion',
    type: 'optimization_suggestion',
    title: 'Audience expansion opportunity',
    description:
      'Lookalike audiences similar to your best converters could increase reach by about 40% at a similar cost per click.',
    confidence: 0.87,
    impact: 'medium',
    actionRequired: false,
    createdAt: '2025-01-01T08:00:00.000Z',
  },
];

export const SAMPLE_ACTIVITY = [
  {
    id: 'a1',
    text: 'Summer Sale campaign performance improved by 15%',
    when: '2 hours ago',
    tone: 'success',
  },
  {
    id: 'a2',
    text: 'AI generated 5 new content variants for Product Launch',
    when: '4 hours ago',
    tone: 'accent',
  },
  { id: 'a3', text: 'Audience targeting optimised for Holiday Campaign', when: '1 day ago', tone: 'neutral' },
] as const;
