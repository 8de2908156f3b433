import type { MakeAdminRequest } from '../../../../shared/admin';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { Role } from '../../../../shared/roles';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { authKeys } from '../../auth';
import { adminKeys } from './admin-keys';

/**
 * POST /api/admin/make-admin: granted only while the workspace has no admin (DESIGN §6), and in production only
 * with the one-time code from the server's start-up log; 403 otherwise, 409 for an admin.
 */
export function makeAdmin(input: MakeAdminRequest = {}): Promise<{ id: string; role: Role }> {
  return api.post(API_ROUTES.makeAdmin, input);
}

/** SPEC §4: afterwards the current user and the user list are refetched. */
export function useMakeAdmin() {
  return useApiMutation(makeAdmin, {
    // A refusal will not change on a second try.
    retry: false,
    refreshes: [authKeys.currentUser(), adminKeys.users(), adminKeys.makeAdminStatus()],
  });
}
