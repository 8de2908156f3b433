import { BUDGET_MAX, BUDGET_MESSAGES, BUDGET_MIN } from '../../shared/budget-rules';
import { formatWholeMoney } from './format';

/**
 * The spec's budget limits in the workspace currency: the shared rule words them in dollars ("Budget must be at
 * least $100", SPEC §5), and a workspace reporting in euros reads "Budget must be at least €100". The limits are
 * the same numbers: changing the currency converts nothing (CURRENCY_MESSAGES.noConversion).
 */
const IN_WORKSPACE_CURRENCY: Record<string, () => string> = {
  [BUDGET_MESSAGES.budgetMin]: () => `Budget must be at least ${formatWholeMoney(BUDGET_MIN)}`,
  [BUDGET_MESSAGES.budgetMax]: () => `Budget cannot exceed ${formatWholeMoney(BUDGET_MAX)}`,
};

/** A budget message as the workspace reads it; any other message unchanged. */
export function budgetMessage(message: string): string;
export function budgetMessage(message: string | undefined): string | undefined;
export function budgetMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return IN_WORKSPACE_CURRENCY[message]?.() ?? message;
}

/** "Between €100 and €1,000,000.": the budget field's hint. */
export function budgetRangeHint(): string {
  return `Between ${formatWholeMoney(BUDGET_MIN)} and ${formatWholeMoney(BUDGET_MAX)}.`;
}
