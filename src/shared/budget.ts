import { z } from 'zod';

/**
 * The campaign budget rule (SPEC §5), one schema for every request that carries a budget: campaigns, the wizard's
 * audience prediction and content generation.
 */

export const BUDGET_MIN = 100;
export const BUDGET_MAX = 1_000_000;
export const DEFAULT_BUDGET = 5000;

export const BUDGET_MESSAGES = {
  budgetMin: 'Budget must be at least $100',
  budgetMax: 'Budget cannot exceed $1,000,000',
  budgetCents: 'Budget can have at most two decimal places',
  budgetNumber: 'Budget must be a number',
} as const;

export const budgetSchema = z
  .number({ error: BUDGET_MESSAGES.budgetNumber })
  .min(BUDGET_MIN, BUDGET_MESSAGES.budgetMin)
  .max(BUDGET_MAX, BUDGET_MESSAGES.budgetMax)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, BUDGET_MESSAGES.budgetCents);
