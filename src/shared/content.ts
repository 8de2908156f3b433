import { z } from 'zod';
import { targetAudienceSchema } from './audience';
import { budgetSchema, DEFAULT_BUDGET } from './budget';
import { objectiveSchema } from './objectives';

/** DESIGN §6: the union of the wizard's and the schema's tones and styles. */
export const TONES = [
  'professional',
  'friendly',
  'casual',
  'authoritative',
  'playful',
  'luxury',
  'technical',
] as const;
export const STYLES = [
  'modern',
  'classic',
  'bold',
  'organic',
  'informative',
  'persuasive',
  'entertaining',
  'educational',
] as const;
/** What the wizard offers (SPEC §3). */
export const WIZARD_TONES = ['professional', 'casual', 'playful', 'luxury', 'technical'] as const;
export const WIZARD_STYLES = ['modern', 'classic', 'bold', 'organic'] as const;
export const CONTENT_TYPES = ['social_media', 'email', 'blog', 'ads', 'video_script'] as const;

/** DESIGN §7: Google Ads responsive search ad limits. */
export const AD_LIMITS = { headline: 30, description: 90, cta: 20 } as const;

/** How many lines a complete responsive search ad has (issue 12): every 200 from a generator meets these. */
export const AD_COUNTS = {
  headlines: { min: 5, max: 15 },
  descriptions: { min: 2, max: 4 },
  ctaButtons: { min: 2, max: 4 },
  imagePrompts: { min: 2, max: 10 },
  videoPrompts: { min: 1, max: 10 },
} as const;

/** Languages the local generator writes (ISO 639-1); other briefs get English copy and a note saying so. */
export const COPY_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type CopyLanguage = (typeof COPY_LANGUAGES)[number];

/** English names of the languages a brief may come in (ISO 639-1), for notes and labels. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  pl: 'Polish',
  sv: 'Swedish',
  da: 'Danish',
  nb: 'Norwegian',
  no: 'Norwegian',
  fi: 'Finnish',
  cs: 'Czech',
  sk: 'Slovak',
  hu: 'Hungarian',
  ro: 'Romanian',
  ca: 'Catalan',
  tr: 'Turkish',
  ru: 'Russian',
  uk: 'Ukrainian',
  el: 'Greek',
  ar: 'Arabic',
  he: 'Hebrew',
  hi: 'Hindi',
  id: 'Indonesian',
  vi: 'Vietnamese',
  th: 'Thai',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
};

/** The measured properties behind the four scores (0–100 each). */
export const COPY_PROPERTIES = [
  'keyMessageCoverage',
  'lengthUse',
  'readability',
  'ctaStrength',
  'objectiveFit',
  'toneFit',
] as const;
export type CopyProperty = (typeof COPY_PROPERTIES)[number];
export const SCORE_KEYS = [
  'coherenceScore',
  'brandAlignmentScore',
  'engagementPrediction',
  'conversionLikelihood',
] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

export const CONTENT_MESSAGES = {
  tone: 'Please choose a tone',
  style: 'Please choose a style',
  productName: 'Product/Service Name is required',
  productNameMax: 'Product/Service Name must be less than 100 characters',
  keyMessages: 'At least one key message is required',
  keyMessageMax: 'Each key message must be less than 80 characters',
  keywords: 'At least one keyword is required',
  contentTypes: 'At least one content type is required',
  customInstructions: 'Custom instructions must be less than 1000 characters',
  validationTitle: 'Validation Error',
  stepInvalid: 'Please complete Product/Service Name and Key Message & Value Propositions to continue.',
  generated: 'AI content generated successfully!',
  fallback: 'Failed to generate content. Using fallback content.',
  notConfigured:
    'AI content generation is not configured on this server. Using the built-in generator instead.',
  upstreamTimeout: 'The AI provider did not answer within 30 seconds.',
  upstreamGarbage: 'The AI provider returned an answer Northstar could not use.',
  upstreamFailed: 'The AI provider could not generate content right now.',
  avoidWordClash: (field: string, avoidWord: string) => `${field} uses the avoid-word "${avoidWord}"`,
  rulesUnmet: 'The generator could not write an ad that meets every rule',
  localWrote: "Copy written by Northstar's built-in generator",
  llmWrote: 'AI content generated successfully!',
} as const;

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

/** Split the wizard's key-message text on commas, trimmed, empties dropped (SPEC §5). */
export function splitKeyMessages(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** POST /api/openai/generate-content and POST /api/ai/generate-content (SPEC §7). */
export const generateContentRequestSchema = z.strictObject({
  brandVoice: brandVoiceSchema,
  targetAudience: targetAudienceSchema.optional(),
  campaignObjective: objectiveSchema,
  budget: budgetSchema.default(DEFAULT_BUDGET),
});
export type GenerateContentRequest = z.input<typeof generateContentRequestSchema>;
