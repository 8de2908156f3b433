import { z } from 'zod';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, RESET_MESSAGES } from './auth-rules';
import { ROLES } from './roles';
import { emailSchema, NO_CONTROL_CHARACTERS, singleLineText } from './text-fields';

/** The password rule, messages and sign-in landing parameters live in auth-rules.ts (zod-free). */
export * from './auth-rules';

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameMin })
  .trim()
  .min(3, AUTH_MESSAGES.usernameMin)
  .max(50, AUTH_MESSAGES.usernameMax)
  .regex(/^[^@]*$/, AUTH_MESSAGES.usernameNoAt)
  .regex(NO_CONTROL_CHARACTERS, AUTH_MESSAGES.usernameControl);

/** Passwords are never trimmed or truncated (DESIGN §9). */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

/** POST /api/register (SPEC §5 registration schema). */
export const registerRequestSchema = z.strictObject({
  firstName: singleLineText(
    AUTH_MESSAGES.firstNameRequired,
    50,
    AUTH_MESSAGES.firstNameMax,
    AUTH_MESSAGES.firstNameControl,
  ),
  lastName: singleLineText(
    AUTH_MESSAGES.lastNameRequired,
    50,
    AUTH_MESSAGES.lastNameMax,
    AUTH_MESSAGES.lastNameControl,
  ),
  email: emailSchema(AUTH_MESSAGES.emailInvalid),
  username: usernameSchema,
  password: passwordSchema,
  company: z
    .string()
    .trim()
    .max(100, AUTH_MESSAGES.companyMax)
    .regex(NO_CONTROL_CHARACTERS, AUTH_MESSAGES.companyControl)
    .optional(),
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
  /**
   * Present (true) when the workspace requires two-step sign-in for this role and it is not set up: until it is,
   * only setting it up, GET /api/user and sign-out answer.
   */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

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

/** POST /api/account/password (SPEC §5 change password). */
export const changePasswordRequestSchema = z
  .strictObject({
    /** Required of accounts with a password; a Google-only account leaves it out and signs in with Google again. */
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentRequired })
      .min(1, ACCOUNT_MESSAGES.currentRequired)
      .max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentRequired)
      .optional(),
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

/**
 * PATCH /api/account/profile: the profile fields of registration, with the same rules and messages. A new e-mail
 * also needs `currentPassword` (Google-only accounts: a Google sign-in within the last 5 minutes); the server
 * decides whether the e-mail changed, so an empty field is accepted here and refused there only when it matters.
 */
export const updateProfileRequestSchema = registerRequestSchema
  .pick({ firstName: true, lastName: true, email: true, company: true })
  .extend({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentRequiredForEmail })
      .max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentWrong)
      .optional(),
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** GET /api/auth/providers: which optional sign-in methods this server offers. */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

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

/**
 * GET /api/account/sign-in-methods: how the account proves itself when it changes its e-mail or password. A
 * Google-only account (no password) needs a Google sign-in within the last 5 minutes; `googleReauthUntil` is when
 * the current session's Google sign-in stops counting (null when it was not one, or is too old).
 */
export const signInMethodsSchema = z.object({
  hasPassword: z.boolean(),
  googleReauthUntil: z.string().nullable(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;
