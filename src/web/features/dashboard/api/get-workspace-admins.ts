import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { WorkspaceAdmin } from '../../../../shared/workspace';
import { getQueryOptions } from '../../../lib/api-query';

/** GET /api/workspace/admins: whom a member asks for another role, by name. */
export function useWorkspaceAdmins() {
  return useQuery(
    getQueryOptions<WorkspaceAdmin[]>([API_ROUTES.workspaceAdmins], API_ROUTES.workspaceAdmins, {
      // Admins change rarely; a minute's old list still names the right people.
      staleTime: 60_000,
    }),
  );
}
