import type { AudiencePrediction } from '../../../../shared/audience';
import type { ApprovalQueueItem, Campaign } from '../../../../shared/campaigns';

import { CONTENT, PREDICTION } from '../../../test/content-fixtures';
import { fixtureBuilder } from '../../../test/fixture-builder';

export { type RecordedCall, stubApi } from '../../../test/stub-api';
export { CONTENT, PREDICTION };

const HOUR = 3600 * 1000;

/** A campaign a marketing manager launched while the workspace requires approval. */
export const makePendingCampaign = fixtureBuilder<Campaign>(() => ({
  id: 'campaign-1',
  userId: 'user-marketing_manager',
  name: 'Spring Launch',
  description: 'Sneakers for the spring season.',
  status: 'pending_approval',
  objective: 'conversion',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  budget: 5000,
  spend: 0,
  performanceMetrics: { impressions: 0, clicks: 0, ctr: 0, conversions: 0, roas: 0, revenue: 0 },
  targetAudience: null,
  brandVoice: {},
  contentVariants: [CONTENT],
  aiConfidence: null,
  createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
  updatedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  canModify: true,
  pacing: null,
  approval: {
    state: 'pending',
    requestedBy: { id: 'user-marketing_manager', name: 'Mia Chen' },
    requestedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    decidedBy: null,
    decidedAt: null,
    comment: null,
  },
}));

export function makeQueueItem(
  overrides: Partial<Campaign> = {},
  predictions: AudiencePrediction | null = PREDICTION,
  canDecide = true,
): ApprovalQueueItem {
  return { campaign: makePendingCampaign(overrides), predictions, canDecide };
}
