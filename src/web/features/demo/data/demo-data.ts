/** SPEC §3 demo data: static, never fetched. */
export interface DemoCampaign {
  id: string;
  name: string;
  status: 'Active' | 'Optimizing';
  budget: number;
  spent: number;
  impressions: number;
  clicks: number;
  conversions: number;
  /** Return on investment in percent. */
  roi: number;
}

export interface DemoInsight {
  type: 'opportunity' | 'warning' | 'success';
  title: string;
  description: string;
  /** 0..1 */
  confidence: number;
  impact: 'High' | 'Medium';
}

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    id: 'demo-1',
    name: 'Spring Collection Launch',
    status: 'Active',
    budget: 15_000,
    spent: 8_750,
    impressions: 245_000,
    clicks: 12_250,
    conversions: 490,
    roi: 285,
  },
  {
    id: 'demo-2',
    name: 'Summer Sale Retargeting',
    status: 'Optimizing',
    budget: 8_000,
    spent: 6_200,
    impressions: 180_000,
    clicks: 9_720,
    conversions: 583,
    roi: 340,
  },
  {
    id: 'demo-3',
    name: 'Brand Awareness Q3',
    status: 'Active',
    budget: 25_000,
    spent: 11_400,
    impressions: 520_000,
    clicks: 15_600,
    conversions: 312,
    roi: 156,
  },
  {
    id: 'demo-4',
    name: 'Newsletter Growth',
    status: 'Active',
    budget: 5_000,
    spent: 2_100,
    impressions: 88_000,
    clicks: 4_840,
    conversions: 726,
    roi: 410,
  },
];

export const DEMO_INSIGHTS: DemoInsight[] = [
  {
    type: 'opportunity',
    title: 'Move budget to Summer Sale Retargeting',
    description:
      'It returns more than twice the ROI of Brand Awareness Q3. Moving 15% of the Q3 budget is forecast to add about 140 conversions this month.',
    confidence: 0.92,
    impact: 'High',
  },
  {
    type: 'warning',
    title: 'Creative fatigue on Brand Awareness Q3',
    description:
      'Click-through fell 18% over 7 days while frequency rose to 4.1 impressions per person. Refresh the headlines or widen the audience.',
    confidence: 0.87,
    impact: 'Medium',
  },
  {
    type: 'success',
    title: 'Lookalike audience is converting',
    description:
      'The lookalike audience added to Spring Collection Launch converts at 4.0%, above the 3.1% account average.',
    confidence: 0.89,
    impact: 'Medium',
  },
];

export const DEMO_TOTALS = (() => {
  const sum = (pick: (c: DemoCampaign) => number) => DEMO_CAMPAIGNS.reduce((total, c) => total + pick(c), 0);
  const spent = sum((c) => c.spent);
  const budget = sum((c) => c.budget);
  const impressions = sum((c) => c.impressions);
  const clicks = sum((c) => c.clicks);
  const conversions = sum((c) => c.conversions);
  // Spend-weighted, so a small campaign with a high ROI does not dominate.
  const roi = DEMO_CAMPAIGNS.reduce((total, c) => total + c.roi * c.spent, 0) / spent;
  return { spent, budget, impressions, clicks, conversions, roi, ctr: (clicks / impressions) * 100 };
})();
