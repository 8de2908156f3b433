import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CHANNELS, type Channel } from '../../../../shared/analytics-rules';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import type { BudgetPlan } from '../../../../shared/budget-plan-rules';
import { api } from '../../../lib/api-client';

/** A what-if: another daily budget, another channel split, or both (nothing set = the plan as it stands). */
export interface BudgetWhatIf {
  dailyBudget?: number;
  split?: Partial<Record<Channel, number>>;
}

/** `Google Search:0.45,Meta:0.35`: the split in the fixed channel order, shares to three decimals. */
export function splitParam(split: Partial<Record<Channel, number>>): string {
  return CHANNELS.filter((channel) => split[channel] !== undefined)
    .map((channel) => `${channel}:${Number((split[channel] ?? 0).toFixed(3))}`)
    .join(',');
}

/** The query string of a what-if, in a fixed order (it is also the query key: one answer per question). */
function whatIfQuery(whatIf: BudgetWhatIf): string {
  const query = new URLSearchParams();
  if (whatIf.dailyBudget !== undefined) query.set('dailyBudget', String(whatIf.dailyBudget));
  if (whatIf.split) query.set('split', splitParam(whatIf.split));
  return query.toString();
}

/** GET /api/campaigns/:id/budget-plan[?dailyBudget=N&split=Channel:share,...] */
export function budgetPlanPath(id: string, whatIf: BudgetWhatIf = {}): string {
  const query = whatIfQuery(whatIf);
  const path = apiPath(API_ROUTES.campaignBudgetPlan, { id });
  return query ? `${path}?${query}` : path;
}

/**
 * Under the campaigns prefix, so that whatever refreshes a campaign (an applied recommendation, an import) refreshes
 * its plan too; the what-if's query string is in the key.
 */
export const budgetPlanKey = (id: string, whatIf: BudgetWhatIf = {}) =>
  [API_ROUTES.campaigns, 'budget-plan', id, whatIfQuery(whatIf)] as const;

export const budgetPlanQueryOptions = (id: string, whatIf: BudgetWhatIf = {}) =>
  queryOptions({
    queryKey: budgetPlanKey(id, whatIf),
    queryFn: ({ signal }) => api.get<BudgetPlan>(budgetPlanPath(id, whatIf), signal),
    // The plan is fitted on the latest days: a new visit asks again.
    staleTime: 0,
  });

/** The campaign's budget plan as it stands. */
export function useBudgetPlan(id: string) {
  return useQuery(budgetPlanQueryOptions(id));
}

/**
 * The plan for a what-if. While the next answer loads the previous one stays (isPlaceholderData), so the figures
 * never blank out between two positions of a slider.
 */
export function useBudgetWhatIf(id: string, whatIf: BudgetWhatIf) {
  return useQuery({ ...budgetPlanQueryOptions(id, whatIf), placeholderData: keepPreviousData });
}
