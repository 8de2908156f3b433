import { describe, expect, it } from 'vitest';
import { CHANNEL_MIX, channelWeightsOn } from '.';

/**
 * The mix a campaign delivers with on a day (issue 32): applied changes in the order they were applied, a budget
 * test's only for its days, after which the mix it replaced is back without anything having to run.
 */
const base = CHANNEL_MIX.conversion;
const plan = { 'Google Search': 0.45, Meta: 0.4, Email: 0.15 };
const test = { 'Google Search': 0.4, Meta: 0.45, Email: 0.15 };
const later = { 'Google Search': 0.6, Meta: 0.25, Email: 0.15 };

const campaignWith = (...history: Record<string, unknown>[]) => ({
  objective: 'conversion',
  optimizationHistory: history,
});

describe('channelWeightsOn', () => {
  it('keeps a reallocation from its first day on, and a budget test only from its first to its last day', () => {
    const campaign = campaignWith(
      { id: 'a', channelWeights: { from: '2026-12-01', weights: plan } },
      { id: 'b', channelWeights: { from: '2026-12-10', until: '2026-12-23', weights: test } },
    );
    expect(channelWeightsOn(campaign, '2026-11-30')).toEqual(base);
    expect(channelWeightsOn(campaign, '2026-12-09')).toEqual(plan);
    expect(channelWeightsOn(campaign, '2026-12-10')).toEqual(test);
    expect(channelWeightsOn(campaign, '2026-12-23')).toEqual(test);
    // The day after the test: back to the mix before it (the reallocation), not to the objective's.
    expect(channelWeightsOn(campaign, '2026-12-24')).toEqual(plan);
  });

  it('lets a change applied during a test take over from its day, and stay after the test ends', () => {
    const campaign = campaignWith(
      { id: 'b', channelWeights: { from: '2026-12-10', until: '2026-12-23', weights: test } },
      { id: 'c', channelWeights: { from: '2026-12-15', weights: later } },
    );
    expect(channelWeightsOn(campaign, '2026-12-14')).toEqual(test);
    expect(channelWeightsOn(campaign, '2026-12-15')).toEqual(later);
    expect(channelWeightsOn(campaign, '2027-01-15')).toEqual(later);
  });

  it('goes back to the objective mix after a test on a campaign nothing else changed, and ignores undone entries', () => {
    const campaign = campaignWith(
      { id: 'b', channelWeights: { from: '2026-12-10', until: '2026-12-23', weights: test } },
      { id: 'd', undoneAt: '2026-12-12', channelWeights: { from: '2026-12-11', weights: later } },
    );
    expect(channelWeightsOn(campaign, '2026-12-12')).toEqual(test);
    expect(channelWeightsOn(campaign, '2026-12-24')).toEqual(base);
  });
});
