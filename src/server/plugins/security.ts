import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { acceptedOrigins, type Config } from '../config';
import { AppError, badRequest, notFound } from '../lib/errors';
import { isApiRoute } from './access';

export const BODY_LIMIT = 64 * 1024;
/** Auth and public forms take small bodies (DESIGN §9). */
export const SMALL_BODY_LIMIT = 8 * 1024;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';
/** Where the web page carries its style nonce (src/web/index.html), replaced by a fresh one on every response. */
export const STYLE_NONCE_PLACEHOLDER = '__CSP_NONCE__';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends a page of the web app with a fresh style nonce in its HTML and in its Content-Security-Policy. */
    sendPageWithStyleNonce(html: string): FastifyReply;
  }
}

export const INVALID_TEXT_MESSAGE = 'Text must not contain null characters or invalid Unicode.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every response carries; also set on the answers Fastify gives before any hook runs (errors.ts). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** Headers, strict JSON body parsing and the CSRF origin check (DESIGN §5, §9). */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const helmetOptions = (styleSrc: string[]): Parameters<typeof helmet>[0] => ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No 'unsafe-inline': every stylesheet is a built file. The one <style> element the app inserts (Radix's
        // scroll lock while a dialog is open) carries the web page's per-response nonce (sendPageWithStyleNonce).
        // Style attributes set from script (React's `style` prop, Radix's positioning) go through the CSSOM, which
        // CSP does not restrict; style attributes in HTML are refused, so the prerendered landing page uses none.
        styleSrc,
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // No page uses <base>: ASVS 5.0 V3.4.3 asks for 'none'.
        baseUri: ["'none'"],
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
  const headers = securityHeaders(helmetOptions(["'self'"]));
  // Also set on the answers the router gives before any hook runs (errors.ts, answerFrameworkError).
  app.decorate('securityHeaders', headers);
  const pagePolicy = securityHeaders(helmetOptions(["'self'", `'nonce-${STYLE_NONCE_PLACEHOLDER}'`]))[
    'content-security-policy'
  ];
  app.decorateReply('sendPageWithStyleNonce', function (this: FastifyReply, html: string) {
    // 128 random bits, new for every response: a nonce only keeps injected styles out while it cannot be guessed.
    const nonce = randomBytes(16).toString('base64');
    return this.header('content-security-policy', pagePolicy?.replace(STYLE_NONCE_PLACEHOLDER, nonce))
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(STYLE_NONCE_PLACEHOLDER, nonce));
  });
  // Every response, whatever route (404s and static files included), carries the same headers.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  // API answers are never cached; anything else that did not choose its own caching is not stored either.
  app.addHook('onSend', async (request, reply) => {
    if (isApiRoute(request) || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // `/api/campaigns/` matches `/api/campaigns/:id` with an empty id: an empty segment never names a resource.
  // (Outside the API, `/assets/` reaches its route, which sends it to the web app's 404 page.)
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (isApiRoute(request) && params && Object.values(params).some((value) => value === ''))
      throw notFound();
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
  const origins = acceptedOrigins(config);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const sameOriginFetch = request.headers['sec-fetch-site'] === 'same-origin';
    if ((origin !== undefined && origins.has(origin)) || (origin === undefined && sameOriginFetch)) return;
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

/**
 * The headers helmet sets for `options`, worked out once. @fastify/helmet built helmet's middleware anew on every
 * request (parsing the CSP directives each time, about 2 % of a signed-in request's CPU); the headers depend on the
 * configuration only, so the same helmet computes them at start-up and each response gets the ready set.
 */
function securityHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
