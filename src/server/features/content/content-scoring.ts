import { AD_LIMITS, type GeneratedContent } from '../../../shared/content';
import type { Objective } from '../../../shared/objectives';

/** Words that carry each tone; a line "fits" the tone when it uses one of them. */
export const TONE_LEXICON: Record<string, string[]> = {
  professional: ['trusted', 'proven', 'reliable', 'efficient', 'results', 'teams', 'built for', 'smarter'],
  friendly: ['you', 'your', 'love', 'easy', 'together', 'favourite', 'hello'],
  casual: ['meet', 'hey', 'just', 'easy', 'simple', 'go', 'say hi'],
  authoritative: ['proven', 'leading', 'expert', 'the standard', 'trusted', 'definitive'],
  playful: ['yes', 'fun', 'wow', 'ready', '!', 'hooray', 'oh'],
  luxury: ['elegance', 'crafted', 'exclusive', 'refined', 'timeless', 'pure', 'indulge'],
  technical: ['built', 'performance', 'engineered', 'precision', 'specs', 'fast', 'perform'],
};

const ACTION_VERBS = [
  'shop',
  'get',
  'buy',
  'start',
  'claim',
  'try',
  'join',
  'discover',
  'learn',
  'book',
  'renew',
  'visit',
  'explore',
  'see',
  'sign',
  "let's",
  'welcome',
];

/** Ideal length bands per line kind: full marks inside, falling off linearly outside. */
const IDEAL = {
  headline: [18, AD_LIMITS.headline],
  description: [55, AD_LIMITS.description],
  cta: [8, 16],
} as const;

function lengthFit(text: string, [low, high]: readonly [number, number]): number {
  const n = text.length;
  if (n >= low && n <= high) return 1;
  if (n < low) return Math.max(0, n / low);
  return Math.max(0, 1 - (n - high) / high);
}

export function containsPhrase(text: string, phrase: string): boolean {
  return text.toLowerCase().includes(phrase.trim().toLowerCase());
}

const score = (fraction: number, floor: number) =>
  Math.round(floor + (99 - floor) * Math.min(1, Math.max(0, fraction)));

/**
 * Scores computed from the copy itself (not random):
 * - coherence = share of key messages that appear in the headlines and descriptions;
 * - brand alignment = share of lines that use the tone's vocabulary (lines never contain an avoid-word);
 * - engagement = how well line lengths fit the ideal bands of their ad slots;
 * - conversion likelihood = share of calls to action that lead with an action verb, blended with coverage.
 */
export function scoreContent(
  text: GeneratedContent['text'],
  input: { keyMessages: string[]; tone: string; objective: Objective },
): GeneratedContent['performance'] {
  const copy = [...text.headlines, ...text.descriptions];
  const coverage = input.keyMessages.length
    ? input.keyMessages.filter((message) => copy.some((line) => containsPhrase(line, message))).length /
      input.keyMessages.length
    : 0;
  const lexicon = TONE_LEXICON[input.tone] ?? [];
  const lines = [...copy, ...text.ctaButtons];
  const toneFit = lines.length
    ? lines.filter((line) => lexicon.some((word) => containsPhrase(line, word))).length / lines.length
    : 0;
  const fits = [
    ...text.headlines.map((line) => lengthFit(line, IDEAL.headline)),
    ...text.descriptions.map((line) => lengthFit(line, IDEAL.description)),
    ...text.ctaButtons.map((line) => lengthFit(line, IDEAL.cta)),
  ];
  const lengthScore = fits.length ? fits.reduce((a, b) => a + b, 0) / fits.length : 0;
  const ctaStrength = text.ctaButtons.length
    ? text.ctaButtons.filter((cta) => ACTION_VERBS.some((verb) => cta.toLowerCase().startsWith(verb)))
        .length / text.ctaButtons.length
    : 0;
  return {
    coherenceScore: score(coverage, 55),
    brandAlignmentScore: score(0.4 + 0.6 * toneFit, 55),
    engagementPrediction: score(lengthScore, 50),
    conversionLikelihood: score(0.6 * ctaStrength + 0.4 * coverage, 45),
  };
}
