import {
  AUTH_MESSAGES,
  type CurrentUser,
  type LoginRequest,
  type RegisterRequest,
} from '../../../shared/auth';
import { normalizeRole } from '../../../shared/roles';
import type { Database } from '../../db/client';
import type { CounterStore } from '../../lib/counters';
import { AppError, badRequest, conflict, isUniqueViolation, tooManyRequests } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import type { SessionUser } from '../../plugins/session';
import { findTakenIdentity, findUserByLogin, insertUser, type UserRow } from './auth.repository';

export interface AuthDeps {
  db: Database;
  counters: CounterStore;
  /** Failed sign-ins allowed per username in LOGIN_FAILURE_WINDOW_MS (DESIGN §9: 10 per 15 min). */
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
  if (isCommonPassword(input.password)) {
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

/**
 * An unknown user and a wrong password answer the same message in the same time (a dummy hash is checked).
 * Failures are counted per username so that one account cannot be sprayed from many addresses.
 */
export async function authenticate(deps: AuthDeps, input: LoginRequest): Promise<UserRow> {
  const failureKey = `login-failures:${input.username.toLowerCase()}`;
  const failures = await deps.counters.get(failureKey);
  if (failures.count >= deps.maxLoginFailures) throw tooManyRequests(failures.resetMs / 1000);

  const user = await findUserByLogin(deps.db, input.username);
  const isValid = user?.password ? await verifyPassword(user.password, input.password) : false;
  if (!user?.password) await burnPasswordCheck(input.password);
  if (!user || !isValid) {
    await deps.counters.increment(failureKey, LOGIN_FAILURE_WINDOW_MS);
    throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
  }
  await deps.counters.reset(failureKey);
  return user;
}
