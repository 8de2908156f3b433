import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/api-routes';
import {
  AUTH_MESSAGES,
  currentUserSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
} from '../../../shared/auth';
import { twoFactorChallengeSchema } from '../../../shared/two-factor';
import type { Database } from '../../db/client';
import { securityContext } from '../../lib/audit';
import { unauthorized } from '../../lib/errors';
import { MINUTE } from '../../plugins/rate-limit';
import { SMALL_BODY_LIMIT } from '../../plugins/security';
import {
  type AuthDeps,
  authenticate,
  isTwoFactorSetupRequired,
  recordSignOut,
  registerUser,
  toCurrentUser,
} from './auth.service';

export async function authRoutes(app: FastifyInstance, opts: { db: Database }) {
  const deps: AuthDeps = { db: opts.db, counters: app.counters, maxLoginFailures: app.scaledLimit(10) };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.user,
    {
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: currentUserSchema } },
      // It tells a user whose workspace requires two-step sign-in that they must set it up.
      config: { access: 'signed-in', allowedDuringTwoFactorSetup: true },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return toCurrentUser(request.user, { twoFactorSetupRequired: request.twoFactorSetupRequired });
    },
  );

  api.post(
    API_ROUTES.login,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with username (or e-mail) and password; an account with two-step sign-in answers ' +
          '`twoFactorRequired` and finishes with POST /api/login/two-factor',
        body: loginRequestSchema,
        response: { 200: z.union([currentUserSchema, twoFactorChallengeSchema]) },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      // Not idempotent: a replayed answer would lack the session cookie, and a password must not be hashed into a key.
      // 401: wrong username or password; a disabled account is refused the same way.
      config: {
        access: 'public',
        rateLimit: app.routeRateLimit(5, MINUTE),
        idempotent: false,
        errors: [401],
      },
    },
    async (request, reply) => {
      const user = await authenticate(deps, request.body, securityContext(request));
      if (user.totpEnabledAt) {
        // No session yet: a pending row that only the code step can turn into one (plugins/session.ts).
        await app.sessions.startPending(request, reply, user.id, 'password');
        return { twoFactorRequired: true as const };
      }
      await app.sessions.start(request, reply, user, { method: 'password' });
      return toCurrentUser(user, { twoFactorSetupRequired: await isTwoFactorSetupRequired(opts.db, user) });
    },
  );

  api.post(
    API_ROUTES.register,
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role user) and sign in',
        body: registerRequestSchema,
        response: { 201: currentUserSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: {
        access: 'public',
        rateLimit: app.routeRateLimit(3, 10 * MINUTE),
        idempotent: false,
        errors: [409],
      },
    },
    async (request, reply) => {
      const user = await registerUser(deps, request.body);
      await app.sessions.start(request, reply, user);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  api.post(
    API_ROUTES.logout,
    {
      schema: { tags: ['auth'], summary: 'Sign out this browser', response: { 200: messageResponseSchema } },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'public', idempotent: false },
    },
    async (request, reply) => {
      const user = request.user;
      await app.sessions.end(request, reply);
      if (user) await recordSignOut(opts.db, user.id, securityContext(request));
      return { message: AUTH_MESSAGES.signedOut };
    },
  );
}
