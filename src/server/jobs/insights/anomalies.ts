import {
  type BaselineDays,
  binomialDevianceZ,
  expectedRatio,
  fitLogBaseline,
  median,
  normalQuantile,
  poissonDevianceZ,
  stouffer,
  tToZ,
  twoSidedP,
} from './stats';
import {
  type CampaignData,
  type DayTotals,
  type EngineContext,
  type Finding,
  findingConfidence,
  impactFor,
  money,
  round2,
  round4,
  type Series,
  shortDate,
  sumDays,
} from './types';

/**
 * Anomaly detector (docs/ai.md): every day of the last WINDOW_DAYS complete days, for the campaign as a whole and
 * for each channel, on eight metrics, against a robust weekday-aware baseline of the BASELINE_DAYS before that day;
 * delivery stops; consecutive days pointing the same way grouped into episodes; the many tests controlled so that
 * a clean campaign alarms with probability about ALPHA over the whole window.
 */

export const WINDOW_DAYS = 28;
export const BASELINE_DAYS = 28;
/** Fewer days than this before a day and the day is not tested. */
export const MIN_BASELINE_DAYS = 7;
/** Chance that a clean campaign raises any anomaly over the window (Bonferroni over every test in it). */
export const ALPHA = 0.01;
/** A day joins (or continues) an episode when its score points the same way at least this far. */
export const Z_RUN = 1.5;
/** Correlation allowed between consecutive days' scores (they share most of their baseline). */
export const RHO = 0.1;
/** At most this many days of an episode in progress are left out of the baseline (a lasting shift becomes normal). */
export const MAX_EXCLUDED_DAYS = 7;
/** Changes smaller than this (relative to expected) are not worth an alarm however certain. */
export const MIN_CHANGE = 0.05;
/**
 * Weekday offsets are estimated only where a weekday's few days carry enough counts (median per day): on a series
 * with a handful of conversions a day, seven means of four days each are mostly noise, and a spuriously low weekday
 * turns an ordinary day into an alarm.
 */
export const MIN_COUNT_FOR_WEEKDAYS = 10;
/** Floor on the log-scale noise of money metrics (a fixed daily budget has almost none). */
const LOG_SCALE_FLOOR = 0.02;
/** Delivery stop: a steady series (delivering on this share of baseline days) drops below this share of expected. */
const STEADY_SHARE = 0.8;
const STOP_SHARE = 0.1;

export const ANOMALY_METRICS = [
  'impressions',
  'clicks',
  'spend',
  'ctr',
  'conversionRate',
  'cpa',
  'revenue',
  'roas',
] as const;
export type AnomalyMetric = (typeof ANOMALY_METRICS)[number];
type Volume = 'impressions' | 'clicks' | 'conversions' | 'spend';

/** Minimum volume per day (median over the baseline) below which a metric is not tested. */
export const MINIMUM_VOLUME: Record<Volume, number> = {
  impressions: 100,
  clicks: 20,
  conversions: 5,
  spend: 5,
};

export type Family = 'volume' | 'ctr' | 'conversion' | 'value';
interface MetricSpec {
  label: string;
  family: Family;
  volume: Volume;
  /** cpa rising is conversion getting worse: its direction is flipped when grouping a family. */
  inverse?: boolean;
  unit: 'count' | 'money' | 'percent' | 'ratio';
}
export const METRICS: Record<AnomalyMetric, MetricSpec> = {
  impressions: { label: 'Impressions', family: 'volume', volume: 'impressions', unit: 'count' },
  clicks: { label: 'Clicks', family: 'volume', volume: 'clicks', unit: 'count' },
  spend: { label: 'Spend', family: 'volume', volume: 'spend', unit: 'money' },
  ctr: { label: 'CTR', family: 'ctr', volume: 'clicks', unit: 'percent' },
  conversionRate: { label: 'Conversion rate', family: 'conversion', volume: 'conversions', unit: 'percent' },
  cpa: { label: 'CPA', family: 'conversion', volume: 'conversions', inverse: true, unit: 'money' },
  revenue: { label: 'Revenue', family: 'value', volume: 'conversions', unit: 'money' },
  roas: { label: 'ROAS', family: 'value', volume: 'conversions', unit: 'ratio' },
};

/** One tested day of one metric on one series. */
interface DayTest {
  z: number;
  observed: number;
  expected: number;
  /** Weight for pooling an episode's days (trials for rates, conversions for CPA, spend for ROAS, else 1). */
  weight: number;
  /** Money at stake that day. */
  atStake: number;
  baselineDays: number;
  stopped?: boolean;
}

export interface Episode {
  channel: string | null;
  metric: AnomalyMetric;
  direction: 'up' | 'down';
  first: number;
  last: number;
  days: DayTest[];
  pValue: number;
  /** The per-test threshold that applied (for the confidence). */
  tests: number;
  stopped: boolean;
  ended: boolean;
  related: AnomalyMetric[];
}

export interface AnomalyResult {
  episodes: Episode[];
  /** Metrics of the campaign as a whole not tested on the last examined day for lack of volume. */
  lowVolume: { metric: AnomalyMetric; volume: Volume; perDay: number }[];
}

interface UnitEconomics {
  costPerImpression: number;
  costPerClick: number;
  valuePerConversion: number;
}

function economics(series: Series): UnitEconomics {
  const t = sumDays(series, 0, series.days.length - 1);
  const cpa = t.conversions ? t.spend / t.conversions : 0;
  return {
    costPerImpression: t.impressions ? t.spend / t.impressions : 0,
    costPerClick: t.clicks ? t.spend / t.clicks : 0,
    valuePerConversion: t.conversions ? (t.revenue > 0 ? t.revenue / t.conversions : cpa) : 0,
  };
}

const volumeOf = (d: DayTotals, v: Volume) => d[v];

function testCount(
  values: number[],
  days: BaselineDays,
  observed: number,
): { z: number; expected: number } | null {
  const fit = fitLogBaseline(
    values.map((v) => Math.log(v + 0.5)),
    days,
    { weekdays: median(values) >= MIN_COUNT_FOR_WEEKDAYS },
  );
  if (!fit) return null;
  const expected = Math.max(0.5, expectedRatio(fit, values, null));
  // Overdispersion from the baseline's log-scale spread (var(log x) ≈ φ/μ), never below Poisson.
  const phi = Math.max(1, fit.scale ** 2 * expected);
  const raw = poissonDevianceZ(observed, expected) / Math.sqrt(phi * fit.predictionFactor);
  return { z: phi > 1 ? tToZ(raw, fit.df) : raw, expected };
}

/** The baseline days for which `keep` holds. */
function subset(days: BaselineDays, keep: boolean[]): BaselineDays {
  return {
    weekdays: days.weekdays.filter((_, i) => keep[i]),
    positions: days.positions.filter((_, i) => keep[i]),
    target: days.target,
  };
}

function testRate(
  successes: number[],
  trials: number[],
  days: BaselineDays,
  k: number,
  n: number,
): { z: number; expected: number } | null {
  const keep = trials.map((t) => t > 0);
  const ts = trials.filter((_, i) => keep[i]);
  if (ts.length < MIN_BASELINE_DAYS || n <= 0) return null;
  const ks = successes.filter((_, i) => keep[i]);
  const typical = median(ts);
  const offset = 0.5 / typical;
  const fit = fitLogBaseline(
    ks.map((s, i) => Math.log(s / (ts[i] as number) + offset)),
    subset(days, keep),
    { weekdays: median(ks) >= MIN_COUNT_FOR_WEEKDAYS },
  );
  if (!fit) return null;
  const rate = Math.min(0.999, Math.max(1e-6, expectedRatio(fit, ks, ts)));
  const phi = Math.max(1, (fit.scale ** 2 * typical * rate) / (1 - rate));
  const raw = binomialDevianceZ(k, n, rate) / Math.sqrt(phi * fit.predictionFactor);
  return { z: phi > 1 ? tToZ(raw, fit.df) : raw, expected: rate };
}

function testMoney(
  values: number[],
  days: BaselineDays,
  observed: number,
  offsetShare: number,
): { z: number; expected: number } | null {
  if (values.length < MIN_BASELINE_DAYS) return null;
  const typical = median(values);
  if (!(typical > 0)) return null;
  const offset = offsetShare * typical;
  const fit = fitLogBaseline(
    values.map((v) => Math.log(v + offset)),
    days,
  );
  if (!fit) return null;
  const scale = Math.max(fit.scale, LOG_SCALE_FLOOR);
  const t = (Math.log(observed + offset) - fit.predicted) / (scale * Math.sqrt(fit.predictionFactor));
  return { z: tToZ(t, fit.df), expected: Math.max(0, Math.exp(fit.predicted) - offset) };
}

/** Tests one metric on one day of a series; null when the day cannot be tested (volume, history). */
function testDay(
  series: Series,
  metric: AnomalyMetric,
  t: number,
  ctx: EngineContext,
  unit: UnitEconomics,
  exclude: number,
): DayTest | 'low-volume' | null {
  // The days of the episode in progress are left out: an anomaly must not become its own baseline.
  const until = t - exclude;
  const from = Math.max(series.start, until - BASELINE_DAYS);
  if (until - from < MIN_BASELINE_DAYS) return null;
  const base = series.days.slice(from, until);
  const days: BaselineDays = {
    weekdays: ctx.weekdays.slice(from, until),
    positions: base.map((_, i) => from + i),
    target: { weekday: ctx.weekdays[t] as number, position: t },
  };
  const spec = METRICS[metric];
  if (median(base.map((d) => volumeOf(d, spec.volume))) < MINIMUM_VOLUME[spec.volume]) return 'low-volume';
  const day = series.days[t] as DayTotals;
  const baselineDays = base.length;
  switch (metric) {
    case 'impressions':
    case 'clicks': {
      const r = testCount(
        base.map((d) => d[metric]),
        days,
        day[metric],
      );
      if (!r) return null;
      const cost = metric === 'impressions' ? unit.costPerImpression : unit.costPerClick;
      return {
        z: r.z,
        observed: day[metric],
        expected: r.expected,
        weight: 1,
        atStake: Math.abs(day[metric] - r.expected) * cost,
        baselineDays,
      };
    }
    case 'spend': {
      const r = testMoney(
        base.map((d) => d.spend),
        days,
        day.spend,
        0.05,
      );
      if (!r) return null;
      return {
        z: r.z,
        observed: day.spend,
        expected: r.expected,
        weight: 1,
        atStake: Math.abs(day.spend - r.expected),
        baselineDays,
      };
    }
    case 'ctr':
    case 'conversionRate': {
      const [num, den] =
        metric === 'ctr' ? (['clicks', 'impressions'] as const) : (['conversions', 'clicks'] as const);
      const r = testRate(
        base.map((d) => d[num]),
        base.map((d) => d[den]),
        days,
        day[num],
        day[den],
      );
      if (!r) return null;
      const value = metric === 'ctr' ? unit.costPerClick : unit.valuePerConversion;
      return {
        z: r.z,
        observed: (day[num] / day[den]) * 100,
        expected: r.expected * 100,
        weight: day[den],
        atStake: Math.abs(day[num] - r.expected * day[den]) * value,
        baselineDays,
      };
    }
    case 'revenue':
    case 'cpa':
    case 'roas':
      return testConversionMoney(metric, base, days, day, baselineDays);
  }
}

/**
 * Revenue, CPA and ROAS move with conversions, a count: at low volume a day without conversions is ordinary, and a
 * log-scale test would call it a collapse. So each is tested as an overdispersed Poisson count — revenue in units
 * of the baseline's value per conversion, CPA as conversions given the day's spend, ROAS as revenue given the day's
 * spend — with the expected value from the robust weekday-aware baseline of the metric itself.
 */
function testConversionMoney(
  metric: 'revenue' | 'cpa' | 'roas',
  base: DayTotals[],
  days: BaselineDays,
  day: DayTotals,
  baselineDays: number,
): DayTest | null {
  const totals = base.reduce(
    (t, d) => ({ conversions: t.conversions + d.conversions, revenue: t.revenue + d.revenue }),
    { conversions: 0, revenue: 0 },
  );
  if (totals.conversions <= 0) return null;
  if (metric === 'revenue') {
    if (totals.revenue <= 0) return null;
    // Revenue as a pseudo-count of average conversions' worth.
    const perConversion = totals.revenue / totals.conversions;
    const r = testCount(
      base.map((d) => d.revenue / perConversion),
      days,
      day.revenue / perConversion,
    );
    if (!r) return null;
    const expected = r.expected * perConversion;
    return {
      z: r.z,
      observed: day.revenue,
      expected,
      weight: 1,
      atStake: Math.abs(day.revenue - expected),
      baselineDays,
    };
  }
  if (day.spend <= 0) return null;
  const keep = base.map((d) => d.spend > 0);
  const delivering = base.filter((_, i) => keep[i]);
  if (delivering.length < MIN_BASELINE_DAYS) return null;
  const perConversion = totals.revenue > 0 ? totals.revenue / totals.conversions : 0;
  if (metric === 'roas' && perConversion <= 0) return null;
  // Half a count keeps days without conversions finite (as for counts).
  const ratio = (d: DayTotals) =>
    metric === 'cpa' ? d.spend / (d.conversions + 0.5) : (d.revenue + 0.5 * perConversion) / d.spend;
  const fit = fitLogBaseline(
    delivering.map((d) => Math.log(ratio(d))),
    subset(days, keep),
    { weekdays: median(delivering.map((d) => d.conversions)) >= MIN_COUNT_FOR_WEEKDAYS },
  );
  if (!fit) return null;
  // The day's expected count (conversions, or revenue in conversions' worth) per dollar, times its spend. A CPA
  // fit is of dollars per conversion: its pattern applies inverted to conversions per dollar.
  const counts = delivering.map((d) => (metric === 'cpa' ? d.conversions : d.revenue / perConversion));
  const perDollar = expectedRatio(
    fit,
    counts,
    delivering.map((d) => d.spend),
    metric === 'cpa' ? -1 : 1,
  );
  const expectedCount = Math.max(0.5, perDollar * day.spend);
  const observedCount = metric === 'cpa' ? day.conversions : day.revenue / perConversion;
  const typical = median(counts);
  const phi = Math.max(1, fit.scale ** 2 * Math.max(typical, 0.5));
  const raw = poissonDevianceZ(observedCount, expectedCount) / Math.sqrt(phi * fit.predictionFactor);
  const z = phi > 1 ? tToZ(raw, fit.df) : raw;
  if (metric === 'cpa') {
    const observed = day.conversions > 0 ? day.spend / day.conversions : day.spend;
    const expected = day.spend / expectedCount;
    const weight = Math.max(day.conversions, 1);
    // Fewer conversions than expected is a higher CPA.
    return {
      z: -z,
      observed,
      expected,
      weight,
      atStake: Math.abs(observed - expected) * weight,
      baselineDays,
    };
  }
  const observed = day.revenue / day.spend;
  const expected = (expectedCount * perConversion) / day.spend;
  return {
    z,
    observed,
    expected,
    weight: day.spend,
    atStake: Math.abs(observed - expected) * day.spend,
    baselineDays,
  };
}

/** Days on which a steady series stopped delivering (spend and impressions under STOP_SHARE of expected). */
function isStopped(
  series: Series,
  t: number,
  exclude: number,
  spend: DayTest | null,
  impressions: DayTest | null,
): boolean {
  if (!spend || spend.expected < MINIMUM_VOLUME.spend || spend.z > -3) return false;
  const from = Math.max(series.start, t - exclude - BASELINE_DAYS);
  const base = series.days.slice(from, t - exclude);
  const delivering = base.filter((d) => d.spend > 0 && d.impressions > 0).length;
  if (delivering < STEADY_SHARE * base.length) return false;
  const day = series.days[t] as DayTotals;
  return (
    day.spend <= STOP_SHARE * spend.expected &&
    (!impressions || day.impressions <= STOP_SHARE * impressions.expected)
  );
}

/** The per-test two-sided level on a day with `tests` tests: ALPHA split over the window, the tests and 2 families. */
export function testLevel(tests: number): number {
  return ALPHA / (WINDOW_DAYS * Math.max(1, tests) * 2);
}
const thresholdCache = new Map<number, number>();
export function threshold(tests: number): number {
  let z = thresholdCache.get(tests);
  if (z === undefined) {
    z = -normalQuantile(testLevel(tests) / 2);
    thresholdCache.set(tests, z);
  }
  return z;
}

const relativeChange = (observed: number, expected: number) =>
  expected > 0 ? Math.abs(observed / expected - 1) : observed > 0 ? 1 : 0;

function pooled(days: DayTest[]) {
  const w = days.reduce((s, d) => s + d.weight, 0) || 1;
  return {
    observed: days.reduce((s, d) => s + d.observed * d.weight, 0) / w,
    expected: days.reduce((s, d) => s + d.expected * d.weight, 0) / w,
  };
}

/** Runs the tests of every series, metric and examined day of one campaign, and groups them into episodes. */
export function detectAnomalies(data: CampaignData, ctx: EngineContext): AnomalyResult {
  const n = ctx.dates.length;
  // tests[series][metric][day]
  const grid: (DayTest | null)[][][] = [];
  const testsPerDay = new Array<number>(n).fill(0);
  const lowVolume: AnomalyResult['lowVolume'] = [];
  data.series.forEach((series, si) => {
    const unit = economics(series);
    const perMetric: (DayTest | null)[][] = ANOMALY_METRICS.map(() =>
      new Array<DayTest | null>(n).fill(null),
    );
    // Length and direction of the run of days each metric is in (see testDay's `exclude`).
    const runLength = ANOMALY_METRICS.map(() => 0);
    const runSign = ANOMALY_METRICS.map(() => 0);
    for (let t = Math.max(ctx.windowStart, series.start); t <= series.end; t += 1) {
      ANOMALY_METRICS.forEach((metric, mi) => {
        const r = testDay(series, metric, t, ctx, unit, Math.min(runLength[mi] as number, MAX_EXCLUDED_DAYS));
        if (r === 'low-volume') {
          if (si === 0 && t === series.end && !lowVolume.some((l) => l.metric === metric)) {
            const from = Math.max(series.start, t - BASELINE_DAYS);
            const volume = METRICS[metric].volume;
            lowVolume.push({
              metric,
              volume,
              perDay: median(series.days.slice(from, t).map((d) => d[volume])),
            });
          }
          return;
        }
        (perMetric[mi] as (DayTest | null)[])[t] = r;
      });
      const spend = perMetric[2]?.[t] ?? null;
      const spendExcluded = Math.min(runLength[2] as number, MAX_EXCLUDED_DAYS);
      if (isStopped(series, t, spendExcluded, spend, perMetric[0]?.[t] ?? null) && spend) {
        // One finding for a stop: the other metrics of a series that delivered nothing say the same or nothing.
        spend.stopped = true;
        perMetric.forEach((list, mi) => {
          if (mi !== 2) list[t] = null;
        });
      }
      perMetric.forEach((list, mi) => {
        const day = list[t];
        if (day) testsPerDay[t] = (testsPerDay[t] as number) + 1;
        const sign =
          day && (day.stopped || Math.abs(day.z) >= Z_RUN) ? (day.stopped ? -1 : Math.sign(day.z)) : 0;
        runLength[mi] =
          sign !== 0 && sign === runSign[mi] ? (runLength[mi] as number) + 1 : sign !== 0 ? 1 : 0;
        runSign[mi] = sign;
      });
    }
    grid.push(perMetric);
  });

  const episodes: Episode[] = [];
  data.series.forEach((series, si) => {
    ANOMALY_METRICS.forEach((metric, mi) => {
      const days = grid[si]?.[mi] as (DayTest | null)[];
      let t = ctx.windowStart;
      while (t <= series.end) {
        const d = days[t];
        if (!d || (Math.abs(d.z) < Z_RUN && !d.stopped)) {
          t += 1;
          continue;
        }
        const sign = Math.sign(d.z);
        const stopped = Boolean(d.stopped);
        const first = t;
        let last = t;
        while (last + 1 <= series.end) {
          const next = days[last + 1];
          if (!next || Boolean(next.stopped) !== stopped) break;
          if (!stopped && (Math.sign(next.z) !== sign || Math.abs(next.z) < Z_RUN)) break;
          last += 1;
        }
        const run = days.slice(first, last + 1) as DayTest[];
        // Significant when a day alone passes its day's threshold, or the days so far do together (Stouffer).
        let best = 1;
        let significant = stopped;
        const scores: number[] = [];
        run.forEach((day, k) => {
          scores.push(day.z);
          const limit = threshold(testsPerDay[first + k] as number);
          const p = twoSidedP(day.z);
          if (p < best) best = p;
          if (Math.abs(day.z) >= limit && relativeChange(day.observed, day.expected) >= MIN_CHANGE)
            significant = true;
          if (scores.length > 1) {
            const combined = stouffer(scores, RHO);
            const pc = twoSidedP(combined);
            if (pc < best) best = pc;
            const sofar = pooled(run.slice(0, k + 1));
            // Each prefix of a run is one more look at the same days: the combined score pays for the run
            // lengths it could have had (Bonferroni over MAX_EXCLUDED_DAYS lengths).
            const combinedLimit = threshold((testsPerDay[first + k] as number) * MAX_EXCLUDED_DAYS);
            if (
              Math.abs(combined) >= combinedLimit &&
              relativeChange(sofar.observed, sofar.expected) >= MIN_CHANGE
            )
              significant = true;
          }
        });
        if (significant) {
          episodes.push({
            channel: series.channel,
            metric,
            direction: sign > 0 ? 'up' : 'down',
            first,
            last,
            days: run,
            pValue: best,
            tests: Math.max(...run.map((_, k) => testsPerDay[first + k] as number)),
            stopped,
            // Over when a later day was examined and was normal (or the series can no longer be examined).
            ended: last < series.end || series.end < n - 1,
            related: [],
          });
        }
        t = last + 1;
      }
    });
  });
  return { episodes, lowVolume };
}

const overlaps = (a: Episode, b: Episode) => a.first <= b.last && b.first <= a.last;
const familyDirection = (e: Episode) =>
  `${METRICS[e.metric].family}:${METRICS[e.metric].inverse ? (e.direction === 'up' ? 'down' : 'up') : e.direction}`;

/**
 * One underlying event shows in several related metrics and series: keep one insight per event and metric family
 * (docs/ai.md, "Episodes"). Within a series the strongest metric of a family stands for the others (listed as
 * related); across series a single channel's episode is kept over the campaign total it moved, and the campaign
 * total over several channels moving together. Episodes already written (`keep`) are never dropped.
 */
export function selectEpisodes(episodes: Episode[], keep: (e: Episode) => boolean): Episode[] {
  const byStrength = [...episodes].sort((a, b) => a.pValue - b.pValue);
  const kept: Episode[] = [];
  for (const e of byStrength) {
    const twin = kept.find(
      (k) => k.channel === e.channel && familyDirection(k) === familyDirection(e) && overlaps(k, e),
    );
    if (twin && !keep(e)) {
      if (!twin.related.includes(e.metric)) twin.related.push(e.metric);
      continue;
    }
    kept.push(e);
  }
  // A clicks change explained by a CTR change on the same days (impressions and spend steady) is the CTR change.
  const explained = kept.filter(
    (e) =>
      e.metric === 'clicks' &&
      !e.related.length &&
      !keep(e) &&
      kept.some(
        (c) => c.metric === 'ctr' && c.channel === e.channel && c.direction === e.direction && overlaps(c, e),
      ),
  );
  const result = kept.filter((e) => !explained.includes(e));
  const dropped = new Set<Episode>();
  for (const e of result) {
    if (dropped.has(e)) continue;
    const cluster = result.filter((o) => familyDirection(o) === familyDirection(e) && overlaps(o, e));
    const totals = cluster.filter((o) => o.channel === null);
    const channels = new Set(cluster.filter((o) => o.channel !== null).map((o) => o.channel));
    if (!totals.length) continue;
    if (channels.size === 1) for (const o of totals) dropped.add(o);
    else if (channels.size > 1) for (const o of cluster) if (o.channel !== null) dropped.add(o);
  }
  return result.filter((e) => !dropped.has(e) || keep(e));
}

function format(metric: AnomalyMetric, value: number): string {
  switch (METRICS[metric].unit) {
    case 'money':
      return value > 0 && value < 100 ? `$${value.toFixed(2)}` : money(value);
    case 'percent':
      return `${value < 1 ? value.toFixed(2) : value.toFixed(1)}%`;
    case 'ratio':
      return `${value.toFixed(2)}×`;
    default:
      return Math.round(value).toLocaleString('en-US');
  }
}

const ADVICE: Record<AnomalyMetric, { up: string; down: string }> = {
  impressions: {
    up: 'Check that bids and budgets changed on purpose.',
    down: 'Check budgets, bids, targeting and ad approvals.',
  },
  clicks: {
    up: 'Check that the traffic is genuine and converting.',
    down: 'Check delivery and the ads’ relevance.',
  },
  spend: {
    up: 'Check budgets and bids: spend is running ahead of its usual level.',
    down: 'Check budgets, payment method and ad approvals.',
  },
  ctr: {
    up: 'Find what changed in the ads or placements and do more of it.',
    down: 'Refresh the creative or review placements and targeting.',
  },
  conversionRate: {
    up: 'Find what changed (offer, landing page, audience) and consider more budget while it lasts.',
    down: 'Check the landing page, checkout and conversion tracking.',
  },
  cpa: {
    up: 'Each conversion costs more: check conversion tracking, bids and the landing page.',
    down: 'Conversions are cheaper than usual: consider more budget while it lasts.',
  },
  revenue: {
    up: 'Consider moving budget to this campaign while it lasts.',
    down: 'Check conversion tracking, prices and the checkout.',
  },
  roas: {
    up: 'Returns are above their usual level: consider more budget while it lasts.',
    down: 'Returns fell: check conversion value tracking and the offer.',
  },
};

/** Whether the change is bad news (and so needs someone's attention). */
function isAdverse(metric: AnomalyMetric, direction: 'up' | 'down'): boolean {
  if (metric === 'spend' || metric === 'cpa') return direction === 'up' || metric === 'spend';
  return direction === 'down';
}

/** Anomaly episodes as insight findings (evidence in `data`, docs/ai.md "Anomaly data"). */
export function anomalyFindings(data: CampaignData, ctx: EngineContext, episodes: Episode[]): Finding[] {
  const { campaign } = data;
  const budget = Number(campaign.budget);
  return episodes.map((e) => {
    const spec = METRICS[e.metric];
    const firstDate = ctx.dates[e.first] as string;
    const lastDate = ctx.dates[e.last] as string;
    const length = e.last - e.first + 1;
    const { observed, expected } = pooled(e.days);
    const atStake = e.days.reduce((s, d) => s + d.atStake, 0);
    const where = e.channel ? `${e.channel} — ${campaign.name}` : campaign.name;
    const span = length > 1 ? `, ${length} days` : '';
    const dates =
      length > 1 ? `from ${shortDate(firstDate)} to ${shortDate(lastDate)}` : `on ${shortDate(firstDate)}`;
    const average = length > 1 && spec.unit !== 'percent' && spec.unit !== 'ratio' ? ' a day' : '';
    const familyWide = e.related.length
      ? ` ${e.related.map((m) => METRICS[m].label.toLowerCase()).join(' and ')} moved with it.`
      : '';
    const chance =
      e.pValue < 1e-6
        ? 'less than one in a million'
        : `about 1 in ${Math.round(1 / e.pValue).toLocaleString('en-US')}`;
    const title = e.stopped
      ? `Delivery stopped on ${where}: ${format('spend', observed)} spend vs ${format('spend', expected)} expected${span}`
      : `${spec.label} ${e.direction === 'up' ? 'spike' : 'drop'} on ${where}: ${format(e.metric, observed)} vs ${format(e.metric, expected)} expected${span}`;
    const description = e.stopped
      ? `${e.channel ? `${e.channel} on ${campaign.name}` : campaign.name} delivered almost nothing ${dates} after steady delivery (about ${format('spend', expected)} a day expected). Check budgets, payment method, ad approvals and the campaign's status.`
      : `${spec.label}${e.channel ? ` on ${e.channel}` : ''} was ${format(e.metric, observed)}${average} ${dates}, against ${format(e.metric, expected)} expected from the previous ${e.days[0]?.baselineDays ?? BASELINE_DAYS} days (weekday-adjusted); the chance of a gap this large in normal delivery is ${chance}.${familyWide} ${ADVICE[e.metric][e.direction]}`;
    const familyP = Math.min(1, e.pValue * testsInWindow(e.tests));
    return {
      userId: campaign.userId,
      campaignId: campaign.id,
      kind: 'anomaly',
      fingerprint: `anomaly:${campaign.id}:${e.channel ?? 'all'}:${e.metric}:${e.direction}:${firstDate}`,
      identity: anomalyIdentity(campaign.id, e.channel, e.metric, e.direction),
      type: 'performance_alert',
      title,
      description,
      // How unlikely the episode is for a clean campaign over the whole window (Bonferroni-adjusted p-value).
      confidence: findingConfidence(e.stopped ? 0.99 : Math.max(0.5, 1 - familyP)),
      impact: impactFor(atStake, budget),
      actionRequired: e.stopped || isAdverse(e.metric, e.direction),
      firstDate,
      lastDate,
      ended: e.ended,
      data: {
        kind: 'anomaly',
        metric: e.metric,
        channel: e.channel,
        direction: e.direction,
        firstDate,
        lastDate,
        expected: round4(expected),
        observed: round4(observed),
        pValue: Number(e.pValue.toPrecision(3)),
        sampleSize: e.days[0]?.baselineDays ?? 0,
        ...(e.stopped ? { event: 'delivery_stopped' } : {}),
        ...(e.related.length ? { related: e.related } : {}),
        // The fields every insight's evidence shows (period, baseline → value, change).
        period: length > 1 ? `${firstDate}..${lastDate}` : firstDate,
        baseline: round2(expected),
        value: round2(observed),
        change: expected > 0 ? round2((observed / expected - 1) * 100) : 0,
        atStake: round2(atStake),
      },
    };
  });
}

/** Number of tests a campaign runs over the window at `perDay` tests a day (both families). */
export function testsInWindow(perDay: number): number {
  return WINDOW_DAYS * Math.max(1, perDay) * 2;
}

export function anomalyIdentity(
  campaignId: string,
  channel: string | null,
  metric: string,
  direction: string,
) {
  return `anomaly:${campaignId}:${channel ?? 'all'}:${metric}:${direction}`;
}
