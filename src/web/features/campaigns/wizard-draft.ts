import type { AudiencePrediction, TargetAudience } from '../../../shared/audience';
import { DEFAULT_AGE_RANGE } from '../../../shared/audience-rules';
import type { CampaignDetails } from '../../../shared/campaign-details-rules';
import type { Campaign } from '../../../shared/campaigns';
import { DEFAULT_BUDGET } from '../../../shared/campaigns-rules';
import type { BrandVoice, GenerateContentRequest, GeneratedContent } from '../../../shared/content';
import { STYLES, splitKeyMessages, TONES } from '../../../shared/content-rules';

/**
 * The wizard's draft: what each step has gathered so far, kept in session storage. This module is free of zod so
 * that the wizard's first step (the page a visitor lands on) does not download it; the stored draft is checked by
 * wizard-draft-schema.ts, which the wizard loads only when there is a stored draft to check.
 */

/** Step 1's fields; `budget` is null while the field is empty. */
export type DraftDetails = CampaignDetails;
export type DraftAudience = {
  ageRange: [number, number];
  locations: TargetAudience['demographics']['locations'];
  interests: TargetAudience['demographics']['interests'];
  engagementLevel: TargetAudience['behavioral']['engagementLevel'];
  devicePreference: TargetAudience['behavioral']['devicePreference'];
  shoppingTimes: TargetAudience['behavioral']['shoppingTimes'];
};
/** The brand voice as typed: key messages are one comma-separated line until they are sent. */
export type DraftVoice = Omit<BrandVoice, 'keyMessages'> & { keyMessages: string };
export interface PredictionState {
  value: AudiencePrediction;
  isEstimate: boolean;
  inputKey: string;
}
export interface ContentState {
  value: GeneratedContent;
  inputKey: string;
}
export type ChecklistItem = 'approved' | 'budget' | 'targeting' | 'content';
export interface WizardDraft {
  details: DraftDetails;
  audience: DraftAudience;
  voice: DraftVoice;
  predictions: PredictionState | null;
  content: ContentState | null;
  checklist: Record<ChecklistItem, boolean>;
}

export const EMPTY_CHECKLIST: WizardDraft['checklist'] = {
  approved: false,
  budget: false,
  targeting: false,
  content: false,
};

export function emptyDraft(): WizardDraft {
  return {
    details: {
      name: '',
      description: '',
      objective: 'conversion',
      budget: DEFAULT_BUDGET,
      startDate: '',
      endDate: '',
    },
    audience: {
      ageRange: [...DEFAULT_AGE_RANGE],
      locations: [],
      interests: [],
      engagementLevel: 'high',
      devicePreference: 'mobile',
      shoppingTimes: [],
    },
    voice: { tone: 'professional', style: 'modern', productName: '', keyMessages: '' },
    predictions: null,
    content: null,
    checklist: EMPTY_CHECKLIST,
  };
}

/** The edit wizard starts from the saved campaign; anything the campaign lacks keeps the new-campaign default. */
export function draftFromCampaign(campaign: Campaign): WizardDraft {
  const base = emptyDraft();
  const voice = campaign.brandVoice as Partial<BrandVoice>;
  const savedContent = campaign.contentVariants[0];
  const draft: WizardDraft = {
    ...base,
    details: {
      name: campaign.name,
      description: campaign.description ?? '',
      objective: campaign.objective,
      budget: campaign.budget,
      startDate: campaign.startDate.slice(0, 10),
      endDate: campaign.endDate.slice(0, 10),
    },
    audience: campaign.targetAudience
      ? {
          ageRange: campaign.targetAudience.demographics.ageRange,
          locations: campaign.targetAudience.demographics.locations,
          interests: campaign.targetAudience.demographics.interests,
          engagementLevel: campaign.targetAudience.behavioral.engagementLevel,
          devicePreference: campaign.targetAudience.behavioral.devicePreference,
          shoppingTimes: campaign.targetAudience.behavioral.shoppingTimes,
        }
      : base.audience,
    voice: {
      tone: (TONES as readonly string[]).includes(voice.tone ?? '')
        ? (voice.tone as DraftVoice['tone'])
        : 'professional',
      style: (STYLES as readonly string[]).includes(voice.style ?? '')
        ? (voice.style as DraftVoice['style'])
        : 'modern',
      productName: typeof voice.productName === 'string' ? voice.productName : '',
      keyMessages: Array.isArray(voice.keyMessages) ? voice.keyMessages.join(', ') : '',
    },
  };
  // The saved copy belongs to the saved voice: it is kept until the voice changes.
  if (savedContent) draft.content = { value: savedContent, inputKey: contentInputKey(draft.voice) };
  return draft;
}

export function toTargetAudience(audience: DraftAudience): TargetAudience {
  return {
    demographics: {
      ageRange: audience.ageRange,
      locations: audience.locations,
      interests: audience.interests,
    },
    behavioral: {
      engagementLevel: audience.engagementLevel,
      devicePreference: audience.devicePreference,
      shoppingTimes: audience.shoppingTimes,
    },
  };
}

export function toBrandVoice(voice: DraftVoice): BrandVoice {
  return {
    tone: voice.tone,
    style: voice.style,
    productName: voice.productName.trim(),
    keyMessages: splitKeyMessages(voice.keyMessages),
  };
}

/** Auto-generation follows the brand voice (SPEC §2 step 3), so the voice alone identifies a generation. */
export function contentInputKey(voice: DraftVoice): string {
  return JSON.stringify(toBrandVoice(voice));
}

export function contentRequest(draft: WizardDraft): GenerateContentRequest {
  return {
    brandVoice: toBrandVoice(draft.voice),
    targetAudience: isAudienceComplete(draft.audience) ? toTargetAudience(draft.audience) : undefined,
    campaignObjective: draft.details.objective,
    budget: draft.details.budget ?? DEFAULT_BUDGET,
  };
}

/** SPEC §5 audience step: the items still missing, in the spec's order and words. */
export function missingAudienceItems(audience: DraftAudience): string[] {
  const missing: string[] = [];
  if (audience.interests.length === 0) missing.push('at least one Interest');
  if (audience.locations.length === 0) missing.push('at least one Target Location');
  if (audience.shoppingTimes.length === 0) missing.push('at least one Optimal Shopping Time');
  return missing;
}

export function isAudienceComplete(audience: DraftAudience): boolean {
  return missingAudienceItems(audience).length === 0;
}

/** SPEC §5 content step: the fields still blank, in the spec's words. */
export function missingVoiceItems(voice: DraftVoice): string[] {
  const missing: string[] = [];
  if (!voice.productName.trim()) missing.push('Product/Service Name');
  if (splitKeyMessages(voice.keyMessages).length === 0) missing.push('Key Message & Value Propositions');
  return missing;
}

export function isChecklistComplete(checklist: WizardDraft['checklist']): boolean {
  return Object.values(checklist).every(Boolean);
}

/** Session storage keeps one draft per wizard (new, or edit of one campaign), so a reload or a stray back loses nothing. */
export function draftStorageKey(campaignId?: string): string {
  return campaignId ? `northstar:campaign-draft:edit:${campaignId}` : 'northstar:campaign-draft:new';
}

/** The stored draft as it was written, unchecked (wizard-draft-schema.ts checks it), or null when there is none. */
export function readStoredDraft(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: WizardDraft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, it just cannot survive a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // see saveDraft
  }
}
