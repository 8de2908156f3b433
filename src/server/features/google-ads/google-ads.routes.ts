import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { mediaResponse, redirectResponse } from '../../../shared/common-schemas';
import {
  connectionSettingsSchema,
  disconnectResultSchema,
  googleAdsConnectionSchema,
  googleAdsHealthSchema,
  syncResultSchema,
} from '../../../shared/google-ads';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { securityContext } from '../../lib/audit';
import { unauthorized } from '../../lib/errors';
import { oauthCookieName } from '../../lib/oauth-cookies';
import { connectionSummary, GOOGLE_ADS_CALLBACK_PATH, type GoogleAdsDeps } from './google-ads.connection';
import { checkHealth } from './google-ads.health';
import { beginConsent, finishConsent } from './google-ads.oauth';
import { disconnect, updateSettings } from './google-ads.settings';
import { syncGoogleAds } from './google-ads.sync';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The popup's landing page: plain HTML with an external script (the CSP forbids inline script). It only says how
 * the authorization went; the refresh token stays on the server.
 */
function callbackPage(
  reply: FastifyReply,
  options: { ok: boolean; title: string; message: string; status?: number },
) {
  return reply
    .status(options.status ?? (options.ok ? 200 : 400))
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(options.title)} · Northstar</title><link rel="stylesheet" href="/google-ads-callback.css"></head>
<body><main><h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.message)}</p>
<p><button type="button" id="close">Close this window</button></p></main><script type="module" src="/google-ads-callback.js"></script></body></html>`);
}

export async function googleAdsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  // Over 100 lines: one short registration per endpoint, sharing the deps and the state cookie's options.
  const deps: GoogleAdsDeps = { db: opts.db, config: opts.config };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = 'google-ads:setup' as const;
  const stateCookie = oauthCookieName(opts.config, 'google_ads_state');
  const cookieOptions = {
    path: '/api/google-ads/oauth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.config.isHttps,
    signed: true,
    maxAge: 600,
  };
  // A browser drops a __Secure- cookie only through a Secure Set-Cookie.
  const clearOptions = { path: cookieOptions.path, secure: cookieOptions.secure };

  api.get(
    API_ROUTES.googleAdsHealth,
    {
      schema: {
        tags: ['google-ads'],
        summary: 'Each piece of the connection, and the first one failing with its fix',
        response: { 200: googleAdsHealthSchema },
      },
      config: { access },
    },
    async () => checkHealth(deps),
  );

  api.get(
    API_ROUTES.googleAdsConnection,
    {
      schema: {
        tags: ['google-ads'],
        summary: 'Connection settings (never the tokens)',
        response: { 200: googleAdsConnectionSchema },
      },
      config: { access },
    },
    async () => connectionSummary(deps),
  );

  api.put(
    API_ROUTES.googleAdsConnection,
    {
      schema: {
        tags: ['google-ads'],
        summary: 'Customer id, login customer id (manager accounts), developer token',
        body: connectionSettingsSchema,
        response: { 200: googleAdsConnectionSchema },
      },
      config: { access },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      await updateSettings(deps, request.user.id, request.body, securityContext(request));
      return connectionSummary(deps);
    },
  );

  api.delete(
    API_ROUTES.googleAdsConnection,
    {
      schema: {
        tags: ['google-ads'],
        summary:
          'Revoke the refresh token at Google and forget it (removed here even if Google cannot confirm)',
        response: { 200: disconnectResultSchema },
      },
      config: { access },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return disconnect(deps, request.user.id, securityContext(request));
    },
  );

  api.post(
    API_ROUTES.googleAdsSync,
    {
      schema: {
        tags: ['google-ads'],
        summary: 'Pull the last 30 days of metrics now',
        response: { 200: syncResultSchema },
      },
      // Waits on Google Ads: no transaction held across it (plugins/idempotency.ts, IdempotencyMode).
      config: { access, idempotent: 'outside-transaction' },
    },
    async () => syncGoogleAds(deps),
  );

  // Opened in a 600×700 popup. The state and the PKCE verifier travel in a signed, HttpOnly cookie together with
  // the session they were issued to: the callback is bound to this session.
  api.get(
    API_ROUTES.googleAdsOauthStart,
    {
      schema: {
        tags: ['google-ads'],
        summary: "Start Google's consent for Google Ads (popup)",
        response: {
          302: redirectResponse("To Google's consent page"),
          503: mediaResponse('text/html', 'A page saying that the server has no Google Ads OAuth client'),
        },
      },
      config: { access },
    },
    async (request, reply) => {
      const env = opts.config.googleAds;
      if (!env.clientId || !env.clientSecret) {
        return callbackPage(reply, {
          ok: false,
          // Not the visitor's mistake: the server lacks its OAuth client (DESIGN §5, 503 when not configured).
          status: 503,
          title: 'Google Ads is not configured',
          message: 'Set GOOGLE_ADS_CLIENT_ID and GOOGLE_ADS_CLIENT_SECRET on the server first (step 1).',
        });
      }
      const { url, transaction } = await beginConsent(deps);
      reply.setCookie(
        stateCookie,
        JSON.stringify({ ...transaction, session: request.sessionKey }),
        cookieOptions,
      );
      return reply.redirect(url);
    },
  );

  api.get(
    GOOGLE_ADS_CALLBACK_PATH,
    {
      schema: {
        tags: ['google-ads'],
        summary: 'Google redirects the popup here',
        response: {
          200: mediaResponse('text/html', 'A page saying that Google Ads is connected'),
          400: mediaResponse(
            'text/html',
            'A page saying why not: cancelled at Google, not bound to this session, or no refresh token',
          ),
        },
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
          scope: z.string().max(2000).optional(),
        }),
      },
      config: { access },
    },
    async (request, reply) => {
      const raw = request.cookies[stateCookie];
      reply.clearCookie(stateCookie, clearOptions);
      const outcome = await finishConsent(deps, {
        cookie: raw ? request.unsignCookie(raw) : undefined,
        query: request.query,
        rawQuery: request.raw.url?.split('?')[1] ?? '',
        sessionKey: request.sessionKey,
        actorId: request.user?.id,
        ctx: securityContext(request),
        log: request.log,
      });
      return callbackPage(reply, outcome);
    },
  );
}
