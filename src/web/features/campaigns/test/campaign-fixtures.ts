import type { CampaignApproval } from '../../../../shared/approvals';
import type { AudiencePrediction } from '../../../../shared/audience';
import type { Campaign } from '../../../../shared/campaigns';
import type { GeneratedContent } from '../../../../shared/content';
import { type ApiHandler, stubApi } from '../../../test/stub-api';
import { contentInputKey, emptyDraft, localToday, type WizardDraft } from '../wizard-draft';

export type { RecordedCall } from '../../../test/stub-api';

/** The API stubbed for a signed-in marketing manager. */
export function stubCampaignApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi(handlers, 'marketing_manager');
}

export function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
}

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

/** A draft that has passed the given steps (1 = brief done, 2 = audience done, 3 = content done). */
export function draftThrough(step: 1 | 2 | 3): WizardDraft {
  const draft = emptyDraft();
  draft.details = {
    ...draft.details,
    name: 'Spring Launch',
    startDate: isoDaysFromToday(1),
    endDate: isoDaysFromToday(31),
  };
  if (step >= 2) {
    draft.audience = {
      ...draft.audience,
      interests: ['Technology'],
      locations: ['Canada'],
      shoppingTimes: ['Weekends'],
    };
  }
  if (step >= 3) {
    draft.voice = {
      ...draft.voice,
      productName: 'Northstar Sneakers',
      keyMessages: 'Free shipping, 30-day returns',
    };
    draft.content = { value: CONTENT, inputKey: contentInputKey(draft.voice) };
  }
  return draft;
}

export function storeDraft(draft: WizardDraft, key = 'northstar:campaign-draft:new') {
  sessionStorage.setItem(key, JSON.stringify(draft));
}

export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: '8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0001',
    userId: 'user-marketing_manager',
    name: 'Spring Launch',
    description: null,
    status: 'active',
    objective: 'conversion',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    budget: 5000,
    spend: 1250,
    performanceMetrics: {
      impressions: 120_000,
      clicks: 3_600,
      ctr: 3,
      conversions: 180,
      roas: 2.4,
      revenue: 3000,
    },
    targetAudience: null,
    brandVoice: {},
    contentVariants: [],
    aiConfidence: null,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    canModify: true,
    pacing: null,
    approval: null,
    ...overrides,
  };
}

/** A campaign's approval in the given state: asked for by the manager, decided (unless pending) by a director. */
export function makeApproval(
  state: CampaignApproval['state'],
  overrides: Partial<CampaignApproval> = {},
): CampaignApproval {
  const isDecided = state !== 'pending';
  return {
    state,
    requestedBy: { id: 'user-marketing_manager', name: 'Dana Reyes' },
    requestedAt: '2026-02-10T12:00:00.000Z',
    decidedBy: isDecided ? { id: 'user-marketing_director', name: 'Morgan Lee' } : null,
    decidedAt: isDecided ? '2026-02-11T15:00:00.000Z' : null,
    comment: state === 'rejected' ? 'The budget is too high for a first test; halve it.' : null,
    ...overrides,
  };
}
