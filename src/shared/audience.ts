import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  AUDIENCE_CHANNELS,
  AUDIENCE_LISTS,
  AUDIENCE_MESSAGES,
  DEVICE_PREFERENCES,
  ENGAGEMENT_LEVELS,
} from './audience-rules';
import { forecastAccuracySchema, forecastCalibrationSchema } from './forecast';
import { FORECAST_BASES } from './forecast-rules';

/** Enumerations, age limits, messages and channels live in audience-rules.ts (zod-free). */
export * from './audience-rules';

const age = z
  .number({ error: AUDIENCE_MESSAGES.ageRange })
  .int(AUDIENCE_MESSAGES.ageRange)
  .min(AGE_MIN, AUDIENCE_MESSAGES.ageRange)
  .max(AGE_MAX, AUDIENCE_MESSAGES.ageRange);

/** One of the pick-at-least-one lists: known values only, at least one, no longer than its options. */
function audienceList<const T extends readonly string[]>(list: {
  options: T;
  required: string;
  unknown: string;
}) {
  return z
    .array(z.enum(list.options, { error: list.unknown }), { error: list.required })
    .min(1, list.required)
    .max(list.options.length);
}

/** SPEC §3 targetAudience with the SPEC §5 audience rules. */
export const targetAudienceSchema = z.strictObject({
  demographics: z.strictObject({
    ageRange: z
      .tuple([age, age], { error: AUDIENCE_MESSAGES.ageRange })
      .refine(([min, max]) => min <= max, AUDIENCE_MESSAGES.ageRange)
      .describe(`Two ages from ${AGE_MIN} to ${AGE_MAX}, youngest first`),
    locations: audienceList(AUDIENCE_LISTS.locations),
    interests: audienceList(AUDIENCE_LISTS.interests),
  }),
  behavioral: z.strictObject({
    engagementLevel: z.enum(ENGAGEMENT_LEVELS, { error: AUDIENCE_MESSAGES.engagement }),
    devicePreference: z.enum(DEVICE_PREFERENCES, { error: AUDIENCE_MESSAGES.device }),
    shoppingTimes: audienceList(AUDIENCE_LISTS.shoppingTimes),
  }),
});
export type TargetAudience = z.infer<typeof targetAudienceSchema>;

/** What the estimate assumed, so the wizard can show the arithmetic (docs/ai.md "Audience predictions"). */
export const predictionAssumptionsSchema = z.object({
  mediaBudget: z.number().describe('USD spent on media: the whole campaign budget'),
  cpm: z.number().describe('Blended cost per 1,000 impressions in USD: budget / impressions × 1000'),
  frequency: z.number().describe('Average impressions per person reached: impressions / estimatedReach'),
  population: z.number().describe('Internet users of the chosen locations'),
  ageShare: z.number().describe('Share (0–1) of those online users inside the age range'),
  interestShare: z.number().describe('Share (0–1) of them in at least one chosen interest'),
  orderValue: z.number().describe('Average order value in USD that a conversion is worth'),
  campaignDays: z.number().describe('Days between the start and end dates'),
  ctrFatigue: z
    .number()
    .describe('Multiplier (≤ 1) on the click-through rate for ad fatigue as the weekly frequency rises'),
  ctrSaturation: z
    .number()
    .optional()
    .describe(
      'Multiplier (≤ 1) on the click-through rate for saturation: impressions repeated to people already reached respond less. Absent from estimates made before it was modelled',
    ),
  channelMix: z
    .array(
      z.object({
        channel: z.enum(AUDIENCE_CHANNELS),
        share: z.number().describe('Share (0–1) of the impressions'),
        cpm: z.number().describe("This channel's CPM in the chosen locations, USD"),
      }),
    )
    .describe('Audience-targeted channels the impressions are planned over'),
});
export type PredictionAssumptions = z.infer<typeof predictionAssumptionsSchema>;

/**
 * The audience model's answer (POST /api/audience/predict): SPEC §3 AI predictions plus the figures they are computed
 * from. Every rule holds on the returned numbers: impressions = budget / cpm × 1000, estimatedReach ≤ impressions and
 * ≤ addressableAudience, clicks = impressions × expectedCTR, costPerClick = budget / clicks, conversions = impressions ×
 * expectedCTR × conversionRate (rates in percent; an expected count with two decimals, within half a click's worth
 * of clicks × conversionRate), predictedRoi = (conversions × orderValue − budget) / budget.
 */
export const audienceEstimateSchema = z.object({
  estimatedReach: z.number().describe('People reached at least once'),
  impressions: z.number().describe('Impressions the whole budget buys'),
  clicks: z.number(),
  conversions: z
    .number()
    .describe(
      'Expected conversions: impressions × expectedCTR × conversionRate with two decimals (0.68, not a whole count)',
    ),
  expectedCTR: z.number().describe('Percent, two decimals'),
  costPerClick: z.number().describe('USD, budget / clicks'),
  conversionRate: z.number().describe('Percent of clicks, two decimals'),
  confidence: z.number(),
  recommendations: z.array(z.string()),
  aiConfidence: z.number(),
  predictedRoi: z
    .number()
    .describe('Whole percent: (conversions × orderValue − budget) / budget, from the returned conversions'),
  addressableAudience: z.number().describe('population × ageShare × interestShare'),
  assumptions: predictionAssumptionsSchema,
  basis: z
    .enum(FORECAST_BASES)
    .describe(
      "Where the channel rates come from: the workspace's own delivery, the public benchmarks, or a blend (issue 33)",
    ),
  calibration: forecastCalibrationSchema.describe(
    'Per channel of the mix: the rates used, their source and sample',
  ),
  trackRecord: forecastAccuracySchema
    .nullable()
    .describe(
      "The workspace's forecast accuracy so far (GET /api/forecasts/accuracy); null when it has none",
    ),
});
export type AudienceEstimate = z.infer<typeof audienceEstimateSchema>;

/**
 * Predictions as the wizard and stored campaigns hold them: campaigns saved before the estimate carried its arithmetic,
 * and the browser's fallback, have only the SPEC §3 fields.
 */
export const audiencePredictionSchema = audienceEstimateSchema.partial({
  impressions: true,
  clicks: true,
  conversions: true,
  assumptions: true,
  basis: true,
  calibration: true,
  trackRecord: true,
});
export type AudiencePrediction = z.infer<typeof audiencePredictionSchema>;
