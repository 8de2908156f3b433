import { describe, expect, it } from 'vitest';
import { AD_LIMITS, COPY_LANGUAGES, TONES } from '../../../../shared/content';
import { OBJECTIVES } from '../../../../shared/objectives';
import { LOCALE_PACKS } from './index';
import type { LocalePack } from './types';

// The interface's lengths are for a 12-character product name and keywords up to 14 characters.
const PRODUCT = 'Acme Fitness';
const KEYWORDS = ['running shoes', 'trail trainers'];
const INTEREST = 'fitness';

const render = (line: string, keyword = KEYWORDS[0] ?? '') =>
  line.replaceAll('{P}', PRODUCT).replaceAll('{K}', keyword).replaceAll('{I}', INTEREST);

const placeholders = (line: string) => line.match(/\{[^}]*\}/g) ?? [];
const hasStrayBrace = (line: string) => /[{}]/.test(line.replace(/\{[PIKM]\}/g, ''));

/** Lines sharing a list must differ in more than letter case, or the generator could show the same line twice. */
function duplicatesIn(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];

/** Whether a word or short phrase occurs in a line as whole words (so "art" is not found in "start"). */
function mentions(line: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(line.toLowerCase());
}

/** A group of lines without placeholders: at least `count` of them, none longer than `maxLength`. */
function expectPlainLines(lines: readonly string[], group: string, count: number, maxLength: number) {
  expect.soft(lines.length, group).toBeGreaterThanOrEqual(count);
  for (const line of lines) {
    expect.soft(placeholders(line), line).toEqual([]);
    expect.soft(line.length, line).toBeLessThanOrEqual(maxLength);
  }
}

/** A group's scoring words: 10 to 25 of them, at least 5 used in the group's own lines. */
function expectScoringWords(scoringWords: readonly string[], group: string, lines: readonly string[]) {
  expect.soft(scoringWords.length, group).toBeGreaterThanOrEqual(10);
  expect.soft(scoringWords.length, group).toBeLessThanOrEqual(25);
  const used = scoringWords.filter((word) => lines.some((line) => mentions(line, word)));
  expect.soft(used.length, `${group}: ${used.join(', ')}`).toBeGreaterThanOrEqual(5);
}

function allLines(pack: LocalePack): string[] {
  return [
    ...Object.values(pack.productHeadlines).flat(),
    ...Object.values(pack.genericHeadlines).flat(),
    ...pack.keywordHeadlines,
    ...Object.values(pack.closers).flat(),
    ...Object.values(pack.productDescriptions).flat(),
    ...Object.values(pack.genericDescriptions).flat(),
    ...Object.values(pack.ctas).flat(),
  ];
}

/**
 * Common English words that are not words of German, French or Spanish. Words those languages share or borrow
 * ("in", "an", "die", "so", "on", "top", "start", "online") are deliberately left out.
 */
const ENGLISH_ONLY = new Set([
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'now',
  'get',
  'more',
  'our',
  'free',
  'today',
  'best',
  'new',
  'buy',
  'save',
  'this',
  'that',
  'what',
  'just',
  'easy',
  'from',
  'here',
  'great',
  'discover',
  'learn',
  'try',
  'click',
  'quality',
]);

/** Pronouns of the other form of address: each pack speaks to the reader one way throughout. */
const OTHER_ADDRESS: Partial<Record<keyof typeof LOCALE_PACKS, string[]>> = {
  de: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner'], // the German pack says Sie
  fr: ['tu', 'toi', 'ton', 'ta', 'tes'], // the French pack says vous
  es: ['usted', 'ustedes'], // the Spanish pack says tú
};

describe.each(COPY_LANGUAGES.map((language) => [language, LOCALE_PACKS[language]] as const))(
  'the %s language pack',
  (language, pack) => {
    it('is the pack for its language', () => {
      expect.soft(pack.language).toBe(language);
    });

    it('has at least 8 product headlines per tone, each naming the product and fitting 30 characters', () => {
      for (const tone of TONES) {
        const lines = pack.productHeadlines[tone];
        expect.soft(lines.length, tone).toBeGreaterThanOrEqual(8);
        for (const line of lines) {
          expect.soft(line, tone).toContain('{P}');
          expect.soft(render(line).length, line).toBeLessThanOrEqual(AD_LIMITS.headline);
        }
      }
    });

    it('has at least 10 generic headlines per objective, without placeholders, fitting 30 characters', () => {
      for (const objective of OBJECTIVES)
        expectPlainLines(pack.genericHeadlines[objective], objective, 10, AD_LIMITS.headline);
    });

    it('has at least 6 keyword headlines that fit 30 characters with a keyword of up to 14 characters', () => {
      expect.soft(pack.keywordHeadlines.length).toBeGreaterThanOrEqual(6);
      for (const line of pack.keywordHeadlines) {
        expect.soft(placeholders(line), line).toEqual(['{K}']);
        for (const keyword of KEYWORDS) {
          expect.soft(render(line, keyword).length, line).toBeLessThanOrEqual(AD_LIMITS.headline);
        }
      }
    });

    it('has at least 4 closers per tone, up to 40 characters, ending in punctuation', () => {
      for (const tone of TONES) {
        const lines = pack.closers[tone];
        expectPlainLines(lines, tone, 4, 40);
        for (const line of lines) expect.soft(line, line).toMatch(/[.!?]$/);
      }
    });

    it('has at least 5 product and 5 generic descriptions per objective of 50 to 85 characters', () => {
      for (const objective of OBJECTIVES) {
        const product = pack.productDescriptions[objective];
        const generic = pack.genericDescriptions[objective];
        expect.soft(product.length, objective).toBeGreaterThanOrEqual(5);
        expect.soft(generic.length, objective).toBeGreaterThanOrEqual(5);
        for (const line of product) {
          expect.soft(line, line).toContain('{P}');
          expect
            .soft(
              placeholders(line).every((p) => p === '{P}' || p === '{I}'),
              line,
            )
            .toBe(true);
          expect.soft(render(line).length, line).toBeGreaterThanOrEqual(50);
          expect.soft(render(line).length, line).toBeLessThanOrEqual(85);
        }
        for (const line of generic) {
          expect.soft(placeholders(line), line).toEqual([]);
          expect.soft(line.length, line).toBeGreaterThanOrEqual(50);
          expect.soft(line.length, line).toBeLessThanOrEqual(85);
        }
      }
    });

    it('has at least 8 calls to action per objective, each opening with a listed action verb', () => {
      for (const objective of OBJECTIVES) {
        const lines = pack.ctas[objective];
        expect.soft(lines.length, objective).toBeGreaterThanOrEqual(8);
        expect.soft(lines.filter((line) => line.includes('{P}')).length, objective).toBeLessThanOrEqual(2);
        for (const line of lines) {
          expect
            .soft(
              placeholders(line).every((p) => p === '{P}'),
              line,
            )
            .toBe(true);
          expect.soft(render(line).length, line).toBeLessThanOrEqual(AD_LIMITS.cta);
          const firstWord = line.split(/\s+/)[0]?.toLowerCase() ?? '';
          expect.soft(pack.actionVerbs, line).toContain(firstWord);
        }
      }
    });

    it('lists its action verbs and scoring words in lower case without repeats', () => {
      const lists = [
        pack.actionVerbs,
        ...Object.values(pack.objectiveWords),
        ...Object.values(pack.toneWords),
      ];
      for (const list of lists) {
        expect.soft(duplicatesIn(list)).toEqual([]);
        for (const entry of list) expect.soft(entry, entry).toBe(entry.toLowerCase().trim());
      }
    });

    it('has 10 to 25 objective words per objective, at least 5 of them used in that objective’s lines', () => {
      for (const objective of OBJECTIVES) {
        expectScoringWords(pack.objectiveWords[objective], objective, [
          ...pack.genericHeadlines[objective],
          ...pack.productDescriptions[objective],
          ...pack.genericDescriptions[objective],
          ...pack.ctas[objective],
        ]);
      }
    });

    it('has 10 to 25 tone words per tone, at least 5 of them used in that tone’s lines', () => {
      for (const tone of TONES)
        expectScoringWords(pack.toneWords[tone], tone, [
          ...pack.productHeadlines[tone],
          ...pack.closers[tone],
        ]);
    });

    it('repeats no line within a list, ignoring case', () => {
      const lists = [
        ...Object.values(pack.productHeadlines),
        ...Object.values(pack.genericHeadlines),
        pack.keywordHeadlines,
        ...Object.values(pack.closers),
        ...Object.values(pack.productDescriptions),
        ...Object.values(pack.genericDescriptions),
        ...Object.values(pack.ctas),
      ];
      for (const list of lists) expect.soft(duplicatesIn(list)).toEqual([]);
    });

    it('uses only the known placeholders and clean spacing', () => {
      expect.soft(pack.productMessage).toContain('{P}');
      expect.soft(pack.productMessage).toContain('{M}');
      for (const line of [...allLines(pack), pack.productMessage]) {
        expect.soft(hasStrayBrace(line), line).toBe(false);
        expect.soft(line, line).toBe(line.trim());
        expect.soft(line, line).not.toMatch(/\s{2}/);
        expect.soft(line, line).not.toMatch(/\s[.,]/);
      }
      for (const line of allLines(pack)) expect.soft(line.includes('{M}'), line).toBe(false);
    });

    it('keeps exclamation marks out of headlines and to one per description (Google Ads editorial rules)', () => {
      const headlines = [
        ...Object.values(pack.productHeadlines).flat(),
        ...Object.values(pack.genericHeadlines).flat(),
        ...pack.keywordHeadlines,
      ];
      for (const line of headlines) expect.soft(line, line).not.toContain('!');
      const descriptions = [
        ...Object.values(pack.productDescriptions).flat(),
        ...Object.values(pack.genericDescriptions).flat(),
        ...Object.values(pack.closers).flat(),
      ];
      for (const line of descriptions)
        expect.soft((line.match(/!/g) ?? []).length, line).toBeLessThanOrEqual(1);
    });

    if (language !== 'en') {
      it('contains no English filler words', () => {
        for (const line of allLines(pack)) {
          const english = words(line.replace(/\{[PIKM]\}/g, ' ')).filter((word) => ENGLISH_ONLY.has(word));
          expect.soft(english, line).toEqual([]);
        }
        for (const word of [
          ...Object.values(pack.objectiveWords).flat(),
          ...Object.values(pack.toneWords).flat(),
        ]) {
          expect.soft(ENGLISH_ONLY.has(word), word).toBe(false);
        }
      });

      it('addresses the reader one way throughout', () => {
        const other = new Set(OTHER_ADDRESS[language] ?? []);
        for (const line of allLines(pack)) {
          expect
            .soft(
              words(line).filter((word) => other.has(word)),
              line,
            )
            .toEqual([]);
        }
      });
    }
  },
);

describe('language-specific punctuation', () => {
  it('French lines avoid ! ? : ; so no spacing rule before them can be broken', () => {
    for (const line of [...allLines(LOCALE_PACKS.fr), LOCALE_PACKS.fr.productMessage]) {
      expect.soft(line, line).not.toMatch(/[!?:;]/);
    }
  });

  it('Spanish questions and exclamations open with ¿ and ¡', () => {
    for (const line of allLines(LOCALE_PACKS.es)) {
      expect.soft((line.match(/¿/g) ?? []).length, line).toBe((line.match(/\?/g) ?? []).length);
      expect.soft((line.match(/¡/g) ?? []).length, line).toBe((line.match(/!/g) ?? []).length);
    }
  });

  it('German headlines capitalise the nouns the scoring words name', () => {
    // Scoring words are lower case; in the lines themselves these nouns must appear capitalised.
    const nouns = ['qualität', 'leistung', 'präzision', 'eleganz', 'ergebnisse', 'website', 'spaß'];
    for (const line of allLines(LOCALE_PACKS.de)) {
      for (const noun of nouns) expect.soft(mentions(line, noun) && line.includes(noun), line).toBe(false);
    }
  });
});
