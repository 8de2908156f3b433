import type { CopyLanguage } from '../../../shared/content';

/**
 * Flesch-type reading ease per language, 0 (hard) to 100 (easy). Ad copy is short and often unpunctuated, so every line
 * break ends a sentence as well as . ! ? and …; a text without any word scores 0 (there is nothing easy to read).
 */
export function readingEase(text: string, language: CopyLanguage): number {
  const sentences = text
    .split(/[.!?…]+|\r?\n/)
    .map((sentence) => sentence.match(WORD) ?? [])
    .filter((words) => words.length > 0);
  const words = sentences.flat();
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + syllableCount(word, language), 0);
  const wordsPerSentence = words.length / sentences.length;
  const syllablesPerWord = syllables / words.length;
  return clamp(FORMULAS[language](wordsPerSentence, syllablesPerWord));
}

/** Syllables in one word (at least 1 for any word with a letter or digit); parts joined by - or ' are counted apart. */
export function syllableCount(word: string, language: CopyLanguage): number {
  const parts = word.toLowerCase().split(/[-'’]+/);
  let total = 0;
  for (const part of parts) {
    const letters = part.replace(/[^\p{L}]/gu, '');
    // A number is read aloud; one syllable per digit is a rough but monotonic stand-in.
    const digits = part.replace(/[^\p{N}]/gu, '').length;
    total += letters ? COUNTERS[language](letters) : digits;
  }
  return /[\p{L}\p{N}]/u.test(word) ? Math.max(1, total) : 0;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;

const clamp = (score: number) => Math.min(100, Math.max(0, score));

const FORMULAS: Record<CopyLanguage, (wordsPerSentence: number, syllablesPerWord: number) => number> = {
  // Flesch (1948).
  en: (wps, spw) => 206.835 - 1.015 * wps - 84.6 * spw,
  // Amstad (1978), Flesch re-fitted for German.
  de: (wps, spw) => 180 - wps - 58.5 * spw,
  // Kandel & Moles (1958), Flesch re-fitted for French.
  fr: (wps, spw) => 207 - 1.015 * wps - 73.6 * spw,
  // Fernández Huerta (1959): 206.84 − 0.60·P − 1.02·F with P syllables per 100 words and F words per sentence. It is
  // often quoted with F as "sentences per 100 words", which makes shorter sentences score harder (Law 2011); this is
  // the corrected reading, consistent with the Flesch formula it adapts.
  es: (wps, spw) => 206.84 - 0.6 * (100 * spw) - 1.02 * wps,
};

const COUNTERS: Record<CopyLanguage, (letters: string) => number> = {
  en: englishSyllables,
  de: germanSyllables,
  fr: frenchSyllables,
  es: spanishSyllables,
};

/** Vowel groups, less a silent final e / -es / -ed, plus the common vowel pairs that are two syllables. */
function englishSyllables(input: string): number {
  let word = input.replace(/[^a-z]/g, '');
  if (!/[aeiouy]/.test(word)) return 0; // the t of don't, the ll of you'll
  if (word.length <= 3) return 1;
  word = word.replace(/que$/, 'k').replace(/^y(?=[aeiou])/, '');
  let adjust = 0;
  if (/[^aeiouy]ely$/.test(word)) adjust -= 1; // lovely, lately
  if (
    /[aeiouy][^aeiouy]{1,2}e(?:ment|ness|ful|less)$/.test(word) &&
    word.search(/e(?:ment|ness|ful|less)$/) >= 3
  ) {
    adjust -= 1; // statement, careful: the e of the stem is silent
  }
  if (/ea$|eo$|io$/.test(word)) adjust += 1; // idea, video, studio
  adjust += (word.match(/(?:[^cstg]ia|[^qg]ua|iu|ii)/g) ?? []).length; // trial, actual, medium
  // Silent endings: jumped (not wanted), makes (not boxes, pages, tables), make (not table).
  if (/[^aeiouy]ed$/.test(word) && !/[td]ed$/.test(word)) word = word.slice(0, -2);
  else if (/[^aeiouy]es$/.test(word) && !/(?:[^aeiouy]l|[sxzcg]|ch|sh)es$/.test(word))
    word = word.slice(0, -2);
  else if (/[^aeiouy]e$/.test(word) && !/[^aeiouy]le$/.test(word)) word = word.slice(0, -1);
  const groups = (word.match(/[aeiouy]+/g) ?? []).length;
  return Math.max(1, groups + adjust);
}

const GERMAN_VOWEL = /[aeiouäöüy]/;
/** Vowel pairs that are one syllable in German (diphthongs and long vowels). */
const GERMAN_PAIRS = new Set(['äu', 'eu', 'ei', 'ie', 'au', 'ai', 'ey', 'ay', 'aa', 'ee', 'oo']);

/** Each vowel is a syllable unless it pairs with the next one (ei, ie, au, eu, äu, …); the u of qu is a consonant. */
function germanSyllables(input: string): number {
  const word = input.replace(/qu/g, 'qw');
  let count = 0;
  for (let i = 0; i < word.length; i++) {
    if (!GERMAN_VOWEL.test(word.charAt(i))) continue;
    count += 1;
    if (GERMAN_PAIRS.has(word.slice(i, i + 2))) i += 1;
  }
  return count;
}

const FRENCH_VOWEL = /[aeiouyàâäéèêëîïôöùûüœæ]/;
/** Words in -ent whose ending is spoken (everything else in -ent after a consonant is taken as a silent verb ending). */
const FRENCH_SPOKEN_ENT = new Set([
  'souvent',
  'parent',
  'talent',
  'présent',
  'content',
  'accent',
  'absent',
  'argent',
  'agent',
  'urgent',
  'récent',
  'différent',
  'excellent',
  'intelligent',
  'évident',
  'fréquent',
  'permanent',
  'prudent',
  'innocent',
  'serpent',
  'adolescent',
  'équivalent',
  'précédent',
  'immanent',
  'décent',
  'ardent',
  'événement',
]);
/** Verbs in -ment whose -ent is the silent plural ending (other -ment words are adverbs and nouns: spoken). */
const FRENCH_SILENT_MENT = new Set([
  'aiment',
  'dorment',
  'ferment',
  'estiment',
  'animent',
  'expriment',
  'suppriment',
  'impriment',
  'nomment',
  'consomment',
  'affirment',
  'confirment',
  'sèment',
  'dépriment',
]);

/**
 * Vowel groups, split where an accent marks a separate vowel (ré-a-li-té, na-ïf, No-ël), less a silent final e / es
 * after a consonant and the silent verb ending -ent; the u of qu and of gu before e/i is a consonant.
 */
function frenchSyllables(input: string): number {
  let word = input.replace(/qu/g, 'qw').replace(/gu(?=[eiéèêy])/g, 'gw');
  const spokenEnt = FRENCH_SPOKEN_ENT.has(input) || (/ment$/.test(input) && !FRENCH_SILENT_MENT.has(input));
  if (/[^aeiouyàâäéèêëîïôöùûüœæ]ent$/.test(word)) {
    if (!spokenEnt) word = word.slice(0, -3);
  } else if (/[^aeiouyàâäéèêëîïôöùûüœæ]es$/.test(word)) word = word.slice(0, -2);
  else if (/[^aeiouyàâäéèêëîïôöùûüœæ]e$/.test(word)) word = word.slice(0, -1);
  let count = 0;
  let previous = '';
  for (const char of word) {
    const isVowel = FRENCH_VOWEL.test(char);
    if (isVowel) {
      const startsGroup = !previous || !FRENCH_VOWEL.test(previous);
      const splitsGroup = (/[éèëï]/.test(char) && char !== 'è') || (previous === 'é' && char !== 'e');
      if (startsGroup || splitsGroup) count += 1;
    }
    previous = char;
  }
  return count === 0 && FRENCH_VOWEL.test(input) ? 1 : count;
}

const SPANISH_STRONG = /[aeoáéó]/;
const SPANISH_STRESSED_WEAK = /[íú]/;

/**
 * Each vowel starts a syllable unless it forms a diphthong with the one before: an unstressed i/u (or ü, or y as a
 * vowel) joins any neighbour, two strong vowels (a, e, o) or a stressed í/ú stand apart (día, poeta, país).
 */
function spanishSyllables(input: string): number {
  // The u of que/qui/gue/gui is silent; y is a vowel only where no vowel follows it (hoy, muy, y).
  const word = input.replace(/([qg])u(?=[eiéí])/g, '$1w').replace(/y(?=[aeiouáéíóú])/g, 'j');
  let count = 0;
  let previous = '';
  for (const char of word) {
    const isVowel = /[aeiouyáéíóúü]/.test(char);
    if (isVowel) {
      const joins =
        previous !== '' &&
        !(SPANISH_STRONG.test(previous) && SPANISH_STRONG.test(char)) &&
        !SPANISH_STRESSED_WEAK.test(previous) &&
        !SPANISH_STRESSED_WEAK.test(char);
      if (!joins) count += 1;
      previous = char;
    } else {
      previous = '';
    }
  }
  return count;
}
