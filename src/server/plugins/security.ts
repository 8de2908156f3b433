import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError, badRequest, notFound } from '../lib/errors';
import { isApiRoute } from './access';

export const BODY_LIMIT = 64 * 1024;
/** Auth and public forms take small bodies (DESIGN §9). */
export const SMALL_BODY_LIMIT = 8 * 1024;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';
export const INVALID_TEXT_MESSAGE = 'Text must not contain null characters or invalid Unicode.';

/** Headers, strict JSON body parsing and the CSRF origin check (DESIGN §5, §9). */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Recharts set element styles at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http this directive would blank the page on any host but localhost (TOOLCHAIN).
        ...(config.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // API answers are never cached; anything else that did not choose its own caching is not stored either.
  app.addHook('onSend', async (request, reply) => {
    if (isApiRoute(request) || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // `/api/campaigns/` matches `/api/campaigns/:id` with an empty id: an empty segment never names a resource.
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (params && Object.values(params).some((value) => value === '')) throw notFound();
  });

  // JSON only: every other content type answers 415. Unknown keys are refused by the strict zod schemas.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, rejectInvalidText));
    } catch (error) {
      done(error instanceof AppError ? error : badRequest('The request body is not valid JSON.'), undefined);
    }
  });

  // Every state-changing request, whatever path it spells: only API routes accept one, the rest answer 404.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const sameOriginFetch = request.headers['sec-fetch-site'] === 'same-origin';
    if (origin === config.appOrigin || (origin === undefined && sameOriginFetch)) return;
    throw new AppError(403, CROSS_SITE_MESSAGE, undefined, undefined, 'cross_site');
  });
});

/** JSON.parse reviver: NUL characters and lone surrogates never reach the database (DESIGN §9). */
function rejectInvalidText(key: string, value: unknown): unknown {
  if (!isValidText(key) || (typeof value === 'string' && !isValidText(value))) {
    throw badRequest(INVALID_TEXT_MESSAGE);
  }
  return value;
}

export function isValidText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}
