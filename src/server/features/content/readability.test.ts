import { describe, expect, it } from 'vitest';
import { COPY_LANGUAGES, type CopyLanguage } from '../../../shared/content';
import { readingEase, syllableCount } from './readability';

const SYLLABLES: Record<CopyLanguage, Record<string, number>> = {
  en: {
    cat: 1,
    the: 1,
    make: 1,
    makes: 1,
    table: 2,
    tables: 2,
    boxes: 2,
    pages: 2,
    jumped: 1,
    wanted: 2,
    played: 1,
    happy: 2,
    people: 2,
    video: 3,
    idea: 3,
    lovely: 2,
    statement: 2,
    actual: 3,
    beautiful: 3,
    syllable: 3,
    readability: 5,
    conversation: 4,
    university: 5,
    "don't": 1,
  },
  de: {
    Haus: 1,
    Boot: 1,
    Sonne: 2,
    Fenster: 2,
    heute: 2,
    Bäume: 2,
    Freude: 2,
    Bauer: 2,
    Kaffee: 2,
    Straße: 2,
    Theater: 3,
    Qualität: 3,
    Eisenbahn: 3,
    Schmetterling: 3,
    Lieblingsfarbe: 4,
    Universität: 5,
    Situation: 5,
  },
  fr: {
    chat: 1,
    table: 1,
    tables: 1,
    marque: 1,
    parlent: 1,
    aiment: 1,
    maison: 2,
    bonjour: 2,
    moment: 2,
    souvent: 2,
    beauté: 2,
    idée: 2,
    famille: 2,
    écoute: 2,
    naïf: 2,
    Noël: 2,
    créé: 2,
    vidéo: 3,
    "aujourd'hui": 3,
    réalité: 4,
    ordinateur: 4,
  },
  es: {
    y: 1,
    que: 1,
    muy: 1,
    hoy: 1,
    buey: 1,
    casa: 2,
    día: 2,
    país: 2,
    aire: 2,
    leer: 2,
    ciudad: 2,
    guerra: 2,
    poeta: 3,
    oído: 3,
    pingüino: 3,
    Uruguay: 3,
    zapatillas: 4,
    educación: 4,
  },
};

describe('syllableCount', () => {
  it.each(COPY_LANGUAGES)('counts the syllables of common %s words', (language) => {
    for (const [word, expected] of Object.entries(SYLLABLES[language])) {
      expect.soft(syllableCount(word, language), word).toBe(expected);
    }
  });

  it('counts a digit as a syllable and nothing as none', () => {
    expect(syllableCount('2024', 'en')).toBe(4);
    expect(syllableCount('', 'de')).toBe(0);
    expect(syllableCount('…', 'fr')).toBe(0);
  });
});

describe('readingEase', () => {
  it('applies Flesch for English: 206.835 − 1.015·words/sentence − 84.6·syllables/word', () => {
    // reading 2, is 1, fun 1, for 1, everyone 3: 5 words, 8 syllables, 1 sentence.
    expect(readingEase('Reading is fun for everyone.', 'en')).toBeCloseTo(
      206.835 - 1.015 * 5 - 84.6 * (8 / 5),
      6,
    );
  });

  it('applies Amstad for German: 180 − words/sentence − 58.5·syllables/word', () => {
    // Wir 1, lieben 2, gute 2, Bücher 2: 4 words, 7 syllables.
    expect(readingEase('Wir lieben gute Bücher.', 'de')).toBeCloseTo(180 - 4 - 58.5 * (7 / 4), 6);
  });

  it('applies Kandel & Moles for French: 207 − 1.015·words/sentence − 73.6·syllables/word', () => {
    // Nous 1, aimons 2, les 1, bonnes 1, idées 2: 5 words, 7 syllables.
    expect(readingEase('Nous aimons les bonnes idées.', 'fr')).toBeCloseTo(
      207 - 1.015 * 5 - 73.6 * (7 / 5),
      6,
    );
  });

  it('applies Fernández Huerta for Spanish with F as words per sentence', () => {
    // Nos 1, gusta 2, leer 2, buenos 2, libros 2: 5 words, 9 syllables, so 180 syllables per 100 words.
    expect(readingEase('Nos gusta leer buenos libros.', 'es')).toBeCloseTo(206.84 - 0.6 * 180 - 1.02 * 5, 6);
  });

  const EASY: Record<CopyLanguage, string> = {
    en: 'The cat sat on the mat.',
    de: 'Der Hund ist groß.',
    fr: 'Le chat est sur le lit.',
    es: 'El gato come pan.',
  };
  const HARD: Record<CopyLanguage, string> = {
    en: 'Notwithstanding considerable methodological heterogeneity, interdisciplinary investigations consistently demonstrate substantial organisational implications for institutional governance.',
    de: 'Die Implementierung interdisziplinärer Forschungsinfrastrukturen erfordert umfangreiche organisatorische Koordinationsmaßnahmen zwischen unterschiedlichen Universitätseinrichtungen.',
    fr: "L'internationalisation des infrastructures universitaires nécessite une réorganisation administrative considérable et une coordination interinstitutionnelle particulièrement approfondie.",
    es: 'La internacionalización de las infraestructuras universitarias requiere una reorganización administrativa considerable y una coordinación interinstitucional particularmente exhaustiva.',
  };

  it.each(COPY_LANGUAGES)(
    'rates a short plain %s sentence very easy and an academic one hard',
    (language) => {
      expect(readingEase(EASY[language], language)).toBeGreaterThanOrEqual(90);
      expect(readingEase(HARD[language], language)).toBeLessThan(30);
    },
  );

  const SHORT_WORDS: Record<CopyLanguage, string> = {
    en: 'Our new shoes feel light and fast on every run.',
    de: 'Der neue Schuh ist leicht und schnell auf jedem Weg.',
    fr: 'Nos chaussures sont légères et vont vite sur la route.',
    es: 'Las botas son ligeras y van bien en cada ruta.',
  };
  const LONG_WORDS: Record<CopyLanguage, string> = {
    en: 'Innovative lightweight footwear delivers remarkable comfort throughout demanding competitive training.',
    de: 'Innovative Laufschuhe ermöglichen außergewöhnliche Dämpfung während anspruchsvoller Wettkampfvorbereitungen.',
    fr: 'Ces chaussures innovantes garantissent une stabilité remarquable pendant les entraînements particulièrement exigeants.',
    es: 'Estas zapatillas innovadoras garantizan una estabilidad extraordinaria durante entrenamientos especialmente exigentes.',
  };

  it.each(COPY_LANGUAGES)('scores longer %s words lower', (language) => {
    expect(readingEase(LONG_WORDS[language], language)).toBeLessThan(
      readingEase(SHORT_WORDS[language], language),
    );
  });

  // Mid-range sentences (no clamping at 0 or 100), so a change in sentence length must show in the score.
  const MIDDLE: Record<CopyLanguage, string> = {
    en: 'Our running shoes give you comfortable support on every training day.',
    de: 'Unsere Laufschuhe bieten bequemen Halt bei jedem Training im Freien.',
    fr: 'Nos chaussures de course offrent un confort durable pour chaque entraînement.',
    es: 'Nuestras zapatillas ofrecen una comodidad duradera en cada entrenamiento.',
  };

  it.each(COPY_LANGUAGES)(
    'scores the same %s words lower in one long sentence than in several',
    (language) => {
      const words = MIDDLE[language].replace(/\.$/, '').split(' ');
      const oneSentence = `${words.join(' ')}.`;
      const split = `${words.slice(0, 4).join(' ')}. ${words.slice(4).join(' ')}.`;
      expect(readingEase(oneSentence, language)).toBeLessThan(readingEase(split, language));
    },
  );

  it('ends a sentence at a line break, as ad lines have no final punctuation', () => {
    const lines = 'Comfortable running shoes\nDesigned for demanding training';
    expect(readingEase(lines, 'en')).toBeCloseTo(
      readingEase('Comfortable running shoes. Designed for demanding training.', 'en'),
      6,
    );
    expect(readingEase(lines, 'en')).toBeGreaterThan(
      readingEase('Comfortable running shoes designed for demanding training', 'en'),
    );
  });

  it('stays within 0 to 100 and gives text without words 0', () => {
    for (const language of COPY_LANGUAGES) {
      for (const text of [EASY[language], HARD[language], 'Go', 'Antidisestablishmentarianism']) {
        const score = readingEase(text, language);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
      expect(readingEase('', language)).toBe(0);
      expect(readingEase(' … !? ', language)).toBe(0);
    }
  });

  it('ignores Spanish opening marks and French apostrophes when counting words', () => {
    expect(readingEase('¡Hola! ¿Qué tal?', 'es')).toBeCloseTo(readingEase('Hola. Qué tal.', 'es'), 6);
    // l'offre is one word: the elided article adds no syllable.
    expect(syllableCount("l'offre", 'fr')).toBe(syllableCount('offre', 'fr'));
  });
});
