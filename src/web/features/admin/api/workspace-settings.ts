import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { WorkspaceSettings } from '../../../../shared/approvals';
import { api } from '../../../lib/api-client';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/settings: the workspace's rules (admins only). */
export function getWorkspaceSettings(signal?: AbortSignal): Promise<WorkspaceSettings> {
  return api.get<WorkspaceSettings>(API_ROUTES.adminSettings, signal);
}

/** PATCH /api/admin/settings → the settings as saved. */
export function updateWorkspaceSettings(changes: WorkspaceSettings): Promise<WorkspaceSettings> {
  return api.patch<WorkspaceSettings>(API_ROUTES.adminSettings, changes);
}

export const workspaceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => getWorkspaceSettings(signal),
  });

export function useWorkspaceSettings() {
  return useQuery(workspaceSettingsQueryOptions());
}

/** Not optimistic: the switch shows what the server saved, and is held while it saves. */
export function useUpdateWorkspaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspaceSettings,
    // Saving the same value twice is harmless, but a refusal will not change on a second try.
    retry: shouldRetryTransientMutation,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved);
      // GET /api/settings is what every signed-in screen reads (whether a launch will wait for approval).
      void queryClient.invalidateQueries({ queryKey: [API_ROUTES.settings] });
    },
  });
}
