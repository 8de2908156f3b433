import {
  type AnomalyMetric,
  BASELINE_DAYS,
  type DayTest,
  METRICS,
  MIN_BASELINE_DAYS,
  MIN_COUNT_FOR_WEEKDAYS,
  MINIMUM_VOLUME,
} from './anomaly-settings';
import { tToZ } from './distributions';
import { type BaselineDays, expectedRatio, fitLogBaseline } from './log-baseline';
import { binomialDevianceZ, median, poissonDevianceZ } from './stats';
import { type DayTotals, type EngineContext, type Series, sumDays } from './types';

/**
 * The per-metric tests of the anomaly detector (docs/ai.md): one day of one metric on one series against the robust
 * weekday-aware baseline of the days before it — counts as overdispersed Poisson, rates as overdispersed binomial,
 * spend on the log scale, and the conversion-driven money metrics as counts.
 */

/** Floor on the log-scale noise of money metrics (a fixed daily budget has almost none). */
const LOG_SCALE_FLOOR = 0.02;

export interface UnitEconomics {
  costPerImpression: number;
  costPerClick: number;
  valuePerConversion: number;
}

/** The series' cost and value per unit over all its days, to put money on a count's or rate's change. */
export function economics(series: Series): UnitEconomics {
  const t = sumDays(series, 0, series.days.length - 1);
  const cpa = t.conversions ? t.spend / t.conversions : 0;
  return {
    costPerImpression: t.impressions ? t.spend / t.impressions : 0,
    costPerClick: t.clicks ? t.spend / t.clicks : 0,
    valuePerConversion: t.conversions ? (t.revenue > 0 ? t.revenue / t.conversions : cpa) : 0,
  };
}

/**
 * The baseline of one day: the days [from, until) of a series, their figures as columns. The metrics tested on the
 * same day with the same days left out share it, and with it the medians of its volumes.
 */
export interface BaselineWindow {
  from: number;
  until: number;
  days: BaselineDays;
  columns: Record<keyof DayTotals, Float64Array>;
  medians: Partial<Record<keyof DayTotals, number>>;
}

export function baselineWindow(series: Series, ctx: EngineContext, from: number, until: number, t: number) {
  const n = until - from;
  const columns = {
    impressions: new Float64Array(n),
    clicks: new Float64Array(n),
    conversions: new Float64Array(n),
    spend: new Float64Array(n),
    revenue: new Float64Array(n),
  };
  const positions = new Array<number>(n);
  for (let i = 0; i < n; i += 1) {
    const d = series.days[from + i] as DayTotals;
    columns.impressions[i] = d.impressions;
    columns.clicks[i] = d.clicks;
    columns.conversions[i] = d.conversions;
    columns.spend[i] = d.spend;
    columns.revenue[i] = d.revenue;
    positions[i] = from + i;
  }
  const days: BaselineDays = {
    weekdays: ctx.weekdays.slice(from, until),
    positions,
    target: { weekday: ctx.weekdays[t] as number, position: t },
  };
  return { from, until, days, columns, medians: {} } satisfies BaselineWindow;
}

/** The median of one of the window's columns (taken once). */
function columnMedian(w: BaselineWindow, column: keyof DayTotals): number {
  let m = w.medians[column];
  if (m === undefined) {
    m = median(w.columns[column]);
    w.medians[column] = m;
  }
  return m;
}

/** Math.log(v + offset) of each value. */
function logs(values: ArrayLike<number>, offset: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = Math.log((values[i] as number) + offset);
  return out;
}

/** v / divisor of each value. */
function divided(values: ArrayLike<number>, divisor: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = (values[i] as number) / divisor;
  return out;
}

function testCount(
  values: ArrayLike<number>,
  days: BaselineDays,
  observed: number,
  valuesMedian: number,
): { z: number; expected: number } | null {
  const fit = fitLogBaseline(logs(values, 0.5), days, { weekdays: valuesMedian >= MIN_COUNT_FOR_WEEKDAYS });
  if (!fit) return null;
  const expected = Math.max(0.5, expectedRatio(fit, values, null));
  // Overdispersion from the baseline's log-scale spread (var(log x) ≈ φ/μ), never below Poisson.
  const phi = Math.max(1, fit.scale ** 2 * expected);
  const raw = poissonDevianceZ(observed, expected) / Math.sqrt(phi * fit.predictionFactor);
  return { z: phi > 1 ? tToZ(raw, fit.df) : raw, expected };
}

/** The window's days for which `keep` holds, and those columns; the window itself when it keeps every day. */
interface Kept {
  days: BaselineDays;
  pick: (column: keyof DayTotals) => ArrayLike<number>;
  median: (column: keyof DayTotals) => number;
  n: number;
}

function keptDays(w: BaselineWindow, keep: (i: number) => boolean): Kept {
  const n = w.until - w.from;
  const index: number[] = [];
  for (let i = 0; i < n; i += 1) if (keep(i)) index.push(i);
  if (index.length === n)
    return { days: w.days, pick: (c) => w.columns[c], median: (c) => columnMedian(w, c), n };
  const pick = (c: keyof DayTotals) => {
    const col = w.columns[c];
    const out = new Float64Array(index.length);
    for (let k = 0; k < index.length; k += 1) out[k] = col[index[k] as number] as number;
    return out;
  };
  const { weekdays, positions, target } = w.days;
  return {
    days: {
      weekdays: index.map((i) => weekdays[i] as number),
      positions: index.map((i) => positions[i] as number),
      target,
    },
    pick,
    median: (c) => median(pick(c)),
    n: index.length,
  };
}

function testRate(
  w: BaselineWindow,
  num: 'clicks' | 'conversions',
  den: 'impressions' | 'clicks',
  k: number,
  n: number,
): { z: number; expected: number } | null {
  const trials = w.columns[den];
  const kept = keptDays(w, (i) => (trials[i] as number) > 0);
  if (kept.n < MIN_BASELINE_DAYS || n <= 0) return null;
  const ts = kept.pick(den);
  const ks = kept.pick(num);
  const typical = kept.median(den);
  const offset = 0.5 / typical;
  const logRates = new Float64Array(kept.n);
  for (let i = 0; i < kept.n; i += 1) logRates[i] = Math.log((ks[i] as number) / (ts[i] as number) + offset);
  const fit = fitLogBaseline(logRates, kept.days, { weekdays: kept.median(num) >= MIN_COUNT_FOR_WEEKDAYS });
  if (!fit) return null;
  const rate = Math.min(0.999, Math.max(1e-6, expectedRatio(fit, ks, ts)));
  const phi = Math.max(1, (fit.scale ** 2 * typical * rate) / (1 - rate));
  const raw = binomialDevianceZ(k, n, rate) / Math.sqrt(phi * fit.predictionFactor);
  return { z: phi > 1 ? tToZ(raw, fit.df) : raw, expected: rate };
}

function testMoney(
  w: BaselineWindow,
  observed: number,
  offsetShare: number,
): { z: number; expected: number } | null {
  const values = w.columns.spend;
  if (values.length < MIN_BASELINE_DAYS) return null;
  const typical = columnMedian(w, 'spend');
  if (!(typical > 0)) return null;
  const offset = offsetShare * typical;
  const fit = fitLogBaseline(logs(values, offset), w.days);
  if (!fit) return null;
  const scale = Math.max(fit.scale, LOG_SCALE_FLOOR);
  const t = (Math.log(observed + offset) - fit.predicted) / (scale * Math.sqrt(fit.predictionFactor));
  return { z: tToZ(t, fit.df), expected: Math.max(0, Math.exp(fit.predicted) - offset) };
}

/** Baseline windows of one day by the number of days left out (the metrics of a day mostly share one). */
export type WindowCache = Map<number, BaselineWindow>;

/** Tests one metric on one day of a series; null when the day cannot be tested (volume, history). */
export function testDay(
  series: Series,
  metric: AnomalyMetric,
  t: number,
  ctx: EngineContext,
  unit: UnitEconomics,
  exclude: number,
  windows: WindowCache = new Map(),
): DayTest | 'low-volume' | null {
  // The days of the episode in progress are left out: an anomaly must not become its own baseline.
  const until = t - exclude;
  const from = Math.max(series.start, until - BASELINE_DAYS);
  if (until - from < MIN_BASELINE_DAYS) return null;
  let w = windows.get(exclude);
  if (!w || w.from !== from || w.until !== until) {
    w = baselineWindow(series, ctx, from, until, t);
    windows.set(exclude, w);
  }
  const spec = METRICS[metric];
  if (columnMedian(w, spec.volume) < MINIMUM_VOLUME[spec.volume]) return 'low-volume';
  const day = series.days[t] as DayTotals;
  const baselineDays = until - from;
  switch (metric) {
    case 'impressions':
    case 'clicks': {
      const r = testCount(w.columns[metric], w.days, day[metric], columnMedian(w, metric));
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
      const r = testMoney(w, day.spend, 0.05);
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
      const r = testRate(w, num, den, day[num], day[den]);
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
      return testConversionMoney(metric, w, day, baselineDays);
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
  w: BaselineWindow,
  day: DayTotals,
  baselineDays: number,
): DayTest | null {
  const { conversions, revenue, spend } = w.columns;
  const totals = { conversions: 0, revenue: 0 };
  for (let i = 0; i < conversions.length; i += 1) {
    totals.conversions += conversions[i] as number;
    totals.revenue += revenue[i] as number;
  }
  if (totals.conversions <= 0) return null;
  if (metric === 'revenue') {
    if (totals.revenue <= 0) return null;
    // Revenue as a pseudo-count of average conversions' worth.
    const perConversion = totals.revenue / totals.conversions;
    const pseudo = divided(revenue, perConversion);
    const r = testCount(pseudo, w.days, day.revenue / perConversion, median(pseudo));
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
  const kept = keptDays(w, (i) => (spend[i] as number) > 0);
  if (kept.n < MIN_BASELINE_DAYS) return null;
  const perConversion = totals.revenue > 0 ? totals.revenue / totals.conversions : 0;
  if (metric === 'roas' && perConversion <= 0) return null;
  const ds = kept.pick('spend');
  const dc = kept.pick('conversions');
  const dr = kept.pick('revenue');
  // Half a count keeps days without conversions finite (as for counts).
  const logRatios = new Float64Array(kept.n);
  for (let i = 0; i < kept.n; i += 1) {
    const s = ds[i] as number;
    logRatios[i] = Math.log(
      metric === 'cpa' ? s / ((dc[i] as number) + 0.5) : ((dr[i] as number) + 0.5 * perConversion) / s,
    );
  }
  const fit = fitLogBaseline(logRatios, kept.days, {
    weekdays: kept.median('conversions') >= MIN_COUNT_FOR_WEEKDAYS,
  });
  if (!fit) return null;
  // The day's expected count (conversions, or revenue in conversions' worth) per dollar, times its spend. A CPA
  // fit is of dollars per conversion: its pattern applies inverted to conversions per dollar.
  const counts = metric === 'cpa' ? dc : divided(dr, perConversion);
  const perDollar = expectedRatio(fit, counts, ds, metric === 'cpa' ? -1 : 1);
  const expectedCount = Math.max(0.5, perDollar * day.spend);
  const observedCount = metric === 'cpa' ? day.conversions : day.revenue / perConversion;
  const typical = metric === 'cpa' ? kept.median('conversions') : median(counts);
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
