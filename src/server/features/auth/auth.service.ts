import {
  AUTH_MESSAGES,
  type CurrentUser,
  type LoginRequest,
  type RegisterRequest,
} from '../../../shared/auth';
import { normalizeRole } from '../../../shared/roles';
import { isTwoFactorRequiredFor } from '../../../shared/two-factor-rules';
import type { Database } from '../../db/client';
import { recordSecurityEvent, type SecurityContext } from '../../lib/audit';
import type { CounterStore } from '../../lib/counters';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  tooManyRequests,
} from '../../lib/errors';
import {
  burnPasswordCheck,
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyPassword,
} from '../../lib/passwords';
import type { SessionUser } from '../../plugins/session';
import { twoFactorRequiredByWorkspace } from '../admin';
import {
  findTakenIdentity,
  findUserByLogin,
  insertUser,
  replacePasswordHash,
  type UserRow,
} from './auth.repository';

export interface AuthDeps {
  db: Database;
  counters: CounterStore;
  /** Failed sign-ins allowed per account (or unknown login) in LOGIN_FAILURE_WINDOW_MS (DESIGN §9: 10 per 15 min). */
  maxLoginFailures: number;
}

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** The failure counter of an account: the password step and the two-step code share it (one lockout). */
export const loginFailureKey = (userId: string) => `login-failures:user:${userId}`;

export function toCurrentUser(
  user: UserRow | SessionUser,
  { twoFactorSetupRequired = false }: { twoFactorSetupRequired?: boolean } = {},
): CurrentUser {
  return {
    // Only when true, so that answers of users it does not concern stay as they were.
    ...(twoFactorSetupRequired ? { twoFactorSetupRequired } : {}),
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    role: normalizeRole(user.role),
    company: user.company ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function registerUser(deps: AuthDeps, input: RegisterRequest): Promise<UserRow> {
  if (await isCommonPassword(input.password)) {
    throw badRequest(AUTH_MESSAGES.passwordCommon, { password: [AUTH_MESSAGES.passwordCommon] });
  }
  await assertIdentityFree(deps.db, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(deps.db, {
      username: input.username,
      email: input.email,
      password: passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company || null,
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, and the loser gets the same 409.
    if (isUniqueViolation(error)) await assertIdentityFree(deps.db, input.username, input.email);
    throw error;
  }
}

async function assertIdentityFree(db: Database, username: string, email: string): Promise<void> {
  const { usernameTaken, emailTaken } = await findTakenIdentity(db, username, email);
  if (!usernameTaken && !emailTaken) return;
  const fieldErrors: Record<string, string[]> = {};
  if (usernameTaken) fieldErrors.username = [AUTH_MESSAGES.usernameTaken];
  if (emailTaken) fieldErrors.email = [AUTH_MESSAGES.emailTaken];
  const message =
    usernameTaken && emailTaken
      ? `${AUTH_MESSAGES.usernameTaken}, and ${AUTH_MESSAGES.emailTaken.charAt(0).toLowerCase()}${AUTH_MESSAGES.emailTaken.slice(1)}`
      : usernameTaken
        ? AUTH_MESSAGES.usernameTaken
        : AUTH_MESSAGES.emailTaken;
  throw conflict(message, fieldErrors);
}

/** Sign-in matches the username case-insensitively and the stored (lower-cased) e-mail: one key per login. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

// An unknown login names no account, so its audit rows target the (normalized, bounded) login itself.
const LOGIN_TARGET_MAX = 254;

/**
 * An unknown user and a wrong password answer the same message in the same time (a dummy hash is checked).
 * A disabled account is refused only after its password checks out, so the refusal tells a guesser nothing. An
 * account with two-step sign-in is not signed in yet: its failure count stays until the code is right (else the
 * password would reset the lockout of the code step), and POST /api/login/two-factor records the sign-in.
 * Failures are counted per account, whichever of its username or e-mail (in any case) was typed, so that one
 * account cannot be sprayed from many addresses or spellings; an unknown login is counted per normalized spelling
 * and locks exactly like an account, so that locking reveals nothing about which accounts exist.
 */
export async function authenticate(
  deps: AuthDeps,
  input: LoginRequest,
  ctx: SecurityContext,
): Promise<UserRow> {
  // The lookup gets the login as typed: it compares with the database's own lower(), which a JS-lowered string
  // need not round-trip through for every alphabet.
  const user = await findUserByLogin(deps.db, input.username);
  const login = normalizeLogin(input.username);
  const target = user
    ? { targetType: 'user', targetId: user.id }
    : { targetType: 'login', targetId: login.slice(0, LOGIN_TARGET_MAX) };
  const failureKey = user ? loginFailureKey(user.id) : `login-failures:login:${login}`;

  const failures = await deps.counters.get(failureKey);
  if (failures.count >= deps.maxLoginFailures) {
    // Log only: refused attempts during a lockout are already capped by the per-IP limit, and the lockout itself
    // has its audit row; one row per refused attempt would let a sprayer flood the audit log.
    ctx.log.info({ event: 'auth.login_refused_locked', userId: user?.id, ip: ctx.ip }, 'security event');
    throw tooManyRequests(failures.resetMs / 1000);
  }

  const isValid = user?.password ? await verifyPassword(user.password, input.password) : false;
  if (!user?.password) await burnPasswordCheck(input.password);
  if (!user || !isValid) {
    const { count, resetMs } = await deps.counters.increment(failureKey, LOGIN_FAILURE_WINDOW_MS);
    await recordSecurityEvent(deps.db, ctx, {
      actorId: null,
      action: 'auth.login_failed',
      ...target,
      after: { failures: count },
    });
    if (count === deps.maxLoginFailures) {
      await recordSecurityEvent(deps.db, ctx, {
        actorId: null,
        action: 'auth.locked',
        ...target,
        after: { lockedUntil: new Date(Date.now() + resetMs).toISOString() },
      });
    }
    throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
  }
  if (user.disabledAt) {
    await recordSecurityEvent(deps.db, ctx, {
      actorId: null,
      action: 'auth.login_refused_disabled',
      ...target,
    });
    throw forbidden(AUTH_MESSAGES.accountDisabled);
  }
  // Hashed with older parameters: the proven password is hashed again with today's (ASVS 6.2.x).
  if (user.password && needsRehash(user.password)) {
    await replacePasswordHash(deps.db, user.id, user.password, await hashPassword(input.password));
  }
  if (user.totpEnabledAt) return user;
  await deps.counters.reset(failureKey);
  await recordSecurityEvent(deps.db, ctx, {
    actorId: user.id,
    action: 'auth.login_succeeded',
    targetType: 'user',
    targetId: user.id,
    after: { method: 'password' },
  });
  return user;
}

/** A user the workspace requires two-step sign-in of (their role), who has not set it up. */
export async function isTwoFactorSetupRequired(db: Database, user: UserRow): Promise<boolean> {
  return (
    user.totpEnabledAt === null &&
    isTwoFactorRequiredFor(normalizeRole(user.role), await twoFactorRequiredByWorkspace(db))
  );
}

/** Sign-out of a signed-in user, for the account's history (issue 28, item 8). */
export async function recordSignOut(db: Database, userId: string, ctx: SecurityContext): Promise<void> {
  await recordSecurityEvent(db, ctx, {
    actorId: userId,
    action: 'auth.signed_out',
    targetType: 'user',
    targetId: userId,
  });
}
