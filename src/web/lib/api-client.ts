import type { ApiErrorBody } from '../../shared/http';
import { messageForFailedResponse } from '../../shared/http';

/** Shown when the request never reached the server (offline, DNS, connection reset). */
export const NETWORK_ERROR_MESSAGE = 'Unable to reach Northstar. Check your connection and try again.';

/** A failed API call: the HTTP status, the SPEC §8 message and any per-field messages from the server. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The server's stable reason (`validation_failed`, `db_unavailable`, …), when it sent one. */
    readonly code?: string,
    /** The id the server logged this request under (X-Request-Id); support finds the request by it. */
    readonly requestId?: string,
    /** The whole JSON error body, for endpoints that send more than a message (the import's 422 problem list). */
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
  }

  /**
   * Whether the user should quote the request id: failures they cannot fix by changing their input, signing in or
   * waiting (a server fault, a refusal, something missing), not a field error or a rate limit.
   */
  get isWorthReporting(): boolean {
    if (!this.requestId || Object.keys(this.fieldErrors).length > 0) return false;
    return ![400, 401, 422, 429].includes(this.status);
  }

  /** The first server message for a field, if the server named one. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  /** A body sent as it is instead of as JSON (a file upload), with `contentType`. */
  rawBody?: Blob | string;
  contentType?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiExchange<T>(method, path, options)).data;
}

/** apiRequest with the response headers too (paged lists answer with Link and X-Total-Count). */
export async function apiExchange<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const hasBody = options.body !== undefined;
  const hasRawBody = options.rawBody !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(hasRawBody
          ? { 'content-type': options.contentType ?? 'application/octet-stream' }
          : hasBody
            ? { 'content-type': 'application/json' }
            : {}),
        ...options.headers,
      },
      body: hasRawBody ? options.rawBody : hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text();
  if (!response.ok) throw apiErrorOf(response.status, text, response.headers.get('x-request-id'));
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/**
 * The ApiError of a failed answer (its status, body text and X-Request-Id): exported for the calls that cannot go
 * through fetch (an upload that reports its progress uses XMLHttpRequest) and must fail the same way.
 */
export function apiErrorOf(status: number, text: string, requestIdHeader: string | null): ApiError {
  const body = readErrorBody(text);
  return new ApiError(
    status,
    messageForFailedResponse(status, text),
    readFieldErrors(body),
    typeof body?.code === 'string' ? body.code : undefined,
    typeof body?.requestId === 'string' ? body.requestId : (requestIdHeader ?? undefined),
    body as Record<string, unknown> | null,
  );
}

function readErrorBody(text: string): Partial<ApiErrorBody> | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : null;
  } catch {
    return null;
  }
}

function readFieldErrors(body: Partial<ApiErrorBody> | null): Record<string, string[]> {
  const fieldErrors = body?.fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? fieldErrors : {};
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
