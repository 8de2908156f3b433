/** The budget plan's public face (issue 32): the planner the insights engine raises its budget advice from. */
export { planBudget, pointPlanGain } from './budget-planner';
export { type QuickTests, quickBudgetTests } from './budget-tests';
export type { ChannelHistoryInput, PlanInput } from './channel-fits';
