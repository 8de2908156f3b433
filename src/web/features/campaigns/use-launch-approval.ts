import { can } from '../../../shared/roles';
import { useSignedInUser } from '../../app/session';
import { useWorkspaceSettings } from './api/get-workspace-settings';

/**
 * Whether the signed-in user's launch will wait for approval: the workspace requires it and they are a marketing
 * manager (a director's or an admin's own launch needs none). Read as "no" until the settings answer. Only the
 * wording depends on it: the server decides, and the screens follow the status it answers with.
 */
export function useLaunchNeedsApproval(): boolean {
  // The server's rule (lib/viewer.ts): someone who launches campaigns but may not approve them.
  const role = useSignedInUser().role;
  const isManager = can(role, 'campaigns:manage') && !can(role, 'campaigns:approve');
  const settings = useWorkspaceSettings({ enabled: isManager });
  return isManager && settings.data?.launchApproval === true;
}
