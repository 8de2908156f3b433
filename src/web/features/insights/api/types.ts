import type { Channel } from '../../../../shared/analytics';

/** GET /api/insights/:id/preview (contract in src/shared/analytics.ts). */
export type { InsightPreview } from '../../../../shared/analytics';

/** The evidence the insights engine writes to `data` (DESIGN §7). Every field is optional: read defensively. */
export interface InsightEvidence {
  kind?: 'anomaly' | 'channel_reallocation' | 'pacing' | 'fatigue' | 'insufficient_data' | string;
  metric?: string;
  period?: string;
  baseline?: number;
  value?: number;
  change?: number;
  sampleSize?: number;
  required?: number;
  from?: Channel;
  to?: Channel;
  shift?: number;
  state?: 'under' | 'over';
  channels?: { name: string; spend: number; revenue: number; roas: number }[];
}
