import type { InsightSummary } from '../../shared/analytics';

type SampleInsightFields = Pick<
  InsightSummary,
  'id' | 'type' | 'title' | 'description' | 'impact' | 'confidence' | 'actionRequired' | 'createdAt'
>;

/**
 * An insight for the sample figures (SPEC §8, §9): open, unread, tied to no campaign and never applicable, so a
 * screen that shows it offers no action the server would refuse.
 */
export function sampleInsight(fields: SampleInsightFields): InsightSummary {
  return {
    campaignId: null,
    isRead: false,
    appliedAt: null,
    canApply: false,
    data: { kind: 'other' },
    kind: 'other',
    status: 'open',
    resolvedAt: null,
    updatedAt: fields.createdAt,
    outcome: null,
    ...fields,
  };
}
