import type { AudiencePrediction } from '../../../shared/audience';
import { PREDICTION_RANGES } from '../../../shared/audience-rules';
import type { GenerateContentRequest, GeneratedContent } from '../../../shared/content';
import { AD_LIMITS } from '../../../shared/content-rules';
import { capitalise } from '../../lib/format';

/**
 * What the browser shows when the server cannot answer (SPEC §2, §8, §9): random figures inside the spec's ranges.
 * The server's models are deterministic; these exist only for an unreachable or failing server.
 */

/** SPEC §9 fixed launch values, used only when the audience model is unavailable. */
export const FALLBACK_AI_CONFIDENCE = 0.92;
export const FALLBACK_PREDICTED_ROI = 247;

/** SPEC §9 fallback content score ranges. */
export const FALLBACK_SCORE_RANGES = {
  coherenceScore: [90, 99],
  brandAlignmentScore: [85, 94],
  engagementPrediction: [75, 89],
  conversionLikelihood: [65, 84],
} as const;

const RECOMMENDATIONS = [
  'Focus budget on mobile placements during peak shopping hours',
  'Test two headline variants in the first week and keep the winner',
  'Add a lookalike audience based on your best converting customers',
  'Schedule ads for the evenings, when engagement is highest',
  'Retarget visitors who viewed a product but did not buy',
  'Shift spend toward the locations with the lowest cost per click',
];

function randomBetween([min, max]: readonly [number, number], digits: number): number {
  const factor = 10 ** digits;
  return Math.round((min + Math.random() * (max - min)) * factor) / factor;
}

function pickSome<T>(items: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(Math.random() * (max - min + 1));
  return [...items].sort(() => Math.random() - 0.5).slice(0, count);
}

/**
 * SPEC §9 random predictions for when POST /api/audience/predict cannot answer. They leave out the estimate's
 * arithmetic (impressions, clicks, conversions, assumptions): random figures cannot satisfy it, so the wizard marks
 * them as rough estimates and offers no "How is this estimated?".
 */
export function localPredictions(): AudiencePrediction {
  const estimatedReach = Math.round(randomBetween(PREDICTION_RANGES.estimatedReach, 0) / 1000) * 1000;
  return {
    estimatedReach,
    expectedCTR: randomBetween(PREDICTION_RANGES.expectedCTR, 1),
    costPerClick: randomBetween(PREDICTION_RANGES.costPerClick, 2),
    conversionRate: randomBetween(PREDICTION_RANGES.conversionRate, 1),
    confidence: Math.round(randomBetween(PREDICTION_RANGES.confidence, 0)),
    recommendations: pickSome(RECOMMENDATIONS, 2, 4),
    aiConfidence: FALLBACK_AI_CONFIDENCE,
    predictedRoi: FALLBACK_PREDICTED_ROI,
    addressableAudience: estimatedReach,
  };
}

/** Cuts at a word boundary so a line keeps to its ad limit. */
function fitToLimit(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > limit / 2 ? cut.slice(0, lastSpace) : text.slice(0, limit)).trim();
}

/** SPEC §8: locally made template copy, prompts and random scores, marked as the fallback. */
export function fallbackContent(request: GenerateContentRequest): GeneratedContent {
  const { productName, keyMessages, tone, style } = request.brandVoice;
  const product = productName.trim();
  const messages = keyMessages.map((message) => message.trim()).filter(Boolean);
  const first = capitalise(messages[0] ?? 'Made for you');
  const second = capitalise(messages[1] ?? messages[0] ?? 'Try it today');

  const headlines = [
    product,
    `Discover ${product}`,
    first,
    `${product}: ${first}`,
    `Try ${product} Today`,
  ].map((line) => fitToLimit(line, AD_LIMITS.headline));
  const descriptions = [
    `${product} - ${messages.join(', ') || 'built for the way you work'}.`,
    `${first}. ${second}. See why customers choose ${product}.`,
    `Get started with ${product} today and see the difference for yourself.`,
  ].map((line) => fitToLimit(line, AD_LIMITS.description));
  const ctaButtons = ['Get Started', 'Learn More', 'Shop Now', 'Try It Free'].map((line) =>
    fitToLimit(line, AD_LIMITS.cta),
  );

  return {
    text: { headlines: [...new Set(headlines)], descriptions, ctaButtons },
    visuals: {
      imagePrompts: [
        `A ${style} ${tone} product shot of ${product}, clean background, soft natural light`,
        `People enjoying ${product} in an everyday setting, ${style} composition, ${tone} mood`,
      ],
      videoPrompts: [
        `15-second ${tone} video: open on the problem, reveal ${product}, end on "${first}"`,
        `Short ${style} montage of ${product} in use with on-screen text: ${messages.slice(0, 3).join(' / ') || product}`,
      ],
    },
    performance: {
      coherenceScore: Math.round(randomBetween(FALLBACK_SCORE_RANGES.coherenceScore, 0)),
      brandAlignmentScore: Math.round(randomBetween(FALLBACK_SCORE_RANGES.brandAlignmentScore, 0)),
      engagementPrediction: Math.round(randomBetween(FALLBACK_SCORE_RANGES.engagementPrediction, 0)),
      conversionLikelihood: Math.round(randomBetween(FALLBACK_SCORE_RANGES.conversionLikelihood, 0)),
    },
    source: 'fallback',
  };
}
