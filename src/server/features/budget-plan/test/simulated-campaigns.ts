import { CHANNELS, type Channel } from '../../../../shared/analytics';
import { addDays, isoWeekday } from '../../../../shared/dates';
import { mulberry32 } from '../../../lib/random';

/**
 * Simulated campaigns with known response curves (bench/budget-eval.ts and the planner's tests): per channel a
 * Hill curve (varied saturation points and slopes), carry-over or none, weekly seasonality of the response,
 * log-normal or count noise, and a spend history that varies (a random walk, budget steps) or stays flat (a
 * constant budget with the platform's delivery noise).
 */

export type HistoryKind = 'random_walk' | 'steps' | 'flat';

/**
 * The true curve's family: Hill (the model's own family), or two it does not contain, so that the evaluation also
 * measures the method when its model is wrong: exponential saturation, ceiling·(1 − e^(−spend/k)), and a
 * logarithm, ceiling·log(1 + spend/k) (no ceiling at all).
 */
export type CurveFamily = 'hill' | 'exponential' | 'log';

export interface TrueCurve {
  family?: CurveFamily;
  ceiling: number;
  /** Hill: spend at half the ceiling; exponential and log: the scale k. */
  halfSaturation: number;
  shape: number;
  carryOver: number;
}

export interface SimulatedChannel {
  channel: Channel;
  truth: TrueCurve;
  spend: number[];
  revenue: number[];
}

export interface SimulatedCampaign {
  id: string;
  history: HistoryKind;
  dates: string[];
  weekdays: number[];
  channels: SimulatedChannel[];
}

/** Expected daily revenue at a steady daily spend (an average weekday) under the true curve. */
export function trueRevenue(truth: TrueCurve, spend: number): number {
  if (spend <= 0) return 0;
  const x = spend / truth.halfSaturation;
  if (truth.family === 'exponential') return truth.ceiling * (1 - Math.exp(-x));
  if (truth.family === 'log') return truth.ceiling * Math.log1p(x);
  return truth.ceiling / (1 + (1 / x) ** truth.shape);
}

function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
const uniform = (random: () => number, a: number, b: number) => a + (b - a) * random();
const logUniform = (random: () => number, a: number, b: number) =>
  Math.exp(uniform(random, Math.log(a), Math.log(b)));

function poisson(random: () => number, mean: number): number {
  if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random();
  while (p > limit) {
    k += 1;
    p *= random();
  }
  return k;
}

function spendHistory(
  random: () => number,
  kind: HistoryKind,
  typical: number,
  days: number,
  noise: [number, number],
): number[] {
  const weekdayDelivery = Array.from({ length: 7 }, () => uniform(random, 0.94, 1.06));
  const jitter = uniform(random, noise[0], noise[1]);
  const out: number[] = [];
  let level = Math.log(typical);
  let nextStep = Math.floor(uniform(random, 8, 22));
  for (let t = 0; t < days; t += 1) {
    if (kind === 'random_walk') level += 0.1 * normal(random) - 0.05 * (level - Math.log(typical));
    if (kind === 'steps' && t === nextStep) {
      level = Math.log(typical) + Math.log(logUniform(random, 0.5, 1.8));
      nextStep += Math.floor(uniform(random, 8, 22));
    }
    const delivery = (weekdayDelivery[t % 7] as number) * uniform(random, 1 - jitter, 1 + jitter);
    out.push(Math.round(Math.exp(level) * delivery * 100) / 100);
  }
  return out;
}

export function simulateCampaign(
  seed: number,
  options: {
    history?: HistoryKind;
    days?: number;
    family?: CurveFamily;
    /** Range of the daily delivery noise (± share of the day's budget), 3–12 % by default. */
    deliveryNoise?: [number, number];
  } = {},
): SimulatedCampaign {
  const random = mulberry32(seed);
  const days = options.days ?? 90;
  const roll = random();
  const history: HistoryKind =
    options.history ?? (roll < 0.4 ? 'random_walk' : roll < 0.75 ? 'steps' : 'flat');
  const end = '2026-10-31';
  const dates = Array.from({ length: days }, (_, i) => addDays(end, i - days + 1));
  const weekdays = dates.map((d) => isoWeekday(d) % 7);
  const amplitude = uniform(random, 0, 0.25);
  const phase = uniform(random, 0, 2 * Math.PI);
  const rawSeason = Array.from(
    { length: 7 },
    (_, d) => 1 + amplitude * Math.sin((2 * Math.PI * d) / 7 + phase),
  );
  const meanSeason = rawSeason.reduce((s, v) => s + v, 0) / 7;
  const season = rawSeason.map((v) => v / meanSeason);
  const noise = uniform(random, 0.08, 0.3);
  const countNoise = random() < 0.2;
  const count = 2 + Math.floor(random() * 3);
  const pool = [...CHANNELS];
  const channels: SimulatedChannel[] = [];
  for (let c = 0; c < count; c += 1) {
    const channel = pool.splice(Math.floor(random() * pool.length), 1)[0] as Channel;
    const typical = logUniform(random, 20, 2000);
    const shape = uniform(random, 0.8, 2.8);
    const halfSaturation = typical * logUniform(random, 0.4, 4);
    const carryOver = random() < 0.5 ? 0 : uniform(random, 0.1, 0.6);
    const roasAtTypical = uniform(random, 0.8, 5);
    const family = options.family ?? 'hill';
    const unit = { family, ceiling: 1, halfSaturation, shape, carryOver };
    const truth = { ...unit, ceiling: (roasAtTypical * typical) / trueRevenue(unit, typical) };
    const spend = spendHistory(random, history, typical, days, options.deliveryNoise ?? [0.03, 0.12]);
    const orderValue = uniform(random, 20, 200);
    let stock = spend[0] ?? 0;
    const revenue = spend.map((x, t) => {
      stock = (1 - carryOver) * x + carryOver * stock;
      const mean = trueRevenue(truth, stock) * (season[weekdays[t] as number] as number);
      if (countNoise) return Math.round(poisson(random, mean / orderValue) * orderValue * 100) / 100;
      return Math.round(mean * Math.exp(noise * normal(random) - (noise * noise) / 2) * 100) / 100;
    });
    channels.push({ channel, truth, spend, revenue });
  }
  return { id: `sim-${seed}`, history, dates, weekdays, channels };
}
