import {
  AUTH_MESSAGES,
  type CurrentUser,
  type LoginRequest,
  type RegisterRequest,
} from '../../../shared/auth';
import { normalizeRole } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { recordSecurityEvent, type SecurityContext } from '../../lib/audit';
import type { CounterStore } from '../../lib/counters';
import { AppError, badRequest, conflict, isUniqueViolation, tooManyRequests } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import type { SessionUser } from '../../plugins/session';
import { findTakenIdentity, findUserByLogin, insertUser, type UserRow } from './auth.repository';

export interface AuthDeps {
  db: Database;
  counters: CounterStore;
  /** Failed sign-ins allowed per account (or unknown login) in LOGIN_FAILURE_WINDOW_MS (DESIGN §9: 10 per 15 min). */
  maxLoginFailures: number;
}

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export function toCurrentUser(user: UserRow | SessionUser): CurrentUser {
  return {
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
  const failureKey = user ? `login-failures:user:${user.id}` : `login-failures:login:${login}`;

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
