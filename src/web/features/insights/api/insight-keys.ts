import { API_ROUTES } from '../../../../shared/api-routes';
import type { InsightListParams } from './get-insights';

/**
 * Query keys of the insights feature. Every key starts with the endpoint path, so `all()` reaches every list and
 * preview, and `lists()` every paged list whatever its filters. Analytics responses carry insights too;
 * `replaceCachedInsight` keeps both in step after apply/undo.
 */
export const insightKeys = {
  all: () => [API_ROUTES.insights] as const,
  lists: () => [API_ROUTES.insights, 'list'] as const,
  list: (params: InsightListParams) => [API_ROUTES.insights, 'list', params] as const,
  preview: (id: string) => [API_ROUTES.insights, 'preview', id] as const,
};
