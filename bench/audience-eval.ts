/**
 * Audience model evaluation (docs/ai.md "Audience predictions"): `npx tsx bench/audience-eval.ts [--requests 500]
 * [--seed 1]`. Generates varied requests deterministically (every objective, location, interest, device and
 * engagement level; budgets log-uniform over $100–$1,000,000; 1–365 days), runs the real model and prints how often
 * each arithmetic rule holds on the returned figures, and the spread of CPM, frequency, reach, CTR, CPC and ROI.
 */

import { type AudienceModelInput, predictAudience } from '../src/server/features/audience/audience.model';
import { roiRounding } from '../src/server/features/audience/audience-properties';
import {
  DEVICE_PREFERENCES,
  ENGAGEMENT_LEVELS,
  INTERESTS,
  LOCATIONS,
  SHOPPING_TIMES,
  type TargetAudience,
} from '../src/shared/audience';
import { OBJECTIVES } from '../src/shared/objectives';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}
const count = Number(arg('requests') ?? 500);
const seed = Number(arg('seed') ?? 1);

/** mulberry32 */
function seeded(start: number) {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(seed);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
const some = <T>(items: readonly T[], first: T, max: number) => {
  const size = 1 + Math.floor(random() ** 2 * max);
  return [...new Set([first, ...Array.from({ length: size - 1 }, () => pick(items))])];
};
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const requests: AudienceModelInput[] = Array.from({ length: count }, (_, i) => {
  const ageMin = 18 + Math.floor(random() * 48);
  const ageMax = ageMin + Math.floor(random() * (66 - ageMin));
  const startDate = addDays('2027-01-01', Math.floor(random() * 300));
  return {
    objective: OBJECTIVES[i % OBJECTIVES.length] as AudienceModelInput['objective'],
    budget: Math.round(100 * 10_000 ** random() * 100) / 100,
    startDate,
    endDate: addDays(startDate, 1 + Math.floor(random() * 365)),
    targetAudience: {
      demographics: {
        ageRange: [ageMin, ageMax],
        locations: some(LOCATIONS, LOCATIONS[i % LOCATIONS.length] as string, 5),
        interests: some(INTERESTS, INTERESTS[i % INTERESTS.length] as string, 5),
      },
      behavioral: {
        engagementLevel: pick(ENGAGEMENT_LEVELS),
        devicePreference: pick(DEVICE_PREFERENCES),
        shoppingTimes: some(SHOPPING_TIMES, pick(SHOPPING_TIMES), 8),
      },
    } as TargetAudience,
  };
});

const rules: Record<string, number> = {};
/** Requests whose budget reaches 90 % of the audience: the denominator of the rule that applies to them only. */
let saturated = 0;
const pass = (rule: string, ok: boolean) => {
  rules[rule] = (rules[rule] ?? 0) + (ok ? 1 : 0);
};
const spread: Record<string, number[]> = {
  'CPM ($)': [],
  frequency: [],
  reach: [],
  'reach / addressable': [],
  'CTR (%)': [],
  'CPC ($)': [],
  'conversion rate (%)': [],
  'ROI (%)': [],
  confidence: [],
};

for (const request of requests) {
  const p = predictAudience(request);
  const a = p.assumptions;
  const impliedCpm = (request.budget / p.impressions) * 1000;
  pass('reach ≤ impressions', p.estimatedReach <= p.impressions);
  pass('reach ≤ addressable audience', p.estimatedReach <= p.addressableAudience);
  pass('frequency ≥ 1', p.impressions / p.estimatedReach >= 1 && a.frequency >= 1);
  pass('implied CPM in $2–$30', impliedCpm >= 2 && impliedCpm <= 30);
  pass('implied CPM = assumptions.cpm (±1¢)', Math.abs(impliedCpm - a.cpm) < 0.01);
  pass(
    'clicks = impressions × CTR (±0.5)',
    Math.abs(p.clicks - (p.impressions * p.expectedCTR) / 100) <= 0.5,
  );
  pass('CPC = budget / clicks (±½¢)', Math.abs(p.costPerClick - request.budget / p.clicks) <= 0.005 + 1e-9);
  pass(
    'conversions = impressions × CTR × rate (±0.005)',
    Math.abs(p.conversions - (p.impressions * p.expectedCTR * p.conversionRate) / 10_000) <= 0.005 + 1e-9,
  );
  pass(
    'conversions = clicks × rate (± ½ click × rate)',
    Math.abs(p.conversions - (p.clicks * p.conversionRate) / 100) <= 0.005 * p.conversionRate + 0.005 + 1e-9,
  );
  pass(
    'ROI = (conversions × order − budget) / budget',
    p.predictedRoi ===
      (Math.round(((p.conversions * a.orderValue - request.budget) / request.budget) * 100) || 0),
  );
  pass(
    'addressable = population × age × interest share',
    Math.abs(p.addressableAudience - a.population * a.ageShare * a.interestShare) <= 0.5,
  );
  pass('deterministic', JSON.stringify(predictAudience(structuredClone(request))) === JSON.stringify(p));
  const doubledBudget = Math.min(1_000_000, request.budget * 2);
  const doubled = predictAudience({ ...request, budget: doubledBudget });
  pass(
    'budget ×2: reach, impressions not lower',
    doubled.estimatedReach >= p.estimatedReach && doubled.impressions >= p.impressions,
  );
  pass('budget ×2: ROI not higher', doubled.predictedRoi <= p.predictedRoi);
  pass(
    'budget ×2: ROI not higher beyond rounding',
    doubled.predictedRoi <=
      p.predictedRoi + 1 + roiRounding(p, request.budget) + roiRounding(doubled, doubledBudget),
  );
  if (p.estimatedReach >= 0.9 * p.addressableAudience) {
    saturated += 1;
    const tenfold = predictAudience({ ...request, budget: request.budget * 10 });
    pass('reach ≥ 90 %: ROI lower at 10× the budget', tenfold.predictedRoi < p.predictedRoi);
  }
  pass('2–4 recommendations', p.recommendations.length >= 2 && p.recommendations.length <= 4);

  spread['CPM ($)']?.push(a.cpm);
  spread.frequency?.push(a.frequency);
  spread.reach?.push(p.estimatedReach);
  spread['reach / addressable']?.push(p.estimatedReach / p.addressableAudience);
  spread['CTR (%)']?.push(p.expectedCTR);
  spread['CPC ($)']?.push(p.costPerClick);
  spread['conversion rate (%)']?.push(p.conversionRate);
  spread['ROI (%)']?.push(p.predictedRoi);
  spread.confidence?.push(p.confidence);
}

const format = (value: number) =>
  Math.abs(value) >= 1e6
    ? `${(value / 1e6).toFixed(2)}M`
    : Math.abs(value) >= 1e4
      ? `${(value / 1e3).toFixed(1)}K`
      : Number.isInteger(value)
        ? String(value)
        : value.toFixed(Math.abs(value) < 1 ? 3 : 2);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

console.log(`Audience model evaluation: ${count} requests, seed ${seed}`);
console.log('\nRule                                                pass rate');
for (const [rule, passed] of Object.entries(rules)) {
  const of = rule.startsWith('reach ≥ 90 %') ? saturated : count;
  console.log(`  ${rule.padEnd(50)}${((passed / of) * 100).toFixed(1).padStart(6)} % (${passed}/${of})`);
}
console.log('\nFigure                   min        p10     median        p90        max');
for (const [name, values] of Object.entries(spread)) {
  const sorted = [...values].sort((x, y) => x - y);
  const cells = [
    sorted[0] as number,
    quantile(sorted, 0.1),
    quantile(sorted, 0.5),
    quantile(sorted, 0.9),
    sorted.at(-1) as number,
  ];
  console.log(`  ${name.padEnd(21)}${cells.map((v) => format(v).padStart(11)).join('')}`);
}
