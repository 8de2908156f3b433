/** Stable, machine-readable reasons for a failure; clients branch on these, never on the message text. */
export const API_ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'cross_site',
  'not_found',
  'request_timeout',
  'conflict',
  'idempotency_conflict',
  'idempotency_in_progress',
  'idempotency_outcome_unknown',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'internal_error',
  'upstream_failed',
  'db_unavailable',
  'service_unavailable',
  'upstream_timeout',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The code a status carries when the error does not name a more specific one. */
export function errorCodeForStatus(status: number): ApiErrorCode {
  const byStatus: Record<number, ApiErrorCode> = {
    400: 'validation_failed',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    408: 'request_timeout',
    409: 'conflict',
    413: 'payload_too_large',
    414: 'uri_too_long',
    415: 'unsupported_media_type',
    422: 'unprocessable',
    429: 'rate_limited',
    502: 'upstream_failed',
    503: 'service_unavailable',
    504: 'upstream_timeout',
  };
  return byStatus[status] ?? (status >= 500 ? 'internal_error' : 'validation_failed');
}

/**
 * The JSON error body every API failure carries (DESIGN §5). `requestId` is also the `X-Request-Id` response
 * header and the `reqId` of the server's log lines, so a user can quote it and an operator can find the request.
 */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  requestId: string;
  fieldErrors?: Record<string, string[]>;
}

/** SPEC §8: generic messages by status, used when a failed response has no JSON `message`. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Please check your information and try again.',
  401: 'Please sign in to access this feature.',
  403: "You don't have permission to perform this action.",
  404: 'The requested resource could not be found.',
  409: 'This action conflicts with existing data. Please try again.',
  422: 'Please check your information and try again.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: "We're experiencing technical difficulties. Please try again later.",
  502: 'Service temporarily unavailable. Please try again in a few minutes.',
  503: 'Service temporarily unavailable. Please try again in a few minutes.',
  504: 'Service temporarily unavailable. Please try again in a few minutes.',
};
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** SPEC §8: which message a failed response shows. 400 and unknown statuses fall back to the body text. */
export function messageForFailedResponse(status: number, bodyText: string): string {
  const trimmed = bodyText.trim();
  if (trimmed) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: fall through to the status texts
    }
  }
  if (status === 400) return trimmed || (STATUS_MESSAGES[400] as string);
  const known = STATUS_MESSAGES[status];
  if (known) return known;
  return trimmed || UNEXPECTED_ERROR_MESSAGE;
}

/** Idempotency-Key (every POST that creates or acts): a retry gets the first answer and changes nothing. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
  mismatch: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  outcomeUnknown:
    'The first request with this Idempotency-Key may have completed, but its answer was not kept. Check its result before sending it again with a new key.',
} as const;
