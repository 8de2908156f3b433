import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import type { Campaign } from '../../../../shared/campaigns';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { campaignKeys } from './campaign-keys';

/** POST /api/campaigns/:id/duplicate: a draft copy named '<name> (copy)'. */
export function duplicateCampaign(id: string): Promise<Campaign> {
  return api.post<Campaign>(apiPath(API_ROUTES.duplicateCampaign, { id }));
}

export function useDuplicateCampaign() {
  // A retry after a lost answer would make a second copy.
  return useApiMutation(duplicateCampaign, { retry: false, refreshes: [campaignKeys.all()] });
}
