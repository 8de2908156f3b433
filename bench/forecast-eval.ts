/**
 * Forecast calibration evaluation (issue 33, item 4; docs/ai.md "Forecast calibration"):
 * `npx tsx bench/forecast-eval.ts [--workspaces 100] [--campaigns 10] [--seed 1] [--imported 0.33] [--spread 0.2]`.
 *
 * Simulates workspaces whose true channel rates are the benchmarks × factors drawn log-uniformly from 0.3–3 (per
 * channel and rate, independently), each with its habits (home locations and interests). Their history (1, 3 and
 * 5 campaigns × 14 days on every audience channel, a share of them imported without an audience) goes through the
 * real metrics writer into an in-memory PGlite migrated with the project's migrations; new campaigns are forecast
 * through the real API (POST /api/audience/predict, signed in) and compared with their simulated actuals (the true
 * rates, each campaign's own deviation, counting noise). Prints the median absolute percentage error of clicks and
 * conversions (and impressions, revenue) with the calibration and with the benchmarks only, by amount of history.
 * Targets: with ≥ 3 campaigns × 14 days, the calibrated error on clicks and conversions ≤ half the benchmarks-only
 * error; with none, every answer is the benchmark forecast and says `benchmarks`.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { type AudienceModelInput, predictAudience } from '../src/server/features/audience/audience.model';
import {
  briefFor,
  type HistoryCampaign,
  mulberry32,
  simulatedActuals,
  type TrueFactors,
  trueFactors,
  workspaceProfile,
  writeHistory,
} from '../src/server/features/audience/test/simulated-workspace';
import { calibrate, workspaceCalibration } from '../src/server/features/audience/workspace-calibration';
import { hashPassword } from '../src/server/lib/passwords';
import type { AudienceEstimate } from '../src/shared/audience';
import { addDays } from '../src/shared/dates';
import type { ForecastBasis, ForecastCalibration } from '../src/shared/forecast';
import { todayIn } from '../src/shared/zoned-dates';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}
const workspaces = Number(arg('workspaces') ?? 100);
const campaignsPerWorkspace = Number(arg('campaigns') ?? 10);
const seed = Number(arg('seed') ?? 1);
const importedShare = Number(arg('imported') ?? 0.33);
const campaignSpread = Number(arg('spread') ?? 0.2);
const LEVELS = [0, 1, 3, 5] as const;
const HISTORY_DAYS = 14;
const FIGURES = ['impressions', 'clicks', 'conversions', 'revenue'] as const;
type Figure = (typeof FIGURES)[number];
const ORIGIN = 'http://localhost:5000';
const RATES = ['cpm', 'ctr', 'conversionRate', 'orderValue'] as const;
type Rate = (typeof RATES)[number];

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? ((s[(s.length - 1) >> 1] as number) + (s[s.length >> 1] as number)) / 2 : Number.NaN;
};
const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : 'n/a');

/** The workspace's true factors as a calibration with full weight: the forecast an all-knowing calibration makes. */
function trueCalibration(factors: TrueFactors): ForecastCalibration {
  const channels = calibrate([]).channels.map((c) => {
    const f = factors[c.channel];
    return {
      ...c,
      cpm: c.cpm * f.cpm,
      ctr: c.ctr * f.ctr,
      conversionRate: c.conversionRate * f.conversionRate,
      orderValue: c.orderValue * f.orderValue,
      source: 'workspace' as const,
      weight: 1,
    };
  });
  return { basis: 'workspace', channels };
}

const forecastFigures = (p: AudienceEstimate): Record<Figure, number> => ({
  impressions: p.impressions,
  clicks: p.clicks,
  conversions: p.conversions,
  revenue: p.conversions * p.assumptions.orderValue,
});

const started = performance.now();
const handle = await openDatabase({});
await handle.migrate();
const app = await buildApp({
  config: testConfig({ appOrigin: ORIGIN, rateLimitScale: 0 }),
  db: handle.db,
  webRoot: null,
});
const [owner] = await handle.db
  .insert(users)
  .values({
    username: 'forecast-eval',
    email: 'forecast-eval@example.com',
    password: await hashPassword('forecast-eval-password'),
    firstName: 'Forecast',
    lastName: 'Eval',
    role: 'marketing_manager',
  })
  .returning({ id: users.id });
const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  headers: { origin: ORIGIN, 'content-type': 'application/json' },
  payload: { username: 'forecast-eval', password: 'forecast-eval-password' },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

async function forecast(brief: AudienceModelInput): Promise<AudienceEstimate> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/audience/predict',
    headers: { origin: ORIGIN, cookie },
    payload: brief,
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as AudienceEstimate;
}

type Errors = Record<Figure, number[]>;
const emptyErrors = (): Errors => ({ impressions: [], clicks: [], conversions: [], revenue: [] });
const results = new Map(
  LEVELS.map((level) => [
    level,
    {
      calibrated: emptyErrors(),
      benchmarks: emptyErrors(),
      oracle: emptyErrors(),
      neutral: emptyErrors(),
      bases: { workspace: 0, blended: 0, benchmarks: 0 } as Record<ForecastBasis, number>,
      weights: [] as number[],
      /** |log(learnt factor ÷ true factor)| per rate, over channels and workspaces. */
      rateErrors: { cpm: [], ctr: [], conversionRate: [], orderValue: [] } as Record<Rate, number[]>,
      sameAsBenchmark: 0,
      forecasts: 0,
    },
  ]),
);
let zeroActuals = 0;
const calibrationMs: number[] = [];
const today = todayIn('UTC');

for (let w = 0; w < workspaces; w += 1) {
  const random = mulberry32(seed * 10_007 + w);
  const factors = trueFactors(random);
  const profile = workspaceProfile(random);
  const briefs = Array.from({ length: campaignsPerWorkspace }, () =>
    briefFor(random, profile, {
      startDate: addDays(today, 7),
      days: 14 + Math.floor(random() * 47),
      budget: [5_000, 100_000],
    }),
  );
  const actuals = briefs.map((brief) => simulatedActuals(random, brief, factors, campaignSpread));
  // The error floor: the model on the workspace's true rates (its campaigns' own deviations and counting noise remain).
  const oracle = briefs.map((brief) =>
    forecastFigures(predictAudience(brief, 'USD', trueCalibration(factors))),
  );
  const history: HistoryCampaign[] = Array.from({ length: LEVELS.at(-1) as number }, (_, i) => ({
    brief: briefFor(random, profile, {
      startDate: addDays(today, -40 - 20 * i),
      days: HISTORY_DAYS,
      budget: [2_000, 50_000],
    }),
    imported: random() < importedShare,
    days: HISTORY_DAYS,
  }));

  let written = 0;
  for (const level of LEVELS) {
    if (level > written) {
      await writeHistory(handle.db, owner?.id as string, random, factors, history.slice(written, level), {
        campaignSpread,
        name: `W${w}`,
      });
      written = level;
    }
    const t = performance.now();
    const learnt = await workspaceCalibration(handle.db);
    calibrationMs.push(performance.now() - t);
    // For comparison: imports compared with factor 1 (a US audience of every interest) instead of the team's typical one.
    const neutral = await workspaceCalibration(handle.db, { unknownAudience: 'neutral' });
    const result = results.get(level) as NonNullable<ReturnType<typeof results.get>>;
    for (const c of learnt.channels)
      for (const rate of RATES)
        result.rateErrors[rate].push(
          Math.abs(Math.log(c[rate] / c.benchmark[rate] / factors[c.channel][rate])),
        );
    for (const [i, brief] of briefs.entries()) {
      const answer = await forecast(brief);
      const benchmark = predictAudience(brief);
      result.forecasts += 1;
      result.bases[answer.basis] += 1;
      result.weights.push(...answer.calibration.channels.map((c) => c.weight));
      if (JSON.stringify(answer) === JSON.stringify(benchmark)) result.sameAsBenchmark += 1;
      const actual = actuals[i] as Record<Figure, number>;
      const calibrated = forecastFigures(answer);
      const bench = forecastFigures(benchmark);
      for (const figure of FIGURES) {
        if (actual[figure] <= 0) {
          if (figure === 'conversions' && level === 0) zeroActuals += 1;
          continue;
        }
        result.calibrated[figure].push(Math.abs(calibrated[figure] - actual[figure]) / actual[figure]);
        result.benchmarks[figure].push(Math.abs(bench[figure] - actual[figure]) / actual[figure]);
        const truth = (oracle[i] as Record<Figure, number>)[figure];
        result.oracle[figure].push(Math.abs(truth - actual[figure]) / actual[figure]);
        const neutralForecast = forecastFigures(predictAudience(brief, 'USD', neutral))[figure];
        result.neutral[figure].push(Math.abs(neutralForecast - actual[figure]) / actual[figure]);
      }
    }
  }
  // The next workspace starts empty: its campaigns (and with them their metrics) go.
  await handle.db.execute(sql`delete from campaigns`);
}

console.log(
  `${workspaces} workspaces × ${campaignsPerWorkspace} new campaigns, seed ${seed}: true factors 0.3–3 per channel and rate, ` +
    `each campaign's own deviation σ = ${campaignSpread}, ${Math.round(importedShare * 100)} % of the history imported without an audience`,
);
console.log(
  'Median absolute percentage error of the forecast against the simulated actuals: calibrated | benchmarks only | true rates (the floor) | imports at factor 1',
);
let pass = true;
const cell = (r: NonNullable<ReturnType<typeof results.get>>, figure: Figure) =>
  [r.calibrated, r.benchmarks, r.oracle, r.neutral].map((e) => pct(median(e[figure])).padStart(7)).join(' |');
console.log(`history          ${FIGURES.map((f) => f.padEnd(38)).join('')}`);
for (const level of LEVELS) {
  const r = results.get(level) as NonNullable<ReturnType<typeof results.get>>;
  console.log(
    `${`${level} × ${HISTORY_DAYS} d`.padEnd(17)}${FIGURES.map((figure) => cell(r, figure).padEnd(38)).join('')}`,
  );
}
console.log(
  'history          forecasts  workspace / blended / benchmarks  median weight  learnt ÷ true rate, median |log|',
);
for (const level of LEVELS) {
  const r = results.get(level) as NonNullable<ReturnType<typeof results.get>>;
  console.log(
    `${`${level} × ${HISTORY_DAYS} d`.padEnd(17)}${String(r.forecasts).padEnd(11)}${`${r.bases.workspace} / ${r.bases.blended} / ${r.bases.benchmarks}`.padEnd(34)}${median(r.weights).toFixed(2).padEnd(15)}${RATES.map((rate) => `${rate} ${median(r.rateErrors[rate]).toFixed(2)}`).join(' · ')}`,
  );
}
const none = results.get(0) as NonNullable<ReturnType<typeof results.get>>;
const benchmarkOk = none.sameAsBenchmark === none.forecasts && none.bases.benchmarks === none.forecasts;
pass &&= benchmarkOk;
console.log(
  `no history: ${none.sameAsBenchmark}/${none.forecasts} answers are the benchmark forecast, ${none.bases.benchmarks}/${none.forecasts} say benchmarks ${benchmarkOk ? 'PASS' : 'FAIL'}`,
);
for (const level of LEVELS.filter((l) => l >= 3)) {
  const r = results.get(level) as NonNullable<ReturnType<typeof results.get>>;
  for (const figure of ['clicks', 'conversions'] as const) {
    const ratio = median(r.calibrated[figure]) / median(r.benchmarks[figure]);
    pass &&= ratio <= 0.5;
    console.log(
      `${level} × ${HISTORY_DAYS} d, ${figure}: calibrated ÷ benchmarks-only error ${ratio.toFixed(2)} (target ≤ 0.50) ${ratio <= 0.5 ? 'PASS' : 'FAIL'}`,
    );
  }
}
console.log(
  `actuals without a conversion (left out of the conversion and revenue errors): ${zeroActuals}; ` +
    `workspaceCalibration median ${median(calibrationMs).toFixed(1)} ms; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(pass ? 'all targets met' : 'TARGET MISSED');
await app.close();
await handle.close();
