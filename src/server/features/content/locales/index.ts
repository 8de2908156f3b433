import type { CopyLanguage } from '../../../../shared/content';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { LocalePack } from './types';

/** The local generator's copy for every language it writes. */
export const LOCALE_PACKS: Record<CopyLanguage, LocalePack> = { en, de, fr, es };
