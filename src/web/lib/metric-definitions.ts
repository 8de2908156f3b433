/**
 * One line on what each figure measures, shown on hover or focus wherever the figure is labelled (issue 14: never
 * a number without saying what it measures). The formats live in ./format.
 */
export const METRIC_DEFINITIONS = {
  activeCampaigns:
    'Campaigns delivering today: active, started and not yet ended. Paused and scheduled ones are not counted.',
  roi: 'Return on investment: (revenue − ad spend) ÷ ad spend. +100% means revenue was twice the spend.',
  roas: 'Return on ad spend: revenue ÷ ad spend. 4.3x means revenue was 4.3 times the spend.',
  impressions: 'Impressions: how many times the ads were shown. One person can see an ad several times.',
  ctr: 'Click-through rate: clicks ÷ impressions.',
  conversionRate: 'Conversion rate: conversions ÷ clicks.',
  cpa: 'Cost per acquisition: ad spend ÷ conversions.',
  spend: 'Ad spend: what the ad platforms charged.',
  revenue: 'Revenue: the conversion value the ad platforms reported.',
} as const;
export type DefinedMetric = keyof typeof METRIC_DEFINITIONS;
