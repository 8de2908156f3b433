import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '../../shared/http';
import type { Database, Transaction } from '../db/client';
import { runInRequestTransaction } from '../db/request-transaction';
import { idempotentRequests } from '../db/schema';
import { AppError, badRequest } from '../lib/errors';
import { sha256 } from '../lib/tokens';

/**
 * How a POST honours Idempotency-Key (route option `idempotent`):
 * - `true` (the default): the handler's database work and its stored answer commit in one transaction, so a retry
 *   gets the first answer or finds that nothing happened, never a second write.
 * - `'outside-transaction'`: for handlers that wait on a slow upstream (the language model, Google Ads). Holding a
 *   transaction open across that call would hold a PostgreSQL connection, and on PGlite every other request, for up
 *   to a minute. Their answer is stored after they ran; when that fails, or the process dies while they run, the
 *   key keeps "outcome unknown" and is never run again (a retry is told to check and use a new key).
 * - `false`: no Idempotency-Key: the answer is a new session or a credential change, and replaying a stored body
 *   without its Set-Cookie would be wrong.
 */
export type IdempotencyMode = boolean | 'outside-transaction';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: IdempotencyMode;
  }
  interface FastifyRequest {
    /** The claimed Idempotency-Key row this request must complete, when it carries a fresh key. */
    idempotencyClaim: { scope: string; key: string } | null;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/**
 * A claim without an answer older than this belongs to a request that died (process killed between claim and
 * answer). Longer than the request timeout, so a slow first request is never run twice.
 */
export const ABANDONED_CLAIM_MS = 60_000;
/** Answers worth replaying: success and the client's own mistakes. Limits, conflicts and faults are retried. */
const isReplayable = (status: number) => status < 500 && ![408, 409, 429].includes(status);
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Who a key belongs to. A signed-in caller's keys are theirs. A visitor's (contact form, newsletter) are bound to
 * their address and browser: a retry comes from the same client, and another visitor cannot send from that address
 * (request.ip honours X-Forwarded-For from trusted proxies only). A cookie would not do: a visitor whose first
 * answer was lost never got it, so their retry would run again.
 */
function scopeOf(request: FastifyRequest): string {
  if (request.user) return `user:${request.user.id}`;
  return `anonymous:${sha256(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)}`;
}

/**
 * Idempotency-Key for every POST that creates or acts (issue 10 item 10, issue 28 item 4). The key is claimed
 * before the handler runs (after sign-in, role and validation checks, so refused requests never use up a key). The
 * handler then runs in one transaction with the storing of its answer (see IdempotencyMode), so that a committed
 * write always has its answer stored. A retry with the same key and request gets that answer with
 * `Idempotent-Replayed: true`. Register before compression so the stored body is the plain one, and before the
 * routes (it wraps their handlers). `db` must be the request-scoped database the features hold
 * (db/request-transaction.ts), so their queries join the transaction.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; now?: (() => Date) | undefined }) => {
    const { db } = opts;
    const now = opts.now ?? (() => new Date());
    app.decorateRequest('idempotencyClaim', null);

    const honoursKey = (method: string | string[], url: string, mode: IdempotencyMode | undefined) =>
      (method === 'POST' || (Array.isArray(method) && method.includes('POST'))) &&
      url.startsWith('/api/') &&
      mode !== false;

    app.addHook('onRoute', (route) => {
      if (
        honoursKey(route.method, route.url, route.config?.idempotent) &&
        route.config?.idempotent !== 'outside-transaction'
      ) {
        route.handler = answerInOneTransaction(db, route.handler, whereClaim);
      }
    });

    app.addHook('preHandler', (request, reply) => claimOrReplay({ db, now, honoursKey }, request, reply));

    // Answers the handler did not store in its transaction: the ones it threw (its transaction rolled back, so
    // storing the answer now is safe) and those of routes that run outside one.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      if (isReplayable(reply.statusCode) && (typeof payload === 'string' || payload === null)) {
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotentRequests)
          .set({
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: payload ?? '',
          })
          .where(whereClaim(claim));
      } else {
        // Nothing worth replaying (a fault, a limit, a streamed body): free the key so that a retry runs anew. A
        // transaction that did commit stored its answer with it, and `statusCode is null` leaves that alone.
        await db
          .delete(idempotentRequests)
          .where(and(whereClaim(claim), isNull(idempotentRequests.statusCode)));
      }
      return payload;
    });
  },
);

interface ClaimDeps {
  db: Database;
  now: () => Date;
  honoursKey: (method: string, url: string, mode: IdempotencyMode | undefined) => boolean;
}

const whereClaim = (claim: { scope: string; key: string }) =>
  and(eq(idempotentRequests.scope, claim.scope), eq(idempotentRequests.key, claim.key));

/**
 * Before the handler: claims a fresh key for this request, or answers a retry with the stored answer, or refuses a
 * reused key (another request, or the first one still running or of unknown outcome).
 */
async function claimOrReplay(
  { db, now, honoursKey }: ClaimDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  const mode = request.routeOptions.config.idempotent;
  if (key === undefined || !honoursKey(request.method, request.routeOptions.url ?? '', mode)) return;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey, {
      [IDEMPOTENCY_HEADER]: [IDEMPOTENCY_MESSAGES.invalidKey],
    });
  }
  const scope = scopeOf(request);
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
    .values({ scope, key, requestHash, createdAt: now() })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length > 0) {
    request.idempotencyClaim = { scope, key };
    return;
  }

  const [stored] = await db.select().from(idempotentRequests).where(whereClaim({ scope, key }));
  if (!stored) throw inProgress(); // swept between the two statements: the client simply retries
  if (stored.requestHash !== requestHash) {
    throw new AppError(409, IDEMPOTENCY_MESSAGES.mismatch, undefined, undefined, 'idempotency_conflict');
  }
  if (stored.statusCode === null) {
    const abandoned = stored.createdAt.getTime() < now().getTime() - ABANDONED_CLAIM_MS;
    if (!abandoned) throw inProgress();
    // Outside a transaction the handler may have acted without its answer being stored: never run it again.
    if (mode === 'outside-transaction') throw outcomeUnknown();
    // In one, no answer means nothing committed (they commit together): the claim may be taken over.
    const takenOver = await db
      .update(idempotentRequests)
      .set({ createdAt: now() })
      .where(
        and(
          whereClaim({ scope, key }),
          isNull(idempotentRequests.statusCode),
          lt(idempotentRequests.createdAt, new Date(now().getTime() - ABANDONED_CLAIM_MS)),
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
    .header('content-type', stored.contentType ?? JSON_CONTENT_TYPE);
  return reply.send(stored.body ?? '');
}

/**
 * Wraps a route's handler: with a claimed key, the handler runs in one transaction that also stores its answer
 * (serialized here, as Fastify would), and the answer is sent only after the commit. A handler that throws is
 * rolled back; the error's answer is stored by the onSend hook.
 */
function answerInOneTransaction(
  db: Database,
  handler: RouteHandlerMethod,
  whereClaim: (claim: { scope: string; key: string }) => ReturnType<typeof and>,
): RouteHandlerMethod {
  return async function idempotentHandler(this: FastifyInstance, request, reply) {
    const claim = request.idempotencyClaim;
    if (!claim) return handler.call(this, request, reply);
    const answer = await runInRequestTransaction(db, async (tx) => {
      // Locks the claim: a retry's takeover waits for this transaction instead of running beside it.
      const held = await tx
        .update(idempotentRequests)
        .set({ requestHash: idempotentRequests.requestHash })
        .where(and(whereClaim(claim), isNull(idempotentRequests.statusCode)))
        .returning({ key: idempotentRequests.key });
      if (held.length === 0) {
        // Another request holds or answered the key now: its claim is not this one's to free.
        request.idempotencyClaim = null;
        throw inProgress();
      }
      const payload = await runCapturingSend(handler, this, request, reply);
      const answer = serializedAnswer(reply, payload);
      await storeAnswer(tx, whereClaim(claim), reply, answer);
      return answer;
    });
    // Committed together with its answer: nothing is left for the onSend hook to store.
    request.idempotencyClaim = null;
    return reply.send(answer.send);
  };
}

/** The payload the handler answered with, whether it returned it or passed it to `reply.send`, unsent. */
async function runCapturingSend(
  handler: RouteHandlerMethod,
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  let sent: { payload: unknown } | null = null;
  const capture = (payload?: unknown) => {
    sent = { payload };
    return reply;
  };
  // A handler that returns `reply` hands Fastify a thenable that settles once the response is written: here nothing
  // is written yet, so it settles at once.
  const settled = (onFulfilled?: (value: undefined) => unknown) => onFulfilled?.(undefined);
  Object.defineProperty(reply, 'send', { value: capture, configurable: true, writable: true });
  Object.defineProperty(reply, 'then', { value: settled, configurable: true, writable: true });
  try {
    const returned: unknown = await handler.call(app, request, reply);
    const captured = sent as { payload: unknown } | null;
    const payload = captured ? captured.payload : returned;
    if (payload instanceof Error) throw payload;
    return payload;
  } finally {
    Reflect.deleteProperty(reply, 'send');
    Reflect.deleteProperty(reply, 'then');
  }
}

interface SerializedAnswer {
  /** What to hand to reply.send after the commit. */
  send: unknown;
  /** The body a retry gets, or null when the payload is not text (a stream, a buffer): not replayable. */
  stored: string | null;
}

/** The body Fastify would send for `payload`: objects through the route's response serializer, text as it is. */
function serializedAnswer(reply: FastifyReply, payload: unknown): SerializedAnswer {
  if (payload === undefined || payload === null) return { send: payload, stored: '' };
  if (typeof payload === 'string') {
    if (!reply.hasHeader('content-type')) reply.header('content-type', 'text/plain; charset=utf-8');
    return { send: payload, stored: payload };
  }
  const contentType = reply.getHeader('content-type');
  const isJson = contentType === undefined || String(contentType).includes('json');
  if (typeof payload !== 'object' || !isJson || Buffer.isBuffer(payload) || 'pipe' in payload) {
    return { send: payload, stored: null };
  }
  if (contentType === undefined) reply.header('content-type', JSON_CONTENT_TYPE);
  const body = reply.serialize(payload);
  return { send: body, stored: typeof body === 'string' ? body : null };
}

async function storeAnswer(
  tx: Transaction,
  where: ReturnType<typeof and>,
  reply: FastifyReply,
  answer: SerializedAnswer,
): Promise<void> {
  if (answer.stored !== null && isReplayable(reply.statusCode)) {
    const contentType = reply.getHeader('content-type');
    await tx
      .update(idempotentRequests)
      .set({
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: answer.stored,
      })
      .where(where);
  } else {
    // Nothing to replay (a limit, a conflict, a stream): the key is freed as the handler's writes commit.
    await tx.delete(idempotentRequests).where(where);
  }
}

function inProgress(): AppError {
  return new AppError(
    409,
    IDEMPOTENCY_MESSAGES.inProgress,
    undefined,
    { 'retry-after': '1' },
    'idempotency_in_progress',
  );
}

function outcomeUnknown(): AppError {
  return new AppError(
    409,
    IDEMPOTENCY_MESSAGES.outcomeUnknown,
    undefined,
    undefined,
    'idempotency_outcome_unknown',
  );
}

/** Deletes the keys stored before `before` (the retention sweep): how many went. */
export async function purgeIdempotencyKeysBefore(db: Database, before: Date): Promise<number> {
  return (
    await db
      .delete(idempotentRequests)
      .where(lt(idempotentRequests.createdAt, before))
      .returning({ one: sql`1` })
  ).length;
}
