/**
 * The admin contract without zod (docs/architecture.md, "Shared rules without zod"): page sizes, the audited actions
 * with their names and the Make Me Admin messages, for the admin screens. The schemas are in admin.ts, which
 * re-exports all of this.
 */

/** GET /api/admin/users pages newest first (DESIGN §6); the screen asks for `screen` at a time. */
export const USER_PAGE_SIZE = { default: 50, max: 100, screen: 50 } as const;
/** Audited actions, with how the audit page names them. */
export const AUDIT_ACTIONS = {
  'user.role_changed': 'Role changed',
  'user.made_admin': 'Made self admin (bootstrap)',
  'user.email_changed': 'Email address changed',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled again',
  'user.sessions_revoked': 'Sessions ended by an administrator',
  'user.two_factor_reset': 'Two-step sign-in reset by an administrator',
  'campaign.status_changed': 'Campaign status changed',
  'campaign.launched': 'Campaign created and launched',
  'campaign.deleted': 'Campaign deleted',
  'campaign.approval_requested': 'Campaign launch submitted for approval',
  'campaign.approval_decided': 'Campaign launch approved or rejected',
  'campaign.updated': 'Campaign edited',
  'campaign.duplicated': 'Campaign duplicated as a draft',
  'report_schedule.created': 'Report schedule created',
  'report_schedule.updated': 'Report schedule changed',
  'report_schedule.deleted': 'Report schedule deleted',
  'report_schedule.sent': 'Scheduled report sent',
  'workspace.settings_changed': 'Workspace settings changed',
  'campaign.imported': 'Campaign created by a metrics import',
  'insight.applied': 'Recommendation applied',
  'insight.undone': 'Recommendation undone',
  'google_ads.connection_changed': 'Google Ads connection changed',
  'google_ads.connected': 'Google Ads connected',
  'google_ads.disconnected': 'Google Ads disconnected',
  // Security events (ASVS V16): each row carries the caller's IP address and user agent.
  'auth.login_succeeded': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.login_refused_disabled': 'Sign-in refused: account disabled',
  'auth.locked': 'Sign-in locked after repeated failures',
  'auth.reset_requested': 'Password reset requested',
  'auth.reset_completed': 'Password reset completed',
  'auth.password_changed': 'Password changed',
  'auth.sessions_revoked': 'Signed out everywhere else',
  'auth.signed_out': 'Signed out',
  'auth.two_factor_enabled': 'Two-step sign-in turned on',
  'auth.two_factor_disabled': 'Two-step sign-in turned off',
  'auth.two_factor_succeeded': 'Two-step sign-in code accepted',
  'auth.two_factor_failed': 'Two-step sign-in code refused',
  'auth.recovery_code_used': 'Recovery code used',
  'auth.recovery_codes_regenerated': 'New recovery codes made',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** GET /api/admin/audit pages newest first (DESIGN §6); the screen asks for `screen` at a time. */
export const AUDIT_PAGE_SIZE = { default: 50, max: 200, screen: 50 } as const;
/** Make Me Admin (DESIGN §6): messages of the bootstrap and its production code. */
export const MAKE_ADMIN_MESSAGES = {
  codeRequired: 'Enter the Make Me Admin code printed in the server log at start-up.',
  codeInvalid:
    'That Make Me Admin code is not valid. Copy the code from the server log (the line "Make Me Admin code: …") and try again.',
  alreadyAdmin: 'You are already an administrator.',
  codeHelp: 'Printed in the server log at start-up, as the line "Make Me Admin code: …".',
} as const;

/** Disabling an account, enabling it again and ending its sessions (issue 28, item 7). */
export const USER_ACCESS_MESSAGES = {
  cannotDisableSelf: 'You cannot disable your own account. Ask another administrator.',
  lastAdmin: 'The last active administrator cannot be disabled. Make another user an administrator first.',
  disabled: (name: string) => `${name} is disabled and has been signed out everywhere.`,
  enabled: (name: string) => `${name} can sign in again.`,
  sessionsEnded: (name: string, count: number) =>
    count === 0
      ? `${name} had no signed-in browsers.`
      : `Signed ${name} out of ${count} ${count === 1 ? 'browser' : 'browsers'}.`,
  cannotResetOwnTwoFactor: 'Turn your own two-step sign-in off in Account settings.',
  twoFactorReset: (name: string) =>
    `Two-step sign-in is off for ${name}, and they have been signed out. They sign in with their password and can set it up again.`,
} as const;
