/**
 * Ad-copy evaluation (issue 12, docs/ai.md "Ad copy"): `npx tsx bench/content-eval.ts [--briefs 160] [--seed 1]`.
 * Generates varied briefs (English, German, French, Spanish and other languages; long product names; one to ten key
 * messages; avoid-words drawn from the copy the generators like to write), sends each through both generate endpoints
 * of the real app (the LLM path against a stand-in model on 127.0.0.1 that breaks rules on purpose and repairs some
 * on the second request), and prints each rule's pass rate over the 200 answers, refusals, sources and the spread of
 * every score.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { francAll } from 'franc-min';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { generateLocalContent } from '../src/server/features/content/content.service';
import { createUser, request, signIn, TEST_ORIGIN } from '../src/server/test/helpers';
import { adCopyViolations, avoidWordIn, carriesMessage } from '../src/shared/ad-copy-rules';
import { INTERESTS, LOCATIONS } from '../src/shared/audience';
import {
  AD_COUNTS,
  AD_LIMITS,
  COPY_PROPERTIES,
  type GenerateContentRequest,
  type GeneratedAd,
  SCORE_KEYS,
  STYLES,
  TONES,
} from '../src/shared/content';
import { OBJECTIVES } from '../src/shared/objectives';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const BRIEFS = Number(arg('briefs') ?? 160);
const SEED = Number(arg('seed') ?? 1);

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

const MESSAGES: Record<string, string[]> = {
  en: [
    'Free shipping on every order',
    'Cancel anytime',
    'Set up in five minutes',
    'Loved by 20,000 teams',
    'Organic ingredients only',
    'Save up to 40% on your energy bill',
    'Works offline',
    'Award-winning customer support around the clock',
    'Built for small businesses that move fast',
    'No hidden fees',
    'Track every order in real time from your phone or laptop',
    'Handmade in Portugal',
    'Two-year warranty',
    'Try it free for 30 days',
  ],
  de: [
    'Kostenloser Versand ab dem ersten Artikel',
    'Jederzeit kündbar',
    'In fünf Minuten eingerichtet',
    'Von Hand gefertigt in Bayern',
    'Spart bis zu 40 % Energie',
    'Zwei Jahre Garantie',
    'Unser Kundenservice ist rund um die Uhr für Sie da',
    'Ohne versteckte Kosten',
    'Nachhaltig produziert und fair gehandelt',
    'Dreißig Tage kostenlos testen',
  ],
  fr: [
    'Livraison gratuite dès le premier article',
    'Sans engagement',
    'Installé en cinq minutes',
    'Fabriqué à la main en Bretagne',
    "Jusqu'à 40 % d'économies sur votre facture",
    'Garantie de deux ans',
    'Un service client disponible jour et nuit',
    'Aucun frais caché',
    'Des ingrédients issus de l’agriculture biologique',
    'Essai gratuit pendant trente jours',
  ],
  es: [
    'Envío gratis en todos los pedidos',
    'Cancela cuando quieras',
    'Listo en cinco minutos',
    'Hecho a mano en Valencia',
    'Ahorra hasta un 40 % en tu factura',
    'Dos años de garantía',
    'Atención al cliente las veinticuatro horas',
    'Sin costes ocultos',
    'Ingredientes de cultivo ecológico',
    'Pruébalo gratis durante treinta días',
  ],
  it: [
    'Spedizione gratuita su tutti gli ordini',
    'Disdici quando vuoi',
    'Fatto a mano in Toscana',
    'Due anni di garanzia',
    'Nessun costo nascosto',
    'Assistenza clienti sempre disponibile',
  ],
  pt: [
    'Envio grátis em todas as encomendas',
    'Cancele quando quiser',
    'Feito à mão no Porto',
    'Dois anos de garantia',
    'Sem custos escondidos',
  ],
  nl: [
    'Gratis verzending bij elke bestelling',
    'Altijd opzegbaar',
    'Met de hand gemaakt in Utrecht',
    'Twee jaar garantie',
    'Geen verborgen kosten',
  ],
};
const SPOKEN = new Set(['en', 'de', 'fr', 'es']);
const FRANC: Record<string, string> = {
  eng: 'en',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
};

const PRODUCTS = [
  'Acme',
  'GreenBowl',
  'Northwind Analytics',
  'Lumen Desk Lamp',
  'The Extraordinarily Comfortable Ergonomic Office Chair Deluxe Edition',
  'Kaffeeröstereimanufaktur Schwarzwald Premium Bohnen',
  'Supercalifragilisticexpialidocious Learning Platform',
  'Atelier Lumière',
  'Café Sol',
  'Fahrradreparaturwerkstatt',
  'Maison du Chocolat Artisanal de Bretagne et Normandie',
  'PulseFit Pro 2',
];
/** Words the copy often uses, so avoid-words really constrain the generators. */
const COMMON_WORDS = [
  'free',
  'now',
  'today',
  'your',
  'new',
  'get',
  'more',
  'jetzt',
  'heute',
  'ihr',
  'gratuit',
  'votre',
  'maintenant',
  'gratis',
  'ahora',
  'tu',
  'discover',
  'entdecken',
  'découvrez',
  'descubre',
  'shop',
  'best',
  'easy',
  'simple',
];

const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)] as T;

function makeBrief(i: number): { body: GenerateContentRequest; language: string } {
  const r = rng(SEED * 10_007 + i * 7919);
  const languages = Object.keys(MESSAGES);
  // Mostly the four spoken languages; about one brief in six in another.
  const language = r() < 0.83 ? pick(r, ['en', 'de', 'fr', 'es']) : pick(r, languages.slice(4));
  const pool = [...(MESSAGES[language] ?? [])];
  const count = Math.min(pool.length, 1 + Math.floor(r() * (r() < 0.2 ? 10 : 4)));
  const keyMessages: string[] = [];
  for (let k = 0; k < count; k += 1)
    keyMessages.push(pool.splice(Math.floor(r() * pool.length), 1)[0] as string);
  const avoidWords: string[] = [];
  const avoidCount = r() < 0.5 ? 0 : 1 + Math.floor(r() * 6);
  for (let k = 0; k < avoidCount; k += 1) {
    const word = pick(r, COMMON_WORDS);
    // A brief that contradicts itself is a separate case (422), tested elsewhere; keep the bench briefs consistent.
    if (!keyMessages.some((m) => avoidWordIn(m, [word])) && !avoidWords.includes(word)) avoidWords.push(word);
  }
  const productName = pick(r, PRODUCTS);
  const body: GenerateContentRequest = {
    brandVoice: {
      tone: pick(r, TONES),
      style: pick(r, STYLES),
      productName,
      keyMessages,
      ...(avoidWords.length && !avoidWordIn(productName, avoidWords) ? { avoidWords } : {}),
      ...(r() < 0.4
        ? { keywords: [pick(r, ['ergonomic', 'coffee', 'budget app', 'yoga', 'running shoes'])] }
        : {}),
    },
    targetAudience:
      r() < 0.7
        ? {
            demographics: {
              ageRange: [18 + Math.floor(r() * 20), 40 + Math.floor(r() * 25)],
              locations: [pick(r, LOCATIONS)],
              interests: [pick(r, INTERESTS)],
            },
            behavioral: {
              engagementLevel: 'medium',
              devicePreference: 'mobile',
              shoppingTimes: ['Weekends'],
            },
          }
        : undefined,
    campaignObjective: pick(r, OBJECTIVES),
    budget: 500 + Math.floor(r() * 50_000),
  };
  return { body, language };
}

/**
 * The stand-in model: answers with a plausible ad for the brief (the local generator's, as a model would write one)
 * and then breaks rules on purpose — over-long lines, a dropped key message, an avoid-word, too few headlines — on
 * most first answers, fixing them on the repair request two times in three.
 */
async function startStandIn() {
  let calls = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls += 1;
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messages: { role: string; content: string }[];
      };
      const brief = JSON.parse(payload.messages[1]?.content ?? '{}');
      const isRepair = payload.messages.length > 2;
      const r = rng(calls * 31 + brief.keyMessages.length);
      let ad: GeneratedAd;
      try {
        ad = generateLocalContent({
          brandVoice: {
            tone: brief.tone,
            style: brief.style,
            productName: brief.productName,
            keyMessages: brief.keyMessages,
            keywords: brief.keywords.length ? brief.keywords : undefined,
            avoidWords: brief.avoidWords,
          },
          campaignObjective: brief.objective,
          budget: brief.budgetUsd,
        });
      } catch {
        res.writeHead(500).end();
        return;
      }
      const answer = {
        headlines: [...ad.text.headlines],
        descriptions: [...ad.text.descriptions],
        ctaButtons: [...ad.text.ctaButtons],
        imagePrompts: ad.visuals.imagePrompts,
        videoPrompts: ad.visuals.videoPrompts,
      };
      const breakRules = isRepair ? r() < 0.33 : r() < 0.7;
      if (breakRules) {
        const flaw = Math.floor(r() * 4);
        if (flaw === 0) answer.headlines[0] = `${answer.headlines[0]} — now with even more to love`;
        if (flaw === 1)
          answer.descriptions = answer.descriptions.filter((d) => !carriesMessage(d, brief.keyMessages[0]));
        if (flaw === 2 && brief.avoidWords.length) answer.ctaButtons[0] = `${brief.avoidWords[0]}`;
        if (flaw === 3) answer.headlines = answer.headlines.slice(0, 2);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(answer) } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
}

interface Tally {
  answers: number;
  refusals: Record<string, number>;
  sources: Record<string, number>;
  rules: Record<string, number>;
  scores: Record<string, number[]>;
}
const RULES = [
  'counts',
  'lengths',
  'no duplicates',
  'key messages',
  'no avoid-words',
  'no cut words',
  'language',
  'scores explained',
] as const;

function check(
  ad: GeneratedAd,
  brief: GenerateContentRequest,
  language: string,
): Record<(typeof RULES)[number], boolean> {
  const violations = adCopyViolations(ad, {
    productName: brief.brandVoice.productName,
    keyMessages: brief.brandVoice.keyMessages,
    avoidWords: brief.brandVoice.avoidWords,
  });
  const has = (pattern: RegExp) => violations.some((v) => pattern.test(v));
  const copy = [...ad.text.headlines, ...ad.text.descriptions].join('. ');
  const [top] = francAll(copy, { only: ['eng', 'deu', 'fra', 'spa', 'ita', 'por', 'nld'] })[0] ?? ['und'];
  // Checked with another detector (franc's trigrams) than the service uses (ELD), on the whole copy. Copy for a
  // language the local generator does not speak carries the brief's key messages verbatim in English lines, so
  // there the rule is the answer's language and its note.
  const languageOk = SPOKEN.has(language)
    ? FRANC[top] === language && ad.language === language
    : ad.source === 'llm'
      ? ad.language === language
      : ad.language === 'en' && ad.notes.some((n) => /in English/.test(n));
  return {
    counts: !has(/are needed/),
    lengths: !has(/characters: at most/) && !violations.some((v) => /empty/i.test(v)),
    'no duplicates': !has(/repeats/),
    'key messages': !has(/key message/),
    'no avoid-words': !has(/avoid-word/),
    'no cut words': !has(/mid-word/),
    language: languageOk,
    'scores explained':
      SCORE_KEYS.every((k) => Boolean(ad.performance.reasons[k])) &&
      COPY_PROPERTIES.every((k) => Boolean(ad.performance.reasons[k])),
  };
}

const standIn = await startStandIn();
const handle = await openDatabase({});
await handle.migrate();
const config = testConfig({
  appOrigin: TEST_ORIGIN,
  rateLimitScale: 0,
  openai: { apiKey: 'bench-key', baseUrl: standIn.baseUrl, model: 'stand-in', timeoutMs: 5000 },
});
const app = await buildApp({ config, db: handle.db, webRoot: null });
const ctx = {
  app,
  handle,
  config,
  close: async () => {
    await app.close();
    await handle.close();
  },
};
await createUser(ctx, { username: 'bench', role: 'marketing_manager' });
const cookie = await signIn(ctx, 'bench');

const tallies: Record<string, Tally> = {};
for (const endpoint of ['/api/openai/generate-content', '/api/ai/generate-content']) {
  const tally: Tally = { answers: 0, refusals: {}, sources: {}, rules: {}, scores: {} };
  tallies[endpoint] = tally;
  for (let i = 0; i < BRIEFS; i += 1) {
    const { body, language } = makeBrief(i);
    const response = await request(ctx.app, 'POST', endpoint, { cookie, body });
    if (response.statusCode !== 200) {
      const reason = `${response.statusCode} ${String(response.json().message).slice(0, 90)}`;
      tally.refusals[reason] = (tally.refusals[reason] ?? 0) + 1;
      continue;
    }
    const ad = response.json() as GeneratedAd;
    tally.answers += 1;
    tally.sources[ad.source] = (tally.sources[ad.source] ?? 0) + 1;
    const checked = check(ad, body, language);
    if (process.env.DEBUG_RULE && !checked[process.env.DEBUG_RULE as keyof typeof checked]) {
      console.log(
        endpoint,
        language,
        ad.source,
        ad.language,
        body.brandVoice.keyMessages,
        ad.notes,
        ad.text.headlines.slice(0, 4),
      );
    }
    for (const [rule, ok] of Object.entries(checked)) {
      tally.rules[rule] = (tally.rules[rule] ?? 0) + (ok ? 1 : 0);
    }
    for (const key of [...SCORE_KEYS, ...COPY_PROPERTIES]) {
      const value = (SCORE_KEYS as readonly string[]).includes(key)
        ? ad.performance[key as (typeof SCORE_KEYS)[number]]
        : ad.performance.properties[key as (typeof COPY_PROPERTIES)[number]];
      tally.scores[key] = [...(tally.scores[key] ?? []), value];
    }
  }
}
await ctx.close();
standIn.server.close();

const pct = (n: number, d: number) => `${d ? ((n / d) * 100).toFixed(1) : '0.0'} %`;
console.log(
  `content evaluation: ${BRIEFS} briefs per endpoint, seed ${SEED}; limits ${JSON.stringify(AD_LIMITS)}, counts ${JSON.stringify(AD_COUNTS)}`,
);
for (const [endpoint, t] of Object.entries(tallies)) {
  console.log(`\n${endpoint}: ${t.answers} answered 200 · sources ${JSON.stringify(t.sources)}`);
  const refused = Object.entries(t.refusals);
  console.log(`  refused: ${refused.length ? refused.map(([k, n]) => `${n}× ${k}`).join(' | ') : 'none'}`);
  for (const rule of RULES) console.log(`  ${rule.padEnd(17)} ${pct(t.rules[rule] ?? 0, t.answers)}`);
  console.log('  score spread (min / median / max · distinct values · largest share of one value):');
  for (const [key, values] of Object.entries(t.scores)) {
    const sorted = [...values].sort((a, b) => a - b);
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const top = Math.max(...counts.values());
    console.log(
      `    ${key.padEnd(21)} ${sorted[0]} / ${sorted[sorted.length >> 1]} / ${sorted[sorted.length - 1]} · ${counts.size} · ${pct(top, values.length)}${top / values.length > 0.2 ? '  ← over a fifth' : ''}`,
    );
  }
}
