import type { TargetAudience } from '../../../shared/audience';
import { AD_LIMITS, type BrandVoice, type GeneratedContent } from '../../../shared/content';
import type { Objective } from '../../../shared/objectives';
import { scoreContent } from './content-scoring';

export interface ContentInput {
  brandVoice: BrandVoice;
  targetAudience?: TargetAudience | undefined;
  campaignObjective: Objective;
  budget: number;
}

const HEADLINE_TEMPLATES: Record<string, string[]> = {
  professional: [
    '{P} for {interest} teams',
    'Smarter {interest} with {P}',
    '{P}: proven results',
    'Trusted by {interest} pros',
  ],
  friendly: ['Your new favourite: {P}', 'Say hello to {P}', '{P}, made easy for you', 'You will love {P}'],
  casual: ['Meet {P}', 'Hey, {P} is here', '{P}. Just easy.', 'Go simple with {P}'],
  authoritative: [
    'The proven choice: {P}',
    '{P}: the standard',
    'Leading {interest}: {P}',
    'Experts choose {P}',
  ],
  playful: ['{P}? Yes, please!', 'Ready for {P}?', 'Oh hello, {P}!', 'Wow, {P} is here!'],
  luxury: ['{P}. Pure elegance.', 'Crafted: {P}', 'Indulge in {P}', 'Timeless {P}'],
  technical: [
    '{P}: built to perform',
    'Engineered for {interest}',
    '{P}, precision built',
    'Fast. Precise. {P}.',
  ],
};

const DESCRIPTION_CLOSERS: Record<string, string> = {
  professional: 'Trusted results for your team.',
  friendly: 'Made with you in mind.',
  casual: 'Simple as that.',
  authoritative: 'The proven standard.',
  playful: 'Ready when you are!',
  luxury: 'Crafted for the refined few.',
  technical: 'Engineered for performance.',
};

const OBJECTIVE_PHRASES: Record<Objective, string> = {
  awareness: 'discover what makes it different',
  conversion: 'get more done from day one',
  retention: 'get even more from what they already love',
  traffic: 'explore everything it offers',
};

const CTAS: Record<Objective, string[]> = {
  awareness: ['Learn More', 'Discover {P}', 'See How It Works'],
  conversion: ['Shop Now', 'Get Started', 'Claim Your Offer', 'Try {P}'],
  retention: ['Welcome Back', 'Renew Today', "See What's New"],
  traffic: ['Visit Us Today', 'Explore Now', 'See More'],
};

const STYLE_VISUALS: Record<string, string> = {
  modern: 'clean minimal composition, soft daylight, generous negative space',
  classic: 'timeless composition, warm tones, balanced symmetry',
  bold: 'high-contrast colours, dynamic angles, oversized typography',
  organic: 'natural textures, earthy palette, handmade feel',
  informative: 'clear product close-up with labelled benefits',
  persuasive: 'hero shot with a single focal benefit',
  entertaining: 'playful scene with people enjoying the product',
  educational: 'step-by-step demonstration layout',
};

const capitalize = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);
const sentence = (text: string) => {
  const trimmed = capitalize(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

function usesAvoidWord(text: string, avoidWords: string[]): boolean {
  const lower = text.toLowerCase();
  return avoidWords.some((word) => {
    const w = word.trim().toLowerCase();
    if (!w) return false;
    const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(lower);
  });
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
}

/** Shortens to the limit at a word boundary. */
function fitTo(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const space = cut.lastIndexOf(' ');
  return (space > limit / 2 ? cut.slice(0, space) : text.slice(0, limit)).replace(/[\s,;:-]+$/, '');
}

function pick(lines: string[], limit: number, avoid: string[], count: number): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const line of lines) {
    const clean = line.replace(/\s+/g, ' ').trim();
    const key = clean.toLowerCase();
    if (!clean || clean.length > limit || seen.has(key) || usesAvoidWord(clean, avoid)) continue;
    seen.add(key);
    result.push(clean);
    if (result.length === count) break;
  }
  return result;
}

/**
 * Deterministic copy from the brief: headlines (≤30), descriptions (≤90) that carry every key message, calls to
 * action (≤20) for the objective, and image/video prompts for the audience. Never uses an avoid-word.
 */
export function generateLocalContent(input: ContentInput): GeneratedContent {
  const { brandVoice, targetAudience, campaignObjective: objective } = input;
  const product = brandVoice.productName.trim();
  const avoid = brandVoice.avoidWords ?? [];
  const interests = targetAudience?.demographics.interests ?? [];
  const interest = (interests[0] ?? 'modern').toLowerCase();
  const values = { P: product, interest };
  const tone = brandVoice.tone;
  const messages = brandVoice.keyMessages.map((m) => m.trim()).filter(Boolean);

  const headlineCandidates = [
    ...(HEADLINE_TEMPLATES[tone] ?? HEADLINE_TEMPLATES.professional ?? []).map((t) => fill(t, values)),
    ...messages.map((m) => capitalize(m)),
    ...messages.map((m) => `${product}: ${m}`),
    product,
    fitTo(product, AD_LIMITS.headline),
  ];
  const headlines = pick(headlineCandidates, AD_LIMITS.headline, avoid, 5);

  const closer = DESCRIPTION_CLOSERS[tone] ?? '';
  const descriptionCandidates = [
    // One line per key message, so every key message appears in the copy.
    ...messages.flatMap((m) => [`${sentence(m)} ${closer}`, `${product}: ${sentence(m)}`, sentence(m)]),
    `${product} helps ${interests.length ? `${interests.slice(0, 2).join(' and ').toLowerCase()} fans` : 'people'} ${OBJECTIVE_PHRASES[objective]}.`,
    `${sentence(product)} ${closer}`,
  ];
  const descriptions: string[] = [];
  for (const message of messages) {
    const line = pick(
      descriptionCandidates.filter((c) => c.toLowerCase().includes(message.toLowerCase())),
      AD_LIMITS.description,
      avoid,
      1,
    )[0];
    if (line) descriptions.push(line);
  }
  for (const extra of pick(descriptionCandidates.slice(-2), AD_LIMITS.description, avoid, 2)) {
    if (descriptions.length < 4 && !descriptions.includes(extra)) descriptions.push(extra);
  }

  const ctaButtons = pick(
    [...CTAS[objective].map((t) => fill(t, values)), 'Learn More', 'Get Started'],
    AD_LIMITS.cta,
    avoid,
    3,
  );

  const [ageMin, ageMax] = targetAudience?.demographics.ageRange ?? [25, 45];
  const device = targetAudience?.behavioral.devicePreference ?? 'mobile';
  const visual = STYLE_VISUALS[brandVoice.style] ?? STYLE_VISUALS.modern;
  const place = targetAudience?.demographics.locations[0];
  const imagePrompts = [
    `${capitalize(brandVoice.style)}, ${tone} product photograph of ${product} for ${interest} enthusiasts aged ${ageMin}–${ageMax}; ${visual}.`,
    `Lifestyle scene${place ? ` in ${place}` : ''}: a person aged ${ageMin}–${ageMax} using ${product}, ${device}-first framing, ${tone} mood.`,
    ...(messages[0]
      ? [`Text-free banner visual expressing "${messages[0]}" for ${product}; ${visual}.`]
      : []),
  ].filter((prompt) => !usesAvoidWord(prompt, avoid));
  const videoPrompts = [
    `15-second ${device === 'desktop' ? '16:9' : '9:16'} video: open on ${product}, show ${messages.slice(0, 2).join(' and ') || 'its main benefit'}, end on "${ctaButtons[0] ?? 'Learn More'}"; ${tone} voice-over.`,
    `6-second bumper: ${product} in a ${brandVoice.style} setting with one line of copy: "${headlines[0] ?? product}".`,
  ].filter((prompt) => !usesAvoidWord(prompt, avoid));

  const text = { headlines, descriptions, ctaButtons };
  return {
    text,
    visuals: { imagePrompts, videoPrompts },
    performance: scoreContent(text, { keyMessages: messages, tone, objective }),
    source: 'local',
  };
}

export { usesAvoidWord };
