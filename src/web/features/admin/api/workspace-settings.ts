import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { UpdateWorkspaceSettingsRequest, WorkspaceSettings } from '../../../../shared/approvals';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { getQueryOptions } from '../../../lib/api-query';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { adminKeys } from './admin-keys';

/** PATCH /api/admin/settings with the settings that change → all of them as saved. */
export function updateWorkspaceSettings(changes: UpdateWorkspaceSettingsRequest): Promise<WorkspaceSettings> {
  return api.patch<WorkspaceSettings>(API_ROUTES.adminSettings, changes);
}

/** GET /api/admin/settings: the workspace's rules (admins only). */
export const workspaceSettingsQueryOptions = () =>
  getQueryOptions<WorkspaceSettings>(adminKeys.settings(), API_ROUTES.adminSettings);

export function useWorkspaceSettings() {
  return useQuery(workspaceSettingsQueryOptions());
}

/** Not optimistic: the switch shows what the server saved, and is held while it saves. */
export function useUpdateWorkspaceSettings() {
  return useApiMutation(updateWorkspaceSettings, {
    // Saving the same value twice is harmless, but a refusal will not change on a second try.
    retry: shouldRetryTransientMutation,
    stores: adminKeys.settings(),
    // GET /api/settings is what every signed-in screen reads (whether a launch will wait for approval).
    onSuccess: (_saved, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: [API_ROUTES.settings] }),
  });
}
