import type { InsightListParams } from './get-insights';

/**
 * Query keys of the insights feature. Every key starts with the endpoint path, so `all()` reaches every list and
 * preview, and `lists()` every paged list whatever its filters. Analytics responses carry insights too;
 * `replaceCachedInsight` keeps both in step after apply/undo.
 */
export const insightKeys = {
  all: () => ['/api/insights'] as const,
  lists: () => ['/api/insights', 'list'] as const,
  list: (params: InsightListParams) => ['/api/insights', 'list', params] as const,
  preview: (id: string) => ['/api/insights', 'preview', id] as const,
};
