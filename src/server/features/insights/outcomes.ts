import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { OUTCOME_WINDOWS, type RecommendationOutcome } from '../../../shared/outcomes';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database } from '../../db/client';
import { aiInsights, campaignMetrics } from '../../db/schema';
import { seededRandom } from '../../lib/random';

/**
 * Measured results of applied recommendations (src/shared/outcomes.ts, docs/ai.md "Measured results"): a channel
 * reallocation's ROAS on the channels it moved budget between, the same number of days before and after, net of the
 * campaign's other channels, with a bootstrap interval over days.
 */

const BOOTSTRAP_SAMPLES = 2000;

/** Right after applying: nothing to measure before the first full week has passed. */
export function pendingOutcome(appliedDate: string): RecommendationOutcome {
  return {
    status: 'pending',
    metric: 'roas',
    measurableOn: addDays(appliedDate, OUTCOME_WINDOWS[0]),
    days: null,
    effect: null,
    margin: null,
    control: null,
    evidence: null,
    measuredAt: null,
  };
}

interface DaySums {
  spend: number;
  revenue: number;
}
const zero = (): DaySums => ({ spend: 0, revenue: 0 });
const sum = (days: DaySums[]) =>
  days.reduce((t, d) => ({ spend: t.spend + d.spend, revenue: t.revenue + d.revenue }), zero());
const logRoas = (s: DaySums) => Math.log(s.revenue / s.spend);
const figures = (s: DaySums) => ({
  spend: Math.round(s.spend * 100) / 100,
  revenue: Math.round(s.revenue * 100) / 100,
  roas: s.spend > 0 ? Math.round((s.revenue / s.spend) * 100) / 100 : 0,
});

/** log(ROAS after / before) of the treated channels, minus the same for the control when there is one. */
function logEffect(treated: [DaySums[], DaySums[]], control: [DaySums[], DaySums[]] | null): number {
  const t = logRoas(sum(treated[1])) - logRoas(sum(treated[0]));
  if (!control) return t;
  return t - (logRoas(sum(control[1])) - logRoas(sum(control[0])));
}

/** Resamples days with replacement within each window, keeping the channels of one day together. */
function bootstrapInterval(
  treated: [DaySums[], DaySums[]],
  control: [DaySums[], DaySums[]] | null,
  seed: string,
): [number, number] {
  const random = seededRandom(seed);
  const length = treated[0].length;
  const estimates: number[] = [];
  for (let b = 0; b < BOOTSTRAP_SAMPLES; b += 1) {
    const pick = () => Array.from({ length }, () => Math.floor(random() * length));
    const before = pick();
    const after = pick();
    const take = (pair: [DaySums[], DaySums[]]): [DaySums[], DaySums[]] => [
      before.map((i) => pair[0][i] as DaySums),
      after.map((i) => pair[1][i] as DaySums),
    ];
    const estimate = logEffect(take(treated), control ? take(control) : null);
    if (Number.isFinite(estimate)) estimates.push(estimate);
  }
  estimates.sort((a, b) => a - b);
  const at = (q: number) => estimates[Math.min(estimates.length - 1, Math.floor(q * estimates.length))] ?? 0;
  return [at(0.025), at(0.975)];
}

const percent = (logChange: number) => (Math.exp(logChange) - 1) * 100;

/** Measures one applied reallocation over `days` days before and after the change (null when it cannot be). */
export async function measureOutcome(
  db: Database,
  insight: { id: string; campaignId: string; data: Record<string, unknown> },
  appliedDate: string,
  days: number,
  now: Date,
): Promise<RecommendationOutcome | null> {
  const { from, to } = insight.data as { from?: string; to?: string };
  if (!from || !to) return null;
  const before = { start: addDays(appliedDate, 1 - days), end: appliedDate };
  const after = { start: addDays(appliedDate, 1), end: addDays(appliedDate, days) };
  const rows = await db
    .select({
      date: sql<string>`${campaignMetrics.date}::text`,
      channel: campaignMetrics.channel,
      spend: campaignMetrics.spend,
      revenue: campaignMetrics.revenue,
    })
    .from(campaignMetrics)
    .where(
      and(
        eq(campaignMetrics.campaignId, insight.campaignId),
        gte(campaignMetrics.date, before.start),
        lte(campaignMetrics.date, after.end),
      ),
    );
  const index = (date: string) => {
    for (const [w, window] of [before, after].entries()) {
      if (date >= window.start && date <= window.end)
        return [w, Math.round((Date.parse(date) - Date.parse(window.start)) / 86_400_000)] as const;
    }
    return null;
  };
  const windows = () => [Array.from({ length: days }, zero), Array.from({ length: days }, zero)];
  const treated = windows();
  const control = windows();
  let hasControl = false;
  for (const row of rows) {
    const at = index(row.date);
    if (!at) continue;
    const isTreated = row.channel === from || row.channel === to;
    if (!isTreated) hasControl = true;
    const day = (isTreated ? treated : control)[at[0]]?.[at[1]] as DaySums;
    day.spend += Number(row.spend);
    day.revenue += Number(row.revenue);
  }
  const treatedPair = treated as [DaySums[], DaySums[]];
  const controlPair = control as [DaySums[], DaySums[]];
  const usable = (pair: [DaySums[], DaySums[]]) => pair.every((w) => sum(w).spend > 0 && sum(w).revenue > 0);
  const withControl = hasControl && usable(controlPair) ? controlPair : null;
  const evidence = {
    before,
    after,
    treated: { before: figures(sum(treatedPair[0])), after: figures(sum(treatedPair[1])) },
    control: withControl
      ? { before: figures(sum(controlPair[0])), after: figures(sum(controlPair[1])) }
      : null,
  };
  const base = {
    ...pendingOutcome(appliedDate),
    days,
    control: withControl ? ('other_channels' as const) : ('none' as const),
    evidence,
    measuredAt: now.toISOString(),
  };
  // Without spend and revenue on both sides there is no ROAS to compare: nothing measurable.
  if (!usable(treatedPair)) return { ...base, status: 'no_effect' };
  const estimate = logEffect(treatedPair, withControl);
  const [low, high] = bootstrapInterval(treatedPair, withControl, `${insight.id}:${days}`);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    ...base,
    status: low > 0 || high < 0 ? 'measured' : 'no_effect',
    effect: round1(percent(estimate)),
    margin: round1((percent(high) - percent(low)) / 2),
  };
}

/**
 * Brings every applied recommendation's result up to date: measured once 7 complete days have passed since the
 * change, again at 14 (the final figure). Runs with the insights engine; returns how many results changed.
 */
export async function measureOutcomes(db: Database, timeZone: string, now = new Date()): Promise<number> {
  const lastComplete = addDays(todayIn(timeZone, now), -1);
  const applied = await db
    .select({
      id: aiInsights.id,
      campaignId: aiInsights.campaignId,
      data: aiInsights.data,
      appliedAt: aiInsights.appliedAt,
      outcome: aiInsights.outcome,
    })
    .from(aiInsights)
    .where(and(isNotNull(aiInsights.appliedAt), isNotNull(aiInsights.outcome)));
  let changed = 0;
  for (const insight of applied) {
    if (!insight.campaignId || !insight.appliedAt) continue;
    const appliedDate = todayIn(timeZone, insight.appliedAt);
    const due = [...OUTCOME_WINDOWS].reverse().find((days) => addDays(appliedDate, days) <= lastComplete);
    if (!due || (insight.outcome?.days ?? 0) >= due) continue;
    const outcome = await measureOutcome(
      db,
      { id: insight.id, campaignId: insight.campaignId, data: insight.data },
      appliedDate,
      due,
      now,
    );
    if (!outcome) continue;
    await db.update(aiInsights).set({ outcome }).where(eq(aiInsights.id, insight.id));
    changed += 1;
  }
  return changed;
}
