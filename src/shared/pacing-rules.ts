import { daysBetween } from './dates';
import type { Pacing } from './pacing';

/**
 * Budget pacing without zod (docs/architecture.md, "Shared rules without zod"): the plan, the tolerance, the statuses
 * with their labels and how pacing is computed. The schema (and what pacing means) is in pacing.ts, which re-exports
 * all of this.
 */

/** Share of the budget planned as ad spend (SPEC §2 budget split: the rest pays for content and analytics). */
export const PLANNED_SPEND_SHARE = 0.7;
/** A projection within this share of the plan is on track (issue 16: ±10 %). */
export const PACING_TOLERANCE = 0.1;
/** The run rate is the average daily spend of the last (up to) this many complete days. */
export const RUN_RATE_DAYS = 7;

export const PACING_STATUSES = ['on_track', 'under', 'over'] as const;
export type PacingStatus = (typeof PACING_STATUSES)[number];
export const PACING_STATUS_LABELS: Record<PacingStatus, string> = {
  on_track: 'On track',
  under: 'Under-pacing',
  over: 'Over-pacing',
};

export interface PacingInput {
  budget: number;
  startDate: string;
  endDate: string;
  /** The last complete day in the workspace calendar (yesterday). */
  lastCompleteDay: string;
  /** Spend from the start date through the last counted day. */
  spendToDate: number;
  /** Spend over the last `recentDays` counted days. */
  recentSpend: number;
}

/** The window of recent days the run rate averages, ending on the last counted day. */
export function pacingWindow(startDate: string, endDate: string, lastCompleteDay: string) {
  const asOf = lastCompleteDay < endDate ? lastCompleteDay : endDate;
  const daysTotal = daysBetween(startDate, endDate) + 1;
  const daysElapsed = Math.min(daysTotal, Math.max(0, daysBetween(startDate, asOf) + 1));
  return { asOf, daysTotal, daysElapsed, recentDays: Math.min(RUN_RATE_DAYS, daysElapsed) };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The last day pacing (and the insights engine) can judge a campaign on. Imported figures are known only through the
 * last day a file gave: the days after it have no data yet, which is not the same as no delivery. Every other source
 * (the simulator, the Google Ads sync) writes each complete day, so a day without a row is a day without delivery.
 */
export function dataThrough(
  lastCompleteDay: string,
  campaign: { dataSource: string; lastDataDay: string | null },
): string {
  if (campaign.dataSource !== 'imported' || !campaign.lastDataDay) return lastCompleteDay;
  return campaign.lastDataDay < lastCompleteDay ? campaign.lastDataDay : lastCompleteDay;
}

/**
 * The budget of a campaign a metrics import creates: no person has planned it, so its plan is what its own delivery
 * projects (the pacing rule below, as of the file's last day), grossed up by the ad-spend share. It starts on
 * track, and a person who sets the real budget gets pacing against it.
 */
export function importedCampaignBudget(input: Omit<PacingInput, 'budget'>): number {
  const { daysTotal, daysElapsed, recentDays } = pacingWindow(
    input.startDate,
    input.endDate,
    input.lastCompleteDay,
  );
  const runRate = recentDays ? input.recentSpend / recentDays : 0;
  const projected = input.spendToDate + runRate * (daysTotal - daysElapsed);
  return cents(projected / PLANNED_SPEND_SHARE);
}

/** Pacing of an active campaign; null before its first complete day (nothing to judge yet). */
export function pacingOf(input: PacingInput): Pacing | null {
  const { asOf, daysTotal, daysElapsed, recentDays } = pacingWindow(
    input.startDate,
    input.endDate,
    input.lastCompleteDay,
  );
  if (daysElapsed === 0) return null;
  const plannedTotal = input.budget * PLANNED_SPEND_SHARE;
  const runRate = input.recentSpend / recentDays;
  const projectedTotal = input.spendToDate + runRate * (daysTotal - daysElapsed);
  const ratio = projectedTotal / plannedTotal;
  const status: PacingStatus =
    ratio < 1 - PACING_TOLERANCE ? 'under' : ratio > 1 + PACING_TOLERANCE ? 'over' : 'on_track';
  return {
    spendToDate: cents(input.spendToDate),
    plannedToDate: cents((plannedTotal * daysElapsed) / daysTotal),
    projectedTotal: cents(projectedTotal),
    plannedTotal: cents(plannedTotal),
    status,
    asOf,
    daysElapsed,
    daysTotal,
  };
}
