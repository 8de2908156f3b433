import { z } from 'zod';
import { BUDGET_MAX, BUDGET_MESSAGES, BUDGET_MIN } from './budget-rules';

/**
 * The campaign budget rule (SPEC §5), one schema for every request that carries a budget: campaigns, the wizard's
 * audience prediction and content generation. Its limits and messages live in budget-rules.ts (zod-free, for
 * screens) and are re-exported here.
 */
export * from './budget-rules';

export const budgetSchema = z
  .number({ error: BUDGET_MESSAGES.budgetNumber })
  .min(BUDGET_MIN, BUDGET_MESSAGES.budgetMin)
  .max(BUDGET_MAX, BUDGET_MESSAGES.budgetMax)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, BUDGET_MESSAGES.budgetCents)
  // Whole cents, as the refinement checks it (with a float tolerance); stated for the API document.
  .meta({ multipleOf: 0.01 });
