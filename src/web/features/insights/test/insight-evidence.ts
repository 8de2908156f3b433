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
