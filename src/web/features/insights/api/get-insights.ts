import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { InsightSummary } from '../../../../shared/analytics';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { InsightKind, InsightStatus } from '../../../../shared/insights';
import { itemsOfPages, type Page, pagedQueryOptions, totalOfPages } from '../../../lib/api-page';
import { insightKeys } from './insight-keys';

/** What one list asks for: GET /api/insights's filters and page size (every one of them is in the query key). */
export interface InsightListParams {
  kind?: InsightKind;
  status: InsightStatus;
  campaignId?: string;
  limit: number;
}

export type InsightPages = InfiniteData<Page<InsightSummary>>;

/** The first page's path; the following pages come from each answer's Link header. */
export function insightsPath(params: InsightListParams): string {
  const query = new URLSearchParams();
  if (params.kind) query.set('kind', params.kind);
  if (params.campaignId) query.set('campaignId', params.campaignId);
  query.set('status', params.status);
  query.set('limit', String(params.limit));
  return `${API_ROUTES.insights}?${query}`;
}

/** GET /api/insights, page by page: most impactful first, then newest. */
export const insightListQueryOptions = (params: InsightListParams) =>
  pagedQueryOptions<InsightSummary>(insightKeys.list(params), insightsPath(params));

export function useInsightList(params: InsightListParams) {
  return useInfiniteQuery(insightListQueryOptions(params));
}

/**
 * The loaded pages as one list. An insight whose impact changed between two pages can come back on the later one
 * too; it is shown once, where it first appeared.
 */
export function insightsOf(data: InsightPages | undefined): InsightSummary[] {
  return itemsOfPages(data, (insight) => insight.id) ?? [];
}

/** How many insights the list has on the server (X-Total-Count of the latest page). */
export function totalOf(data: InsightPages | undefined): number {
  return totalOfPages(data) ?? 0;
}
