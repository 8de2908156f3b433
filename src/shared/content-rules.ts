/**
 * The content contract without zod (docs/architecture.md, "Shared rules without zod"): tones, styles, ad limits,
 * languages, score names and messages, for the wizard's content step and the copy views. The schemas are in
 * content.ts, which re-exports all of this.
 */

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
  /** OPENAI_TIMEOUT_MS, in seconds. */
  upstreamTimeout: (seconds: number) =>
    `The AI provider did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.`,
  upstreamGarbage: 'The AI provider returned an answer Northstar could not use.',
  upstreamFailed: 'The AI provider could not generate content right now.',
  avoidWordClash: (field: string, avoidWord: string) => `${field} uses the avoid-word "${avoidWord}"`,
  rulesUnmet: 'The generator could not write an ad that meets every rule',
  localWrote: "Copy written by Northstar's built-in generator",
  llmWrote: 'AI content generated successfully!',
  tooManyInFlight: (limit: number) =>
    `You already have ${limit} AI generations running. Wait for one to finish, then try again.`,
} as const;

/** AI generations one user may have running at once (across every server instance). */
export const MAX_GENERATIONS_IN_FLIGHT = 2;

/** Split the wizard's key-message text on commas, trimmed, empties dropped (SPEC §5). */
export function splitKeyMessages(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
