import { z } from 'zod';
import { CHANNELS } from './analytics-rules';
import { calendarDateSchema } from './common-schemas';
import {
  ANOMALY_DIRECTIONS,
  ANOMALY_EVENTS,
  ANOMALY_METRICS,
  INSIGHT_KINDS,
  INSIGHT_LIST_MESSAGES,
  INSIGHT_PAGE_SIZE,
  INSIGHT_STATUSES,
  NOTE_KIND,
  OTHER_KIND,
  PACING_STATES,
  VOLUMES,
} from './insights-rules';
import { wholeNumberUpTo } from './paging';

/**
 * GET /api/insights (issue 11): one page of insights, filtered. The body is a JSON array of InsightSummary
 * (src/shared/analytics.ts); `Link: <…>; rel="next"` names the next page while there is one and `X-Total-Count`
 * says how many insights match the filter (DESIGN §6: lists that grow without bound page with limit and cursor).
 *
 * Order: most impactful first (high, medium, low), then newest first, then by id: a stable order, so a cursor never
 * repeats or skips a row when new insights arrive while someone pages.
 */

/** Kinds, statuses, labels, page sizes, messages and the filter rules live in insights-rules.ts (zod-free). */
export * from './insights-rules';

export const insightListQuerySchema = z
  .strictObject({
    limit: z
      .string()
      .regex(wholeNumberUpTo(INSIGHT_PAGE_SIZE.max), INSIGHT_LIST_MESSAGES.limit)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, INSIGHT_LIST_MESSAGES.limit)
          .max(INSIGHT_PAGE_SIZE.max, INSIGHT_LIST_MESSAGES.limit),
      )
      .optional()
      .describe(`Page size, 1 to ${INSIGHT_PAGE_SIZE.max} (default ${INSIGHT_PAGE_SIZE.default})`),
    cursor: z
      .string()
      .max(200, INSIGHT_LIST_MESSAGES.cursor)
      .optional()
      .describe('Opaque: take it from the Link header of the previous page'),
    kind: z
      .enum(INSIGHT_KINDS, { error: INSIGHT_LIST_MESSAGES.kind })
      .optional()
      .describe(`Only this kind. Without it every kind except ${NOTE_KIND} (those notes are listed apart)`),
    campaignId: z.uuid({ error: INSIGHT_LIST_MESSAGES.campaignId }).optional(),
    status: z
      .enum(INSIGHT_STATUSES, { error: INSIGHT_LIST_MESSAGES.status })
      .optional()
      .describe('Default open'),
    includeApplied: z
      .enum(['true', 'false'], { error: INSIGHT_LIST_MESSAGES.includeApplied })
      .optional()
      .describe('Deprecated (before status existed): true lists open and applied insights'),
  })
  .refine((query) => !(query.status && query.includeApplied), {
    error: INSIGHT_LIST_MESSAGES.statusAndIncludeApplied,
    path: ['status'],
  });
export type InsightListQuery = z.infer<typeof insightListQuerySchema>;

/**
 * The evidence contract (issue 31): what the insights engine writes to `ai_insights.data`, one shape per kind
 * (docs/ai.md), so that the engine cannot write a wrong shape (its findings are typed by these), the API document
 * states each field, and the screens read typed fields instead of guessing.
 */

/** The figures every insight's evidence shows ('Why?'): the period, baseline → value, the change and the sample. */
const figures = {
  period: z.string().describe('One day (YYYY-MM-DD) or a range (YYYY-MM-DD..YYYY-MM-DD)'),
  baseline: z.number().describe('What was expected or compared with'),
  value: z.number().describe('What was observed (or, for pacing, projected)'),
  change: z.number().describe('value against baseline, in percent'),
  sampleSize: z.number().nonnegative().describe('What the test counted: days, clicks or impressions by kind'),
};

export const anomalyDataSchema = z.object({
  kind: z.literal('anomaly'),
  metric: z.enum(ANOMALY_METRICS),
  channel: z.string().nullable().describe('The channel, or null for the campaign as a whole'),
  direction: z.enum(ANOMALY_DIRECTIONS),
  firstDate: calendarDateSchema,
  lastDate: calendarDateSchema,
  expected: z.number().describe('Per day for counts and money; pooled over the episode for rates and ratios'),
  observed: z.number(),
  pValue: z.number().min(0).max(1).describe('The smallest two-sided p of a day or of a combination of days'),
  event: z
    .enum(ANOMALY_EVENTS)
    .optional()
    .describe('delivery_stopped: almost nothing delivered after steady delivery'),
  related: z.array(z.enum(ANOMALY_METRICS)).optional().describe('Metrics of its family that moved with it'),
  atStake: z.number().describe('Money at stake over the episode, in the workspace currency'),
  ...figures,
  sampleSize: figures.sampleSize.describe('Days of baseline'),
});

export const channelReallocationDataSchema = z.object({
  kind: z.literal('channel_reallocation'),
  metric: z.literal('roas'),
  ...figures,
  from: z.enum(CHANNELS).describe('The weakest channel, which gives budget share'),
  to: z.enum(CHANNELS).describe('The best channel, which receives it'),
  shift: z
    .number()
    .min(0)
    .max(1)
    .describe('The share of budget moved (0.1 = 10 points): what applying changes'),
  channels: z.array(
    z.object({ name: z.enum(CHANNELS), spend: z.number(), revenue: z.number(), roas: z.number() }),
  ),
  /**
   * The budget plan it was raised from (issue 32; rows written before it have none): each channel's share now and
   * under the plan with its marginal return at today's spend, and the expected daily gain with its 80 % interval.
   * Applying sets the channel mix to the recommended shares.
   */
  plan: z
    .object({
      dailyBudget: z.number().describe('Daily budget planned for, in the workspace currency'),
      channels: z.array(
        z.object({
          channel: z.enum(CHANNELS),
          currentShare: z.number().min(0).max(1),
          recommendedShare: z.number().min(0).max(1),
          marginalRoas: z.number().nullable().describe("Revenue per extra unit of spend at today's spend"),
          marginalRoasLow: z.number().nullable(),
          marginalRoasHigh: z.number().nullable(),
        }),
      ),
      expected: z.object({ current: z.number(), plan: z.number() }).describe('Expected daily revenue'),
      gain: z
        .object({ expected: z.number(), low: z.number(), high: z.number() })
        .describe('Expected daily gain and its 80 % interval'),
    })
    .optional(),
});

/**
 * A budget test (issue 32, item 5): a channel whose spend never varied enough to tell its response curve is raised
 * or lowered by a step for a number of days; the measured result (outcomes) reports what the change did, and the
 * next plan fits the channel's curve on the days at the new spend. Applying it sets `weights` as the channel mix.
 */
export const budgetTestDataSchema = z.object({
  kind: z.literal('budget_test'),
  metric: z.literal('spend'),
  ...figures,
  baseline: figures.baseline.describe("The channel's daily spend now"),
  value: figures.value.describe("The channel's daily spend during the test"),
  sampleSize: figures.sampleSize.describe('Days of history the curve could not be told from'),
  channel: z.enum(CHANNELS).describe('The channel tested'),
  currentShare: z.number().min(0).max(1),
  testShare: z.number().min(0).max(1),
  days: z.number().int().positive().describe('How long the test runs'),
  weights: z.partialRecord(z.enum(CHANNELS), z.number()).describe('The channel mix during the test'),
});

export const pacingDataSchema = z.object({
  kind: z.literal('pacing'),
  state: z.enum(PACING_STATES),
  metric: z.literal('spend'),
  ...figures,
});

export const fatigueDataSchema = z.object({
  kind: z.literal('fatigue'),
  metric: z.literal('ctr'),
  ...figures,
  zScore: z.number().describe('The two-proportion test of CTR, widened by the overdispersion between days'),
});

const volumePerDay = z.partialRecord(z.enum(VOLUMES), z.number());
export const insufficientDataSchema = z.discriminatedUnion('reason', [
  z.object({
    kind: z.literal('insufficient_data'),
    reason: z.literal('insufficient data'),
    sampleSize: z.number().int().nonnegative().describe('Days of delivery'),
    required: z.number().int().positive().describe('Days of delivery needed'),
  }),
  z.object({
    kind: z.literal('insufficient_data'),
    reason: z.literal('low volume'),
    metrics: z.array(z.enum(ANOMALY_METRICS)).describe('Metrics not tested for lack of volume'),
    volume: volumePerDay.describe('Median volume per day'),
    minimum: volumePerDay.describe('Volume per day needed'),
    sampleSize: z.number().int().nonnegative().describe('Days of delivery'),
  }),
]);

/** What the engine writes: one shape per kind. */
export const insightDataSchema = z.discriminatedUnion('kind', [
  anomalyDataSchema,
  channelReallocationDataSchema,
  budgetTestDataSchema,
  pacingDataSchema,
  fatigueDataSchema,
  insufficientDataSchema,
]);
export type InsightData = z.infer<typeof insightDataSchema>;

/**
 * Evidence in no shape this version writes: rows older versions wrote (an anomaly before episodes, fatigue before
 * its test) or none at all. It keeps whichever of the common figures are there, so 'Why?' still shows them.
 */
export const otherInsightDataSchema = z.object({
  kind: z.literal(OTHER_KIND),
  metric: z.string().optional(),
  ...z.object(figures).partial().shape,
});

/** What the API serves and the screens read: the engine's shapes, or the figures of a row in an older shape. */
export const insightEvidenceSchema = z.discriminatedUnion('kind', [
  ...insightDataSchema.options,
  otherInsightDataSchema,
]);
export type InsightEvidence = z.infer<typeof insightEvidenceSchema>;

/** Each common figure on its own, so one of the wrong type drops alone instead of the rest with it. */
const salvagedFigures = z.object({
  metric: z.string().optional().catch(undefined),
  period: figures.period.optional().catch(undefined),
  baseline: figures.baseline.optional().catch(undefined),
  value: figures.value.optional().catch(undefined),
  change: figures.change.optional().catch(undefined),
  sampleSize: figures.sampleSize.optional().catch(undefined),
});

/**
 * A stored row's `data` as evidence, never an error: the engine's shape when it is one, otherwise the 'other' variant
 * with the figures that can be read (a row older versions wrote must still show, not fail the whole list).
 */
export function readInsightEvidence(stored: unknown): InsightEvidence {
  const parsed = insightDataSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const record = z.record(z.string(), z.unknown()).catch({}).parse(stored);
  const found = Object.entries(salvagedFigures.parse(record)).filter(([, value]) => value !== undefined);
  return otherInsightDataSchema.parse({ ...Object.fromEntries(found), kind: OTHER_KIND });
}
