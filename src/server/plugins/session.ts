import cookie from '@fastify/cookie';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountSession } from '../../shared/auth';
import { normalizeRole, type Role } from '../../shared/roles';
import {
  isTwoFactorRequiredFor,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_PENDING_MINUTES,
} from '../../shared/two-factor-rules';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type SessionData, type SignInMethod, sessions, users, workspaceSettings } from '../db/schema';
import { requestMeta } from '../lib/audit';
import { forbidden } from '../lib/errors';
import { randomToken, sha256 } from '../lib/tokens';
import { userProfileColumns } from '../lib/user-columns';
import { isApiRoute } from './access';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  role: Role;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, read from `users` on every request so role changes apply at once. */
    user: SessionUser | null;
    /** SHA-256 of the current session id, when signed in. */
    sessionKey: string | null;
    /** A sign-in waiting for its second step (the user is not signed in): whose, and the pending row's key. */
    pendingSignIn: { userId: string; key: string; method: SignInMethod } | null;
    /**
     * The workspace requires two-step sign-in for this user's role and they have not set it up: only the routes
     * marked `allowedDuringTwoFactorSetup` answer (setting it up, GET /api/user, sign-out).
     */
    twoFactorSetupRequired: boolean;
  }
  interface FastifyContextConfig {
    /** A signed-in route a user whose two-step sign-in is required but not yet set up may still call. */
    allowedDuringTwoFactorSetup?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

// Refresh the idle expiry at most once a minute, not on every request.
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionManager {
  /** Issues a fresh session id (login, registration): any previous id of this browser is deleted. */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: string; role: string },
    /** How the user proved themself; recorded so that a recent Google sign-in can stand in for a password. */
    signIn?: { method: SignInMethod },
  ): Promise<void>;
  /**
   * The password step of a two-step sign-in: a pending row that expires in 5 minutes and grants nothing but the
   * second step. Any previous id of this browser is deleted.
   */
  startPending(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    /** How the first step was passed (the password, or Google): the session gets it once the code is in. */
    method: SignInMethod,
  ): Promise<void>;
  /** Deletes the current session and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Deletes every session of a user (password reset, an admin disabling the account) and returns how many ended.
   * `tx` lets the caller delete and audit in one transaction.
   */
  revokeAll(userId: string, tx?: Pick<Database, 'delete'>): Promise<number>;
  /** A user's live sessions, this one first, then the most recently active; never their ids. */
  list(userId: string, currentKey: string | null): Promise<AccountSession[]>;
  /**
   * Deletes every session of a user except `keepKey` ("sign out everywhere else") and returns how many ended.
   * `tx` lets the caller delete and audit in one transaction.
   */
  revokeOthers(userId: string, keepKey: string, tx?: Pick<Database, 'delete'>): Promise<number>;
}

/**
 * Deletes every session of a user but `keepKey` (the stored key of the session to keep, when given) and returns how
 * many ended. This plugin owns the sessions table (db/schema/owners.ts): the auth feature ends sessions at a
 * password change or reset through this, inside its own transaction.
 */
export async function endSessionsOf(
  db: Pick<Database, 'delete'>,
  userId: string,
  keepKey?: string | null,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, keepKey ? ne(sessions.sid, keepKey) : undefined))
    .returning({ sid: sessions.sid });
  return ended.length;
}

/** __Host- pins the cookie to this origin over https; browsers refuse it on plain http (DESIGN §9). */
export function sessionCookieName(config: Pick<Config, 'isHttps'>): string {
  return config.isHttps ? '__Host-sid' : 'sid';
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: Database }) => {
  // Over 100 lines: the session's decorations and its two hooks share the cookie options and the store.
  const { config, db } = opts;
  const cookieName = sessionCookieName(config);
  const idleMs = config.sessionIdleMinutes * 60_000;
  const absoluteMs = config.sessionAbsoluteHours * 3_600_000;

  await app.register(cookie, { secret: config.sessionSecret });

  const setCookie = (reply: FastifyReply, value: string) =>
    reply.setCookie(cookieName, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isHttps,
      signed: true,
      maxAge: Math.floor(absoluteMs / 1000),
    });
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isHttps });

  const issue = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    role: string,
    createdAt = new Date(),
    method?: SignInMethod,
  ) => {
    const id = randomToken(24); // 192 bits
    // Where it was issued, so that the account's session list can tell the user's devices apart.
    const data: SessionData = {
      userId,
      role,
      createdAt: createdAt.toISOString(),
      ...(method ? { method } : {}),
      ...requestMeta(request),
    };
    await db.insert(sessions).values({ sid: sha256(id), sess: data, expire: new Date(Date.now() + idleMs) });
    setCookie(reply, id);
    return sha256(id);
  };

  // A new sign-in replaces what this browser held: a session, or a sign-in waiting for its second step.
  const dropCurrent = async (request: FastifyRequest) => {
    for (const key of [request.sessionKey, request.pendingSignIn?.key]) {
      if (key) await db.delete(sessions).where(eq(sessions.sid, key));
    }
    request.pendingSignIn = null;
  };

  const manager: SessionManager = {
    async start(request, reply, user, signIn) {
      await dropCurrent(request);
      request.sessionKey = await issue(request, reply, user.id, user.role, new Date(), signIn?.method);
    },
    async startPending(request, reply, userId, method) {
      await dropCurrent(request);
      request.sessionKey = null;
      const id = randomToken(24);
      const data: SessionData = {
        userId,
        role: '',
        createdAt: new Date().toISOString(),
        twoFactorPending: true,
        method,
        ...requestMeta(request),
      };
      const pendingMs = TWO_FACTOR_PENDING_MINUTES * 60_000;
      await db
        .insert(sessions)
        .values({ sid: sha256(id), sess: data, expire: new Date(Date.now() + pendingMs) });
      setCookie(reply, id);
      request.pendingSignIn = { userId, key: sha256(id), method };
    },
    async end(request, reply) {
      await dropCurrent(request);
      request.sessionKey = null;
      request.user = null;
      clearCookie(reply);
    },
    async revokeAll(userId, tx = db) {
      return endSessionsOf(tx, userId);
    },
    async list(userId, currentKey) {
      const now = Date.now();
      const rows = await db
        .select()
        .from(sessions)
        .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, gt(sessions.expire, new Date(now))));
      return (
        rows
          // A sign-in waiting for its code is not a signed-in browser.
          .filter((row) => !row.sess.twoFactorPending)
          .filter((row) => Date.parse(row.sess.createdAt) + absoluteMs > now)
          // Activity pushes `expire` to now + idle timeout, so the last activity is `expire` minus that timeout.
          .map((row) => ({
            isCurrent: row.sid === currentKey,
            createdAt: row.sess.createdAt,
            lastActiveAt: new Date(row.expire.getTime() - idleMs).toISOString(),
            ip: row.sess.ip ?? null,
            userAgent: row.sess.userAgent ?? null,
          }))
          .sort(
            (a, b) =>
              Number(b.isCurrent) - Number(a.isCurrent) || b.lastActiveAt.localeCompare(a.lastActiveAt),
          )
      );
    },
    async revokeOthers(userId, keepKey, tx = db) {
      return endSessionsOf(tx, userId, keepKey);
    },
  };
  app.decorate('sessions', manager);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionKey', null);
  app.decorateRequest('pendingSignIn', null);
  app.decorateRequest('twoFactorSetupRequired', false);

  // Every signed-in API request runs this: prepared once (no SQL building per request). The session's text is cast
  // to uuid (not the key to text), so the join uses the users primary key. Only what a request needs is read (no
  // password hash travels per request).
  const sessionLookup = db
    .select({
      session: { expire: sessions.expire, sess: sessions.sess },
      user: { ...userProfileColumns, disabledAt: users.disabledAt },
      hasTwoFactor: sql<boolean>`${users.totpEnabledAt} is not null`,
      // Read with the session, not cached: an admin turning the requirement on applies at the next request.
      workspaceRequiresTwoFactor: sql<boolean>`coalesce((select ${workspaceSettings.requireTwoFactor} from ${workspaceSettings} where ${workspaceSettings.id} = 'workspace'), false)`,
    })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::uuid`)
    .where(eq(sessions.sid, sql.placeholder('sid')))
    .limit(1)
    .prepare('session_lookup');

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request)) return;
    const raw = request.cookies[cookieName];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) {
      clearCookie(reply);
      return;
    }
    const key = sha256(unsigned.value);
    const [row] = await sessionLookup.execute({ sid: key });
    const now = Date.now();
    if (
      !row ||
      row.session.expire.getTime() <= now ||
      Date.parse(row.session.sess.createdAt) + absoluteMs <= now ||
      // Disabling deletes the user's sessions; this refuses any that raced it or was restored (issue 28, item 7).
      row.user.disabledAt
    ) {
      if (row) await db.delete(sessions).where(eq(sessions.sid, key));
      clearCookie(reply);
      return;
    }
    if (row.session.sess.twoFactorPending) {
      // Signed out for every route; only the second step reads this (its row expires on its own, never touched).
      request.pendingSignIn = { userId: row.user.id, key, method: row.session.sess.method ?? 'password' };
      return;
    }
    const role = normalizeRole(row.user.role);
    request.twoFactorSetupRequired =
      !row.hasTwoFactor && isTwoFactorRequiredFor(role, row.workspaceRequiresTwoFactor);
    request.user = {
      id: row.user.id,
      username: row.user.username,
      email: row.user.email,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      company: row.user.company,
      role,
      createdAt: row.user.createdAt,
    };
    if (row.session.sess.role !== role) {
      // Privilege changed since this id was issued: rotate it (DESIGN §9), keeping the absolute deadline.
      await db.delete(sessions).where(eq(sessions.sid, key));
      request.sessionKey = await issue(
        request,
        reply,
        row.user.id,
        role,
        new Date(row.session.sess.createdAt),
        row.session.sess.method,
      );
      return;
    }
    request.sessionKey = key;
    if (row.session.expire.getTime() - now < idleMs - TOUCH_INTERVAL_MS) {
      await db
        .update(sessions)
        .set({ expire: new Date(now + idleMs) })
        .where(eq(sessions.sid, key));
    }
  });

  // preValidation, like the role guard (plugins/access.ts), which this runs before: public routes stay public.
  app.addHook('preValidation', async (request) => {
    if (!request.twoFactorSetupRequired) return;
    const config = request.routeOptions.config;
    if (config.access === 'public' || config.allowedDuringTwoFactorSetup) return;
    throw forbidden(TWO_FACTOR_MESSAGES.setupRequired);
  });

  // Expired rows are harmless (every read checks expiry) but would pile up; sweep them hourly.
  const sweep = setInterval(() => {
    db.delete(sessions)
      .where(and(lt(sessions.expire, new Date())))
      .catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
