/**
 * The campaign budget rule's limits and messages (SPEC §5) without zod (docs/architecture.md, "Shared rules without
 * zod"), for the wizard's budget field. budgetSchema is in budget.ts, which re-exports all of this.
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
