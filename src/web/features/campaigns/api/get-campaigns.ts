import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { CampaignListItem, CampaignSummary } from '../../../../shared/campaigns';
import { CAMPAIGN_PAGE_SIZE } from '../../../../shared/campaigns-rules';
import { api } from '../../../lib/api-client';
import { getPage, type Page } from '../../../lib/api-page';
import { type CampaignListFilters, campaignKeys } from './campaign-keys';

export type CampaignPages = InfiniteData<Page<CampaignListItem>>;

/** The first page's path; the following pages come from each answer's Link header. */
export function campaignsPath(filters: CampaignListFilters): string {
  const params = new URLSearchParams({
    status: filters.status,
    sort: filters.sort,
    limit: String(CAMPAIGN_PAGE_SIZE.screen),
  });
  return `${API_ROUTES.campaigns}?${params}`;
}

/**
 * GET /api/campaigns page by page (filtered and sorted by the server). SPEC §7/§9: always stale and refetched on
 * window focus; the previous list stays on screen while another filter or sort loads, so the page does not jump.
 */
export function useCampaigns(filters: CampaignListFilters) {
  return useInfiniteQuery({
    queryKey: campaignKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getPage<CampaignListItem>(pageParam, signal),
    initialPageParam: campaignsPath(filters),
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

/** The loaded pages as one list; a campaign that moved between two pages is shown once, where it first appeared. */
export function campaignsOf(data: CampaignPages | undefined): CampaignListItem[] | undefined {
  if (!data) return undefined;
  const seen = new Set<string>();
  const list: CampaignListItem[] = [];
  for (const page of data.pages) {
    for (const campaign of page.items) {
      if (seen.has(campaign.id)) continue;
      seen.add(campaign.id);
      list.push(campaign);
    }
  }
  return list;
}

/** How many campaigns match the filter on the server (X-Total-Count of the latest page). */
export function totalOf(data: CampaignPages | undefined): number {
  return data?.pages.at(-1)?.total ?? 0;
}

/** GET /api/campaigns/summary: counts and money of the whole workspace, whatever the list shows. */
export function useCampaignSummary() {
  return useQuery({
    queryKey: campaignKeys.summary(),
    queryFn: ({ signal }) => api.get<CampaignSummary>(API_ROUTES.campaignsSummary, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
