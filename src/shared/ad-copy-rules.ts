import type { BrandVoice } from './content';
import { AD_COUNTS, AD_LIMITS, CONTENT_MESSAGES } from './content-rules';

/**
 * The rules every generated ad meets (issue 12), shared by both generators, the LLM repair request, the wizard and the
 * evaluation bench: one definition of "usable".
 */

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const normalize = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** Whether `text` contains `word` as a whole word (or phrase), in any case. */
export function containsWord(text: string, word: string): boolean {
  const haystack = normalize(text);
  const needle = normalize(word);
  if (!needle) return false;
  let from = haystack.indexOf(needle);
  while (from >= 0) {
    const before = haystack[from - 1];
    const after = haystack[from + needle.length];
    const startsClean =
      !before || !LETTER_OR_DIGIT.test(before) || !LETTER_OR_DIGIT.test(needle[0] as string);
    const endsClean =
      !after || !LETTER_OR_DIGIT.test(after) || !LETTER_OR_DIGIT.test(needle[needle.length - 1] as string);
    if (startsClean && endsClean) return true;
    from = haystack.indexOf(needle, from + 1);
  }
  return false;
}

/** The first avoid-word `text` uses, if any. */
export function avoidWordIn(text: string, avoidWords: readonly string[]): string | undefined {
  return avoidWords.find((word) => containsWord(text, word));
}

/** Whether a key message appears in a line (case and spacing ignored, its closing punctuation optional). */
export function carriesMessage(line: string, message: string): boolean {
  const needle = normalize(message).replace(/[.!?…]+$/u, '');
  return needle.length > 0 && normalize(line).includes(needle);
}

/**
 * A key message, keyword or product name that itself contains an avoid-word can never appear in the copy: the brief
 * contradicts itself. Field errors name the clash on both fields (keys as in validation errors).
 */
export function avoidWordClashes(voice: BrandVoice): Record<string, string[]> | null {
  const avoid = voice.avoidWords ?? [];
  if (!avoid.length) return null;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const check = (field: string, label: string, values: readonly string[]) => {
    for (const value of values) {
      const word = avoidWordIn(value, avoid);
      if (!word) continue;
      add(`brandVoice.${field}`, CONTENT_MESSAGES.avoidWordClash(`${label} "${value}"`, word));
      add('brandVoice.avoidWords', `"${word}" is used by the ${label.toLowerCase()} "${value}"`);
    }
  };
  check('productName', 'Product name', [voice.productName]);
  check('keyMessages', 'Key message', voice.keyMessages);
  check('keywords', 'Keyword', voice.keywords ?? []);
  return Object.keys(errors).length ? errors : null;
}

export interface AdCopy {
  text: { headlines: string[]; descriptions: string[]; ctaButtons: string[] };
  visuals: { imagePrompts: string[]; videoPrompts: string[] };
}

export interface AdBrief {
  productName: string;
  keyMessages: readonly string[];
  avoidWords?: readonly string[] | undefined;
}

const LIST_RULES = [
  ['headlines', 'text', 'headline', AD_LIMITS.headline],
  ['descriptions', 'text', 'description', AD_LIMITS.description],
  ['ctaButtons', 'text', 'call to action', AD_LIMITS.cta],
  ['imagePrompts', 'visuals', 'image prompt', 1000],
  ['videoPrompts', 'visuals', 'video prompt', 1000],
] as const;

/** A line that ends inside a word of the product name (the product name chopped mid-word). */
function cutsProductName(line: string, productName: string): boolean {
  const words = productName.trim().split(/\s+/).filter(Boolean);
  const normalized = normalize(line);
  // A prefix of the name that stops inside one of its words, at the end of the line.
  let prefix = '';
  for (const word of words) {
    for (let k = 1; k < word.length; k += 1) {
      const partial = normalize(`${prefix}${word.slice(0, k)}`);
      if (partial.length >= 3 && normalized.endsWith(partial)) {
        const before = normalized[normalized.length - partial.length - 1];
        if (!before || !LETTER_OR_DIGIT.test(before)) return true;
      }
    }
    prefix += `${word} `;
  }
  return false;
}

/**
 * Every rule the copy breaks, as sentences a person (or a model asked to repair its answer) can act on; empty when
 * the ad is complete.
 */
export function adCopyViolations(copy: AdCopy, brief: AdBrief): string[] {
  const violations: string[] = [];
  const avoid = brief.avoidWords ?? [];
  const seen = new Map<string, string>();
  for (const [key, group, label, limit] of LIST_RULES) {
    const lines = (copy[group] as Record<string, string[]>)[key] ?? [];
    const { min, max } = AD_COUNTS[key];
    if (lines.length < min || lines.length > max) {
      violations.push(`${lines.length} ${label}s: between ${min} and ${max} are needed`);
    }
    for (const line of lines) {
      if (!line.trim()) {
        violations.push(`An empty ${label}`);
        continue;
      }
      if (line.length > limit) {
        violations.push(`The ${label} "${line}" has ${line.length} characters: at most ${limit}`);
      }
      const word = avoidWordIn(line, avoid);
      if (word) violations.push(`The ${label} "${line}" uses the avoid-word "${word}"`);
      if (group === 'text') {
        const k = normalize(line);
        const earlier = seen.get(k);
        if (earlier) violations.push(`The ${label} "${line}" repeats the ${earlier} "${line}"`);
        else seen.set(k, label);
        if (cutsProductName(line, brief.productName)) {
          violations.push(`The ${label} "${line}" cuts the product name mid-word`);
        }
      }
    }
  }
  const copyLines = [...copy.text.headlines, ...copy.text.descriptions];
  for (const message of brief.keyMessages) {
    if (!copyLines.some((line) => carriesMessage(line, message))) {
      violations.push(`The key message "${message}" is in no headline or description`);
    }
  }
  return violations;
}

export const rulesUnmetMessage = (violations: readonly string[]) =>
  `${CONTENT_MESSAGES.rulesUnmet}: ${violations.slice(0, 3).join('; ')}${violations.length > 3 ? ` (and ${violations.length - 3} more)` : ''}.`;
