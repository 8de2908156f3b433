/**
 * The auth and account contract without zod (docs/architecture.md, "Shared rules without zod"): the password rule,
 * messages and the sign-in landing parameters, for screens that show them without validating anything. The schemas
 * are in auth.ts, which re-exports all of this.
 */

/** DESIGN §6: one password rule everywhere (8–128, never trimmed). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be less than 50 characters',
  /** A login with "@" is an e-mail address (issue 28, item 6). */
  usernameNoAt: 'Username cannot contain "@". Your email address already works as a sign-in name.',
  emailInvalid: 'Invalid email address',
  emailInvalidOnScreen: 'Valid email is required',
  passwordRequired: 'Password is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be less than ${PASSWORD_MAX} characters`,
  passwordCommon: 'This password is too common. Please choose a less predictable one.',
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name must be less than 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameMax: 'Last name must be less than 50 characters',
  companyMax: 'Company must be less than 100 characters',
  firstNameControl: 'First name must be one line, without line breaks or control characters',
  lastNameControl: 'Last name must be one line, without line breaks or control characters',
  companyControl: 'Company must be one line, without line breaks or control characters',
  usernameControl: 'Username must be one line, without line breaks or control characters',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  signedOut: 'You have been signed out',
  roleInvalid: 'Please choose a valid role',
  lastAdmin: 'The last administrator cannot be demoted. Make another user an administrator first.',
  adminExists:
    'This workspace already has an administrator. Ask an administrator to change your role from Manage Users.',
  userNotFound: 'User not found',
  /** A disabled account signing in (password or Google) or using a session it still holds (issue 28, item 7). */
  accountDisabled: 'This account has been disabled. Contact your workspace administrator.',
} as const;

export const RESET_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  tokenRequired: 'Reset token is required',
  confirmRequired: 'Password confirmation is required',
  mismatch: "Passwords don't match",
  /** The same answer for known and unknown e-mails (DESIGN §9). */
  requested:
    'If an account exists for that email, we have sent password reset instructions. The link is valid for 30 minutes.',
  invalidToken: 'This reset link is invalid, expired or already used. Please request a new password reset.',
  done: 'Your password has been reset. Please sign in with your new password.',
} as const;

export const ACCOUNT_MESSAGES = {
  currentRequired: 'Current password is required',
  newMin: `New password must be at least ${PASSWORD_MIN} characters`,
  newMax: `New password must be less than ${PASSWORD_MAX} characters`,
  confirmRequired: 'Password confirmation is required',
  mismatch: "Passwords don't match",
  currentWrong: 'Current password is incorrect',
  sameAsCurrent: 'The new password must be different from the current one',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  profileSaved: 'Your profile has been updated.',
  /** Changing the e-mail (where reset links and reports go) needs proof that the account holder is present. */
  currentRequiredForEmail: 'Enter your current password to change your email',
  /** A Google-only account proves itself with a recent Google sign-in instead of a password. */
  googleReauthRequired:
    'Your account signs in with Google. For your security, sign in with Google again, then make this change within 5 minutes.',
  emailChanged: 'Your email has been changed. We sent a notice to your previous address.',
} as const;

/** How recent a Google sign-in must be to stand in for the current password (issue 28, item 1). */
export const GOOGLE_REAUTH_WINDOW_MINUTES = 5;

/** Google sign-in failures land on /auth?error=… (SPEC §8). */
export const GOOGLE_AUTH_ERROR = 'google_auth_failed';
/** Where Google sign-in lands a brand-new account: the dashboard, told to welcome rather than welcome back. */
export const NEW_ACCOUNT_PARAM = 'welcome';
export const NEW_ACCOUNT_LANDING = `/?${NEW_ACCOUNT_PARAM}=new`;

export const SESSION_MESSAGES = {
  /** Answer of POST /api/account/sessions/revoke-others. */
  othersSignedOut: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : `Signed out ${count} other ${count === 1 ? 'device' : 'devices'}. This one stays signed in.`,
} as const;
