import { z } from 'zod';
import { targetAudienceSchema } from './audience';
import { budgetSchema, DEFAULT_BUDGET } from './budget';
import { CONTENT_MESSAGES, CONTENT_TYPES, COPY_PROPERTIES, SCORE_KEYS, STYLES, TONES } from './content-rules';
import { objectiveSchema } from './objectives';

/** Tones, styles, ad limits, languages, score names and messages live in content-rules.ts (zod-free). */
export * from './content-rules';

const shortText = (max: number) => z.string().trim().min(1).max(max);

/** SPEC §3 brandVoice; keywords and content types are optional, but when given they need at least one. */
export const brandVoiceSchema = z.strictObject({
  tone: z.enum(TONES, { error: CONTENT_MESSAGES.tone }),
  style: z.enum(STYLES, { error: CONTENT_MESSAGES.style }),
  productName: z
    .string({ error: CONTENT_MESSAGES.productName })
    .trim()
    .min(1, CONTENT_MESSAGES.productName)
    .max(100, CONTENT_MESSAGES.productNameMax),
  keyMessages: z
    .array(z.string().trim().min(1).max(80, CONTENT_MESSAGES.keyMessageMax), {
      error: CONTENT_MESSAGES.keyMessages,
    })
    .min(1, CONTENT_MESSAGES.keyMessages)
    .max(10),
  keywords: z.array(shortText(50)).min(1, CONTENT_MESSAGES.keywords).max(20).optional(),
  avoidWords: z.array(shortText(50)).max(50).optional(),
  contentTypes: z.array(z.enum(CONTENT_TYPES)).min(1, CONTENT_MESSAGES.contentTypes).optional(),
  customInstructions: z.string().max(1000, CONTENT_MESSAGES.customInstructions).optional(),
});
export type BrandVoice = z.infer<typeof brandVoiceSchema>;

/** SPEC §3 generated content. */
export const generatedContentSchema = z.object({
  text: z.object({
    headlines: z.array(z.string().max(200)).max(15),
    descriptions: z.array(z.string().max(500)).max(10),
    ctaButtons: z.array(z.string().max(100)).max(10),
  }),
  visuals: z.object({
    imagePrompts: z.array(z.string().max(1000)).max(10),
    videoPrompts: z.array(z.string().max(1000)).max(10),
  }),
  performance: z.object({
    coherenceScore: z.number().min(0).max(100),
    brandAlignmentScore: z.number().min(0).max(100),
    engagementPrediction: z.number().min(0).max(100),
    conversionLikelihood: z.number().min(0).max(100),
    /** The measured properties the scores come from (0–100); absent on copy saved before they existed. */
    properties: z.record(z.enum(COPY_PROPERTIES), z.number().min(0).max(100)).optional(),
    /** One line per score and property saying what it measured. */
    reasons: z.record(z.enum([...SCORE_KEYS, ...COPY_PROPERTIES]), z.string().max(300)).optional(),
  }),
  /** Which generator wrote it: the LLM, the server's local generator, or the browser's fallback. */
  source: z.enum(['llm', 'local', 'fallback']).optional(),
  /** The copy's language (ISO 639-1). */
  language: z.string().max(8).optional(),
  /** Why the copy came from where it did (fallback reasons, language notes). */
  notes: z.array(z.string().max(500)).max(10).optional(),
});
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

/** What both generate endpoints answer: a complete ad with its scores explained and where it came from. */
export const generatedAdSchema = generatedContentSchema.extend({
  performance: generatedContentSchema.shape.performance.extend({
    properties: z.record(z.enum(COPY_PROPERTIES), z.number().min(0).max(100)),
    reasons: z.record(z.enum([...SCORE_KEYS, ...COPY_PROPERTIES]), z.string().max(300)),
  }),
  source: z.enum(['llm', 'local']),
  language: z.string().max(8),
  notes: z.array(z.string().max(500)).max(10),
});
export type GeneratedAd = z.infer<typeof generatedAdSchema>;

/** POST /api/openai/generate-content and POST /api/ai/generate-content (SPEC §7). */
export const generateContentRequestSchema = z.strictObject({
  brandVoice: brandVoiceSchema,
  targetAudience: targetAudienceSchema.optional(),
  campaignObjective: objectiveSchema,
  budget: budgetSchema.default(DEFAULT_BUDGET),
});
export type GenerateContentRequest = z.input<typeof generateContentRequestSchema>;
