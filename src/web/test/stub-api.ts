import { vi } from 'vitest';
import type { Role } from '../../shared/roles';
import { jsonResponse, makeUser } from './render-app';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}
export type ApiHandler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs fetch with "METHOD /path" handlers (the path without its query string; the handler reads the query from
 * call.url), signed in as `role`. Unhandled calls answer 404. Returns the calls in order.
 */
export function stubApi(handlers: Record<string, ApiHandler> = {}, role: Role = 'admin') {
  const calls: RecordedCall[] = [];
  const table: Record<string, ApiHandler> = {
    'GET /api/user': () => jsonResponse(200, makeUser(role)),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      const call: RecordedCall = {
        method,
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const handler = table[`${method} ${url.split('?')[0]}`];
      return handler ? handler(call) : jsonResponse(404, { message: 'Not found' });
    }),
  );
  return calls;
}

/** The URLs of the GET calls to one path, query strings included. */
export const urlsOf = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === path).map((call) => call.url);
