import type { AnomalyMetric, Volume } from '../../../../shared/insights';
import { normalQuantile } from './distributions';

/**
 * What the anomaly detector (docs/ai.md) tests and how strictly: the window, the baseline, the error rate, the eight
 * metrics and their minimum volumes, the per-test thresholds, and the shapes its results take.
 */

export const WINDOW_DAYS = 28;
/**
 * Eight weeks: a day is judged against up to eight of its weekday and 55 other days. With four weeks the weekday
 * means rested on four days each and the residual spread on 21 degrees of freedom, so a day needed about 6.8
 * spreads to pass the window's threshold; with eight, about 5.5 (docs/ai.md, "Baseline").
 */
export const BASELINE_DAYS = 56;
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

// The metrics and volumes are named in the evidence the engine writes, so they are part of its contract.
export { ANOMALY_METRICS, type AnomalyMetric, type Volume } from '../../../../shared/insights';

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
export interface DayTest {
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

/** Size of a change relative to expected (1 when nothing was expected and something came). */
export const relativeChange = (observed: number, expected: number) =>
  expected > 0 ? Math.abs(observed / expected - 1) : observed > 0 ? 1 : 0;

/** The weighted means of an episode's days (see DayTest's weight). */
export function pooled(days: DayTest[]) {
  const w = days.reduce((s, d) => s + d.weight, 0) || 1;
  return {
    observed: days.reduce((s, d) => s + d.observed * d.weight, 0) / w,
    expected: days.reduce((s, d) => s + d.expected * d.weight, 0) / w,
  };
}

/** Number of tests a campaign runs over the window at `perDay` tests a day (both families). */
export function testsInWindow(perDay: number): number {
  return WINDOW_DAYS * Math.max(1, perDay) * 2;
}
