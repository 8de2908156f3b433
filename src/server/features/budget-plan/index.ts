/** The budget plan's public face (issue 32): the planner the insights engine raises its budget advice from. */
export {
  type ChannelHistoryInput,
  type PlanInput,
  planBudget,
  pointPlanGain,
  type QuickTests,
  quickBudgetTests,
} from './budget-planner';
