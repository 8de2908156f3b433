import { z } from 'zod';
import { audiencePredictionSchema } from '../../../shared/audience';
import {
  AGE_MAX,
  AGE_MIN,
  DEVICE_PREFERENCES,
  ENGAGEMENT_LEVELS,
  INTERESTS,
  LOCATIONS,
  SHOPPING_TIMES,
} from '../../../shared/audience-rules';
import { OBJECTIVES } from '../../../shared/campaigns-rules';
import { generatedContentSchema } from '../../../shared/content';
import { STYLES, TONES } from '../../../shared/content-rules';
import type { WizardDraft } from './wizard-draft';

/**
 * What a stored draft must look like to be restored: session storage may hold one written by an older version of the
 * app, or edited by hand. Loaded on demand (use-wizard-draft.ts), so a wizard with nothing to restore never downloads
 * zod.
 */
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
}) satisfies z.ZodType<WizardDraft>;

/** The stored draft when it is a whole, valid one; null otherwise (the wizard then starts afresh). */
export function parseStoredDraft(stored: unknown): WizardDraft | null {
  const parsed = draftSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
