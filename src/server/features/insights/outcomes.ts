import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { type InsightEvidence, readInsightEvidence } from '../../../shared/insights';
import { OUTCOME_WINDOWS, type RecommendationOutcome } from '../../../shared/outcomes';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database } from '../../db/client';
import { aiInsights, campaignMetrics } from '../../db/schema';
import { seededRandom } from '../../lib/random';

/**
 * Measured results of applied recommendations (src/shared/outcomes.ts, docs/ai.md "Measured results"): a channel
 * reallocation's (or a budget test's) ROAS on the channels it changed, the same number of days before and after, net
 * of the campaign's other channels, with a bootstrap interval over days.
 */

const BOOTSTRAP_SAMPLES = 2000;

/** A plan-based reallocation treats the channels whose share it moves by at least this much (1 point). */
export const TREATED_SHARE_CHANGE = 0.01;

/**
 * The channels an applied change moved budget on (the rest of the campaign is the control), or null for evidence
 * with nothing applied: a plan's channels whose share changes by at least a point, a reallocation's two channels,
 * a budget test's channel.
 */
export function treatedChannels(evidence: InsightEvidence): Set<string> | null {
  if (evidence.kind === 'budget_test') return new Set([evidence.channel]);
  if (evidence.kind !== 'channel_reallocation') return null;
  const moved = (evidence.plan?.channels ?? [])
    // A hair under a point still counts: shares are stored rounded.
    .filter((c) => Math.abs(c.recommendedShare - c.currentShare) >= TREATED_SHARE_CHANGE - 1e-9)
    .map((c) => c.channel);
  return new Set(moved.length ? moved : [evidence.from, evidence.to]);
}

/**
 * The windows measured after a change: 7 and 14 days; a budget test's end with the test (after it the mix went back,
 * so its last day's result is its final one).
 */
function windowsOf(evidence: InsightEvidence): number[] {
  if (evidence.kind !== 'budget_test') return [...OUTCOME_WINDOWS];
  const within = OUTCOME_WINDOWS.filter((days) => days <= evidence.days);
  return within.length ? within : [evidence.days];
}

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

/** Every day of [start, end] in order. */
function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Measures one applied reallocation or budget test over `days` days before and after the change: null when it
 * cannot be (nothing applied), 'incomplete' while a day of either window is missing for a changed channel (data not
 * arrived yet). The control is the campaign's other channels with every day present; one with a gap is left out of it.
 */
export async function measureOutcome(
  db: Database,
  insight: { id: string; campaignId: string; data: unknown },
  appliedDate: string,
  days: number,
  now: Date,
): Promise<RecommendationOutcome | 'incomplete' | null> {
  const changed = treatedChannels(readInsightEvidence(insight.data));
  if (!changed) return null;
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
  const allDays = daysOf(before.start, after.end);
  const present = new Map<string, Set<string>>();
  for (const row of rows) present.set(row.channel, (present.get(row.channel) ?? new Set()).add(row.date));
  const complete = (channel: string) => allDays.every((day) => present.get(channel)?.has(day));
  if (![...changed].every(complete)) return 'incomplete';
  const controlChannels = new Set([...present.keys()].filter((c) => !changed.has(c) && complete(c)));
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
  for (const row of rows) {
    const at = index(row.date);
    const isTreated = changed.has(row.channel);
    if (!at || (!isTreated && !controlChannels.has(row.channel))) continue;
    const day = (isTreated ? treated : control)[at[0]]?.[at[1]] as DaySums;
    day.spend += Number(row.spend);
    day.revenue += Number(row.revenue);
  }
  return outcomeOf(insight.id, appliedDate, days, now, {
    before,
    after,
    treated: treated as [DaySums[], DaySums[]],
    control: controlChannels.size ? (control as [DaySums[], DaySums[]]) : null,
  });
}

/** The result from the windows' daily sums: the effect net of the control, with its bootstrap interval. */
function outcomeOf(
  id: string,
  appliedDate: string,
  days: number,
  now: Date,
  w: {
    before: { start: string; end: string };
    after: { start: string; end: string };
    treated: [DaySums[], DaySums[]];
    control: [DaySums[], DaySums[]] | null;
  },
): RecommendationOutcome {
  const usable = (pair: [DaySums[], DaySums[]]) => pair.every((x) => sum(x).spend > 0 && sum(x).revenue > 0);
  const withControl = w.control && usable(w.control) ? w.control : null;
  const evidence = {
    before: w.before,
    after: w.after,
    treated: { before: figures(sum(w.treated[0])), after: figures(sum(w.treated[1])) },
    control: withControl
      ? { before: figures(sum(withControl[0])), after: figures(sum(withControl[1])) }
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
  if (!usable(w.treated)) return { ...base, status: 'no_effect' };
  const estimate = logEffect(w.treated, withControl);
  const [low, high] = bootstrapInterval(w.treated, withControl, `${id}:${days}`);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    ...base,
    status: low > 0 || high < 0 ? 'measured' : 'no_effect',
    effect: round1(percent(estimate)),
    margin: round1((percent(high) - percent(low)) / 2),
  };
}

/**
 * An applied recommendation's result now: the longest passed window whose days are all present is measured; a
 * passed window still missing days is waited for ("waiting for data to <its last day>"). Null: not measurable.
 */
async function currentOutcome(
  db: Database,
  insight: { id: string; campaignId: string; data: unknown },
  appliedDate: string,
  lastComplete: string,
  now: Date,
): Promise<RecommendationOutcome | null> {
  const due = windowsOf(readInsightEvidence(insight.data)).filter(
    (days) => addDays(appliedDate, days) <= lastComplete,
  );
  const waiting: number[] = [];
  for (const days of [...due].reverse()) {
    const outcome = await measureOutcome(db, insight, appliedDate, days, now);
    if (outcome === null) return null;
    if (outcome === 'incomplete') waiting.push(days);
    // A longer window still missing days is what it waits for next.
    else return { ...outcome, waitingFor: waiting[0] ? addDays(appliedDate, waiting[0]) : null };
  }
  // Nothing measured yet: the first result waits for the shortest window's data.
  const first = waiting.at(-1);
  return { ...pendingOutcome(appliedDate), waitingFor: first ? addDays(appliedDate, first) : null };
}

/** JSON with sorted keys: a stored (jsonb) value and a computed one compare equal when they say the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The same result, whenever it was computed. */
const sameResult = (a: RecommendationOutcome | null, b: RecommendationOutcome) =>
  !!a &&
  canonical({ ...a, measuredAt: null, waitingFor: a.waitingFor ?? null }) ===
    canonical({ ...b, measuredAt: null, waitingFor: b.waitingFor ?? null });

/**
 * Brings every applied recommendation's result up to date: measured once 7 complete days have passed since the
 * change and all their days are present, again at 14 (the final figure), and again whenever late data (an import)
 * changes a measured window. Runs with the insights engine; returns how many results changed.
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
    const outcome = await currentOutcome(
      db,
      { id: insight.id, campaignId: insight.campaignId, data: insight.data },
      appliedDate,
      lastComplete,
      now,
    );
    if (!outcome || sameResult(insight.outcome, outcome)) continue;
    await db.update(aiInsights).set({ outcome }).where(eq(aiInsights.id, insight.id));
    changed += 1;
  }
  return changed;
}
