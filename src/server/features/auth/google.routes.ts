import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { authProvidersSchema, GOOGLE_AUTH_ERROR, NEW_ACCOUNT_LANDING } from '../../../shared/auth';
import { redirectResponse } from '../../../shared/common-schemas';
import { TWO_FACTOR_SIGN_IN_LANDING } from '../../../shared/two-factor-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { recordSecurityEvent, securityContext } from '../../lib/audit';
import { oauthCookieName } from '../../lib/oauth-cookies';
import {
  findOrCreateGoogleUser,
  GOOGLE_CALLBACK_PATH,
  GoogleAccountDisabledError,
  GoogleSignIn,
  type GoogleTransaction,
} from './google.service';

const FAILURE_REDIRECT = `/auth?error=${GOOGLE_AUTH_ERROR}`;

/**
 * Google sign-in. These GETs change state (they end in a session) because OAuth redirects are GETs; state, nonce
 * and PKCE bound to a signed cookie stand in for the CSRF origin check.
 */
export async function googleRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const google = new GoogleSignIn(opts.config);
  const transactionCookie = oauthCookieName(opts.config, 'google_oidc');
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = {
    path: API_ROUTES.googleSignIn,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.config.isHttps,
    signed: true,
    maxAge: 600,
  };
  // A browser drops a __Secure- cookie only through a Secure Set-Cookie.
  const clearOptions = { path: cookieOptions.path, secure: cookieOptions.secure };
  const fail = (reply: FastifyReply, error: unknown) => {
    app.log.warn({ err: error }, 'Google sign-in failed');
    reply.clearCookie(transactionCookie, clearOptions);
    return reply.redirect(FAILURE_REDIRECT);
  };

  api.get(
    API_ROUTES.authProviders,
    {
      schema: {
        tags: ['auth'],
        summary: 'Optional sign-in methods this server offers',
        response: { 200: authProvidersSchema },
      },
      config: { access: 'public' },
    },
    async () => ({ google: google.isConfigured }),
  );

  api.get(
    API_ROUTES.googleSignIn,
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (browser navigation)',
        querystring: z.object({ t: z.string().max(32).optional() }),
        response: {
          302: redirectResponse("To Google's consent page, or back to the sign-in page with an error"),
        },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      if (!google.isConfigured)
        return fail(reply, new Error('GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET not set'));
      try {
        const { url, transaction } = await google.begin();
        reply.setCookie(transactionCookie, JSON.stringify(transaction), cookieOptions);
        return reply.redirect(url);
      } catch (error) {
        return fail(reply, error);
      }
    },
  );

  api.get(
    GOOGLE_CALLBACK_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Google redirects here after consent',
        response: {
          302: redirectResponse('Into the app when signed in, or to the sign-in page with an error'),
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      try {
        const raw = request.cookies[transactionCookie];
        const unsigned = raw ? request.unsignCookie(raw) : undefined;
        if (!unsigned?.valid || !unsigned.value) throw new Error('missing or tampered sign-in transaction');
        const transaction = JSON.parse(unsigned.value) as GoogleTransaction;
        const query = request.url.slice(request.url.indexOf('?'));
        const identity = await google.complete(query.startsWith('?') ? query : '', transaction);
        const { user, created } = await findOrCreateGoogleUser(opts.db, identity);
        reply.clearCookie(transactionCookie, clearOptions);
        if (user.totpEnabledAt) {
          // Two-step sign-in guards every way in: the code step finishes this sign-in too (two-factor.routes.ts).
          await app.sessions.startPending(request, reply, user.id, 'google');
          return reply.redirect(TWO_FACTOR_SIGN_IN_LANDING);
        }
        // The sign-in's method and time let a Google-only account change its e-mail or password soon after.
        await app.sessions.start(request, reply, user, { method: 'google' });
        await auditGoogleSignIn(opts.db, request, { userId: user.id, isRefused: false });
        return reply.redirect(created ? NEW_ACCOUNT_LANDING : '/');
      } catch (error) {
        if (error instanceof GoogleAccountDisabledError) {
          await auditGoogleSignIn(opts.db, request, { userId: error.userId, isRefused: true });
        }
        return fail(reply, error);
      }
    },
  );
}

/** A Google sign-in's audit row: signed in, or refused because an admin disabled the account (issue 28, item 7). */
function auditGoogleSignIn(
  db: Database,
  request: FastifyRequest,
  outcome: { userId: string; isRefused: boolean },
): Promise<void> {
  return recordSecurityEvent(db, securityContext(request), {
    actorId: outcome.isRefused ? null : outcome.userId,
    action: outcome.isRefused ? 'auth.login_refused_disabled' : 'auth.login_succeeded',
    targetType: 'user',
    targetId: outcome.userId,
    after: { method: 'google' },
  });
}
