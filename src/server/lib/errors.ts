import { type ApiErrorCode, errorCodeForStatus } from '../../shared/http';

/** A failure the client caused or may see; the error handler maps it to HTTP as is. */
export class AppError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    code?: ApiErrorCode,
    /** Extra fields of the error body (e.g. the line-by-line problems of an import). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? errorCodeForStatus(statusCode);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'Please sign in to access this feature.') =>
  new AppError(401, message);
export const forbidden = (message = "You don't have permission to perform this action.") =>
  new AppError(403, message);
export const notFound = (message = 'The requested resource could not be found.') =>
  new AppError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(409, message, fieldErrors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many requests. Please wait a moment and try again.', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/**
 * No database connection could be had (server down or restarting, database refusing connections, pool exhausted).
 * Whatever PostgreSQL answered, the request cannot be served now: always a 503, never a 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Could not connect to the database: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs that mean "the database cannot serve this now": connection exceptions (class 08), admin/crash
 * shutdown and "cannot connect now" (57P01-57P03), too many connections (53300), a statement cut by
 * statement_timeout (57014) and a session cut by idle_in_transaction_session_timeout (25P03).
 */
const UNAVAILABLE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  '25P03',
];

/** Connection-level failures of the database (server down, restarting, pool exhausted, backend killed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = 'code' in error ? String(error.code) : '';
  const message = 'message' in error ? String(error.message) : '';
  if (UNAVAILABLE_CODES.includes(code) || code.startsWith('08')) return true;
  // node-postgres's own connection errors carry no code: a dead socket, a client that died or was discarded
  // mid-request, the client-side query_timeout backstop.
  if (
    /Connection terminated|timeout exceeded when trying to connect|is not queryable|Query read timeout|Cannot use a pool after calling end|PGlite is closed/i.test(
      message,
    )
  ) {
    return true;
  }
  return 'cause' in error && error.cause !== error ? isDatabaseUnavailable(error.cause) : false;
}

/** PostgreSQL unique_violation (23505), directly or wrapped by the driver. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}
