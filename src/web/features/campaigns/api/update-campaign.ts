import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import type { Campaign, UpdateCampaignRequest } from '../../../../shared/campaigns';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { campaignKeys } from './campaign-keys';

export interface UpdateCampaignInput {
  id: string;
  changes: UpdateCampaignRequest;
}

/** PATCH /api/campaigns/:id: a status change (active ↔ paused) or the wizard's edited fields. */
export function updateCampaign({ id, changes }: UpdateCampaignInput): Promise<Campaign> {
  return api.patch<Campaign>(apiPath(API_ROUTES.campaign, { id }), changes);
}

export function useUpdateCampaign() {
  return useApiMutation(updateCampaign, { refreshes: [campaignKeys.all()] });
}
