import { inArray } from 'drizzle-orm';
import { CHANNELS, type Channel } from '../../../shared/analytics';
import { addDays } from '../../../shared/dates';
import type { Database } from '../../db/client';
import { aiInsights, campaigns, users } from '../../db/schema';
import { type MetricWrite, writeMetrics } from '../../features/metrics';
import { runInsightsEngine } from '../insights-engine';
import { CHANNEL_BENCHMARKS } from '../metrics-simulator';
import { MINIMUM_VOLUME, WINDOW_DAYS } from './anomalies';

/**
 * The insights engine's evaluation (bench/insights-eval.ts, and a fixed-seed test): simulated campaigns with
 * realistic volume spread, weekly seasonality, a trend and overdispersed noise; anomalies planted in about half of
 * them; the data written through the real metrics writer into a migrated database; the real engine run as in
 * production (once, as of the day after the data ends) and replayed day by day; then detection and false alarms
 * scored. docs/ai.md describes the method and the figures.
 */

export const PLANT_TYPES = [
  'spend_spike',
  'spend_drop',
  'ctr_spike',
  'ctr_drop',
  'cvr_spike',
  'cvr_drop',
  'revenue_spike',
  'revenue_drop',
  'delivery_stop',
] as const;
export type PlantType = (typeof PLANT_TYPES)[number];

export interface Plant {
  type: PlantType;
  /** The one channel it was planted on, or null for all channels. */
  channel: string | null;
  firstDate: string;
  lastDate: string;
  /** Size in standard deviations of the series' daily values over the 28 days before (see `sigmaOf`). */
  sigmas: number;
  /** Multiplier applied to the planted quantity (0 for a delivery stop). */
  factor: number;
  /** The target series is below the engine's minimum volume for that metric: an 'insufficient data' case. */
  belowMinimum: boolean;
}

interface SimChannel {
  name: Channel;
  share: number;
  cpc: number;
  ctr: number;
  cvr: number;
  orderValue: number;
  ctrNoise: number;
  cvrNoise: number;
}

export interface SimCampaign {
  name: string;
  dailySpend: number;
  channels: SimChannel[];
  seasonality: number[];
  trend: number;
  spendNoise: number;
  plant: Plant | null;
  /** Stopped days are written as zero rows, or left out (both happen with real exports). */
  stopAsMissing: boolean;
}

export interface SimRow extends Omit<MetricWrite, 'campaignId'> {
  campaign: number;
}

export interface Simulation {
  seed: number;
  firstDate: string;
  endDate: string;
  campaigns: SimCampaign[];
  rows: SimRow[];
}

/** Small fast seeded generator (mulberry32). */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => {
    const u = Math.max(next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  const poisson = (mean: number) => {
    if (mean <= 0) return 0;
    if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = next();
    while (p > limit) {
      k += 1;
      p *= next();
    }
    return k;
  };
  return { next, normal, poisson, uniform: (lo: number, hi: number) => lo + (hi - lo) * next() };
}

/** Combines numbers into a well-mixed 32-bit seed (murmur3's finalizer after each part). */
function mix(...parts: number[]): number {
  let h = 0x12345;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x9e3779b1) >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** Weekday shape of demand (Sunday first): weekends lower, mid-week higher. */
const WEEK_SHAPE = [-0.55, 0.2, 0.35, 0.3, 0.2, 0.05, -0.6];

function makeCampaign(seed: number, index: number): SimCampaign {
  const r = generator(mix(seed, index, 1));
  const dailySpend = Math.min(5000, Math.max(20, Math.exp(Math.log(300) + 1.2 * r.normal())));
  const count = 1 + Math.floor(r.next() * 4);
  const pool = [...CHANNELS];
  const channels: SimChannel[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = pool.splice(Math.floor(r.next() * pool.length), 1)[0] as Channel;
    const bench = CHANNEL_BENCHMARKS[name];
    channels.push({
      name,
      share: r.uniform(0.3, 1),
      cpc: bench.cpc * Math.exp(0.3 * r.normal()),
      ctr: bench.ctr * Math.exp(0.3 * r.normal()),
      cvr: Math.min(0.3, bench.cvr * 1.5 * Math.exp(0.3 * r.normal())),
      orderValue: r.uniform(30, 200),
      ctrNoise: r.uniform(0.03, 0.12),
      cvrNoise: r.uniform(0.05, 0.15),
    });
  }
  const sum = channels.reduce((s, c) => s + c.share, 0);
  for (const c of channels) c.share /= sum;
  const amplitude = r.uniform(0.05, 0.35);
  return {
    name: `Eval ${String(index + 1).padStart(3, '0')}`,
    dailySpend,
    channels,
    seasonality: WEEK_SHAPE.map((s) => amplitude * (s + 0.1 * r.normal())),
    trend: r.uniform(-0.2, 0.2),
    spendNoise: r.uniform(0.05, 0.2),
    plant: null,
    stopAsMissing: r.next() < 0.5,
  };
}

interface Shock {
  spend: number;
  ctr: number;
  cvr: number;
  orderValue: number;
  stop: boolean;
}
const NO_SHOCK: Shock = { spend: 1, ctr: 1, cvr: 1, orderValue: 1, stop: false };

function shockFor(plant: Plant | null, channel: string, date: string): Shock {
  if (!plant || date < plant.firstDate || date > plant.lastDate) return NO_SHOCK;
  if (plant.channel && plant.channel !== channel) return NO_SHOCK;
  const f = plant.factor;
  switch (plant.type) {
    case 'spend_spike':
    case 'spend_drop':
      return { ...NO_SHOCK, spend: f };
    case 'ctr_spike':
    case 'ctr_drop':
      return { ...NO_SHOCK, ctr: f };
    case 'cvr_spike':
    case 'cvr_drop':
      return { ...NO_SHOCK, cvr: f };
    case 'revenue_spike':
    case 'revenue_drop':
      return { ...NO_SHOCK, orderValue: f };
    case 'delivery_stop':
      return { ...NO_SHOCK, stop: true };
  }
}

/** One day on one channel. Each (campaign, channel, day) has its own random stream: a shock changes only its day. */
function simulateDay(
  seed: number,
  index: number,
  campaign: SimCampaign,
  ci: number,
  day: number,
  days: number,
  date: string,
): SimRow | null {
  const c = campaign.channels[ci] as SimChannel;
  const shock = shockFor(campaign.plant, c.name, date);
  const r = generator(mix(seed, index, 2, ci, day));
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const seasonal = Math.exp((campaign.seasonality[weekday] as number) + campaign.trend * (day / days - 0.5));
  const spend =
    campaign.dailySpend * c.share * seasonal * Math.exp(campaign.spendNoise * r.normal()) * shock.spend;
  // Impressions follow spend at the channel's CPM; clicks and conversions are overdispersed Poisson draws.
  const impressions = Math.round((spend / (c.cpc * c.ctr)) * Math.exp(0.05 * r.normal()));
  const clicks = Math.min(
    impressions,
    r.poisson(impressions * c.ctr * Math.exp(c.ctrNoise * r.normal()) * shock.ctr),
  );
  const conversions = Math.min(
    clicks,
    r.poisson(clicks * c.cvr * Math.exp(c.cvrNoise * r.normal()) * shock.cvr),
  );
  const revenue =
    conversions *
    c.orderValue *
    Math.exp((0.4 / Math.sqrt(Math.max(conversions, 1))) * r.normal()) *
    shock.orderValue;
  if (shock.stop) {
    if (campaign.stopAsMissing) return null;
    return {
      campaign: index,
      date,
      channel: c.name,
      impressions: 0,
      clicks: 0,
      conversions: 0,
      spend: 0,
      revenue: 0,
    };
  }
  return {
    campaign: index,
    date,
    channel: c.name,
    impressions,
    clicks,
    conversions,
    spend: Math.round(spend * 100) / 100,
    revenue: Math.round(revenue * 100) / 100,
  };
}

function simulateCampaign(
  seed: number,
  index: number,
  campaign: SimCampaign,
  firstDate: string,
  days: number,
) {
  const rows: SimRow[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(firstDate, day);
    campaign.channels.forEach((_, ci) => {
      const row = simulateDay(seed, index, campaign, ci, day, days, date);
      if (row) rows.push(row);
    });
  }
  return rows;
}

type Quantity = 'spend' | 'ctr' | 'cvr' | 'revenue';
const QUANTITY: Record<PlantType, Quantity> = {
  spend_spike: 'spend',
  spend_drop: 'spend',
  ctr_spike: 'ctr',
  ctr_drop: 'ctr',
  cvr_spike: 'cvr',
  cvr_drop: 'cvr',
  revenue_spike: 'revenue',
  revenue_drop: 'revenue',
  delivery_stop: 'spend',
};

/**
 * The planted size's unit: the standard deviation of the target series' daily values (spend, CTR, conversion rate
 * or revenue; the channel's series when planted on one channel, the campaign total when on all) over the 28 clean
 * days before the anomaly — the plain day-to-day spread a marketer sees, weekly pattern included.
 */
export function sigmaOf(rows: SimRow[], quantity: Quantity) {
  const byDate = new Map<
    string,
    { impressions: number; clicks: number; conversions: number; spend: number; revenue: number }
  >();
  for (const r of rows) {
    const d = byDate.get(r.date) ?? { impressions: 0, clicks: 0, conversions: 0, spend: 0, revenue: 0 };
    d.impressions += r.impressions;
    d.clicks += r.clicks;
    d.conversions += r.conversions;
    d.spend += r.spend;
    d.revenue += r.revenue;
    byDate.set(r.date, d);
  }
  const days = [...byDate.values()];
  const values = days
    .map((d) =>
      quantity === 'spend'
        ? d.spend
        : quantity === 'revenue'
          ? d.revenue
          : quantity === 'ctr'
            ? d.impressions
              ? d.clicks / d.impressions
              : Number.NaN
            : d.clicks
              ? d.conversions / d.clicks
              : Number.NaN,
    )
    .filter((v) => Number.isFinite(v));
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1));
  const med = (k: keyof (typeof days)[number]) => {
    const sorted = days.map((d) => d[k]).sort((a, b) => a - b);
    return sorted[sorted.length >> 1] ?? 0;
  };
  return {
    mean,
    sd,
    medians: {
      impressions: med('impressions'),
      clicks: med('clicks'),
      conversions: med('conversions'),
      spend: med('spend'),
    },
  };
}

function hasVolume(type: PlantType, medians: ReturnType<typeof sigmaOf>['medians']): boolean {
  const q = QUANTITY[type];
  if (q === 'spend')
    return medians.spend >= MINIMUM_VOLUME.spend && medians.impressions >= MINIMUM_VOLUME.impressions;
  if (q === 'ctr') return medians.clicks >= MINIMUM_VOLUME.clicks;
  return medians.conversions >= MINIMUM_VOLUME.conversions;
}

export function simulate(options: {
  seed: number;
  campaigns: number;
  days?: number;
  endDate?: string;
}): Simulation {
  const days = options.days ?? 60;
  const endDate = options.endDate ?? '2026-03-31';
  const firstDate = addDays(endDate, -(days - 1));
  const { seed } = options;
  const list: SimCampaign[] = [];
  const rows: SimRow[] = [];
  for (let index = 0; index < options.campaigns; index += 1) {
    const campaign = makeCampaign(seed, index);
    let clean = simulateCampaign(seed, index, campaign, firstDate, days);
    const r = generator(mix(seed, index, 3));
    if (r.next() < 0.5) {
      let type = PLANT_TYPES[Math.floor(r.next() * PLANT_TYPES.length)] as PlantType;
      const oneChannel = campaign.channels.length > 1 && r.next() < 0.5;
      let channel: string | null = oneChannel
        ? (campaign.channels[Math.floor(r.next() * campaign.channels.length)] as SimChannel).name
        : null;
      const duration = 1 + Math.floor(r.next() * 7);
      const start = days - WINDOW_DAYS + Math.floor(r.next() * (WINDOW_DAYS - duration + 1));
      let sigmas = 3 * 4 ** r.next();
      const before = (ch: string | null) =>
        clean.filter(
          (row) =>
            (ch === null || row.channel === ch) &&
            row.date >= addDays(firstDate, start - 28) &&
            row.date < addDays(firstDate, start),
        );
      let stats = sigmaOf(before(channel), QUANTITY[type]);
      // Where the channel is too small for the metric, plant on the whole campaign; if that is too small too, the
      // engine can only answer 'insufficient data' (counted apart).
      if (!hasVolume(type, stats.medians) && channel) {
        channel = null;
        stats = sigmaOf(before(null), QUANTITY[type]);
      }
      const belowMinimum = !hasVolume(type, stats.medians);
      let factor: number;
      if (type === 'delivery_stop') {
        factor = 0;
        sigmas = stats.sd > 0 ? stats.mean / stats.sd : 0;
      } else {
        const relative = stats.mean > 0 ? (sigmas * stats.sd) / stats.mean : 0;
        if (type.endsWith('_drop') && 1 - relative < 0.05) {
          // A drop this many SDs would go below zero: the deepest drop (to 5 %) if that is still ≥ 3 SDs, else a spike.
          const deepest = stats.sd > 0 ? (0.95 * stats.mean) / stats.sd : 0;
          if (deepest >= 3) {
            sigmas = deepest;
            factor = 0.05;
          } else {
            type = type.replace('_drop', '_spike') as PlantType;
            factor = 1 + relative;
          }
        } else factor = type.endsWith('_drop') ? 1 - relative : 1 + relative;
      }
      campaign.plant = {
        type,
        channel,
        firstDate: addDays(firstDate, start),
        lastDate: addDays(firstDate, start + duration - 1),
        sigmas,
        factor,
        belowMinimum,
      };
      clean = simulateCampaign(seed, index, campaign, firstDate, days);
    }
    list.push(campaign);
    rows.push(...clean);
  }
  return { seed, firstDate, endDate, campaigns: list, rows };
}

/** Writes the simulation through the real metrics writer (campaigns created as imported ones are). */
export async function loadSimulation(
  db: Database,
  sim: Simulation,
  options: { timeZone?: string; runEngine?: boolean } = {},
) {
  const [owner] = await db
    .insert(users)
    .values({
      username: `eval-${sim.seed}-${Date.now()}`,
      email: `eval-${sim.seed}-${Date.now()}@example.com`,
      firstName: 'Eval',
      lastName: 'Owner',
      role: 'marketing_manager',
    })
    .returning({ id: users.id });
  const created = await db
    .insert(campaigns)
    .values(
      sim.campaigns.map((c) => ({
        userId: owner?.id as string,
        name: c.name,
        objective: 'conversion',
        budget: ((c.dailySpend * 90) / 0.7).toFixed(2),
        startDate: sim.firstDate,
        endDate: addDays(sim.endDate, 30),
        status: 'active',
        dataSource: 'imported',
      })),
    )
    .returning({ id: campaigns.id, name: campaigns.name });
  const idOf = new Map(created.map((c) => [c.name, c.id]));
  const ids = sim.campaigns.map((c) => idOf.get(c.name) as string);
  const writes: MetricWrite[] = sim.rows.map(({ campaign, ...row }) => ({
    ...row,
    campaignId: ids[campaign] as string,
  }));
  const result = await writeMetrics(
    { db, timeZone: options.timeZone ?? 'UTC', now: dayAfter(sim.endDate) },
    writes,
    { runEngine: options.runEngine ?? true },
  );
  return { ids, result };
}

export const dayAfter = (date: string) => new Date(`${addDays(date, 1)}T12:00:00Z`);

export interface StoredAnomaly {
  campaignId: string | null;
  metric: string;
  channel: string | null;
  direction: string;
  firstDate: string;
  lastDate: string;
}

export async function anomaliesOf(db: Database, ids: string[]): Promise<StoredAnomaly[]> {
  const rows = await db
    .select({ campaignId: aiInsights.campaignId, kind: aiInsights.kind, data: aiInsights.data })
    .from(aiInsights)
    .where(inArray(aiInsights.campaignId, ids));
  return rows
    .filter((r) => r.kind === 'anomaly')
    .map((r) => {
      const d = r.data as Record<string, string | null>;
      return {
        campaignId: r.campaignId,
        metric: String(d.metric),
        channel: d.channel ?? null,
        direction: String(d.direction),
        firstDate: String(d.firstDate),
        lastDate: String(d.lastDate),
      };
    });
}

/** Metrics that count as finding a planted anomaly of each type, with the direction they must move in. */
const FAMILY: Record<PlantType, [string, 'up' | 'down'][]> = {
  spend_spike: [
    ['spend', 'up'],
    ['impressions', 'up'],
    ['clicks', 'up'],
  ],
  spend_drop: [
    ['spend', 'down'],
    ['impressions', 'down'],
    ['clicks', 'down'],
  ],
  ctr_spike: [['ctr', 'up']],
  ctr_drop: [['ctr', 'down']],
  cvr_spike: [
    ['conversionRate', 'up'],
    ['cpa', 'down'],
  ],
  cvr_drop: [
    ['conversionRate', 'down'],
    ['cpa', 'up'],
  ],
  revenue_spike: [
    ['revenue', 'up'],
    ['roas', 'up'],
  ],
  revenue_drop: [
    ['revenue', 'down'],
    ['roas', 'down'],
  ],
  delivery_stop: [
    ['spend', 'down'],
    ['impressions', 'down'],
    ['clicks', 'down'],
  ],
};

/**
 * Found (the rule): an anomaly insight, open or resolved, on the right campaign, in the metric family of
 * the planted change, with days overlapping the planted days. Strictly found: also the right direction and the
 * right channel (the channel planted on, or the whole campaign when planted on all channels or when the campaign
 * has one channel).
 */
export function matchPlant(plant: Plant, channels: number, found: StoredAnomaly[]) {
  const family = FAMILY[plant.type];
  const inFamily = found.filter(
    (a) =>
      family.some(([m]) => m === a.metric) && a.firstDate <= plant.lastDate && a.lastDate >= plant.firstDate,
  );
  const strict = inFamily.filter(
    (a) =>
      family.some(([m, dir]) => m === a.metric && dir === a.direction) &&
      (plant.channel === null || channels === 1 ? a.channel === null : a.channel === plant.channel),
  );
  return { found: inFamily.length > 0, strict: strict.length > 0 };
}

export interface EvalFigures {
  planted: number;
  found: number;
  strict: number;
  detection: number;
  strictDetection: number;
  clean: number;
  falseAlarms: number;
  falseAlarmRate: number;
  belowMinimum: { planted: number; found: number };
  byType: Record<string, { planted: number; found: number }>;
  bySize: Record<string, { planted: number; found: number }>;
  byDuration: Record<string, { planted: number; found: number }>;
  byScope: Record<string, { planted: number; found: number }>;
  insightsOnClean: number;
  insightsOnPlanted: number;
  /** Anomaly insights on clean campaigns by metric, scope (campaign or channel), direction and length. */
  falseAlarmsByKind: Record<string, number>;
}

const bucket = (sigmas: number) => (sigmas < 4 ? '3-4σ' : sigmas < 6 ? '4-6σ' : '>6σ');

export function score(sim: Simulation, ids: string[], found: StoredAnomaly[]): EvalFigures {
  const byCampaign = new Map<string, StoredAnomaly[]>();
  for (const a of found)
    if (a.campaignId) byCampaign.set(a.campaignId, [...(byCampaign.get(a.campaignId) ?? []), a]);
  const figures: EvalFigures = {
    planted: 0,
    found: 0,
    strict: 0,
    detection: 0,
    strictDetection: 0,
    clean: 0,
    falseAlarms: 0,
    falseAlarmRate: 0,
    belowMinimum: { planted: 0, found: 0 },
    byType: {},
    bySize: {},
    byDuration: {},
    byScope: {},
    insightsOnClean: 0,
    insightsOnPlanted: 0,
    falseAlarmsByKind: {},
  };
  const add = (table: Record<string, { planted: number; found: number }>, key: string, hit: boolean) => {
    const entry = table[key] ?? { planted: 0, found: 0 };
    entry.planted += 1;
    if (hit) entry.found += 1;
    table[key] = entry;
  };
  sim.campaigns.forEach((c, i) => {
    const mine = byCampaign.get(ids[i] as string) ?? [];
    if (!c.plant) {
      figures.clean += 1;
      figures.insightsOnClean += mine.length;
      if (mine.length) figures.falseAlarms += 1;
      for (const a of mine) {
        const days = Math.round((Date.parse(a.lastDate) - Date.parse(a.firstDate)) / 86_400_000) + 1;
        const key = `${a.metric} ${a.channel ? 'channel' : 'campaign'} ${a.direction} ${days === 1 ? '1 day' : 'run'}`;
        figures.falseAlarmsByKind[key] = (figures.falseAlarmsByKind[key] ?? 0) + 1;
      }
      return;
    }
    figures.insightsOnPlanted += mine.length;
    const m = matchPlant(c.plant, c.channels.length, mine);
    if (c.plant.belowMinimum) {
      figures.belowMinimum.planted += 1;
      if (m.found) figures.belowMinimum.found += 1;
      return;
    }
    figures.planted += 1;
    if (m.found) figures.found += 1;
    if (m.strict) figures.strict += 1;
    add(figures.byType, c.plant.type, m.found);
    add(figures.bySize, c.plant.type === 'delivery_stop' ? 'stop' : bucket(c.plant.sigmas), m.found);
    const days = Math.round((Date.parse(c.plant.lastDate) - Date.parse(c.plant.firstDate)) / 86_400_000) + 1;
    add(figures.byDuration, days === 1 ? '1 day' : days <= 3 ? '2-3 days' : '4-7 days', m.found);
    add(figures.byScope, c.plant.channel ? 'one channel' : 'all channels', m.found);
  });
  figures.detection = figures.planted ? figures.found / figures.planted : 1;
  figures.strictDetection = figures.planted ? figures.strict / figures.planted : 1;
  figures.falseAlarmRate = figures.clean ? figures.falseAlarms / figures.clean : 0;
  return figures;
}

export interface EvalReport {
  seed: number;
  campaigns: number;
  rows: number;
  single: EvalFigures;
  replay: EvalFigures;
  singleRunMs: number;
  replayRunMs: number[];
  sim: Simulation;
}

/**
 * The whole evaluation on a migrated database: load through the writer (which runs the engine as of the day after
 * the data ends: the single run), score; then clear the insights and replay the engine day by day over the last
 * `replayDays` days (each run sees the data up to its yesterday), score.
 */
export async function evaluate(
  db: Database,
  options: { seed: number; campaigns: number; days?: number; replayDays?: number },
): Promise<EvalReport> {
  const sim = simulate(options);
  const { ids } = await loadSimulation(db, sim, { runEngine: false });
  const t0 = performance.now();
  await runInsightsEngine({ db, timeZone: 'UTC', now: dayAfter(sim.endDate), campaignIds: ids });
  const singleRunMs = performance.now() - t0;
  const single = score(sim, ids, await anomaliesOf(db, ids));
  await db.delete(aiInsights).where(inArray(aiInsights.campaignId, ids));
  const replayRunMs: number[] = [];
  const replayDays = options.replayDays ?? 14;
  for (let k = replayDays - 1; k >= 0; k -= 1) {
    const t = performance.now();
    await runInsightsEngine({
      db,
      timeZone: 'UTC',
      now: dayAfter(addDays(sim.endDate, -k)),
      campaignIds: ids,
    });
    replayRunMs.push(performance.now() - t);
  }
  const replay = score(sim, ids, await anomaliesOf(db, ids));
  return {
    seed: options.seed,
    campaigns: options.campaigns,
    rows: sim.rows.length,
    single,
    replay,
    singleRunMs,
    replayRunMs,
    sim,
  };
}
