import {
  type AnomalyMetric,
  type DayTest,
  type Episode,
  MAX_EXCLUDED_DAYS,
  MIN_CHANGE,
  pooled,
  RHO,
  relativeChange,
  threshold,
  Z_RUN,
} from './anomaly-settings';
import { twoSidedP } from './distributions';
import { stouffer } from './stats';
import type { EngineContext, Series } from './types';

/**
 * Runs and episodes (docs/ai.md, "Episodes"): consecutive tested days of one metric on one series whose scores point
 * the same way (or that all delivered nothing) form a run; a run is an episode when a day alone, or the days so far
 * together, pass their threshold.
 */

/** The episodes of one metric on one series, in the order of their first day. */
export function seriesEpisodes(
  series: Series,
  metric: AnomalyMetric,
  days: (DayTest | null)[],
  testsPerDay: number[],
  ctx: EngineContext,
): Episode[] {
  const n = ctx.dates.length;
  const episodes: Episode[] = [];
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
    const last = runEnd(days, first, sign, stopped, series.end);
    const run = days.slice(first, last + 1) as DayTest[];
    const { significant, best } = judgeRun(run, first, stopped, testsPerDay);
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
  return episodes;
}

/** The last day of the run starting at `first`: days that keep pointing the same way (or keep being stopped). */
function runEnd(
  days: (DayTest | null)[],
  first: number,
  sign: number,
  stopped: boolean,
  end: number,
): number {
  let last = first;
  while (last + 1 <= end) {
    const next = days[last + 1];
    if (!next || Boolean(next.stopped) !== stopped) break;
    if (!stopped && (Math.sign(next.z) !== sign || Math.abs(next.z) < Z_RUN)) break;
    last += 1;
  }
  return last;
}

/**
 * Significant when a day alone passes its day's threshold, or the days so far do together (Stouffer); `best` is the
 * smallest p-value of a day or a prefix of the run.
 */
function judgeRun(
  run: DayTest[],
  first: number,
  stopped: boolean,
  testsPerDay: number[],
): { significant: boolean; best: number } {
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
      if (Math.abs(combined) >= combinedLimit && relativeChange(sofar.observed, sofar.expected) >= MIN_CHANGE)
        significant = true;
    }
  });
  return { significant, best };
}
