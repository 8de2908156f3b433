import type {
  ResetUserTwoFactorResult,
  RevokeUserSessionsResult,
  UserAccessResult,
} from '../../../../shared/admin';
import { API_ROUTES, apiPath } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { adminKeys } from './admin-keys';

/**
 * An admin stopping an account (issue 28, item 7): disable it (its sessions end, it cannot sign in), enable it again,
 * end its sessions, or reset its two-step sign-in. Endpoints with one shape of request, so one file: each returns the
 * account's new state.
 */
export type UserAccessAction = 'disable' | 'enable' | 'revokeSessions' | 'resetTwoFactor';

const ROUTES = {
  disable: API_ROUTES.adminUserDisable,
  enable: API_ROUTES.adminUserEnable,
  revokeSessions: API_ROUTES.adminUserSessionsRevoke,
  resetTwoFactor: API_ROUTES.adminUserTwoFactorReset,
} as const;

/** POST /api/admin/users/:id/disable, /enable, /sessions/revoke or /two-factor/reset. */
export function changeUserAccess({
  id,
  action,
}: {
  id: string;
  action: UserAccessAction;
}): Promise<UserAccessResult | RevokeUserSessionsResult | ResetUserTwoFactorResult> {
  return api.post(apiPath(ROUTES[action], { id }));
}

/** The list shows the new state, and the audit log its new row. */
export function useChangeUserAccess() {
  return useApiMutation(changeUserAccess, {
    // A refusal (yourself, the last admin) will not change on a second try.
    retry: shouldRetryTransientMutation,
    refreshes: [adminKeys.users(), adminKeys.audit()],
  });
}
