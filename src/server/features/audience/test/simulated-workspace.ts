import {
  AUDIENCE_CHANNELS,
  type AudienceChannel,
  DEVICE_PREFERENCES,
  ENGAGEMENT_LEVELS,
  INTERESTS,
  LOCATIONS,
  SHOPPING_TIMES,
  type TargetAudience,
} from '../../../../shared/audience';
import { addDays } from '../../../../shared/dates';
import { OBJECTIVES } from '../../../../shared/objectives';
import type { Database } from '../../../db/client';
import { mulberry32 } from '../../../lib/random';
import { insertCampaign } from '../../campaigns';
import { type MetricWrite, writeMetrics } from '../../metrics';
import { type AudienceModelInput, campaignFactors, predictAudience } from '../audience.model';
import { CHANNEL_BENCHMARKS } from '../benchmarks';

/**
 * Simulated workspaces for the forecast calibration's tests and evaluation (bench/forecast-eval.ts; docs/ai.md
 * "Forecast calibration"). A workspace's true rates per channel are the benchmarks × factors drawn log-uniformly
 * from 0.3–3, independently per rate. A campaign's true rate on a channel is that × the audience model's own factors
 * for the campaign (locations, audience, objective, fatigue and saturation: campaignFactors) × a deviation of its
 * own (log-normal, `campaignSpread`). Each day's counts are drawn around them: clicks and conversions Poisson with
 * ±10 % daily wobble, order values spread as widely as their mean (a gamma sum).
 */

export type Rates = { cpm: number; ctr: number; conversionRate: number; orderValue: number };
export type TrueFactors = Record<AudienceChannel, Rates>;
const RATES = ['cpm', 'ctr', 'conversionRate', 'orderValue'] as const;

export type Random = () => number;

export const normal = (random: Random) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** Poisson: Knuth's product below 30, a rounded normal above. */
export function poisson(random: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k += 1;
  return k;
}

/** Gamma(shape, 1) by Marsaglia and Tsang (shape ≥ 1). */
function gamma(random: Random, shape: number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v **= 3;
    const u = random();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

/** A workspace's true factors on the benchmarks: log-uniform over `range` (default 0.3–3), per channel and rate. */
export function trueFactors(random: Random, range: [number, number] = [0.3, 3]): TrueFactors {
  const [low, high] = range.map(Math.log) as [number, number];
  const draw = () => Math.exp(low + (high - low) * random());
  return Object.fromEntries(
    AUDIENCE_CHANNELS.map((c) => [c, Object.fromEntries(RATES.map((r) => [r, draw()])) as Rates]),
  ) as TrueFactors;
}

/** The same factor on every rate of every channel (tests: a workspace whose rates are k × the benchmarks). */
export const uniformFactors = (rates: Partial<Rates>): TrueFactors =>
  Object.fromEntries(
    AUDIENCE_CHANNELS.map((c) => [c, { cpm: 1, ctr: 1, conversionRate: 1, orderValue: 1, ...rates }]),
  ) as TrueFactors;

/**
 * A team's audience habits: a couple of home locations and three interests, from which each of its campaigns picks
 * (teams keep selling to much the same people).
 */
export interface WorkspaceProfile {
  locations: string[];
  interests: string[];
}

export function workspaceProfile(random: Random): WorkspaceProfile {
  const pick = <T>(items: readonly T[], n: number) =>
    [...items].sort(() => random() - 0.5).slice(0, n) as string[];
  return { locations: pick(LOCATIONS, 1 + Math.floor(random() * 2)), interests: pick(INTERESTS, 3) };
}

/** A campaign brief from the profile: any objective and behaviour, a budget log-uniform over `budget`. */
export function briefFor(
  random: Random,
  profile: WorkspaceProfile,
  options: { startDate: string; days: number; budget?: [number, number] },
): AudienceModelInput {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const some = (items: string[]) => items.filter((_, i) => i === 0 || random() < 0.5);
  const [low, high] = options.budget ?? [2_000, 50_000];
  const ageMin = 18 + Math.floor(random() * 20);
  return {
    objective: pick(OBJECTIVES),
    budget: Math.round(low * (high / low) ** random()),
    startDate: options.startDate,
    endDate: addDays(options.startDate, options.days - 1),
    targetAudience: {
      demographics: {
        ageRange: [ageMin, Math.min(65, ageMin + 10 + Math.floor(random() * 30))],
        locations: some([...profile.locations].sort(() => random() - 0.5)),
        interests: some([...profile.interests].sort(() => random() - 0.5)),
      },
      behavioral: {
        engagementLevel: pick(ENGAGEMENT_LEVELS),
        devicePreference: pick(DEVICE_PREFERENCES),
        shoppingTimes: [pick(SHOPPING_TIMES)],
      },
    } as TargetAudience,
  };
}

/** One campaign's true rates per channel: benchmarks × workspace factors × model factors × its own deviation. */
export function campaignTruth(
  random: Random,
  brief: AudienceModelInput,
  factors: TrueFactors,
  campaignSpread: number,
): Record<AudienceChannel, Rates> {
  const terms = campaignFactors(brief);
  const own = () => Math.exp(campaignSpread * normal(random));
  return Object.fromEntries(
    AUDIENCE_CHANNELS.map((c) => {
      const bench = CHANNEL_BENCHMARKS[c];
      const f = factors[c];
      return [
        c,
        {
          cpm: bench.cpm * terms.cpmIndex * f.cpm * own(),
          ctr: bench.ctr * terms.ctr * f.ctr * own(),
          conversionRate: bench.conversionRate * terms.conversionRate * f.conversionRate * own(),
          orderValue: terms.orderValue * f.orderValue * own(),
        },
      ];
    }),
  ) as Record<AudienceChannel, Rates>;
}

/** Delivered figures of `impressions` at `rates` (one day of one channel, or a whole campaign's). */
export function deliver(random: Random, impressions: number, rates: Rates) {
  const wobble = () => Math.exp(0.1 * normal(random));
  const clicks = poisson(random, (impressions * rates.ctr * wobble()) / 100);
  const conversions = poisson(random, (clicks * rates.conversionRate * wobble()) / 100);
  const revenue = conversions > 0 ? rates.orderValue * gamma(random, conversions) : 0;
  return {
    impressions,
    clicks,
    conversions,
    spend: Math.round((impressions * rates.cpm * wobble()) / 10) / 100,
    revenue: Math.round(revenue * 100) / 100,
  };
}

/**
 * Daily rows of a campaign on every audience channel: impressions split by the model's mix for its objective with
 * LinkedIn given 15 % (so that every channel has history), the day's budget bought at the channels' true CPMs.
 */
export function historyRows(
  random: Random,
  campaignId: string,
  brief: AudienceModelInput,
  truth: Record<AudienceChannel, Rates>,
  days: number,
): MetricWrite[] {
  const mix = predictAudience(brief).assumptions.channelMix.filter((c) => c.channel !== 'LinkedIn');
  const total = mix.reduce((sum, c) => sum + c.share, 0);
  const shares = new Map<AudienceChannel, number>([
    ...mix.map((c) => [c.channel, (0.85 * c.share) / total] as const),
    ['LinkedIn', 0.15],
  ]);
  const cpm = [...shares].reduce((sum, [c, share]) => sum + share * truth[c].cpm, 0);
  const rows: MetricWrite[] = [];
  for (let day = 0; day < days; day += 1) {
    const impressions = ((brief.budget / days) * 1000 * Math.exp(0.15 * normal(random))) / cpm;
    for (const [channel, share] of shares) {
      const figures = deliver(random, Math.round(impressions * share), truth[channel]);
      if (figures.impressions > 0)
        rows.push({ campaignId, date: addDays(brief.startDate, day), channel, ...figures });
    }
  }
  return rows;
}

export interface HistoryCampaign {
  brief: AudienceModelInput;
  /** Stored without its audience, as an import creates campaigns. */
  imported: boolean;
  days: number;
}

/**
 * Writes campaigns and their delivery as a team's data arrives: the campaign through the campaigns feature, its
 * days through the one metrics writer (upsert, rollups, pacing; the insights engine is left out).
 */
export async function writeHistory(
  db: Database,
  userId: string,
  random: Random,
  factors: TrueFactors,
  history: HistoryCampaign[],
  options: { campaignSpread: number; name?: string },
): Promise<string[]> {
  const ids: string[] = [];
  const rows: MetricWrite[] = [];
  for (const [i, campaign] of history.entries()) {
    const { brief } = campaign;
    const row = await insertCampaign(db, {
      userId,
      name: `${options.name ?? 'History'} ${i + 1} ${random().toString(36).slice(2, 8)}`,
      objective: campaign.imported ? 'conversion' : brief.objective,
      budget: brief.budget.toFixed(2),
      startDate: brief.startDate,
      endDate: brief.endDate,
      status: 'completed',
      targetAudience: campaign.imported ? null : brief.targetAudience,
      dataSource: campaign.imported ? 'imported' : 'demo',
    });
    ids.push(row.id);
    const truth = campaignTruth(random, brief, factors, options.campaignSpread);
    rows.push(...historyRows(random, row.id, brief, truth, campaign.days));
  }
  const last =
    rows
      .map((r) => r.date)
      .sort()
      .at(-1) ??
    history[0]?.brief.startDate ??
    '2027-01-01';
  await writeMetrics({ db, timeZone: 'UTC', now: new Date(`${addDays(last, 1)}T12:00:00Z`) }, rows, {
    runEngine: false,
  });
  return ids;
}

/**
 * What a new campaign really delivers: its budget over the model's impression mix at its true rates (the
 * workspace's, its audience's and its own), counts drawn around them.
 */
export function simulatedActuals(
  random: Random,
  brief: AudienceModelInput,
  factors: TrueFactors,
  campaignSpread: number,
) {
  const truth = campaignTruth(random, brief, factors, campaignSpread);
  const mix = predictAudience(brief).assumptions.channelMix;
  const cpm = mix.reduce((sum, c) => sum + c.share * truth[c.channel].cpm, 0);
  const impressions = (brief.budget * 1000) / cpm;
  const totals = { impressions: 0, clicks: 0, conversions: 0, spend: 0, revenue: 0 };
  for (const { channel, share } of mix) {
    const figures = deliver(random, Math.round(impressions * share), truth[channel]);
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += figures[key];
  }
  return totals;
}

export { mulberry32 };
