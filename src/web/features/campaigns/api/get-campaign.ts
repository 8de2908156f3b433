import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import type { Campaign } from '../../../../shared/campaigns';
import { api } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET /api/campaigns/:id */
export function getCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  return api.get<Campaign>(apiPath(API_ROUTES.campaign, { id }), signal);
}

/** The edit form starts from what is on the server now, not from an older cached copy. */
export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
    staleTime: 0,
  });

export function useCampaign(id: string) {
  return useQuery(campaignQueryOptions(id));
}
