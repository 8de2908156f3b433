import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { WorkspaceSettings } from '../../../../shared/approvals';
import { api } from '../../../lib/api-client';

/** The key starts with the path, so whoever changes the settings refreshes every screen that reads them. */
export const workspaceSettingsKey = () => [API_ROUTES.settings] as const;

/**
 * GET /api/settings: whether a marketing manager's launch waits for a director's approval. Asked again on each
 * screen that needs it and on focus, since an admin may have just switched it.
 */
export function useWorkspaceSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: workspaceSettingsKey(),
    queryFn: ({ signal }) => api.get<WorkspaceSettings>(API_ROUTES.settings, signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
