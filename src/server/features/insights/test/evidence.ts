import { expect } from 'vitest';
import { type EvidenceOf, type InsightData, insightDataSchema } from '../../../../shared/insights';
import type { Database } from '../../../db/client';
import { aiInsights } from '../../../db/schema';

export {
  budgetTestEvidence,
  planReallocationEvidence,
  reallocationEvidence,
} from '../../../test/evidence';

export function anomalyEvidence(fields: Partial<EvidenceOf<'anomaly'>> = {}): EvidenceOf<'anomaly'> {
  return {
    kind: 'anomaly',
    metric: 'spend',
    channel: null,
    direction: 'up',
    firstDate: '2026-10-30',
    lastDate: '2026-10-30',
    expected: 300,
    observed: 900,
    pValue: 0.00001,
    sampleSize: 56,
    period: '2026-10-30',
    baseline: 300,
    value: 900,
    change: 200,
    atStake: 600,
    ...fields,
  };
}

/**
 * Every stored insight's evidence is in the contract's shape for its kind (what the engine may write), and says the
 * same kind as its row. Returns the evidence, for tests that check which kinds their fixtures produced.
 */
export async function expectStoredEvidenceInContract(db: Pick<Database, 'select'>): Promise<InsightData[]> {
  const rows = await db.select({ kind: aiInsights.kind, data: aiInsights.data }).from(aiInsights);
  return rows.map((row) => {
    const parsed = insightDataSchema.safeParse(row.data);
    expect(
      parsed.error?.issues,
      `evidence of a ${row.kind} insight: ${JSON.stringify(row.data)}`,
    ).toBeUndefined();
    expect(parsed.data?.kind).toBe(row.kind);
    return insightDataSchema.parse(row.data);
  });
}
