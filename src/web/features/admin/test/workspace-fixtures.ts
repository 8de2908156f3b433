import type { WorkspaceSettings } from '../../../../shared/approvals';
import { jsonResponse } from '../../../test/render-app';
import { pageResponse, STATS } from './admin-fixtures';

/** What the admin page asks for besides the workspace settings, answered empty. */
export const adminPage = {
  'GET /api/admin/stats': () => jsonResponse(200, STATS),
  'GET /api/contacts': () => pageResponse([]),
  'GET /api/newsletters': () => pageResponse([]),
  'GET /api/admin/users': () => jsonResponse(200, []),
};

/**
 * A workspace whose settings the PATCH changes, as GET /api/admin/settings and GET /api/settings then answer:
 * the test changes `saved` when it answers the PATCH.
 */
export function workspace(settings: Partial<WorkspaceSettings> = {}) {
  const saved = { launchApproval: false, requireTwoFactor: false, currency: 'USD', ...settings };
  return {
    saved,
    handlers: {
      ...adminPage,
      'GET /api/admin/settings': () => jsonResponse(200, saved),
      'GET /api/settings': () => jsonResponse(200, saved),
    },
  };
}
