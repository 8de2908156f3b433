import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import type { Campaign } from '../../../../shared/campaigns';
import { api } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** POST /api/campaigns/:id/duplicate: a draft copy named '<name> (copy)'. */
export function duplicateCampaign(id: string): Promise<Campaign> {
  return api.post<Campaign>(apiPath(API_ROUTES.duplicateCampaign, { id }));
}

export function useDuplicateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCampaign,
    // A retry after a lost answer would make a second copy.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
  });
}
