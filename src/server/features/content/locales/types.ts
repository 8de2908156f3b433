import type { CopyLanguage, TONES } from '../../../../shared/content';
import type { Objective } from '../../../../shared/objectives';

export type Tone = (typeof TONES)[number];

/**
 * Everything the local generator says in one language. Placeholders: `{P}` the product name (already shortened to fit,
 * at word boundaries), `{I}` an audience interest in lower case (e.g. "fitness"), `{K}` a keyword as the user typed it.
 * Lengths below are for the rendered line with a product name of up to 12 characters; the generator drops any line
 * that does not fit its ad limit, so more (and shorter) lines give it more room.
 */
export interface LocalePack {
  language: CopyLanguage;
  /** Headlines naming the product, per tone: at least 8 each, rendered ≤ 30 characters. */
  productHeadlines: Record<Tone, string[]>;
  /** Headlines without the product (used when the name is long or avoid-words block others), per objective: ≥ 10 each, ≤ 30 characters, no placeholders. */
  genericHeadlines: Record<Objective, string[]>;
  /** Headlines built on a keyword (`{K}`), at least 6, rendered ≤ 30 characters for keywords up to 14 characters. */
  keywordHeadlines: string[];
  /** Short closing sentences appended to a key message in a description, per tone: ≥ 4 each, ≤ 40 characters, ending in punctuation. */
  closers: Record<Tone, string[]>;
  /** Whole descriptions about the product for an objective (`{P}`, optionally `{I}`): ≥ 5 each, 50–85 characters rendered. */
  productDescriptions: Record<Objective, string[]>;
  /** Descriptions without placeholders, per objective: ≥ 5 each, 50–85 characters. */
  genericDescriptions: Record<Objective, string[]>;
  /** Calls to action per objective, each starting with an action verb: ≥ 8 each, ≤ 20 characters (`{P}` allowed in at most two). */
  ctas: Record<Objective, string[]>;
  /** Lower-case first words that make a call to action an action (imperatives), in this language. */
  actionVerbs: string[];
  /** Lower-case words or short phrases that signal each objective (used to score fit to objective). */
  objectiveWords: Record<Objective, string[]>;
  /** Lower-case words or short phrases that carry each tone (used to score brand alignment). */
  toneWords: Record<Tone, string[]>;
  /** Joins a product name and a key message in a headline or description, e.g. "{P}: {M}". */
  productMessage: string;
}
