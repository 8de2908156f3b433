import { z } from 'zod';
import { PACING_STATUSES } from './pacing-rules';

/**
 * Budget pacing (issue 16): an active campaign's ad spend to date against the plan for the days elapsed, and the
 * spend projected at its end date from the recent daily run rate. The plan is the ad-spend share of the budget
 * (SPEC §2's 70 %), spread evenly over the campaign's days.
 */

/** The plan, the tolerance, the statuses and their labels, and pacingOf live in pacing-rules.ts (zod-free). */
export * from './pacing-rules';

export const pacingSchema = z.object({
  /** Ad spend from the start date through `asOf`, USD. */
  spendToDate: z.number(),
  /** The plan's share for the days elapsed, USD. */
  plannedToDate: z.number(),
  /** Spend to date plus the run rate over the days left, USD. */
  projectedTotal: z.number(),
  /** The whole plan: the ad-spend share of the budget, USD. */
  plannedTotal: z.number(),
  status: z.enum(PACING_STATUSES),
  /** The last complete day counted (yesterday in the workspace time zone, or the end date). */
  asOf: z.string(),
  daysElapsed: z.number().int(),
  daysTotal: z.number().int(),
});
export type Pacing = z.infer<typeof pacingSchema>;
