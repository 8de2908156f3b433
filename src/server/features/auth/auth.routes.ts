import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import {
  AUTH_MESSAGES,
  currentUserSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
} from '../../../shared/auth';
import type { Database } from '../../db/client';
import { securityContext } from '../../lib/audit';
import { unauthorized } from '../../lib/errors';
import { MINUTE } from '../../plugins/rate-limit';
import { SMALL_BODY_LIMIT } from '../../plugins/security';
import { type AuthDeps, authenticate, registerUser, toCurrentUser } from './auth.service';

export async function authRoutes(app: FastifyInstance, opts: { db: Database }) {
  const deps: AuthDeps = { db: opts.db, counters: app.counters, maxLoginFailures: app.scaledLimit(10) };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.user,
    {
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: currentUserSchema } },
      config: { access: 'signed-in' },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return toCurrentUser(request.user);
    },
  );

  api.post(
    API_ROUTES.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password',
        body: loginRequestSchema,
        response: { 200: currentUserSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      // Not idempotent: a replayed answer would lack the session cookie, and a password must not be hashed into a key.
      config: { access: 'public', rateLimit: app.routeRateLimit(5, MINUTE), idempotent: false },
    },
    async (request, reply) => {
      const user = await authenticate(deps, request.body, securityContext(request));
      await app.sessions.start(request, reply, user);
      return toCurrentUser(user);
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
      config: { access: 'public', rateLimit: app.routeRateLimit(3, 10 * MINUTE), idempotent: false },
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
      await app.sessions.end(request, reply);
      return { message: AUTH_MESSAGES.signedOut };
    },
  );
}
