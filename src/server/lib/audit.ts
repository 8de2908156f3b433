import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import { exactTimestamp } from './paging';

export interface AuditEntry {
  actorId: string | null;
  action:
    | 'user.role_changed'
    | 'user.made_admin'
    | 'auth.login_succeeded'
    | 'auth.login_failed'
    | 'auth.locked'
    | 'auth.reset_requested'
    | 'auth.reset_completed'
    | 'auth.password_changed'
    | 'auth.sessions_revoked'
    | 'google_ads.connected'
    | 'google_ads.disconnected'
    | (string & {});
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The caller's address and User-Agent (see `requestMeta`); left out for scheduled jobs. */
  ip?: string | null;
  userAgent?: string | null;
}

/** Who made a request, as far as the server can tell: stored with security events and sessions. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** User-Agent headers are client-controlled; a bound keeps a hostile one from bloating every row it lands in. */
export const USER_AGENT_MAX = 512;

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return {
    // request.ip honours TRUST_PROXY: behind a proxy it is the client, not the proxy.
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}

/** Call inside the transaction that makes the change, so the row exists exactly when the change does. */
export async function recordAudit(tx: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ?? null,
  });
}

/** A request's meta plus its logger: what a service needs to report a security event. */
export interface SecurityContext extends RequestMeta {
  log: FastifyBaseLogger;
}

export function securityContext(request: FastifyRequest): SecurityContext {
  return { ...requestMeta(request), log: request.log };
}

/**
 * The structured log line of a security event, for log-based alerting. It names the account by id only: typed
 * logins (which may be a mistyped password), tokens and passwords never reach the log.
 */
export function logSecurityEvent(
  ctx: SecurityContext,
  entry: Pick<AuditEntry, 'action' | 'actorId' | 'targetType' | 'targetId'>,
): void {
  const userId = entry.targetType === 'user' ? entry.targetId : (entry.actorId ?? undefined);
  ctx.log.info(
    {
      event: entry.action,
      userId,
      actorId: entry.actorId ?? undefined,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    },
    'security event',
  );
}

/**
 * A security event with no other write to join (a sign-in attempt): its own audit row, then the log line.
 * Events that change data call `recordAudit` in their transaction and `logSecurityEvent` after the commit.
 */
export async function recordSecurityEvent(
  db: Pick<Database, 'insert'>,
  ctx: SecurityContext,
  entry: Omit<AuditEntry, 'ip' | 'userAgent'>,
): Promise<void> {
  await recordAudit(db, { ...entry, ip: ctx.ip, userAgent: ctx.userAgent });
  logSecurityEvent(ctx, entry);
}

/**
 * A security event that changes data: `change` and the event's audit row commit in one transaction, and the log line
 * follows the commit (a rolled-back change logs nothing).
 */
export async function changeWithSecurityEvent<T>(
  db: Pick<Database, 'transaction'>,
  ctx: SecurityContext,
  entry: Omit<AuditEntry, 'ip' | 'userAgent'>,
  change: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await change(tx);
    await recordAudit(tx, { ...entry, ip: ctx.ip, userAgent: ctx.userAgent });
    return value;
  });
  logSecurityEvent(ctx, entry);
  return result;
}

/**
 * What every reader of the audit log selects (the admins' audit log, the workspace's activity): the row, its exact
 * time for the paging cursor, and who did it; join `users` on the actor to fill the names.
 */
export const auditRowWithActor = () => ({
  id: auditLog.id,
  createdAtExact: exactTimestamp(auditLog.at),
  entry: auditLog,
  actorFirst: users.firstName,
  actorLast: users.lastName,
  actorUsername: users.username,
});

/** How the audit log pages, newest first (lib/paging.ts). */
export const AUDIT_LOG_PAGING = {
  from: auditLog,
  createdAt: auditLog.at,
  id: auditLog.id,
  idKind: 'serial',
} as const;
