import { z } from 'zod';
import { ACCOUNT_MESSAGES, PASSWORD_MAX } from './auth-rules';
import { RECOVERY_CODE_MAX, TOTP_DIGITS, TWO_FACTOR_MESSAGES } from './two-factor-rules';

/** Constants, messages and the rule of who must use two-step sign-in live in two-factor-rules.ts (zod-free). */
export * from './two-factor-rules';

/** A code from an authenticator app: exactly 6 digits (spaces around it are dropped). */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), TWO_FACTOR_MESSAGES.codeFormat);

/** A recovery code as typed; the server ignores case, spaces and dashes. */
export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeFormat })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.recoveryCodeFormat)
  .max(RECOVERY_CODE_MAX, TWO_FACTOR_MESSAGES.recoveryCodeFormat)
  .regex(/^[A-Za-z0-9 -]+$/, TWO_FACTOR_MESSAGES.recoveryCodeFormat);

/** The current password, asked before a change to how the account signs in; Google-only accounts leave it out. */
const currentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.currentRequired })
  .min(1, ACCOUNT_MESSAGES.currentRequired)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentRequired)
  .optional();

/** Either a code from the app or a recovery code (a lost phone), never both. */
const secondFactorShape = { code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() };
const exactlyOneFactor = (body: { code?: string; recoveryCode?: string }) =>
  (body.code === undefined) !== (body.recoveryCode === undefined);

/** POST /api/login/two-factor: the second step of a sign-in whose password step answered `twoFactorRequired`. */
export const twoFactorLoginRequestSchema = z
  .strictObject(secondFactorShape)
  .refine(exactlyOneFactor, { message: TWO_FACTOR_MESSAGES.oneOfCodeOrRecovery, path: ['code'] });
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;

/** The password step's answer for an account with two-step sign-in: no session yet, the code comes next. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** GET /api/account/two-factor: the account's two-step sign-in. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Unused recovery codes left (0 while off). */
  recoveryCodesLeft: z.number().int(),
  /** The workspace requires it for this account's role: it cannot be turned off. */
  required: z.boolean(),
  /** Whether changes are confirmed with the password (false: a recent Google sign-in instead). */
  hasPassword: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/account/two-factor/setup */
export const twoFactorSetupRequestSchema = z.strictObject({ currentPassword: currentPasswordSchema });
export type TwoFactorSetupRequest = z.input<typeof twoFactorSetupRequestSchema>;

export const twoFactorSetupResponseSchema = z.object({
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: z.string(),
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/account/two-factor/enable: the first code confirms the app holds the secret. */
export const twoFactorEnableRequestSchema = z.strictObject({ code: totpCodeSchema });
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;

/** The recovery codes, in plain text this once; the server keeps only their hashes. */
export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST /api/account/two-factor/disable: the password and a code (or a recovery code, for a lost phone). */
export const twoFactorDisableRequestSchema = z
  .strictObject({ currentPassword: currentPasswordSchema, ...secondFactorShape })
  .refine(exactlyOneFactor, { message: TWO_FACTOR_MESSAGES.oneOfCodeOrRecovery, path: ['code'] });
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

/** POST /api/account/two-factor/recovery-codes: a new set for a code from the app. */
export const regenerateRecoveryCodesRequestSchema = z.strictObject({ code: totpCodeSchema });
export type RegenerateRecoveryCodesRequest = z.input<typeof regenerateRecoveryCodesRequestSchema>;

/** The sign-in screen's code step checks one field at a time: the app's code, or a recovery code. */
export const twoFactorCodeFormSchema = z.object({ code: totpCodeSchema });
export const recoveryCodeFormSchema = z.object({ recoveryCode: recoveryCodeSchema });
