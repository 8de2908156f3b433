import { carriesMessage, containsWord } from '../../../shared/ad-copy-rules';
import {
  AD_LIMITS,
  type CopyLanguage,
  type CopyProperty,
  type GeneratedAd,
  type ScoreKey,
} from '../../../shared/content';
import { OBJECTIVE_LABELS } from '../../../shared/objectives';
import type { ContentInput } from './local-generator';
import { LOCALE_PACKS } from './locales';
import type { Tone } from './locales/types';
import { readingEase } from './readability';

type Copy = Pick<GeneratedAd, 'text' | 'visuals'>;
type Performance = GeneratedAd['performance'];

/** Calls to action read best at 8–18 characters: a verb and an object, no sentence. */
const CTA_BAND = [8, 18] as const;

const percent = (part: number, whole: number) => (whole ? part / whole : 0);
const round = (fraction: number) => Math.round(100 * Math.min(1, Math.max(0, fraction)));
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const hasAny = (line: string, words: readonly string[]) => words.some((w) => containsWord(line, w));

function readingLabel(ease: number): string {
  if (ease >= 80) return 'very easy';
  if (ease >= 60) return 'plain';
  if (ease >= 40) return 'fairly hard';
  return 'hard';
}

/**
 * Scores from measured properties of the copy and the brief (docs/ai.md, "Content scores"), each with the reason it
 * has its value. Properties (0–100):
 * - keyMessageCoverage: per key message, where it first shows: 1 in the first headline down to 0.5 in the last,
 *   0.4 to 0.2 in a description only, 0 nowhere (headlines show in every placement);
 * - lengthUse: how much of each line's character limit is used (a 12-character headline wastes a slot);
 * - readability: the language's Flesch-type reading ease of the headlines and descriptions;
 * - ctaStrength: per call to action, 0.6 for leading with an action verb and 0.4 for a length near the middle of
 *   8–18 characters;
 * - objectiveFit, toneFit: half the share of lines using the objective's (tone's) vocabulary, half its density;
 * The four scores are fixed blends of these (weights in `SCORE_BLENDS`).
 */
export function scoreContent(copy: Copy, input: ContentInput, language: CopyLanguage): Performance {
  const pack = LOCALE_PACKS[language];
  const { headlines, descriptions, ctaButtons } = copy.text;
  const body = [...headlines, ...descriptions];
  const everything = [...body, ...ctaButtons];
  const messages = input.brandVoice.keyMessages;

  const anywhere = messages.filter((m) => body.some((line) => carriesMessage(line, m))).length;
  const inHeadline = messages.filter((m) => headlines.some((line) => carriesMessage(line, m))).length;
  // Where each message first shows: the first headline is worth most, a late description least.
  const placement = (message: string) => {
    const h = headlines.findIndex((line) => carriesMessage(line, message));
    if (h >= 0) return 1 - (0.5 * h) / headlines.length;
    const d = descriptions.findIndex((line) => carriesMessage(line, message));
    return d >= 0 ? 0.4 - (0.2 * d) / descriptions.length : 0;
  };
  const use = (lines: string[], limit: number) => mean(lines.map((l) => Math.min(1, l.length / limit)));
  const lengthUse = mean([
    use(headlines, AD_LIMITS.headline),
    use(descriptions, AD_LIMITS.description),
    use(ctaButtons, AD_LIMITS.cta),
  ]);
  const ease = readingEase(body.join('\n'), language);
  const leadsWithVerb = (cta: string) =>
    pack.actionVerbs.includes(
      (cta.split(/\s+/)[0] ?? '').toLocaleLowerCase().replace(/^[¡¿]+|[^\p{L}'’-]+$/gu, ''),
    );
  const verbs = ctaButtons.filter(leadsWithVerb).length;
  const inBand = ctaButtons.filter((c) => c.length >= CTA_BAND[0] && c.length <= CTA_BAND[1]).length;
  // Per call to action: an action verb first (0.6), closeness to the middle of the band (0.4).
  const middle = (CTA_BAND[0] + CTA_BAND[1]) / 2;
  const ctaScore = (cta: string) =>
    (leadsWithVerb(cta) ? 0.6 : 0) + 0.4 * Math.max(0, 1 - Math.abs(cta.length - middle) / middle);
  // Vocabulary: half the share of lines that use it, half its density (one word in eight is dense copy).
  const words = everything.join(' ').split(/\s+/).filter(Boolean).length;
  const vocabulary = (list: readonly string[]) => {
    const lines = everything.filter((line) => hasAny(line, list)).length;
    const hits = everything.reduce((n, line) => n + list.filter((w) => containsWord(line, w)).length, 0);
    return {
      lines,
      value: 0.5 * percent(lines, everything.length) + 0.5 * Math.min(1, (8 * hits) / Math.max(1, words)),
    };
  };
  const objectiveVocabulary = vocabulary(pack.objectiveWords[input.campaignObjective]);
  const toneVocabulary = vocabulary(pack.toneWords[input.brandVoice.tone as Tone] ?? []);
  const onObjective = objectiveVocabulary.lines;
  const onTone = toneVocabulary.lines;

  const properties: Record<CopyProperty, number> = {
    keyMessageCoverage: round(mean(messages.map(placement))),
    lengthUse: round(lengthUse),
    readability: Math.round(ease),
    ctaStrength: round(mean(ctaButtons.map(ctaScore))),
    objectiveFit: round(objectiveVocabulary.value),
    toneFit: round(toneVocabulary.value),
  };
  const objective = OBJECTIVE_LABELS[input.campaignObjective].toLowerCase();
  const propertyReasons: Record<CopyProperty, string> = {
    keyMessageCoverage: `${anywhere} of ${messages.length} key messages appear in the copy, ${inHeadline} of them in a headline.`,
    lengthUse: `Lines use ${properties.lengthUse} % of their character limits on average.`,
    readability: `Reading ease ${properties.readability} of 100 (${readingLabel(ease)}), by the ${FORMULA[language]} formula.`,
    ctaStrength: `${verbs} of ${ctaButtons.length} calls to action lead with an action verb; ${inBand} are ${CTA_BAND[0]}–${CTA_BAND[1]} characters long.`,
    objectiveFit: `${onObjective} of ${everything.length} lines use ${objective} vocabulary.`,
    toneFit: `${onTone} of ${everything.length} lines use the vocabulary of a ${input.brandVoice.tone} tone.`,
  };
  const scores = {} as Record<ScoreKey, number>;
  const scoreReasons = {} as Record<ScoreKey, string>;
  for (const [key, blend] of Object.entries(SCORE_BLENDS) as [
    ScoreKey,
    Partial<Record<CopyProperty, number>>,
  ][]) {
    const parts = Object.entries(blend) as [CopyProperty, number][];
    scores[key] = Math.round(parts.reduce((sum, [p, w]) => sum + w * properties[p], 0));
    scoreReasons[key] =
      `${parts.map(([p, w]) => `${Math.round(w * 100)} % ${PROPERTY_LABELS[p]} (${properties[p]})`).join(' + ')}.`;
  }
  return { ...scores, properties, reasons: { ...scoreReasons, ...propertyReasons } };
}

const FORMULA: Record<CopyLanguage, string> = {
  en: 'Flesch reading-ease',
  de: 'Amstad (German Flesch)',
  fr: 'Kandel–Moles (French Flesch)',
  es: 'Fernández Huerta (Spanish Flesch)',
};

export const PROPERTY_LABELS: Record<CopyProperty, string> = {
  keyMessageCoverage: 'key-message coverage',
  lengthUse: 'length use',
  readability: 'readability',
  ctaStrength: 'CTA strength',
  objectiveFit: 'fit to objective',
  toneFit: 'tone fit',
};

/** What each of the SPEC's four scores is made of. */
export const SCORE_BLENDS: Record<ScoreKey, Partial<Record<CopyProperty, number>>> = {
  coherenceScore: { keyMessageCoverage: 0.6, readability: 0.4 },
  brandAlignmentScore: { toneFit: 0.6, keyMessageCoverage: 0.4 },
  engagementPrediction: { lengthUse: 0.5, readability: 0.5 },
  conversionLikelihood: { ctaStrength: 0.5, objectiveFit: 0.5 },
};
