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
  ) {
    super(message);
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
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      messageForFailedResponse(response.status, text),
      readFieldErrors(text),
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

function readFieldErrors(text: string): Record<string, string[]> {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody> | null;
    const fieldErrors = body?.fieldErrors;
    return fieldErrors && typeof fieldErrors === 'object' ? fieldErrors : {};
  } catch {
    return {};
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
