import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import type { Role } from '../../../../shared/roles';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { authKeys } from '../../auth';
import { adminKeys } from './admin-keys';

export interface ChangeRoleInput {
  id: string;
  role: Role;
}

/** PATCH /api/admin/users/:id/role (400 with the server's reason when it would demote the last admin). */
export function changeRole({ id, role }: ChangeRoleInput): Promise<{ id: string; role: Role }> {
  return api.patch(apiPath(API_ROUTES.adminUserRole, { id }), { role });
}

/**
 * SPEC §4: after success the user list is refetched. The mutation stays pending until the new list has arrived,
 * so the row's dropdown does not flick back to the old role in between. An admin changing their own role also
 * refetches the session (their screens change with it).
 */
export function useChangeRole() {
  return useApiMutation(changeRole, {
    // A refusal (the last admin, a malformed id) will not change on a second try.
    retry: shouldRetryTransientMutation,
    refreshes: [adminKeys.users(), adminKeys.audit(), authKeys.currentUser()],
  });
}
