import { z } from 'zod';
import {
  type AudiencePrediction,
  audiencePredictionSchema,
  type TargetAudience,
} from '../../../shared/audience';
import {
  AGE_MAX,
  AGE_MIN,
  DEFAULT_AGE_RANGE,
  DEVICE_PREFERENCES,
  ENGAGEMENT_LEVELS,
  INTERESTS,
  LOCATIONS,
  SHOPPING_TIMES,
} from '../../../shared/audience-rules';
import {
  budgetSchema,
  type Campaign,
  campaignDescriptionSchema,
  campaignNameSchema,
} from '../../../shared/campaigns';
import {
  CAMPAIGN_MESSAGES,
  DEFAULT_BUDGET,
  isValidIsoDate,
  OBJECTIVES,
} from '../../../shared/campaigns-rules';
import {
  type BrandVoice,
  type GenerateContentRequest,
  type GeneratedContent,
  generatedContentSchema,
} from '../../../shared/content';
import { STYLES, splitKeyMessages, TONES } from '../../../shared/content-rules';

/**
 * Step 1's form schema, built from the server's own field schemas. `earliestStart` is today, or in edit mode the
 * campaign's saved start date when that is earlier (a running campaign keeps its start; a moved one may not be past).
 */
export function detailsSchema(earliestStart: string) {
  return z
    .object({
      name: campaignNameSchema,
      description: campaignDescriptionSchema,
      objective: z.enum(OBJECTIVES, { error: CAMPAIGN_MESSAGES.objective }),
      // An empty number field reads as NaN: the wizard calls a missing budget "below $100" (SPEC §5).
      budget: z.number({ error: CAMPAIGN_MESSAGES.budgetMin }).pipe(budgetSchema),
      startDate: z
        .string()
        .min(1, CAMPAIGN_MESSAGES.startRequired)
        .refine(isValidIsoDate, CAMPAIGN_MESSAGES.dateInvalid)
        .refine((value) => value >= earliestStart, CAMPAIGN_MESSAGES.startPast),
      endDate: z
        .string()
        .min(1, CAMPAIGN_MESSAGES.endRequired)
        .refine(isValidIsoDate, CAMPAIGN_MESSAGES.dateInvalid),
    })
    .superRefine((value, ctx) => {
      if (
        isValidIsoDate(value.startDate) &&
        isValidIsoDate(value.endDate) &&
        value.endDate <= value.startDate
      ) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: CAMPAIGN_MESSAGES.endAfterStart });
      }
    });
}
export type DetailsValues = z.infer<ReturnType<typeof detailsSchema>>;

/** Step 1's form values from the draft: an empty budget field reads NaN, which the draft stores as null. */
export function detailsFormValues(details: DraftDetails): DetailsValues {
  return { ...details, budget: details.budget ?? Number.NaN };
}

/** The draft's details from the form's current (possibly partial) values. */
export function detailsFromForm(values: Partial<DetailsValues>): DraftDetails {
  const budget = typeof values.budget === 'number' && Number.isFinite(values.budget) ? values.budget : null;
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    objective: values.objective ?? 'conversion',
    budget,
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
  };
}

/** Whether step 1 is complete: the one rule the Next button, the form and the step guard all use. */
export function isDetailsReady(details: DraftDetails, earliestStart: string): boolean {
  return detailsSchema(earliestStart).safeParse(detailsFormValues(details)).success;
}

const draftSchema = z.object({
  details: z.object({
    name: z.string(),
    description: z.string(),
    objective: z.enum(OBJECTIVES),
    /** null while the field is empty. */
    budget: z.number().nullable(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  audience: z.object({
    ageRange: z.tuple([z.number().min(AGE_MIN).max(AGE_MAX), z.number().min(AGE_MIN).max(AGE_MAX)]),
    locations: z.array(z.enum(LOCATIONS)),
    interests: z.array(z.enum(INTERESTS)),
    engagementLevel: z.enum(ENGAGEMENT_LEVELS),
    devicePreference: z.enum(DEVICE_PREFERENCES),
    shoppingTimes: z.array(z.enum(SHOPPING_TIMES)),
  }),
  voice: z.object({
    tone: z.enum(TONES),
    style: z.enum(STYLES),
    productName: z.string(),
    keyMessages: z.string(),
  }),
  predictions: z
    .object({ value: audiencePredictionSchema, isEstimate: z.boolean(), inputKey: z.string() })
    .nullable(),
  content: z.object({ value: generatedContentSchema, inputKey: z.string() }).nullable(),
  checklist: z.object({
    approved: z.boolean(),
    budget: z.boolean(),
    targeting: z.boolean(),
    content: z.boolean(),
  }),
});

export type WizardDraft = z.infer<typeof draftSchema>;
export type DraftDetails = WizardDraft['details'];
export type DraftAudience = WizardDraft['audience'];
export type DraftVoice = WizardDraft['voice'];
export type ChecklistItem = keyof WizardDraft['checklist'];
export interface PredictionState {
  value: AudiencePrediction;
  isEstimate: boolean;
  inputKey: string;
}
export interface ContentState {
  value: GeneratedContent;
  inputKey: string;
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
  const savedContent = generatedContentSchema.safeParse(campaign.contentVariants[0]);
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
  if (savedContent.success)
    draft.content = { value: savedContent.data, inputKey: contentInputKey(draft.voice) };
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

export function loadDraft(key: string): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
