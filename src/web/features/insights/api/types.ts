import type { Channel } from '../../../../shared/analytics';
import type { InsightKind } from '../../../../shared/insights';

/** GET /api/insights/:id/preview (contract in src/shared/analytics.ts). */
export type { InsightPreview } from '../../../../shared/analytics';

/** The evidence the insights engine writes to `data` (DESIGN §7). Every field is optional: read defensively. */
export interface InsightEvidence {
  kind?: InsightKind | (string & {});
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
  /** Anomalies (issue 11): the channel (null: the campaign as a whole), the episode's days and the test. */
  channel?: string | null;
  direction?: 'up' | 'down';
  firstDate?: string;
  lastDate?: string;
  expected?: number;
  observed?: number;
  pValue?: number;
}
