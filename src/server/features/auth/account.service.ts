import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  GOOGLE_REAUTH_WINDOW_MINUTES,
  type SignInMethods,
  type UpdateProfileRequest,
} from '../../../shared/auth';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { logSecurityEvent, recordAudit, type SecurityContext } from '../../lib/audit';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail-outbox';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { endSessionsOf, type SessionManager } from '../../plugins/session';
import { emailChangedMail, passwordChangedMail } from './account-mail';
import type { UserRow } from './auth.repository';
import {
  forgotPasswordLink,
  issueResetLink,
  RESET_TOKEN_TTL_MS,
  voidResetTokens,
} from './password-reset.service';

export interface AccountDeps {
  db: Database;
  /** Links in the notices are built from APP_ORIGIN, never from the Host header. */
  appOrigin: string;
  onMailQueued(): void;
}

/** Who asks: the signed-in user, the session they use (its sign-in method and time), where from. */
export interface AccountCaller {
  userId: string;
  sessionKey: string | null;
  ctx: SecurityContext;
}

const GOOGLE_REAUTH_WINDOW_MS = GOOGLE_REAUTH_WINDOW_MINUTES * 60_000;

/**
 * Until when the session's sign-in counts as proof of presence for a Google-only account: a Google sign-in
 * within the last 5 minutes (its `createdAt` is the sign-in time). Null when it was not one, or is older.
 */
export async function googleReauthUntil(
  db: Database,
  sessionKey: string | null,
  now = Date.now(),
): Promise<Date | null> {
  if (!sessionKey) return null;
  const [row] = await db.select({ sess: sessions.sess }).from(sessions).where(eq(sessions.sid, sessionKey));
  if (row?.sess.method !== 'google') return null;
  const until = Date.parse(row.sess.createdAt) + GOOGLE_REAUTH_WINDOW_MS;
  return until > now ? new Date(until) : null;
}

/**
 * A stolen session alone must not take the account over (issue 28, item 1): changing the e-mail or the password
 * needs the current password, or, for an account without one, a fresh Google sign-in.
 */
async function confirmAccountHolder(
  db: Database,
  user: Pick<UserRow, 'password'>,
  sessionKey: string | null,
  currentPassword: string | undefined,
  requiredMessage: string,
): Promise<void> {
  if (user.password) {
    if (!currentPassword) throw badRequest(requiredMessage, { currentPassword: [requiredMessage] });
    if (!(await verifyPassword(user.password, currentPassword))) {
      throw badRequest(ACCOUNT_MESSAGES.currentWrong, { currentPassword: [ACCOUNT_MESSAGES.currentWrong] });
    }
    return;
  }
  if (!(await googleReauthUntil(db, sessionKey))) throw forbidden(ACCOUNT_MESSAGES.googleReauthRequired);
}

/** GET /api/account/sign-in-methods: what the settings page asks for before an e-mail or password change. */
export async function getSignInMethods(
  db: Database,
  caller: Omit<AccountCaller, 'ctx'>,
): Promise<SignInMethods> {
  const [user] = await db
    .select({ hasPassword: sql<boolean>`${users.password} is not null` })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
  const until = user.hasPassword ? null : await googleReauthUntil(db, caller.sessionKey);
  return { hasPassword: user.hasPassword, googleReauthUntil: until?.toISOString() ?? null };
}

/**
 * Saves name, company and e-mail. A new e-mail needs the account holder (see confirmAccountHolder); the change,
 * the end of every outstanding reset link, a notice to the old address with a fresh reset link to it, and the
 * `user.email_changed` audit row commit together.
 */
export async function updateProfile(
  deps: AccountDeps,
  caller: AccountCaller,
  input: UpdateProfileRequest,
): Promise<UserRow> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const [current] = await db.select().from(users).where(eq(users.id, caller.userId));
  if (!current) throw notFound(AUTH_MESSAGES.userNotFound);
  const isEmailChange = email !== current.email;
  if (isEmailChange) {
    await confirmAccountHolder(
      db,
      current,
      caller.sessionKey,
      input.currentPassword,
      ACCOUNT_MESSAGES.currentRequiredForEmail,
    );
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, caller.userId)))
      .limit(1);
    if (taken) throw emailTaken();
  }
  const event = {
    actorId: caller.userId,
    action: 'user.email_changed',
    targetType: 'user',
    targetId: caller.userId,
  } as const;
  const row = await db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          email,
          company: input.company?.trim() || null,
          // A changed address has not been proven to belong to the user.
          ...(isEmailChange ? { isVerified: false } : {}),
        })
        .where(eq(users.id, caller.userId))
        .returning();
      if (!updated) throw notFound(AUTH_MESSAGES.userNotFound);
      if (isEmailChange) {
        // Links already mailed may have gone to either address; the old address gets one fresh link of its own.
        await voidResetTokens(tx, caller.userId);
        const resetLink = await issueResetLink(tx, deps.appOrigin, caller.userId, current.email);
        const notice = emailChangedMail({
          oldEmail: current.email,
          newEmail: email,
          firstName: current.firstName,
          username: current.username,
          resetLink,
          resetValidMinutes: RESET_TOKEN_TTL_MS / 60_000,
          at: new Date(),
        });
        await enqueueMail(tx, notice);
        await recordAudit(tx, {
          ...event,
          before: { email: current.email },
          after: { email },
          ip: caller.ctx.ip,
          userAgent: caller.ctx.userAgent,
        });
      }
      return updated;
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the update.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  if (isEmailChange) {
    logSecurityEvent(caller.ctx, event);
    deps.onMailQueued();
  }
  return row;
}

const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });

/**
 * Verifies the account holder, stores the new password and signs out every other session of the user; outstanding
 * reset links die, `auth.password_changed` is audited and a notice goes to the account's address, all in one
 * transaction.
 */
export async function changePassword(
  deps: AccountDeps,
  caller: AccountCaller,
  input: { currentPassword?: string | undefined; newPassword: string },
): Promise<void> {
  const { db } = deps;
  const { userId, sessionKey: currentSessionKey, ctx } = caller;
  const { currentPassword, newPassword } = input;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
  await confirmAccountHolder(db, user, currentSessionKey, currentPassword, ACCOUNT_MESSAGES.currentRequired);
  if (currentPassword === newPassword) {
    throw badRequest(ACCOUNT_MESSAGES.sameAsCurrent, { newPassword: [ACCOUNT_MESSAGES.sameAsCurrent] });
  }
  if (await isCommonPassword(newPassword)) {
    throw badRequest(AUTH_MESSAGES.passwordCommon, { newPassword: [AUTH_MESSAGES.passwordCommon] });
  }
  const passwordHash = await hashPassword(newPassword);
  const event = { actorId: userId, action: 'auth.password_changed', targetType: 'user', targetId: userId };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
    const ended = await endSessionsOf(tx, userId, currentSessionKey);
    await voidResetTokens(tx, userId);
    const notice = passwordChangedMail({
      to: user.email,
      firstName: user.firstName,
      forgotPasswordLink: forgotPasswordLink(deps.appOrigin),
      at: new Date(),
    });
    await enqueueMail(tx, notice);
    await recordAudit(tx, {
      ...event,
      // Whether it replaced a password or gave a Google-only account its first one.
      before: { hadPassword: user.password !== null },
      after: { sessionsEnded: ended },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
  });
  logSecurityEvent(ctx, event);
  deps.onMailQueued();
}

/** "Sign out everywhere else": ends every other session of the user and audits it in the same transaction. */
export async function signOutOtherSessions(
  db: Database,
  sessionManager: Pick<SessionManager, 'revokeOthers'>,
  userId: string,
  currentSessionKey: string,
  ctx: SecurityContext,
): Promise<number> {
  const event = { actorId: userId, action: 'auth.sessions_revoked', targetType: 'user', targetId: userId };
  const ended = await db.transaction(async (tx) => {
    const count = await sessionManager.revokeOthers(userId, currentSessionKey, tx);
    await recordAudit(tx, {
      ...event,
      after: { sessionsEnded: count },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return count;
  });
  logSecurityEvent(ctx, event);
  return ended;
}
