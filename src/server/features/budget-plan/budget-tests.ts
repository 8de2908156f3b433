import type { Channel } from '../../../shared/analytics';
import { BUDGET_PLAN_LIMITS, BUDGET_TEST, type BudgetTestProposal } from '../../../shared/budget-plan-rules';
import { type ChannelState, channelStates, type PlanInput, variedEnough } from './channel-fits';
import { money, round } from './plan-figures';

/**
 * Budget tests (issue 32, item 5): for a channel whose curve cannot be told, a change of its share for a set number
 * of days that would tell it.
 */

function proposeTest(
  state: ChannelState,
  index: number,
  shares: number[],
  campaignRoas: number,
  floor: number,
  channels: Channel[],
  days: number,
): BudgetTestProposal {
  const current = shares[index] ?? 0;
  const roas = state.currentSpend > 0 ? state.currentRevenue / state.currentSpend : 0;
  // Raise a channel that returns at least the campaign's average (the likelier winner), lower the others; never
  // under the floor or over the whole budget.
  const raise =
    (roas >= campaignRoas || current - BUDGET_TEST.step < floor) && current + BUDGET_TEST.step <= 1;
  const change = raise ? BUDGET_TEST.step : -BUDGET_TEST.step;
  const testShare = current + change;
  const others = 1 - current;
  const weights: Partial<Record<Channel, number>> = {};
  channels.forEach((channel, c) => {
    const share = shares[c] ?? 0;
    weights[channel] = round(c === index ? testShare : others > 0 ? share - (change * share) / others : 0, 4);
  });
  const name = state.input.channel;
  const pct = (n: number) => `${Math.round(n * 100)} %`;
  return {
    channel: name,
    change,
    testShare: round(testShare, 4),
    days: BUDGET_TEST.days,
    weights,
    reason:
      `${name}'s daily spend hardly varied over ${days} days, too little to tell whether more spend there would ` +
      `earn as much as the last. ${raise ? 'Raising' : 'Lowering'} its share from ${pct(current)} to ` +
      `${pct(testShare)} for ${BUDGET_TEST.days} days (the other channels ${raise ? 'giving' : 'taking'} the ` +
      `difference in proportion) shows how its revenue responds: the measured result reports the change, and the ` +
      `next plan can fit ${name}'s curve.`,
  };
}

/** Budget tests for the channels `untold` picks, from the current split. */
export function testsFor(
  states: ChannelState[],
  untold: (state: ChannelState) => boolean,
  floor: number,
): BudgetTestProposal[] {
  const spend = states.reduce((s, c) => s + c.currentSpend, 0);
  if (spend <= 0) return [];
  const shares = states.map((s) => s.currentSpend / spend);
  const names = states.map((s) => s.input.channel);
  const campaignRoas = states.reduce((s, c) => s + c.currentRevenue, 0) / spend;
  return states.flatMap((state, c) =>
    untold(state) ? [proposeTest(state, c, shares, campaignRoas, floor, names, state.days)] : [],
  );
}

/** What the engine needs to propose a budget test without fitting anything (the spend's variation alone). */
export interface QuickTests {
  tests: BudgetTestProposal[];
  channels: {
    channel: Channel;
    currentShare: number;
    currentSpend: number;
    averageRoas: number | null;
    days: number;
  }[];
}

/** Budget tests for channels with enough days whose spend was flat: no curve is fitted (see pointPlanGain). */
export function quickBudgetTests(input: PlanInput): QuickTests {
  const states = channelStates(input);
  const spend = states.reduce((s, c) => s + c.currentSpend, 0);
  return {
    tests: testsFor(states, (s) => s.status === 'fitted' && !variedEnough(s), BUDGET_PLAN_LIMITS.floor),
    channels: states.map((s) => ({
      channel: s.input.channel,
      currentShare: spend > 0 ? round(s.currentSpend / spend, 4) : 0,
      currentSpend: money(s.currentSpend),
      averageRoas: s.currentSpend > 0 ? round(s.currentRevenue / s.currentSpend, 3) : null,
      days: s.days,
    })),
  };
}
