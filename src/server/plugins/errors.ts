import { randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, type ApiErrorCode, errorCodeForStatus, STATUS_MESSAGES } from '../../shared/http';
import { AppError, isDatabaseUnavailable } from '../lib/errors';

/**
 * The router's limit on one path parameter. The routes' schemas bound theirs far lower (ids: 64) and answer 400
 * with the field named; past this the router refuses before any route or hook runs (answerFrameworkError).
 */
export const MAX_PARAM_LENGTH = 2048;

/** An upstream's request id is kept only when it looks like one: it ends up in logs and response headers. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Whether the peer of a connection is one of the trusted proxies (TRUST_PROXY). */
export function isTrustedProxy(trustProxy: boolean | string[]): (address: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    return proxies.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Request ids: a random UUID per request, or the load balancer's X-Request-Id when it comes from a trusted proxy,
 * so one id follows a request through every log. Passed to Fastify as `genReqId`.
 */
export function requestIdGenerator(trustProxy: boolean | string[]) {
  const isTrusted = isTrustedProxy(trustProxy);
  return (request: {
    headers: Record<string, string | string[] | undefined>;
    socket?: { remoteAddress?: string | undefined };
  }): string => {
    const forwarded = request.headers['x-request-id'];
    if (
      typeof forwarded === 'string' &&
      FORWARDED_REQUEST_ID.test(forwarded) &&
      isTrusted(request.socket?.remoteAddress)
    ) {
      return forwarded;
    }
    return randomUUID();
  };
}

/**
 * One error handler: typed errors keep their status and text; 5xx never leak internals (DESIGN §5). Every error
 * body carries a stable `code` and the `requestId` that is also the X-Request-Id header and the log's reqId.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: {
      message: string;
      code?: ApiErrorCode;
      fieldErrors?: Record<string, string[]>;
      details?: Record<string, unknown>;
    },
  ) => {
    const payload: ApiErrorBody = {
      ...body.details,
      message: body.message,
      code: body.code ?? errorCodeForStatus(status),
      requestId: request.id,
      ...(body.fieldErrors ? { fieldErrors: body.fieldErrors } : {}),
    };
    return reply.status(status).send(payload);
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(request, reply, error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (!field) continue;
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value'];
      }
      const first = error.validation[0]?.message ?? STATUS_MESSAGES[400];
      return send(request, reply, 400, { message: first as string, fieldErrors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(request, reply, 503, { message: STATUS_MESSAGES[503] as string, code: 'db_unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(request, reply, 429, { message: STATUS_MESSAGES[429] as string });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (415, 413, malformed JSON) carry safe, specific messages.
      return send(request, reply, status, { message: error.message || (STATUS_MESSAGES[status] ?? '') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, { message: STATUS_MESSAGES[500] as string });
  });
});

const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route, hook or error handler runs (a malformed
 * percent-escape, a path parameter over MAX_PARAM_LENGTH). Its own answer had no request id, none of the security
 * headers and echoed the path; this one is the usual envelope with the usual headers, and never repeats the path.
 */
export function answerFrameworkError(
  app: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = FRAMEWORK_ERRORS[error.code];
  const status = known?.status ?? 500;
  if (!known) request.log.error({ err: error }, 'router error');
  const payload: ApiErrorBody = {
    message: known?.message ?? (STATUS_MESSAGES[500] as string),
    code: errorCodeForStatus(status),
    requestId: request.id,
  };
  return reply
    .headers({ ...app.securityHeaders, 'x-request-id': request.id, 'cache-control': 'no-store' })
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(payload));
}
