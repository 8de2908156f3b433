import type { EvidenceOf } from '../api/types';

/**
 * Evidence in the shapes the server serves (src/shared/insights.ts), for screens' tests: typed, so a fixture that
 * drifts from the contract fails to compile instead of testing a shape the server never sends.
 */
export function pacingEvidence(fields: Partial<EvidenceOf<'pacing'>> = {}): EvidenceOf<'pacing'> {
  return {
    kind: 'pacing',
    state: 'over',
    metric: 'spend',
    period: '2026-11-01..2026-11-21',
    baseline: 28000,
    value: 33000,
    change: 17.9,
    sampleSize: 21,
    ...fields,
  };
}

export function noteEvidence(sampleSize: number): EvidenceOf<'insufficient_data'> {
  return { kind: 'insufficient_data', reason: 'insufficient data', sampleSize, required: 7 };
}

/** An anomaly episode: pass the facts a test shows; the common figures follow from them. */
export function anomalyEvidence(
  fields: Pick<
    EvidenceOf<'anomaly'>,
    'metric' | 'channel' | 'direction' | 'firstDate' | 'lastDate' | 'expected' | 'observed' | 'pValue'
  > &
    Partial<EvidenceOf<'anomaly'>>,
): EvidenceOf<'anomaly'> {
  return {
    kind: 'anomaly',
    sampleSize: 56,
    period:
      fields.firstDate === fields.lastDate ? fields.firstDate : `${fields.firstDate}..${fields.lastDate}`,
    baseline: fields.expected,
    value: fields.observed,
    change: Math.round((fields.observed / fields.expected - 1) * 10_000) / 100,
    atStake: Math.abs(fields.observed - fields.expected),
    ...fields,
  };
}

/**
 * A reallocation raised from a budget plan (issue 32): Google Search 50 % → 45 %, Meta 30 % → 40 %, Email 20 % →
 * 15 %, with each channel's marginal return, and a daily gain of 120 (80 % interval 40 to 210).
 */
export function planReallocationEvidence(
  fields: Partial<EvidenceOf<'channel_reallocation'>> = {},
): EvidenceOf<'channel_reallocation'> {
  return {
    kind: 'channel_reallocation',
    metric: 'roas',
    period: '2026-11-08..2026-11-21',
    baseline: 1.6,
    value: 2.9,
    change: 81.25,
    sampleSize: 2345,
    from: 'Google Search',
    to: 'Meta',
    shift: 0.1,
    channels: [
      { name: 'Google Search', spend: 7000, revenue: 25200, roas: 3.6 },
      { name: 'Meta', spend: 4200, revenue: 10080, roas: 2.4 },
      { name: 'Email', spend: 2800, revenue: 5600, roas: 2 },
    ],
    plan: {
      dailyBudget: 1000,
      channels: [
        {
          channel: 'Google Search',
          currentShare: 0.5,
          recommendedShare: 0.45,
          marginalRoas: 1.6,
          marginalRoasLow: 1.2,
          marginalRoasHigh: 2.05,
        },
        {
          channel: 'Meta',
          currentShare: 0.3,
          recommendedShare: 0.4,
          marginalRoas: 2.9,
          marginalRoasLow: 2.3,
          marginalRoasHigh: 3.4,
        },
        {
          channel: 'Email',
          currentShare: 0.2,
          recommendedShare: 0.15,
          marginalRoas: null,
          marginalRoasLow: null,
          marginalRoasHigh: null,
        },
      ],
      expected: { current: 2400, plan: 2520 },
      gain: { expected: 120, low: 40, high: 210 },
    },
    ...fields,
  };
}

/** A budget test: Meta raised from 20 % to 35 % of the budget (200 → 350 a day) for 14 days. */
export function budgetTestEvidence(
  fields: Partial<EvidenceOf<'budget_test'>> = {},
): EvidenceOf<'budget_test'> {
  return {
    kind: 'budget_test',
    metric: 'spend',
    period: '2026-08-30..2026-11-21',
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
