import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '../../../shared/auth';
import { normalizeRole } from '../../../shared/roles';
import {
  isTwoFactorRequiredFor,
  RECOVERY_CODE_COUNT,
  type RecoveryCodesResponse,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../shared/two-factor';
import type { Database } from '../../db/client';
import type { SignInMethod } from '../../db/schema';
import {
  type AuditEntry,
  changeWithSecurityEvent,
  recordSecurityEvent,
  type SecurityContext,
} from '../../lib/audit';
import type { CounterStore } from '../../lib/counters';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { sha256 } from '../../lib/tokens';
import { twoFactorRequiredByWorkspace } from '../admin';
import { googleReauthUntil } from './account.service';
import { findUserById, type UserRow } from './auth.repository';
import { LOGIN_FAILURE_WINDOW_MS, loginFailureKey } from './auth.service';
import {
  claimTotpStep,
  clearTwoFactor,
  countUnusedRecoveryCodes,
  findTwoFactorAccount,
  markTwoFactorEnabled,
  replaceRecoveryCodes,
  spendRecoveryCode,
  storePendingSecret,
  type TwoFactorAccount,
} from './two-factor.repository';

export interface TwoFactorDeps {
  db: Database;
  counters: CounterStore;
  /** The lockout of sign-in (10 failures per 15 minutes per account), shared by the code step. */
  maxLoginFailures: number;
  /** The key that seals Google Ads tokens (config.tokenEncryptionKey) seals TOTP secrets too. */
  secretKey: Buffer;
}

/** Who asks: the signed-in user, the session key (a recent Google sign-in stands in for a password), where from. */
export interface TwoFactorCaller {
  userId: string;
  sessionKey: string | null;
  ctx: SecurityContext;
}

/** The code from the app, or a recovery code: exactly one (the request schemas check it). */
export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

const ISSUER = 'Northstar';

function totpOf(account: Pick<TwoFactorAccount, 'username'>, secret: Secret): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account.username,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret,
  });
}

/** The time step a code belongs to, within one step of now; null when it matches none. */
function stepOfCode(deps: TwoFactorDeps, account: TwoFactorAccount, code: string): number | null {
  if (!account.totpSecret) return null;
  let secret: string;
  try {
    secret = decryptSecret(account.totpSecret, deps.secretKey);
  } catch {
    // Sealed under a key this server no longer has (TOKEN_ENCRYPTION_KEY or SESSION_SECRET rotated): no code can
    // match, and the user's typing is not at fault, so it counts as no failure. Recovery codes still work.
    const message = TWO_FACTOR_MESSAGES.secretUnreadable;
    throw badRequest(message, { code: [message] });
  }
  const totp = totpOf(account, Secret.fromBase32(secret));
  const timestamp = Date.now();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** Recovery codes are compared without case, spaces or dashes: `ab3de-fg7hk` and `AB3DEFG7HK` are one code. */
function recoveryCodeHash(code: string): string {
  return sha256(code.toLowerCase().replace(/[\s-]/g, ''));
}

// No 0/o, 1/l/i: a code copied by hand from paper is read back right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * 24 characters of 31 (119 bits each), shown as `xxxxxx-xxxxxx-xxxxxx-xxxxxx`: over the 112 bits with which ASVS 5.0
 * (6.5.2) lets a lookup secret be stored with a plain hash (SHA-256) rather than a password hash.
 */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 24 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return [0, 6, 12, 18].map((start) => chars.slice(start, start + 6).join('')).join('-');
  });
}

/** An account holder's own change to their two-step sign-in, as the audit log records it. */
const ownEvent = (userId: string, action: AuditEntry['action']) =>
  ({ actorId: userId, action, targetType: 'user', targetId: userId }) as const;

async function accountOrThrow(db: Database, userId: string): Promise<TwoFactorAccount> {
  const account = await findTwoFactorAccount(db, userId);
  if (!account) throw notFound(AUTH_MESSAGES.userNotFound);
  return account;
}

/**
 * A stolen session alone must not change how the account signs in: the current password, or for an account
 * without one a Google sign-in within the last 5 minutes (the same rule as an e-mail or password change).
 */
async function confirmAccountHolder(
  deps: TwoFactorDeps,
  account: TwoFactorAccount,
  sessionKey: string | null,
  currentPassword: string | undefined,
): Promise<void> {
  if (account.password) {
    const required = ACCOUNT_MESSAGES.currentRequired;
    if (!currentPassword) throw badRequest(required, { currentPassword: [required] });
    if (!(await verifyPassword(account.password, currentPassword))) {
      throw badRequest(ACCOUNT_MESSAGES.currentWrong, { currentPassword: [ACCOUNT_MESSAGES.currentWrong] });
    }
    return;
  }
  if (!(await googleReauthUntil(deps.db, sessionKey))) throw forbidden(ACCOUNT_MESSAGES.googleReauthRequired);
}

async function isRequiredFor(db: Database, account: TwoFactorAccount): Promise<boolean> {
  return isTwoFactorRequiredFor(normalizeRole(account.role), await twoFactorRequiredByWorkspace(db));
}

export async function getTwoFactorStatus(deps: TwoFactorDeps, userId: string): Promise<TwoFactorStatus> {
  const account = await accountOrThrow(deps.db, userId);
  const enabled = account.totpEnabledAt !== null;
  return {
    enabled,
    enabledAt: account.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(deps.db, userId) : 0,
    required: await isRequiredFor(deps.db, account),
    hasPassword: account.password !== null,
  };
}

/**
 * A new secret for an authenticator app: stored sealed and inactive until a first code confirms it (so a set-up
 * abandoned halfway changes nothing about signing in). Starting again replaces a secret not yet confirmed.
 */
export async function beginTwoFactorSetup(
  deps: TwoFactorDeps,
  caller: TwoFactorCaller,
  currentPassword: string | undefined,
): Promise<TwoFactorSetup> {
  const account = await accountOrThrow(deps.db, caller.userId);
  if (account.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  await confirmAccountHolder(deps, account, caller.sessionKey, currentPassword);
  const secret = new Secret({ size: 20 }); // 160 bits, RFC 4226's recommendation for SHA-1
  if (!(await storePendingSecret(deps.db, account.id, encryptSecret(secret.base32, deps.secretKey)))) {
    throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  }
  const otpauthUri = totpOf(account, secret).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    otpauthUri,
    secret: secret.base32,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The first code turns it on; the recovery codes are returned this once and stored as hashes. */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  caller: TwoFactorCaller,
  code: string,
): Promise<RecoveryCodesResponse> {
  const account = await accountOrThrow(deps.db, caller.userId);
  if (account.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  if (!account.totpSecret) throw badRequest(TWO_FACTOR_MESSAGES.setupNotStarted);
  const step = stepOfCode(deps, account, code);
  if (step === null) throw wrongCode('code');
  const recoveryCodes = newRecoveryCodes();
  await changeWithSecurityEvent(
    deps.db,
    caller.ctx,
    ownEvent(account.id, 'auth.two_factor_enabled'),
    async (tx) => {
      if (!(await claimTotpStep(tx, account.id, step))) throw wrongCode('code');
      if (!(await markTwoFactorEnabled(tx, account.id))) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      await replaceRecoveryCodes(tx, account.id, recoveryCodes.map(recoveryCodeHash));
    },
  );
  return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
}

/** Off again: the password (or a fresh Google sign-in) and a code; refused while the workspace requires it. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  caller: TwoFactorCaller,
  input: SecondFactor & { currentPassword?: string | undefined },
): Promise<{ message: string }> {
  const account = await accountOrThrow(deps.db, caller.userId);
  if (!account.totpEnabledAt) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  if (await isRequiredFor(deps.db, account)) throw forbidden(TWO_FACTOR_MESSAGES.requiredByWorkspace);
  await confirmAccountHolder(deps, account, caller.sessionKey, input.currentPassword);
  await checkSecondFactor(deps, account, input, caller.ctx, 'disable');
  await changeWithSecurityEvent(deps.db, caller.ctx, ownEvent(account.id, 'auth.two_factor_disabled'), (tx) =>
    clearTwoFactor(tx, account.id),
  );
  return { message: TWO_FACTOR_MESSAGES.disabled };
}

/** A new set of recovery codes for a code from the app; the old set stops working. */
export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  caller: TwoFactorCaller,
  code: string,
): Promise<RecoveryCodesResponse> {
  const account = await accountOrThrow(deps.db, caller.userId);
  if (!account.totpEnabledAt) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  await checkSecondFactor(deps, account, { code }, caller.ctx, 'recovery_codes');
  const recoveryCodes = newRecoveryCodes();
  await changeWithSecurityEvent(
    deps.db,
    caller.ctx,
    ownEvent(account.id, 'auth.recovery_codes_regenerated'),
    (tx) => replaceRecoveryCodes(tx, account.id, recoveryCodes.map(recoveryCodeHash)),
  );
  return { message: TWO_FACTOR_MESSAGES.recoveryCodesRegenerated, recoveryCodes };
}

/**
 * The second step of a sign-in: the account whose password step is pending, and its code or a recovery code.
 * Returns the account to start a session for. Wrong codes count toward the sign-in lockout of the account.
 */
export async function completeTwoFactorSignIn(
  deps: TwoFactorDeps,
  pending: { userId: string; method: SignInMethod },
  factor: SecondFactor,
  ctx: SecurityContext,
): Promise<UserRow> {
  const account = await accountOrThrow(deps.db, pending.userId);
  // Disabled, or two-step sign-in turned off, while the sign-in waited: start again from the password.
  if (account.disabledAt || !account.totpEnabledAt)
    throw new AppError(401, TWO_FACTOR_MESSAGES.pendingExpired);
  const method = await checkSecondFactor(deps, account, factor, ctx, 'sign_in');
  await deps.counters.reset(loginFailureKey(account.id));
  await recordSecurityEvent(deps.db, ctx, {
    actorId: account.id,
    action: 'auth.login_succeeded',
    targetType: 'user',
    targetId: account.id,
    after: { method: pending.method, secondFactor: method },
  });
  const user = await findUserById(deps.db, account.id);
  if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
  return user;
}

type FactorPurpose = 'sign_in' | 'disable' | 'recovery_codes';

function wrongCode(field: 'code' | 'recoveryCode'): AppError {
  const message = field === 'code' ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.recoveryCodeWrong;
  return badRequest(message, { [field]: [message] });
}

/**
 * Checks a code or a recovery code against the account's lockout (the counter sign-in failures use: 10 per 15
 * minutes), audits the outcome, and spends what was used: a code's time step, or the recovery code.
 */
async function checkSecondFactor(
  deps: TwoFactorDeps,
  account: TwoFactorAccount,
  factor: SecondFactor,
  ctx: SecurityContext,
  purpose: FactorPurpose,
): Promise<'totp' | 'recovery_code'> {
  const failureKey = loginFailureKey(account.id);
  const failures = await deps.counters.get(failureKey);
  if (failures.count >= deps.maxLoginFailures) {
    ctx.log.info(
      { event: 'auth.two_factor_refused_locked', userId: account.id, ip: ctx.ip },
      'security event',
    );
    throw tooManyRequests(failures.resetMs / 1000);
  }
  const target = { targetType: 'user', targetId: account.id } as const;
  const method = factor.recoveryCode !== undefined ? 'recovery_code' : 'totp';
  let isValid: boolean;
  if (factor.recoveryCode !== undefined) {
    isValid = await spendRecoveryCode(deps.db, account.id, recoveryCodeHash(factor.recoveryCode));
  } else {
    const step = factor.code === undefined ? null : stepOfCode(deps, account, factor.code);
    isValid = step !== null && (await claimTotpStep(deps.db, account.id, step));
  }
  if (!isValid) {
    const { count, resetMs } = await deps.counters.increment(failureKey, LOGIN_FAILURE_WINDOW_MS);
    await recordSecurityEvent(deps.db, ctx, {
      actorId: purpose === 'sign_in' ? null : account.id,
      action: 'auth.two_factor_failed',
      ...target,
      after: { failures: count, method, purpose },
    });
    if (count === deps.maxLoginFailures) {
      await recordSecurityEvent(deps.db, ctx, {
        actorId: null,
        action: 'auth.locked',
        ...target,
        after: { lockedUntil: new Date(Date.now() + resetMs).toISOString() },
      });
    }
    throw wrongCode(method === 'totp' ? 'code' : 'recoveryCode');
  }
  await recordSecurityEvent(deps.db, ctx, {
    actorId: account.id,
    action: 'auth.two_factor_succeeded',
    ...target,
    after: { method, purpose },
  });
  if (method === 'recovery_code') {
    await recordSecurityEvent(deps.db, ctx, {
      actorId: account.id,
      action: 'auth.recovery_code_used',
      ...target,
      after: { left: await countUnusedRecoveryCodes(deps.db, account.id), purpose },
    });
  }
  return method;
}
