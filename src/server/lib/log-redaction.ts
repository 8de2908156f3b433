import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';

export const REDACTED = '[REDACTED]';

/**
 * Field names that hold credentials: tokens (reset, OAuth, refresh, bootstrap), secrets, passwords, cookies and
 * authorization headers. Matched anywhere in the name, so `refreshToken`, `client_secret` and `newPassword` count.
 */
const SECRET_NAME = /token|secret|passw|authorization|cookie|api[-_]?key|credential|signature/i;
/** OAuth codes and state, bootstrap codes: `code`, `state`, `bootstrapCode`, `auth_code` (not `statusCode`). */
const CODE_NAME = /^(code|state)$|[a-z](Code|_code|-code)$/;
const NOT_SECRET_NAMES = new Set(['statusCode', 'errorCode']);

export function isSecretName(name: string): boolean {
  if (NOT_SECRET_NAMES.has(name)) return false;
  return SECRET_NAME.test(name) || CODE_NAME.test(name);
}

/** `?token=…&code=…` → `?token=[REDACTED]&code=[REDACTED]` in any text: URLs in messages, errors and requests. */
const SECRET_QUERY_PARAM =
  /([?&;](?:[^=&#\s"'<>]*(?:token|secret|passw|api[-_]?key|signature|credential)[^=&#\s"'<>]*|code|state|[^=&#\s"'<>]*_code)=)[^&#\s"'<>]*/gi;

export function redactText(text: string): string {
  return text.replace(SECRET_QUERY_PARAM, `$1${REDACTED}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of a log argument with secret-named fields censored and secrets in URLs masked. Only plain data is
 * walked (requests, replies and errors have serializers of their own below); an error's `code` is an error code,
 * not a credential, so error objects keep it.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const looksLikeError = typeof value.message === 'string' && ('stack' in value || 'type' in value);
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isSecretName(key) && !(looksLikeError && key === 'code') && field !== undefined && field !== null) {
      copy[key] = REDACTED;
    } else {
      copy[key] = redactValue(field, depth + 1);
    }
  }
  return copy;
}

/** What a request log line says about the request: no headers at all, and the URL with its secrets masked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactText(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

function serializeError(error: Error) {
  return redactValue(stdSerializers.err(error));
}

/**
 * Pino options for the app's logger: every line passes through one redaction step, whatever logs it (Fastify's
 * request lines, services, jobs), so a reset link, an OAuth callback or a token in an error message never lands
 * in the log (issue 10, item 4; DESIGN §9).
 */
export function redactingLoggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: serializeRequest as never,
      err: serializeError,
      error: serializeError,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => redactValue(arg)) as Parameters<typeof method>);
      },
    },
  } as LoggerOptions;
}
