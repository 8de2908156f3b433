import { z } from 'zod';
import { OUTCOME_STATUSES } from './outcomes-rules';

/**
 * The measured result of an applied recommendation (issue 16, item 3; docs/ai.md "Measured results"). A channel
 * reallocation applied on day A takes effect on A + 1. After 7 and again after 14 complete days, the ROAS of the
 * channels it moved budget between is compared with the same number of days before (whole weeks: weekday-matched),
 * against the campaign's other channels over the same days as control (difference in differences on the log scale).
 * The interval is a 95 % bootstrap over days; when it contains no change the result is "no measurable effect".
 * The changed channels are a reallocation's two, a plan's whose share moved by at least a point, or a budget test's
 * one; a budget test's result after its last day (14 days) is its final one.
 */

/** The windows, statuses and the result's wording live in outcomes-rules.ts (zod-free). */
export * from './outcomes-rules';

const windowFigures = z.object({ spend: z.number(), revenue: z.number(), roas: z.number() });

export const recommendationOutcomeSchema = z.object({
  status: z.enum(OUTCOME_STATUSES),
  /** The metric the recommendation targets. */
  metric: z.literal('roas'),
  /** The day the first measurement covers up to (applied date + 7); it shows once that day is complete. */
  measurableOn: z.string(),
  /** Days after the change that were measured (7, then 14); null while pending. */
  days: z.number().int().nullable(),
  /** Relative change in percent of the targeted metric, net of the control; null while pending. */
  effect: z.number().nullable(),
  /** Half the width of the 95 % interval, in percentage points; null while pending. */
  margin: z.number().nullable(),
  /** `other_channels`: the campaign's channels the change did not touch; `none`: it has no other channel. */
  control: z.enum(['other_channels', 'none']).nullable(),
  /** The figures behind the effect: the changed channels and the control, before and after. */
  evidence: z
    .object({
      before: z.object({ start: z.string(), end: z.string() }),
      after: z.object({ start: z.string(), end: z.string() }),
      treated: z.object({ before: windowFigures, after: windowFigures }),
      control: z.object({ before: windowFigures, after: windowFigures }).nullable(),
    })
    .nullable(),
  measuredAt: z.string().nullable(),
  /**
   * A window has passed but some of its days are missing for the channels compared (imported data that has not
   * arrived): the last day of the window whose data it waits for. Absent or null when nothing is awaited.
   */
  waitingFor: z.string().nullable().optional(),
});
export type RecommendationOutcome = z.infer<typeof recommendationOutcomeSchema>;
