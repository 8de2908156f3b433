import type { RecommendationOutcome } from './outcomes';

/**
 * Measured results without zod (docs/architecture.md, "Shared rules without zod"): the windows, statuses and how a
 * result reads, for the insight cards. The schema (and what a result measures) is in outcomes.ts, which re-exports
 * all of this.
 */

export const OUTCOME_WINDOWS = [7, 14] as const;
export const OUTCOME_STATUSES = ['pending', 'measured', 'no_effect'] as const;
export type OutcomeStatus = (typeof OUTCOME_STATUSES)[number];

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toFixed(0)} %`;

/** "measured: +12 % ROAS (±4 %)", "no measurable effect", or when it will be measured. */
export function outcomeLabel(outcome: RecommendationOutcome): string {
  if (outcome.status === 'pending') return `Result measurable after ${outcome.measurableOn}`;
  if (outcome.status === 'no_effect') return `No measurable effect after ${outcome.days} days`;
  return `Measured: ${signed(outcome.effect ?? 0)} ROAS (±${Math.round(outcome.margin ?? 0)} %) after ${outcome.days} days`;
}
