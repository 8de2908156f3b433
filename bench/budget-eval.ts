/**
 * Budget plan evaluation (issue 32; docs/ai.md "Budget plan"): `npx tsx bench/budget-eval.ts [--campaigns 400]
 * [--seed 1]`. Simulates campaigns with known response curves per channel (simulated-campaigns.ts: varied
 * saturation points, slopes, carry-over, noise and weekly seasonality; spend histories with and without variation),
 * runs the real fitting and planning code on their daily spend and revenue, and prints:
 * - the share of the achievable gain the plan captures (its true gain over the true gain of the best split within
 *   the same limits), for campaigns whose best split gains at least 1 % of revenue;
 * - how often a plan loses revenue (more than 1 %);
 * - how often the 80 % interval of the gain covers the true gain (plans that move budget);
 * - how often `insufficient_variation` is said when the spend was flat;
 * - calibration of the confidence (share of plans that truly gain, by confidence);
 * - the time to plan a campaign with 4 channels and 90 days.
 */

import { allocate } from '../src/server/features/budget-plan/budget-allocation';
import { planBudget } from '../src/server/features/budget-plan/budget-planner';
import {
  type CurveFamily,
  type SimulatedCampaign,
  simulateCampaign,
  trueRevenue,
} from '../src/server/features/budget-plan/test/simulated-campaigns';
import { BUDGET_PLAN_LIMITS } from '../src/shared/budget-plan-rules';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}
const count = Number(arg('campaigns') ?? 400);
const seed = Number(arg('seed') ?? 1);
const families = (arg('family') ?? 'hill,exponential,log').split(',') as CurveFamily[];

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? ((s[(s.length - 1) >> 1] as number) + (s[s.length >> 1] as number)) / 2 : Number.NaN;
};
const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : 'n/a');

function plan(campaign: SimulatedCampaign) {
  return planBudget({
    campaignId: campaign.id,
    seed: campaign.id,
    period: { start: campaign.dates[0] as string, end: campaign.dates.at(-1) as string },
    weekdays: campaign.weekdays,
    channels: campaign.channels.map((c) => ({ channel: c.channel, spend: c.spend, revenue: c.revenue })),
    currency: 'USD',
  });
}

const truthAt = (campaign: SimulatedCampaign, shares: number[], budget: number) =>
  campaign.channels.reduce((sum, c, i) => sum + trueRevenue(c.truth, (shares[i] ?? 0) * budget), 0);

function evaluate(family: CurveFamily) {
  let material = 0;
  const captured: number[] = [];
  const capturedWhenOk: number[] = [];
  let losing = 0;
  let moved = 0;
  let covered = 0;
  let below = 0;
  let flat = 0;
  let flatFlagged = 0;
  let variedFlagged = 0;
  let varied = 0;
  const calibration = new Map<string, { n: number; right: number }>();

  for (let i = 0; i < count; i += 1) {
    const campaign = simulateCampaign(seed * 100_003 + i, { family });
    const result = plan(campaign);
    const budget = result.dailyBudget;
    const current = result.channels.map((c) => c.currentShare);
    const planned = result.channels.map((c) => c.recommendedShare);
    const now = truthAt(campaign, current, budget);
    const gain = truthAt(campaign, planned, budget) - now;
    const bestShares = allocate(
      campaign.channels.map((c, k) => ({
        current: current[k] ?? 0,
        revenueAtShare: (share) => trueRevenue(c.truth, share * budget),
      })),
      1,
      { maxStep: BUDGET_PLAN_LIMITS.maxStep, floor: BUDGET_PLAN_LIMITS.floor },
    );
    const best = bestShares ? truthAt(campaign, bestShares, budget) - now : 0;
    if (campaign.history === 'flat') {
      flat += 1;
      if (result.status === 'insufficient_variation') flatFlagged += 1;
    } else {
      varied += 1;
      if (result.status !== 'ok') variedFlagged += 1;
      if (best >= 0.01 * now) {
        material += 1;
        captured.push(gain / best);
        if (result.status === 'ok') capturedWhenOk.push(gain / best);
      }
    }
    if (gain < -0.01 * now) losing += 1;
    const didMove = planned.some((s, k) => s !== current[k]);
    if (didMove) {
      moved += 1;
      if (gain >= result.gain.low && gain <= result.gain.high) covered += 1;
      else if (gain < result.gain.low) below += 1;
      const bin =
        result.confidence >= 0.9 ? '0.90-1.00' : result.confidence >= 0.7 ? '0.70-0.90' : '0.00-0.70';
      const entry = calibration.get(bin) ?? { n: 0, right: 0 };
      entry.n += 1;
      if (gain > 0) entry.right += 1;
      calibration.set(bin, entry);
    }
  }

  console.log(`  varied histories: ${varied}, flat: ${flat}`);
  console.log(
    `  median captured gain (varied, best split gains >= 1 %, n=${material}): ${(median(captured) * 100).toFixed(1)} %   [target >= 90 %]`,
  );
  console.log(
    `    of those with a fitted plan (n=${capturedWhenOk.length}): ${(median(capturedWhenOk) * 100).toFixed(1)} %`,
  );
  console.log(`  plans losing more than 1 % of revenue: ${pct(losing, count)} (${losing})   [target <= 5 %]`);
  console.log(
    `  80 % interval covers the true gain (n=${moved} plans that move): ${pct(covered, moved)}   [target 75-90 %]`,
  );
  console.log(
    `    true gain below the interval: ${pct(below, moved)}, above: ${pct(moved - covered - below, moved)}`,
  );
  console.log(
    `  flat histories flagged insufficient_variation: ${pct(flatFlagged, flat)}   [target >= 90 %]`,
  );
  console.log(`  varied histories without a plan (not 'ok'): ${pct(variedFlagged, varied)}`);
  console.log('  confidence calibration (plans that move; right = true gain > 0):');
  for (const [bin, { n, right }] of [...calibration].sort())
    console.log(`    ${bin}: ${pct(right, n)} right (n=${n})`);
}

// Flat histories with more delivery noise than the default (a constant budget the platform spends ±15–25 % a day).
function noisyFlat(family: CurveFamily) {
  let flagged = 0;
  const runs = Math.max(50, Math.round(count / 4));
  for (let i = 0; i < runs; i += 1) {
    const campaign = simulateCampaign(seed * 200_003 + i, {
      family,
      history: 'flat',
      deliveryNoise: [0.15, 0.25],
    });
    if (plan(campaign).status === 'insufficient_variation') flagged += 1;
  }
  console.log(`  flat histories with ±15-25 % delivery noise flagged: ${pct(flagged, runs)} (n=${runs})`);
}

// Time: a campaign with 4 channels and 90 days, planned 20 times (after one warm-up).
let timing: SimulatedCampaign | undefined;
for (let s = 1; !timing; s += 1) {
  const c = simulateCampaign(s, { history: 'steps' });
  if (c.channels.length === 4) timing = c;
}
plan(timing);
const times: number[] = [];
for (let r = 0; r < 20; r += 1) {
  const start = performance.now();
  plan(timing);
  times.push(performance.now() - start);
}

console.log(
  `Budget plan evaluation: ${count} simulated campaigns per curve family (seed ${seed}), 90 days, 2-4 channels`,
);
for (const family of families) {
  console.log(
    `\ntrue curves: ${family}${family === 'hill' ? " (the model's own family)" : ' (not in the model)'}`,
  );
  evaluate(family);
  noisyFlat(family);
}
console.log(
  `\nplan time, 4 channels x 90 days: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms   [target < 200 ms]`,
);
