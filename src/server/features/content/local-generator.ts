import {
  adCopyViolations,
  avoidWordIn,
  carriesMessage,
  rulesUnmetMessage,
} from '../../../shared/ad-copy-rules';
import type { TargetAudience } from '../../../shared/audience';
import {
  AD_COUNTS,
  AD_LIMITS,
  type BrandVoice,
  type CopyLanguage,
  type GeneratedAd,
} from '../../../shared/content';
import { OBJECTIVES, type Objective } from '../../../shared/objectives';
import { AppError } from '../../lib/errors';
import { scoreContent } from './content-scoring';
import { LOCALE_PACKS } from './locales';
import type { LocalePack, Tone } from './locales/types';

export interface ContentInput {
  brandVoice: BrandVoice;
  targetAudience?: TargetAudience | undefined;
  campaignObjective: Objective;
  budget: number;
}

/** How many lines the local generator aims for (inside AD_COUNTS): a full set gives Google Ads room to test. */
const TARGET = { headlines: 10, descriptions: 4, ctaButtons: 3 } as const;

const capitalize = (text: string) => (text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text);
const sentence = (text: string) => {
  const trimmed = capitalize(text.trim());
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
};
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w)\}/g, (_m, key: string) => values[key] ?? '');

/**
 * The product name as lines use it: whole, or — only when it is longer than the line itself — its longest run of
 * leading words that fits (null when not even the first word does). A name is shortened only between words, never
 * inside one, and never just to squeeze it into a template: a template it does not fit is left out.
 */
function nameFor(product: string, limit: number): string | null {
  if (product.length <= limit) return product;
  const words = product.split(/\s+/).filter(Boolean);
  for (let n = words.length - 1; n >= 1; n -= 1) {
    const name = words
      .slice(0, n)
      .join(' ')
      .replace(/[\s,;:–-]+$/u, '');
    if (name.length <= limit) return name;
  }
  return null;
}

function withProduct(
  template: string,
  product: string,
  limit: number,
  values: Record<string, string> = {},
): string | null {
  const name = nameFor(product, limit);
  if (name === null) return null;
  const line = fill(template, { ...values, P: name })
    .replace(/\s+/g, ' ')
    .trim();
  return line.length <= limit ? line : null;
}

/** Collects distinct (ignoring case), avoid-word-free lines within a limit, in order of preference. */
class LinePicker {
  private readonly seen: Set<string>;
  readonly lines: string[] = [];
  constructor(
    private readonly limit: number,
    private readonly avoid: readonly string[],
    seen: Set<string>,
  ) {
    this.seen = seen;
  }
  offer(line: string | null | undefined): boolean {
    if (!line) return false;
    const clean = line.replace(/\s+/g, ' ').trim();
    const key = clean.toLocaleLowerCase();
    if (!clean || clean.length > this.limit || this.seen.has(key) || avoidWordIn(clean, this.avoid))
      return false;
    this.seen.add(key);
    this.lines.push(clean);
    return true;
  }
}

/**
 * Puts the key messages no headline carries into at most `max` descriptions (first fit, longest first), each message
 * whole. Returns null when they cannot all fit.
 */
function packMessages(messages: string[], max: number): string[][] | null {
  const bins: string[][] = [];
  const length = (bin: string[]) => bin.map(sentence).join(' ').length;
  for (const message of [...messages].sort((a, b) => b.length - a.length)) {
    const bin = bins.find((b) => length([...b, message]) <= AD_LIMITS.description);
    if (bin) bin.push(message);
    else if (bins.length < max && sentence(message).length <= AD_LIMITS.description) bins.push([message]);
    else return null;
  }
  return bins;
}

/** A visual prompt is for an image or video model, written in English whatever the copy's language. */
function visualPrompts(voice: BrandVoice, audience: TargetAudience | undefined, firstCta: string) {
  const product = voice.productName.trim();
  const [ageMin, ageMax] = audience?.demographics.ageRange ?? [25, 45];
  const device = audience?.behavioral.devicePreference ?? 'mobile';
  const place = audience?.demographics.locations[0];
  const interest = audience?.demographics.interests[0]?.toLowerCase();
  const message = voice.keyMessages[0] ?? product;
  const image = [
    `${capitalize(voice.style)}, ${voice.tone} product photograph of ${product}${interest ? ` for ${interest} enthusiasts` : ''}, aged ${ageMin}–${ageMax} audience in mind.`,
    `Lifestyle scene${place ? ` in ${place}` : ''}: a person aged ${ageMin}–${ageMax} using ${product}, ${device}-first framing, ${voice.tone} mood.`,
    `Text-free banner visual expressing "${message}" for ${product}, ${voice.style} look.`,
    `Close-up of ${product} on a plain backdrop, soft light.`,
    `${product} in an everyday setting, natural colours.`,
    `${product}, studio shot.`,
  ];
  const video = [
    `15-second ${device === 'desktop' ? '16:9' : '9:16'} video: open on ${product}, show "${message}", end on "${firstCta}"; ${voice.tone} voice-over.`,
    `6-second bumper: ${product} in a ${voice.style} setting with one line of copy.`,
    `Short clip of ${product} in use.`,
  ];
  const avoid = voice.avoidWords ?? [];
  const clean = (list: string[]) => list.filter((p) => !avoidWordIn(p, avoid));
  return { imagePrompts: clean(image).slice(0, 3), videoPrompts: clean(video).slice(0, 2) };
}

/**
 * Deterministic copy in the brief's language from its pack: headlines (key messages that fit, the product, the tone's
 * lines, keywords, objective lines), descriptions that carry every remaining key message whole, calls to action for the
 * objective. Throws 422 with the broken rules when the brief leaves no complete ad (say, avoid-words that rule out every
 * call to action).
 */
export function generateLocalAd(
  input: ContentInput,
  language: CopyLanguage,
  notes: string[] = [],
): GeneratedAd {
  const brief = briefFor(input, language);
  const { product, messages, avoid } = brief;
  // One `seen` set across the pickers, in this order: no line appears twice anywhere in the ad.
  const headlines = pickHeadlines(brief);
  const { descriptions, packed } = pickDescriptions(brief, headlines);
  const ctas = pickCtas(brief);

  const text = { headlines, descriptions, ctaButtons: ctas };
  const visuals = visualPrompts(input.brandVoice, input.targetAudience, ctas[0] ?? '');
  const violations = adCopyViolations(
    { text, visuals },
    { productName: product, keyMessages: messages, avoidWords: avoid },
  );
  if (!packed) {
    violations.unshift(
      `The key messages that fit no headline are too long together for ${AD_COUNTS.descriptions.max} descriptions of ${AD_LIMITS.description} characters`,
    );
  }
  if (violations.length) throw new AppError(422, rulesUnmetMessage(violations));
  return {
    text,
    visuals,
    performance: scoreContent({ text, visuals }, input, language),
    source: 'local',
    language,
    notes,
  };
}

/** What the line pickers need from the brief. */
interface Brief {
  pack: LocalePack;
  tone: Tone;
  objective: Objective;
  product: string;
  avoid: string[];
  messages: string[];
  keywords: string[];
  /** Whether a template can be used (lines naming the interest only when there is one in the copy's language). */
  usable: (template: string) => boolean;
  values: Record<string, string>;
  /** Lines already taken (lower case), shared by the pickers. */
  seen: Set<string>;
}

function briefFor(input: ContentInput, language: CopyLanguage): Brief {
  const pack: LocalePack = LOCALE_PACKS[language];
  const { brandVoice: voice, targetAudience: audience, campaignObjective: objective } = input;
  const tone = voice.tone as Tone;
  const product = voice.productName.trim().replace(/\s+/g, ' ');
  const avoid = voice.avoidWords ?? [];
  const messages = voice.keyMessages.map((m) => m.trim()).filter(Boolean);
  const keywords = (voice.keywords ?? []).map((k) => k.trim()).filter(Boolean);
  // Interest names are English; other languages use only lines without them.
  const interest = language === 'en' ? audience?.demographics.interests[0]?.toLowerCase() : undefined;
  const usable = (template: string) => interest !== undefined || !template.includes('{I}');
  const values = { I: interest ?? '' };
  const seen = new Set<string>();
  return { pack, tone, objective, product, avoid, messages, keywords, usable, values, seen };
}

/** Key messages that fit, the product, then the tone's, keyword and objective lines. */
function pickHeadlines(brief: Brief): string[] {
  const { pack, tone, objective, product, avoid, messages, keywords, usable, values, seen } = brief;
  const headlines = new LinePicker(AD_LIMITS.headline, avoid, seen);
  for (const message of messages) headlines.offer(capitalize(message));
  headlines.offer(withProduct('{P}', product, AD_LIMITS.headline));
  for (const message of messages) {
    headlines.offer(withProduct(pack.productMessage, product, AD_LIMITS.headline, { M: message }));
  }
  // The tone's product lines, keyword lines and the objective's own lines, round-robin so the set mixes them; other
  // objectives' lines only when avoid-words leave fewer than the minimum ("Welcome back" is no conversion headline).
  const pools = [
    pack.productHeadlines[tone]
      .filter(usable)
      .map((t) => withProduct(t, product, AD_LIMITS.headline, values)),
    keywords.flatMap((k) => pack.keywordHeadlines.map((t) => fill(t, { K: k }))),
    pack.genericHeadlines[objective],
  ];
  for (let i = 0; headlines.lines.length < TARGET.headlines && pools.some((p) => i < p.length); i += 1) {
    for (const pool of pools) {
      if (headlines.lines.length >= TARGET.headlines) break;
      headlines.offer(pool[i]);
    }
  }
  for (const line of OBJECTIVES.flatMap((o) => (o === objective ? [] : pack.genericHeadlines[o]))) {
    if (headlines.lines.length >= AD_COUNTS.headlines.min) break;
    headlines.offer(line);
  }
  return headlines.lines;
}

/**
 * Every key message no headline carries, whole, packed into as few lines as possible, then the product's and the
 * objective's lines; `packed` is null when those messages cannot all fit.
 */
function pickDescriptions(
  brief: Brief,
  headlines: string[],
): { descriptions: string[]; packed: string[][] | null } {
  const { pack, tone, objective, product, avoid, messages, usable, values, seen } = brief;
  const descriptions = new LinePicker(AD_LIMITS.description, avoid, seen);
  const uncovered = messages.filter((m) => !headlines.some((h) => carriesMessage(h, m)));
  const packed = packMessages(uncovered, AD_COUNTS.descriptions.max);
  const closers = pack.closers[tone];
  (packed ?? []).forEach((bin, i) => {
    const body = bin.map(sentence).join(' ');
    // A tone closer where it fits, a different one per line.
    const rotated = [...closers.slice(i % closers.length), ...closers.slice(0, i % closers.length)];
    if (!rotated.some((closer) => descriptions.offer(`${body} ${closer}`))) descriptions.offer(body);
  });
  const own = [
    ...messages.map((m) =>
      withProduct(pack.productMessage, product, AD_LIMITS.description, { M: sentence(m) }),
    ),
    ...pack.productDescriptions[objective]
      .filter(usable)
      .map((t) => withProduct(t, product, AD_LIMITS.description, values)),
    ...pack.genericDescriptions[objective],
  ];
  // A description beside headlines must add to them: "GreenBowl: Fresh salads." under "Fresh salads" says nothing.
  const addsToHeadlines = (line: string | null) => {
    if (line === null) return false;
    const ownWords = [...wordsOf(line)].filter((word) => !productWords.has(word));
    return headlines.every((headline) => {
      const said = wordsOf(headline);
      return ownWords.some((word) => !said.has(word));
    });
  };
  const productWords = wordsOf(product);
  for (const line of own) {
    if (descriptions.lines.length >= TARGET.descriptions) break;
    if (addsToHeadlines(line)) descriptions.offer(line);
  }
  for (const line of OBJECTIVES.flatMap((o) => (o === objective ? [] : pack.genericDescriptions[o]))) {
    if (descriptions.lines.length >= AD_COUNTS.descriptions.min) break;
    if (addsToHeadlines(line)) descriptions.offer(line);
  }
  return { descriptions: descriptions.lines, packed };
}

/** The words of a line, lower-cased, for comparing what lines say. */
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Calls to action for the objective, then (only to reach the minimum) other objectives'. */
function pickCtas(brief: Brief): string[] {
  const { pack, objective, product, avoid, seen } = brief;
  const ctas = new LinePicker(AD_LIMITS.cta, avoid, seen);
  const ctaLine = (template: string) =>
    template.includes('{P}') ? withProduct(template, product, AD_LIMITS.cta) : template;
  for (const template of pack.ctas[objective]) {
    if (ctas.lines.length >= TARGET.ctaButtons) break;
    ctas.offer(ctaLine(template));
  }
  for (const template of OBJECTIVES.flatMap((o) => (o === objective ? [] : pack.ctas[o]))) {
    if (ctas.lines.length >= AD_COUNTS.ctaButtons.min) break;
    ctas.offer(ctaLine(template));
  }
  return ctas.lines;
}
