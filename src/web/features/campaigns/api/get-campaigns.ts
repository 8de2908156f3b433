import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '../../../../shared/campaigns';
import { api } from '../../../lib/api-client';
import { type CampaignListFilters, campaignKeys } from './campaign-keys';

/** GET /api/campaigns?status=…&sort=… (filtered and sorted by the server). */
export function getCampaigns(filters: CampaignListFilters, signal?: AbortSignal): Promise<Campaign[]> {
  const params = new URLSearchParams({ status: filters.status, sort: filters.sort });
  return api.get<Campaign[]>(`/api/campaigns?${params}`, signal);
}

/** SPEC §7/§9: the one query that is always stale and refetches on window focus. */
export const campaignsQueryOptions = (filters: CampaignListFilters) =>
  queryOptions({
    queryKey: campaignKeys.list(filters),
    queryFn: ({ signal }) => getCampaigns(filters, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** Keeps showing the previous list while another filter or sort loads, so the page does not jump. */
export function useCampaigns(filters: CampaignListFilters) {
  return useQuery({ ...campaignsQueryOptions(filters), placeholderData: keepPreviousData });
}
