/** The admin feature's public face: what other features and scripts may use (DESIGN §3). */
export { changeUserRole, findUserIdByUsername } from './admin.service';
export {
  launchApprovalRequired,
  twoFactorRequiredByWorkspace,
  workspaceCurrency,
  workspaceLocale,
} from './workspace-settings';
