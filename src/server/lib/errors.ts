/** A failure the client caused or may see; the error handler maps it to HTTP as is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
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

/** Connection-level failures of the database (server down, restarting, pool exhausted). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = 'code' in error ? String(error.code) : '';
  const message = 'message' in error ? String(error.message) : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P03'].includes(code))
    return true;
  if (code.startsWith('08')) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i.test(
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
