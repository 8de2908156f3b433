import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightSummary } from '../../../../shared/analytics';
import { api } from '../../../lib/api-client';
import { insightKeys } from './insight-keys';

/** GET /api/insights: most impactful first (applied ones are left out by the server). */
export function getInsights(signal?: AbortSignal): Promise<InsightSummary[]> {
  return api.get<InsightSummary[]>('/api/insights', signal);
}

export const insightsQueryOptions = () =>
  queryOptions({ queryKey: insightKeys.list(), queryFn: ({ signal }) => getInsights(signal) });

export function useInsights() {
  return useQuery(insightsQueryOptions());
}
