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
