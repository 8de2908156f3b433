import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { CampaignListItem, CampaignSummary } from '../../../../shared/campaigns';
import { CAMPAIGN_PAGE_SIZE } from '../../../../shared/campaigns-rules';
import { api } from '../../../lib/api-client';
import { itemsOfPages, type Page, pagedQueryOptions, totalOfPages } from '../../../lib/api-page';
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
    ...pagedQueryOptions<CampaignListItem>(campaignKeys.list(filters), campaignsPath(filters)),
    staleTime: 0,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

/** The loaded pages as one list; a campaign that moved between two pages is shown once, where it first appeared. */
export function campaignsOf(data: CampaignPages | undefined): CampaignListItem[] | undefined {
  return itemsOfPages(data, (campaign) => campaign.id);
}

/** How many campaigns match the filter on the server (X-Total-Count of the latest page). */
export function totalOf(data: CampaignPages | undefined): number {
  return totalOfPages(data) ?? 0;
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
