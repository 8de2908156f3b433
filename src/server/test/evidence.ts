import type { Channel } from '../../shared/analytics-rules';
import type { EvidenceOf } from '../../shared/insights';

/**
 * Evidence in the shapes the engine writes (src/shared/insights.ts), for tests that insert insight rows by hand:
 * typed, so a fixture that drifts from the contract fails to compile instead of testing a shape nobody writes.
 */
export function reallocationEvidence(
  fields: Partial<EvidenceOf<'channel_reallocation'>> = {},
): EvidenceOf<'channel_reallocation'> {
  return {
    kind: 'channel_reallocation',
    metric: 'roas',
    period: '2026-10-18..2026-10-31',
    baseline: 1.2,
    value: 3.6,
    change: 200,
    sampleSize: 1500,
    from: 'Email',
    to: 'Google Search',
    shift: 0.1,
    channels: [
      { name: 'Google Search', spend: 1400, revenue: 5040, roas: 3.6 },
      { name: 'Email', spend: 600, revenue: 720, roas: 1.2 },
    ],
    ...fields,
  };
}

/**
 * A reallocation raised from a budget plan (issue 32): `shares` are each channel's share now and under the plan
 * (channel → [current, recommended]); `from` and `to` are the channels losing and gaining the most share.
 */
export function planReallocationEvidence(
  shares: Partial<Record<Channel, [number, number]>>,
  fields: Partial<EvidenceOf<'channel_reallocation'>> = {},
): EvidenceOf<'channel_reallocation'> {
  const channels = (Object.entries(shares) as [Channel, [number, number]][]).map(
    ([channel, [currentShare, recommendedShare]]) => ({
      channel,
      currentShare,
      recommendedShare,
      // The plan moves budget towards the higher marginal return.
      marginalRoas: 2 + recommendedShare - currentShare,
      marginalRoasLow: 1.5,
      marginalRoasHigh: 2.8,
    }),
  );
  const change = (c: (typeof channels)[number]) => c.recommendedShare - c.currentShare;
  const byChange = [...channels].sort((a, b) => change(a) - change(b));
  const losing = byChange[0];
  const gaining = byChange.at(-1);
  return reallocationEvidence({
    from: losing?.channel ?? 'Email',
    to: gaining?.channel ?? 'Google Search',
    shift: gaining ? Math.round(change(gaining) * 100) / 100 : 0,
    plan: {
      dailyBudget: 1000,
      channels,
      expected: { current: 2400, plan: 2520 },
      gain: { expected: 120, low: 40, high: 210 },
    },
    ...fields,
  });
}

/** A budget test: Meta raised from 20 % to 35 % for 14 days, the other channels giving it up in proportion. */
export function budgetTestEvidence(
  fields: Partial<EvidenceOf<'budget_test'>> = {},
): EvidenceOf<'budget_test'> {
  return {
    kind: 'budget_test',
    metric: 'spend',
    period: '2026-09-07..2026-11-29',
    baseline: 200,
    value: 350,
    change: 75,
    sampleSize: 84,
    channel: 'Meta',
    currentShare: 0.2,
    testShare: 0.35,
    days: 14,
    weights: { 'Google Search': 0.4875, Meta: 0.35, Email: 0.1625 },
    ...fields,
  };
}
