import type { CampaignApproval } from '../../../../shared/approvals';
import type { Campaign } from '../../../../shared/campaigns';
import { CONTENT, PREDICTION } from '../../../test/content-fixtures';
import { fixtureBuilder } from '../../../test/fixture-builder';
import { type ApiHandler, stubApi } from '../../../test/stub-api';
import { localToday } from '../local-today';
import { contentInputKey, emptyDraft, type WizardDraft } from '../wizard-draft';

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

export { CONTENT, PREDICTION };

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

export const makeCampaign = fixtureBuilder<Campaign>(() => ({
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
}));

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
