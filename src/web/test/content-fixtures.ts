import type { AudiencePrediction } from '../../shared/audience';
import type { GeneratedContent } from '../../shared/content';

/** The audience prediction and ad copy that tests across features show (campaigns, approvals). */

/** A prediction as campaigns stored it before the estimate carried its arithmetic (no impressions, clicks, …). */
export const PREDICTION: AudiencePrediction = {
  estimatedReach: 1_234_000,
  expectedCTR: 3.4,
  costPerClick: 1.25,
  conversionRate: 5.6,
  confidence: 91,
  recommendations: ['Lean into weekend evenings', 'Test a second headline'],
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
