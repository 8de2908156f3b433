import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '../../shared/http';
import type { Database } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { AppError, badRequest } from '../lib/errors';
import { sha256 } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a POST honours Idempotency-Key (default: yes). Routes whose answer is a new session or a credential
     * change opt out: replaying a stored body without its Set-Cookie would be wrong.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claimed Idempotency-Key row this request must complete, when it carries a fresh key. */
    idempotencyClaim: { scope: string; key: string } | null;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/**
 * A claim older than this belongs to a request that died (process killed between claim and answer): a retry may
 * take it over. Longer than the request timeout, so a slow first request is never run twice.
 */
export const ABANDONED_CLAIM_MS = 60_000;
/** Answers worth replaying: success and the client's own mistakes. Limits, conflicts and faults are retried. */
const isReplayable = (status: number) => status < 500 && ![408, 409, 429].includes(status);

/**
 * Idempotency-Key for every POST that creates or acts (issue 10, item 10). The key is claimed before the handler
 * runs (after sign-in, role and validation checks, so refused requests never use up a key), and the first answer is
 * stored before it is sent; a retry with the same key and request gets that answer with `Idempotent-Replayed: true`.
 * Register before compression so the stored body is the plain one.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  const { db } = opts;
  app.decorateRequest('idempotencyClaim', null);

  const appliesTo = (request: FastifyRequest) =>
    request.method === 'POST' &&
    request.routeOptions.url?.startsWith('/api/') === true &&
    request.routeOptions.config.idempotent !== false;

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !appliesTo(request)) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey, {
        [IDEMPOTENCY_HEADER]: [IDEMPOTENCY_MESSAGES.invalidKey],
      });
    }
    const scope = request.user ? `user:${request.user.id}` : 'anonymous';
    const requestHash = sha256(
      JSON.stringify([
        request.method,
        request.routeOptions.url,
        request.params,
        request.query,
        request.body ?? null,
      ]),
    );

    const claimed = await db
      .insert(idempotentRequests)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed.length > 0) {
      request.idempotencyClaim = { scope, key };
      return;
    }

    const [stored] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
    if (!stored) throw inProgress(); // swept between the two statements: the client simply retries
    if (stored.requestHash !== requestHash) {
      throw new AppError(409, IDEMPOTENCY_MESSAGES.mismatch, undefined, undefined, 'idempotency_conflict');
    }
    if (stored.statusCode === null) {
      // Take over a claim abandoned by a request that never answered; otherwise the first one is still running.
      const takenOver = await db
        .update(idempotentRequests)
        .set({ createdAt: new Date() })
        .where(
          and(
            eq(idempotentRequests.scope, scope),
            eq(idempotentRequests.key, key),
            isNull(idempotentRequests.statusCode),
            lt(idempotentRequests.createdAt, new Date(Date.now() - ABANDONED_CLAIM_MS)),
          ),
        )
        .returning({ key: idempotentRequests.key });
      if (takenOver.length === 0) throw inProgress();
      request.idempotencyClaim = { scope, key };
      return;
    }
    reply
      .status(stored.statusCode)
      .header('idempotent-replayed', 'true')
      .header('content-type', stored.contentType ?? 'application/json; charset=utf-8');
    return reply.send(stored.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotentRequests.scope, claim.scope), eq(idempotentRequests.key, claim.key));
    if (isReplayable(reply.statusCode) && (typeof payload === 'string' || payload === null)) {
      const contentType = reply.getHeader('content-type');
      await db
        .update(idempotentRequests)
        .set({
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: payload ?? '',
        })
        .where(where);
    } else {
      // Nothing worth replaying (a fault, a limit, a streamed body): free the key so that a retry runs anew.
      await db.delete(idempotentRequests).where(and(where, isNull(idempotentRequests.statusCode)));
    }
    return payload;
  });
});

function inProgress(): AppError {
  return new AppError(
    409,
    IDEMPOTENCY_MESSAGES.inProgress,
    undefined,
    { 'retry-after': '1' },
    'idempotency_in_progress',
  );
}
