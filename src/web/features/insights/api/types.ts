/** GET /api/insights/:id/preview (contract in src/shared/analytics.ts). */
export type { InsightPreview } from '../../../../shared/analytics';

/**
 * The evidence an insight carries in `data`, one shape per kind (the contract in src/shared/insights.ts, which the
 * server reads every stored row with: a row in an older shape arrives as kind 'other').
 */
export type { EvidenceOf, InsightEvidence } from '../../../../shared/insights';
