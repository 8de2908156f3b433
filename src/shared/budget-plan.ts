import { z } from 'zod';
import { BUDGET_PLAN_LIMITS, BUDGET_PLAN_MESSAGES } from './budget-plan-rules';

/** GET /api/campaigns/:id/budget-plan (issue 32): the query. Limits, messages and the response's types are in the rules. */
export * from './budget-plan-rules';

/**
 * The ranges written into the patterns, so that the API document states exactly what is accepted: a positive
 * amount up to 10,000,000; a step from 0.01 to 1; a floor from 0 to 0.5.
 */
const positiveAmount = /^(0*[1-9]\d{0,6}(\.\d+)?|0+\.\d*[1-9]\d*|0*10000000(\.0+)?)$/;
const stepShare = /^(0*\.(0[1-9]|[1-9])\d*|0+\.(0[1-9]|[1-9])\d*|0*1(\.0+)?)$/;
const floorShare = /^(0+(\.[0-4]\d*)?|0*\.[0-4]\d*|0*\.50*|0+\.50*)$/;

export const budgetPlanQuerySchema = z.strictObject({
  dailyBudget: z
    .string()
    .regex(positiveAmount, BUDGET_PLAN_MESSAGES.dailyBudget)
    .transform(Number)
    .pipe(
      z
        .number()
        .positive(BUDGET_PLAN_MESSAGES.dailyBudget)
        .max(BUDGET_PLAN_LIMITS.maxDailyBudget, BUDGET_PLAN_MESSAGES.dailyBudget),
    )
    .optional()
    .describe(
      'Daily budget to plan for, in the workspace currency (default: the average daily spend of the last 14 days)',
    ),
  maxStep: z
    .string()
    .regex(stepShare, BUDGET_PLAN_MESSAGES.maxStep)
    .transform(Number)
    .pipe(z.number().min(0.01, BUDGET_PLAN_MESSAGES.maxStep).max(1, BUDGET_PLAN_MESSAGES.maxStep))
    .optional()
    .describe(`Largest change of a channel's share, 0.01 to 1 (default ${BUDGET_PLAN_LIMITS.maxStep})`),
  floor: z
    .string()
    .regex(floorShare, BUDGET_PLAN_MESSAGES.floor)
    .transform(Number)
    .pipe(z.number().min(0, BUDGET_PLAN_MESSAGES.floor).max(0.5, BUDGET_PLAN_MESSAGES.floor))
    .optional()
    .describe(`Smallest share of a channel, 0 to 0.5 (default ${BUDGET_PLAN_LIMITS.floor})`),
  split: z
    .string()
    .max(500, BUDGET_PLAN_MESSAGES.split)
    .optional()
    .describe(
      "A what-if split, channel:share pairs separated by commas (shares are normalised to sum to 1). The channels must be the campaign's own (those it has delivery data for), each once, with at least one share above 0: otherwise a 400 naming split",
    ),
});
export type BudgetPlanQuery = z.infer<typeof budgetPlanQuerySchema>;

const interval = z.object({ expected: z.number(), low: z.number(), high: z.number() });
const channelName = z.string();

export const budgetPlanSchema = z.object({
  campaignId: z.string(),
  status: z.enum(['ok', 'insufficient_variation', 'insufficient_data']),
  currency: z.string(),
  dailyBudget: z.number(),
  currentDailySpend: z.number(),
  period: z.object({ start: z.string(), end: z.string() }),
  limits: z.object({ maxStep: z.number(), floor: z.number() }),
  channels: z.array(
    z.object({
      channel: channelName,
      status: z.enum(['fitted', 'insufficient_variation', 'insufficient_data']),
      currentShare: z.number(),
      recommendedShare: z.number(),
      currentSpend: z.number(),
      recommendedSpend: z.number(),
      marginalRoas: z.number().nullable(),
      marginalRoasRange: z.object({ low: z.number(), high: z.number() }).nullable(),
      averageRoas: z.number().nullable(),
      days: z.number().int(),
      observedSpend: z.object({ min: z.number(), max: z.number() }),
      carryOver: z.number(),
      halfSaturationSpend: z.number().nullable(),
      curve: z.array(z.object({ spend: z.number(), revenue: z.number(), low: z.number(), high: z.number() })),
    }),
  ),
  expected: z.object({ current: interval, plan: interval, gain: interval }),
  gain: interval,
  confidence: z.number().min(0).max(1),
  tests: z.array(
    z.object({
      channel: channelName,
      change: z.number(),
      testShare: z.number(),
      days: z.number().int(),
      weights: z.record(z.string(), z.number()),
      reason: z.string(),
    }),
  ),
  whatIf: z.object({ split: z.record(z.string(), z.number()), revenue: interval, gain: interval }).nullable(),
  summary: z.string(),
});
