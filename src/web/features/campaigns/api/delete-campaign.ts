import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** DELETE /api/campaigns/:id (204). */
export function deleteCampaign(id: string): Promise<void> {
  return api.delete<void>(apiPath(API_ROUTES.campaign, { id }));
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
  });
}
