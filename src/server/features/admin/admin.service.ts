import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type AdminUser,
  type ListUsersQuery,
  MAKE_ADMIN_MESSAGES,
  type ResetUserTwoFactorResult,
  type RevokeUserSessionsResult,
  USER_ACCESS_MESSAGES,
  USER_PAGE_SIZE,
  type UserAccessResult,
} from '../../../shared/admin';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { normalizeRole, type Role } from '../../../shared/roles';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { logSecurityEvent, recordAudit, type SecurityContext } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { exactTimestamp, mapPage, type Page, selectNewestFirstPage } from '../../lib/paging';
import { userProfileColumns } from '../../lib/user-columns';
import type { SessionManager } from '../../plugins/session';
import { clearTwoFactor, setUserDisabled, setUserRole } from '../auth';
import { consumeMakeAdminCode } from './make-admin-code';

// Role changes serialize on one advisory lock so that two concurrent demotions cannot leave zero admins.
const ROLE_CHANGE_LOCK = sql`select pg_advisory_xact_lock(727101)`;

type Tx = Transaction;

/** One page of the workspace's users, newest first, with how many there are in all. */
export async function listUsers(db: Database, query: ListUsersQuery): Promise<Page<AdminUser>> {
  const page = await selectNewestFirstPage(
    db,
    {
      select: db
        .select({
          ...userProfileColumns,
          disabledAt: users.disabledAt,
          twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
          createdAtExact: exactTimestamp(users.createdAt),
        })
        .from(users)
        .$dynamic(),
      from: users,
      createdAt: users.createdAt,
      id: users.id,
    },
    { limit: query.limit ?? USER_PAGE_SIZE.default, cursor: query.cursor },
  );
  return mapPage(page, (row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    role: normalizeRole(row.role),
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    twoFactorEnabled: row.twoFactorEnabled,
  }));
}

async function countAdmins(
  tx: Tx,
  options: { activeOnly: boolean } = { activeOnly: false },
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), options.activeOnly ? isNull(users.disabledAt) : undefined));
  return row?.count ?? 0;
}

/** An admin who can still sign in: the workspace must always keep one (demotion and disabling both check it). */
const isLastActiveAdmin = async (tx: Tx, target: { role: string; disabledAt: Date | null }) =>
  normalizeRole(target.role) === 'admin' &&
  !target.disabledAt &&
  (await countAdmins(tx, { activeOnly: true })) <= 1;

/**
 * Sets a user's role. The last admin cannot be demoted; the change and its audit row commit together.
 * The target's sessions see the new role on their next request (roles are read from `users` each time).
 */
export async function changeUserRole(
  db: Database,
  actorId: string | null,
  targetId: string,
  role: Role,
  /** The admin's request (IP, user agent, logger); absent for the command-line tool. */
  ctx?: SecurityContext,
): Promise<{ id: string; role: Role }> {
  // Not a uuid cannot name a user; answer like any other absent user instead of failing the cast.
  if (!z.uuid().safeParse(targetId).success) throw notFound(AUTH_MESSAGES.userNotFound);
  let changed = false;
  const result = await db.transaction(async (tx) => {
    await tx.execute(ROLE_CHANGE_LOCK);
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
    if (!target) throw notFound(AUTH_MESSAGES.userNotFound);
    const previous = normalizeRole(target.role);
    if (previous === role) return { id: target.id, role };
    if (await isLastActiveAdmin(tx, target)) {
      throw badRequest(AUTH_MESSAGES.lastAdmin, { role: [AUTH_MESSAGES.lastAdmin] });
    }
    await setUserRole(tx, targetId, role);
    await recordAudit(tx, {
      actorId,
      action: 'user.role_changed',
      targetType: 'user',
      targetId,
      before: { role: previous },
      after: { role },
      ip: ctx?.ip ?? null,
      userAgent: ctx?.userAgent ?? null,
    });
    changed = true;
    return { id: target.id, role };
  });
  if (changed && ctx)
    logSecurityEvent(ctx, { actorId, action: 'user.role_changed', targetType: 'user', targetId });
  return result;
}

/**
 * DESIGN §6: Make Me Admin bootstraps a workspace that has no admin; afterwards only admins grant roles. With
 * `requireCode` (production) it also needs a code from the start-up log, used up by the same transaction.
 */
export async function makeSelfAdmin(
  db: Database,
  userId: string,
  options: {
    requireCode: boolean;
    bootstrapCode?: string | undefined;
    /** The caller's request (IP, user agent, logger) for the security trail. */
    ctx?: SecurityContext;
  } = { requireCode: false },
): Promise<{ id: string; role: Role }> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(ROLE_CHANGE_LOCK);
    const [me] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!me) throw notFound(AUTH_MESSAGES.userNotFound);
    if (normalizeRole(me.role) === 'admin') throw conflict(MAKE_ADMIN_MESSAGES.alreadyAdmin);
    if ((await countAdmins(tx)) > 0) throw forbidden(AUTH_MESSAGES.adminExists);
    if (options.requireCode) {
      const message = options.bootstrapCode
        ? MAKE_ADMIN_MESSAGES.codeInvalid
        : MAKE_ADMIN_MESSAGES.codeRequired;
      // A refusal throws, so the transaction rolls back: nothing changes and no code is used up.
      if (!options.bootstrapCode || !(await consumeMakeAdminCode(tx, options.bootstrapCode))) {
        throw new AppError(403, message, { bootstrapCode: [message] });
      }
    }
    await setUserRole(tx, userId, 'admin');
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.made_admin',
      targetType: 'user',
      targetId: userId,
      before: { role: normalizeRole(me.role) },
      after: { role: 'admin' },
      ip: options.ctx?.ip ?? null,
      userAgent: options.ctx?.userAgent ?? null,
    });
    return { id: me.id, role: 'admin' as const };
  });
  if (options.ctx) {
    logSecurityEvent(options.ctx, {
      actorId: userId,
      action: 'user.made_admin',
      targetType: 'user',
      targetId: userId,
    });
  }
  return result;
}

type UserAccessAction = 'user.disabled' | 'user.enabled' | 'user.sessions_revoked' | 'user.two_factor_reset';

/**
 * Locks the target user's row and runs `change` with it, then writes the audit row in the same transaction; the
 * log line follows the commit. Disabling serializes on the role-change lock so that two admins disabling each other
 * at once cannot leave the workspace without an active admin.
 */
async function changeUserAccess<T extends Record<string, unknown>>(
  db: Database,
  actorId: string,
  targetId: string,
  action: UserAccessAction,
  ctx: SecurityContext,
  change: (tx: Tx, target: typeof users.$inferSelect) => Promise<{ result: T; changed: boolean }>,
): Promise<T> {
  // Not a uuid cannot name a user; answer like any other absent user instead of failing the cast.
  if (!z.uuid().safeParse(targetId).success) throw notFound(AUTH_MESSAGES.userNotFound);
  const event = { actorId, action, targetType: 'user', targetId };
  const { result, changed } = await db.transaction(async (tx) => {
    await tx.execute(ROLE_CHANGE_LOCK);
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
    if (!target) throw notFound(AUTH_MESSAGES.userNotFound);
    const outcome = await change(tx, target);
    if (outcome.changed) {
      await recordAudit(tx, {
        ...event,
        before: { disabled: target.disabledAt !== null },
        after: outcome.result,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
    }
    return outcome;
  });
  if (changed) logSecurityEvent(ctx, event);
  return result;
}

/**
 * Disables an account (issue 28, item 7): `disabled_at` is set and every session of the user ends in the same
 * transaction; the session plugin refuses any session of a disabled user, and neither sign-in lets them in. An
 * admin cannot disable themself, and the last active admin cannot be disabled. Disabling a disabled account
 * changes nothing.
 */
export async function disableUser(
  db: Database,
  sessionManager: Pick<SessionManager, 'revokeAll'>,
  actorId: string,
  targetId: string,
  ctx: SecurityContext,
): Promise<UserAccessResult> {
  if (actorId === targetId) throw forbidden(USER_ACCESS_MESSAGES.cannotDisableSelf);
  return changeUserAccess(db, actorId, targetId, 'user.disabled', ctx, async (tx, target) => {
    if (target.disabledAt) {
      return { changed: false, result: accessResult(target.id, target.disabledAt, 0) };
    }
    if (await isLastActiveAdmin(tx, target)) throw badRequest(USER_ACCESS_MESSAGES.lastAdmin);
    const disabledAt = await setUserDisabled(tx, target.id, true);
    const ended = await sessionManager.revokeAll(target.id, tx);
    return { changed: true, result: accessResult(target.id, disabledAt ?? new Date(), ended) };
  });
}

/** Lets a disabled account sign in again; its sessions ended with the disabling and stay ended. */
export async function enableUser(
  db: Database,
  actorId: string,
  targetId: string,
  ctx: SecurityContext,
): Promise<UserAccessResult> {
  return changeUserAccess(db, actorId, targetId, 'user.enabled', ctx, async (tx, target) => {
    if (!target.disabledAt) return { changed: false, result: accessResult(target.id, null, 0) };
    await setUserDisabled(tx, target.id, false);
    return { changed: true, result: accessResult(target.id, null, 0) };
  });
}

/** Ends every session of one user (a lost laptop, a departing colleague): they must sign in again. */
export async function revokeUserSessions(
  db: Database,
  sessionManager: Pick<SessionManager, 'revokeAll'>,
  actorId: string,
  targetId: string,
  ctx: SecurityContext,
): Promise<RevokeUserSessionsResult> {
  return changeUserAccess(db, actorId, targetId, 'user.sessions_revoked', ctx, async (tx, target) => {
    const ended = await sessionManager.revokeAll(target.id, tx);
    // Audited even when nothing was signed in: the admin's action is what the trail records.
    return { changed: true, result: { id: target.id, sessionsEnded: ended } };
  });
}

/**
 * Turns two-step sign-in off for someone who lost both their authenticator and their recovery codes: the secret and
 * the recovery codes go and every session ends, in one transaction with its audit row. They sign in with their
 * password and set it up again (at once, when the workspace requires it for their role). Not for oneself: one's
 * own is turned off in Account settings, with a code.
 */
export async function resetUserTwoFactor(
  db: Database,
  sessionManager: Pick<SessionManager, 'revokeAll'>,
  actorId: string,
  targetId: string,
  ctx: SecurityContext,
): Promise<ResetUserTwoFactorResult> {
  if (actorId === targetId) throw forbidden(USER_ACCESS_MESSAGES.cannotResetOwnTwoFactor);
  return changeUserAccess(db, actorId, targetId, 'user.two_factor_reset', ctx, async (tx, target) => {
    const wasEnabled = target.totpEnabledAt !== null;
    if (!wasEnabled && target.totpSecret === null) {
      return { changed: false, result: { id: target.id, wasEnabled, sessionsEnded: 0 } };
    }
    await clearTwoFactor(tx, target.id);
    const ended = await sessionManager.revokeAll(target.id, tx);
    return { changed: true, result: { id: target.id, wasEnabled, sessionsEnded: ended } };
  });
}

const accessResult = (id: string, disabledAt: Date | null, sessionsEnded: number): UserAccessResult => ({
  id,
  disabledAt: disabledAt?.toISOString() ?? null,
  sessionsEnded,
});

export async function findUserIdByUsername(db: Database, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row?.id;
}

/** The admin dashboard counters; 'today' is the calendar day of `now` in the workspace time zone. */
export async function adminStats(db: Database, timeZone: string, now = new Date()) {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from contacts) as total_contacts,
      (select count(*)::int from newsletters) as subscribers,
      (select count(*)::int from contacts
        where (created_at at time zone ${timeZone})::date = (${now.toISOString()}::timestamptz at time zone ${timeZone})::date) as todays_contacts,
      (select count(*)::int from newsletters
        where (subscribed_at at time zone ${timeZone})::date = (${now.toISOString()}::timestamptz at time zone ${timeZone})::date) as todays_subscriptions
  `)) as unknown as { rows: Record<string, number>[] };
  const row = result.rows[0] ?? {};
  return {
    totalContacts: Number(row.total_contacts ?? 0),
    newsletterSubscribers: Number(row.subscribers ?? 0),
    todaysContacts: Number(row.todays_contacts ?? 0),
    todaysSubscriptions: Number(row.todays_subscriptions ?? 0),
    timeZone,
  };
}
