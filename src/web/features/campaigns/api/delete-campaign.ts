import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { campaignKeys } from './campaign-keys';

/** DELETE /api/campaigns/:id (204). */
export function deleteCampaign(id: string): Promise<void> {
  return api.delete<void>(apiPath(API_ROUTES.campaign, { id }));
}

export function useDeleteCampaign() {
  return useApiMutation(deleteCampaign, { refreshes: [campaignKeys.all()] });
}
