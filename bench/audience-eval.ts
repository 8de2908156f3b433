/**
 * Audience model evaluation (docs/ai.md "Audience predictions"): `npx tsx bench/audience-eval.ts [--requests 500]
 * [--seed 1]`. Generates varied requests deterministically, as the model's test does (generateAudienceRequests:
 * every objective, location, interest, device and engagement level; budgets log-uniform over $100–$1,000,000;
 * 1–365 days), runs the real model and prints how often each arithmetic rule holds on the returned figures, and the
 * spread of CPM, frequency, reach, CTR, CPC and ROI.
 */

import { predictAudience } from '../src/server/features/audience/audience.model';
import { generateAudienceRequests, roiRounding } from '../src/server/features/audience/audience-properties';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}
const count = Number(arg('requests') ?? 500);
const seed = Number(arg('seed') ?? 1);

const requests = generateAudienceRequests(count, seed);

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
