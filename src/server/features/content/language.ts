import { eld } from 'eld/medium';
import { type BrandVoice, COPY_LANGUAGES, type CopyLanguage, LANGUAGE_NAMES } from '../../../shared/content';

/** Below this many letters a language guess is noise; English is assumed. */
const MIN_LETTERS = 8;
const isSpoken = (code: string): code is CopyLanguage => (COPY_LANGUAGES as readonly string[]).includes(code);

export interface BriefLanguage {
  /** The language the copy is written in. */
  language: CopyLanguage;
  /** ISO 639-1 code of the language detected in the brief ('und' when the brief is too short to tell). */
  detected: string;
  /** Set when the brief is in a language the local generator does not write. */
  note?: string;
}

/**
 * The brief's language from what the user wrote in it (key messages, keywords, custom instructions; not the product
 * name, which is often a brand in another language), by ELD (Efficient Language Detector), an n-gram model that holds
 * up on the few words of a key message where trigram-only detectors guess wildly.
 */
export function detectBriefLanguage(voice: BrandVoice): BriefLanguage {
  const text = [...voice.keyMessages, ...(voice.keywords ?? []), voice.customInstructions ?? ''].join('. ');
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return { language: 'en', detected: 'und' };
  const code = eld.detect(text).language;
  if (!code) return { language: 'en', detected: 'und' };
  if (isSpoken(code)) return { language: code, detected: code };
  return {
    language: 'en',
    detected: code,
    note: `The brief reads as ${LANGUAGE_NAMES[code] ?? code}; the built-in generator writes ${COPY_LANGUAGES.length} languages (English, German, French, Spanish), so this copy is in English.`,
  };
}

/**
 * Whether generated copy is in the brief's language: a rule for the LLM's answers (the local generator writes from
 * its language packs). Headlines and descriptions together are long enough to detect reliably.
 */
export function copyLanguageViolation(lines: readonly string[], brief: BriefLanguage): string | null {
  if (brief.detected === 'und') return null;
  const code = eld.detect(lines.join('. ')).language;
  if (!code || code === brief.detected) return null;
  const name = (c: string) => LANGUAGE_NAMES[c] ?? c;
  return `The copy is in ${name(code)}; the brief is in ${name(brief.detected)}`;
}
