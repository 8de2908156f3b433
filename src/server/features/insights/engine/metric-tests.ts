import {
  type AnomalyMetric,
  BASELINE_DAYS,
  type DayTest,
  METRICS,
  MIN_BASELINE_DAYS,
  MIN_COUNT_FOR_WEEKDAYS,
  MINIMUM_VOLUME,
  type Volume,
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
export function testDay(
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
