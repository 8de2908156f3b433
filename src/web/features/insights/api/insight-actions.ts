import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsResponse, InsightSummary } from '../../../../shared/analytics';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import type { InsightPages } from './get-insights';
import { insightKeys } from './insight-keys';
import type { InsightPreview } from './types';

const ACTION_PATHS = {
  preview: API_ROUTES.insightPreview,
  apply: API_ROUTES.applyInsight,
  undo: API_ROUTES.undoInsight,
} as const;

const path = (id: string, action: keyof typeof ACTION_PATHS) => apiPath(ACTION_PATHS[action], { id });

/** GET /api/insights/:id/preview: before → after channel weights; 400 for information-only insights. */
export function useInsightPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: insightKeys.preview(id),
    queryFn: ({ signal }) => api.get<InsightPreview>(path(id, 'preview'), signal),
    enabled,
    // The weights change when anything is applied; always ask again when the dialog opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Puts the server's new copy of an insight into every cached list that shows it (the dashboard's list and each
 * analytics period/channel). The lists are not refetched: an applied insight leaves the list of open ones, and the
 * card has to stay on screen to offer Undo.
 */
export function replaceCachedInsight(queryClient: QueryClient, insight: InsightSummary) {
  const swap = (list: InsightSummary[]) => list.map((item) => (item.id === insight.id ? insight : item));
  queryClient.setQueriesData<InsightPages>({ queryKey: insightKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: swap(page.items) })) } : data,
  );
  queryClient.setQueriesData<AnalyticsResponse>({ queryKey: [API_ROUTES.analytics] }, (data) =>
    data ? { ...data, aiInsights: swap(data.aiInsights) } : data,
  );
}

/** POST /api/insights/:id/apply */
export function useApplyInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ insight: InsightSummary; preview: InsightPreview }>(path(id, 'apply')),
    onSuccess: ({ insight }) => {
      replaceCachedInsight(queryClient, insight);
      // Campaign screens show the changed channel weights.
      void queryClient.invalidateQueries({ queryKey: [API_ROUTES.campaigns] });
    },
  });
}

/** POST /api/insights/:id/undo */
export function useUndoInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<InsightSummary>(path(id, 'undo')),
    onSuccess: (insight) => {
      replaceCachedInsight(queryClient, insight);
      void queryClient.invalidateQueries({ queryKey: [API_ROUTES.campaigns] });
    },
  });
}
