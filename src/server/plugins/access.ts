import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiAccess, isAllowed } from '../../shared/roles';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: every /api route must say (see src/shared/roles.ts). */
    access?: ApiAccess;
  }
}

export interface RegisteredApiRoute {
  method: string;
  url: string;
  access: ApiAccess;
  /** POST routes honour Idempotency-Key unless they opt out (plugins/idempotency.ts). */
  idempotent: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, for the role-matrix test and the docs. */
    apiRoutes: RegisteredApiRoute[];
  }
}

/**
 * Whether the request reached an API route. Guards decide on the route Fastify matched, never on the URL string:
 * `/%61pi/x` matches the route `/api/x` while `request.url` does not start with `/api` (issue 10, item 1).
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') === true;
}

/** Path of an unmatched request as a router would read it: decoded, single slashes, lower case. */
export function normalizedPath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // malformed escapes: keep the raw text
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

/** The server half of the role table: a route without a declared access level cannot be registered. */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const apiRoutes: RegisteredApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = route.config as { access?: ApiAccess; idempotent?: boolean } | undefined;
    const access = config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      apiRoutes.push({
        method,
        url: route.url,
        access,
        idempotent: method === 'POST' && config?.idempotent !== false,
      });
    }
  });

  // preValidation, not onRequest: route-level rate limits (onRequest) must count refused requests too,
  // and a visitor should get 401/403 rather than a validation error for a body they may not send at all.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (!request.user) throw unauthorized();
    if (!isAllowed(access, request.user.role)) throw forbidden();
  });
});
