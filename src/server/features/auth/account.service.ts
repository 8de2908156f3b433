import { and, eq, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type UpdateProfileRequest } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { logSecurityEvent, recordAudit, type SecurityContext } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import type { SessionManager } from '../../plugins/session';
import type { UserRow } from './auth.repository';

export async function updateProfile(
  db: Database,
  userId: string,
  input: UpdateProfileRequest,
): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (taken) throw conflict(AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound(AUTH_MESSAGES.userNotFound);
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      company: input.company?.trim() || null,
      // A changed address has not been proven to belong to the user.
      ...(email !== current.email ? { isVerified: false } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
  return row;
}

/** Verifies the current password, stores the new one and signs out every other session of the user. */
export async function changePassword(
  db: Database,
  userId: string,
  currentSessionKey: string | null,
  currentPassword: string,
  newPassword: string,
  ctx: SecurityContext,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
  const isCurrentValid = user.password ? await verifyPassword(user.password, currentPassword) : false;
  if (!isCurrentValid) {
    throw new AppError(400, ACCOUNT_MESSAGES.currentWrong, {
      currentPassword: [ACCOUNT_MESSAGES.currentWrong],
    });
  }
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
    const ended = await tx
      .delete(sessions)
      .where(
        and(
          sql`${sessions.sess}->>'userId' = ${userId}`,
          currentSessionKey ? ne(sessions.sid, currentSessionKey) : undefined,
        ),
      )
      .returning({ sid: sessions.sid });
    await recordAudit(tx, {
      ...event,
      after: { sessionsEnded: ended.length },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
  });
  logSecurityEvent(ctx, event);
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
