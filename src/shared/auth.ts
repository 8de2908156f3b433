import { z } from 'zod';
import { ROLES } from './roles';

/** DESIGN §6: one password rule everywhere (8–128, never trimmed). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be less than 50 characters',
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
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  signedOut: 'You have been signed out',
  roleInvalid: 'Please choose a valid role',
  lastAdmin: 'The last administrator cannot be demoted. Make another user an administrator first.',
  adminExists:
    'This workspace already has an administrator. Ask an administrator to change your role from Manage Users.',
  userNotFound: 'User not found',
} as const;

const requiredText = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameMin })
  .trim()
  .min(3, AUTH_MESSAGES.usernameMin)
  .max(50, AUTH_MESSAGES.usernameMax);

const emailSchema = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(254, message).pipe(z.email(message));

/** Passwords are never trimmed or truncated (DESIGN §9). */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

/** POST /api/register (SPEC §5 registration schema). */
export const registerRequestSchema = z.strictObject({
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired, 50, AUTH_MESSAGES.firstNameMax),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired, 50, AUTH_MESSAGES.lastNameMax),
  email: emailSchema(AUTH_MESSAGES.emailInvalid),
  username: usernameSchema,
  password: passwordSchema,
  company: z.string().trim().max(100, AUTH_MESSAGES.companyMax).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The auth screen validates on change with its own email wording (SPEC §5 "auth screen"). */
export const registerFormSchema = registerRequestSchema.extend({
  email: emailSchema(AUTH_MESSAGES.emailInvalidOnScreen),
});
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /api/login. */
export const loginRequestSchema = z.strictObject({
  username: z.string({ error: AUTH_MESSAGES.usernameRequired }).trim().min(1, AUTH_MESSAGES.usernameRequired),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSchema = z.enum(ROLES, { error: AUTH_MESSAGES.roleInvalid });

/** SPEC §3 "current user", the answer of GET /api/user, /api/login and /api/register. */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  role: roleSchema,
  company: z.string().nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

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

/** POST /api/auth/forgot-password */
export const forgotPasswordRequestSchema = z.strictObject({
  email: emailSchema(RESET_MESSAGES.emailInvalid),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password (SPEC §7: token and password). */
export const resetPasswordRequestSchema = z.strictObject({
  token: z.string({ error: RESET_MESSAGES.tokenRequired }).min(1, RESET_MESSAGES.tokenRequired).max(200),
  password: passwordSchema,
});

/** The reset screen adds the confirmation, checked on the confirm field. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, RESET_MESSAGES.confirmRequired),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: RESET_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

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
} as const;

/** POST /api/account/password (SPEC §5 change password). */
export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentRequired })
      .min(1, ACCOUNT_MESSAGES.currentRequired)
      .max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentRequired),
    newPassword: z
      .string({ error: ACCOUNT_MESSAGES.newMin })
      .min(PASSWORD_MIN, ACCOUNT_MESSAGES.newMin)
      .max(PASSWORD_MAX, ACCOUNT_MESSAGES.newMax),
    confirmPassword: z
      .string({ error: ACCOUNT_MESSAGES.confirmRequired })
      .min(1, ACCOUNT_MESSAGES.confirmRequired),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: ACCOUNT_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** PATCH /api/account/profile */
export const updateProfileRequestSchema = z.strictObject({
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired, 50, AUTH_MESSAGES.firstNameMax),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired, 50, AUTH_MESSAGES.lastNameMax),
  email: emailSchema(AUTH_MESSAGES.emailInvalid),
  company: z.string().trim().max(100, AUTH_MESSAGES.companyMax).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** Google sign-in failures land on /auth?error=… (SPEC §8). */
export const GOOGLE_AUTH_ERROR = 'google_auth_failed';
/** Where Google sign-in lands a brand-new account: the dashboard, told to welcome rather than welcome back. */
export const NEW_ACCOUNT_PARAM = 'welcome';
export const NEW_ACCOUNT_LANDING = `/?${NEW_ACCOUNT_PARAM}=new`;

/** GET /api/auth/providers: which optional sign-in methods this server offers. */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const SESSION_MESSAGES = {
  /** Answer of POST /api/account/sessions/revoke-others. */
  othersSignedOut: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : `Signed out ${count} other ${count === 1 ? 'device' : 'devices'}. This one stays signed in.`,
} as const;

/**
 * GET /api/account/sessions: one of your signed-in browsers. No session id is ever sent (the id is the
 * credential); the one making the request is marked `isCurrent`.
 */
export const accountSessionSchema = z.object({
  isCurrent: z.boolean(),
  createdAt: z.string(),
  /** Accurate to about a minute: activity is recorded at most once a minute. */
  lastActiveAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** POST /api/account/sessions/revoke-others */
export const revokeOtherSessionsResponseSchema = z.object({ message: z.string(), signedOut: z.number() });
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponseSchema>;
