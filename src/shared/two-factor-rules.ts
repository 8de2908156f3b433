/**
 * Two-step sign-in (TOTP, issue 28 item 2) without zod (docs/architecture.md, "Shared rules without zod"): its
 * constants, messages and the rule of who must use it, for the screens. The schemas are in two-factor.ts, which
 * re-exports all of this.
 */
import type { Role } from './roles';

/** RFC 6238 defaults, which every authenticator app supports: 6 digits, 30-second steps, SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side is accepted, for clock drift and a code typed as it changes (RFC 6238 §5.2). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as typed: letters, digits, dashes and spaces, bounded before it is hashed. */
export const RECOVERY_CODE_MAX = 32;
/** How long the password step of a sign-in waits for the code. */
export const TWO_FACTOR_PENDING_MINUTES = 5;

/** Where a Google sign-in of an account with two-step sign-in lands: the sign-in page, at its code step. */
export const TWO_FACTOR_STEP_PARAM = 'step';
export const TWO_FACTOR_SIGN_IN_LANDING = `/auth?${TWO_FACTOR_STEP_PARAM}=two-factor`;

/** The roles a workspace's `requireTwoFactor` setting applies to. */
export const TWO_FACTOR_REQUIRED_ROLES: readonly Role[] = ['admin', 'marketing_director'];

export function isTwoFactorRequiredFor(role: Role, workspaceRequiresTwoFactor: boolean): boolean {
  return workspaceRequiresTwoFactor && TWO_FACTOR_REQUIRED_ROLES.includes(role);
}

export const TWO_FACTOR_MESSAGES = {
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  recoveryCodeFormat: 'Enter one of your recovery codes',
  oneOfCodeOrRecovery: 'Enter either the code from your authenticator app or one recovery code',
  codeWrong: 'That code is not valid. Check your authenticator app and try again.',
  /** The sealed secret no longer opens: the server's token key changed since it was set up (README). */
  secretUnreadable:
    "Codes from your authenticator app cannot be checked since this server's key changed. Use a recovery code, or ask an administrator to reset two-step sign-in.",
  recoveryCodeWrong: 'That recovery code is not valid or has already been used.',
  alreadyEnabled: 'Two-step sign-in is already on. Turn it off first to use another authenticator app.',
  setupNotStarted: 'No set-up is waiting to be confirmed. Start setting up two-step sign-in again.',
  notEnabled: 'Two-step sign-in is not on for this account.',
  enabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: they are shown only once.',
  disabled: 'Two-step sign-in is off.',
  recoveryCodesRegenerated: 'New recovery codes are ready. The old ones no longer work.',
  requiredByWorkspace:
    'Your workspace requires two-step sign-in for administrators and marketing directors, so it cannot be turned off.',
  setupRequired:
    'Your workspace requires two-step sign-in for your role. Set it up in your account settings to continue.',
  pendingExpired: 'Your sign-in has expired. Enter your username and password again.',
  requireTwoFactorInvalid: 'requireTwoFactor must be true or false',
} as const;
