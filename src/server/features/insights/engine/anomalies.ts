import {
  ANOMALY_METRICS,
  type AnomalyResult,
  BASELINE_DAYS,
  type DayTest,
  type Episode,
  MAX_EXCLUDED_DAYS,
  METRICS,
  Z_RUN,
} from './anomaly-settings';
import { isStopped } from './delivery-stop';
import { seriesEpisodes } from './episodes';
import { economics, testDay, type WindowCache } from './metric-tests';
import { median } from './stats';
import type { CampaignData, EngineContext, Series } from './types';

/**
 * Anomaly detector (docs/ai.md): every day of the last WINDOW_DAYS complete days, for the campaign as a whole and
 * for each channel, on eight metrics, against a robust weekday-aware baseline of the BASELINE_DAYS before that day;
 * delivery stops; consecutive days pointing the same way grouped into episodes; the many tests controlled so that
 * a clean campaign alarms with probability about ALPHA over the whole window.
 * The parts: anomaly-settings.ts (metrics, levels, shapes), metric-tests.ts (one day of one metric),
 * delivery-stop.ts, episodes.ts (runs of days), episode-families.ts (one insight per event and metric family) and
 * anomaly-findings.ts (the insights' text and evidence).
 */

/** Runs the tests of every series, metric and examined day of one campaign, and groups them into episodes. */
export function detectAnomalies(data: CampaignData, ctx: EngineContext): AnomalyResult {
  return runSteps(anomalySteps(data, ctx));
}

/**
 * detectAnomalies in steps: the generator pauses after each series' tests (a few milliseconds each), so the engine
 * can give the event loop back between them.
 */
export function* anomalySteps(data: CampaignData, ctx: EngineContext): Generator<void, AnomalyResult> {
  const testsPerDay = new Array<number>(ctx.dates.length).fill(0);
  const lowVolume: AnomalyResult['lowVolume'] = [];
  // tests[series][metric][day]. Every series is tested before any run is judged: a day's threshold depends on the
  // number of tests run that day across all the series.
  const grid: (DayTest | null)[][][] = [];
  for (const [si, series] of data.series.entries()) {
    grid.push(testSeries(series, si === 0, ctx, testsPerDay, lowVolume));
    yield;
  }
  const episodes: Episode[] = [];
  data.series.forEach((series, si) => {
    ANOMALY_METRICS.forEach((metric, mi) => {
      const days = grid[si]?.[mi] as (DayTest | null)[];
      episodes.push(...seriesEpisodes(series, metric, days, testsPerDay, ctx));
    });
  });
  return { episodes, lowVolume };
}

/** Runs a stepped computation to its end at once. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Every metric of one series on each examined day, as tests[metric][day] (null where not tested), counting the tests
 * per day in `testsPerDay`; for the campaign as a whole (`isTotal`), the metrics too small to test on its last day go
 * to `lowVolume`.
 */
function testSeries(
  series: Series,
  isTotal: boolean,
  ctx: EngineContext,
  testsPerDay: number[],
  lowVolume: AnomalyResult['lowVolume'],
): (DayTest | null)[][] {
  const n = ctx.dates.length;
  const unit = economics(series);
  const perMetric: (DayTest | null)[][] = ANOMALY_METRICS.map(() => new Array<DayTest | null>(n).fill(null));
  // Length and direction of the run of days each metric is in (see testDay's `exclude`).
  const runLength = ANOMALY_METRICS.map(() => 0);
  const runSign = ANOMALY_METRICS.map(() => 0);
  for (let t = Math.max(ctx.windowStart, series.start); t <= series.end; t += 1) {
    // The metrics of a day with the same days left out share their baseline window.
    const windows: WindowCache = new Map();
    ANOMALY_METRICS.forEach((metric, mi) => {
      const exclude = Math.min(runLength[mi] as number, MAX_EXCLUDED_DAYS);
      const r = testDay(series, metric, t, ctx, unit, exclude, windows);
      if (r === 'low-volume') {
        if (isTotal && t === series.end && !lowVolume.some((l) => l.metric === metric)) {
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
      runLength[mi] = sign !== 0 && sign === runSign[mi] ? (runLength[mi] as number) + 1 : sign !== 0 ? 1 : 0;
      runSign[mi] = sign;
    });
  }
  return perMetric;
}
