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

/** "Waiting for data to 2026-12-10": a passed window whose days have not all arrived. */
export const waitingLabel = (day: string) => `Waiting for data to ${day}`;

/**
 * "measured: +12 % ROAS (±4 %)", "no measurable effect", or when it will be measured; with the data a window still
 * waits for.
 */
export function outcomeLabel(outcome: RecommendationOutcome): string {
  const waiting = outcome.waitingFor ? waitingLabel(outcome.waitingFor) : null;
  if (outcome.status === 'pending') return waiting ?? `Result measurable after ${outcome.measurableOn}`;
  const result =
    outcome.status === 'no_effect'
      ? `No measurable effect after ${outcome.days} days`
      : `Measured: ${signed(outcome.effect ?? 0)} ROAS (±${Math.round(outcome.margin ?? 0)} %) after ${outcome.days} days`;
  return waiting ? `${result}; ${waiting.toLowerCase()} to measure ${OUTCOME_WINDOWS.at(-1)} days` : result;
}
