import type { AudiencePrediction } from '../../../../shared/audience';
import type { ApprovalQueueItem, Campaign } from '../../../../shared/campaigns';
import type { GeneratedContent } from '../../../../shared/content';

export { type RecordedCall, stubApi } from '../../../test/stub-api';

export const PREDICTION: AudiencePrediction = {
  estimatedReach: 1_234_000,
  expectedCTR: 3.4,
  costPerClick: 1.25,
  conversionRate: 5.6,
  confidence: 91,
  recommendations: ['Lean into weekend evenings'],
  aiConfidence: 0.87,
  predictedRoi: 312,
  addressableAudience: 4_000_000,
};

export const CONTENT: GeneratedContent = {
  text: {
    headlines: ['Run Farther, Lighter', 'Free shipping'],
    descriptions: ['Northstar Sneakers: free shipping and 30-day returns on every pair.'],
    ctaButtons: ['Shop Now'],
  },
  visuals: { imagePrompts: ['A sneaker on a track'], videoPrompts: ['A runner at dawn'] },
  performance: {
    coherenceScore: 93,
    brandAlignmentScore: 88,
    engagementPrediction: 80,
    conversionLikelihood: 70,
  },
  source: 'local',
};

const HOUR = 3600 * 1000;

/** A campaign a marketing manager launched while the workspace requires approval. */
export function makePendingCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
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
    ...overrides,
  };
}

export function makeQueueItem(
  overrides: Partial<Campaign> = {},
  predictions: AudiencePrediction | null = PREDICTION,
): ApprovalQueueItem {
  return { campaign: makePendingCampaign(overrides), predictions };
}
