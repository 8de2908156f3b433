import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/api-routes';
import {
  ACCOUNT_MESSAGES,
  accountSessionSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  revokeOtherSessionsResponseSchema,
  SESSION_MESSAGES,
  signInMethodsSchema,
  updateProfileRequestSchema,
} from '../../../shared/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { securityContext } from '../../lib/audit';
import { unauthorized } from '../../lib/errors';
import { MINUTE } from '../../plugins/rate-limit';
import { SMALL_BODY_LIMIT } from '../../plugins/security';
import {
  type AccountCaller,
  type AccountDeps,
  changePassword,
  getSignInMethods,
  signOutOtherSessions,
  updateProfile,
} from './account.service';
import { toCurrentUser } from './auth.service';
import { type PasswordResetDeps, requestPasswordReset, resetPassword } from './password-reset.service';

/** Password reset (signed out) and one's own account settings (signed in). */
export async function accountRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  // Over 100 lines: one short registration per endpoint; split, the feature's route table would be scattered.
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const resetDeps: PasswordResetDeps = {
    db,
    counters: app.counters,
    appOrigin: opts.config.appOrigin,
    maxRequestsPerEmail: app.scaledLimit(3),
    onMailQueued: () => void app.mailOutbox.kick(),
  };
  const accountDeps: AccountDeps = resetDeps;
  const callerOf = (request: FastifyRequest): AccountCaller => {
    if (!request.user) throw unauthorized();
    return { userId: request.user.id, sessionKey: request.sessionKey, ctx: securityContext(request) };
  };

  api.post(
    API_ROUTES.forgotPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer for unknown addresses)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'public', rateLimit: app.routeRateLimit(3, 15 * MINUTE) },
    },
    async (request) => ({
      message: await requestPasswordReset(resetDeps, request.body.email, securityContext(request)),
    }),
  );

  api.post(
    API_ROUTES.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; signs out every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      // Credentials in the body are never hashed into an Idempotency-Key record.
      config: { access: 'public', rateLimit: app.routeRateLimit(10, 15 * MINUTE), idempotent: false },
    },
    async (request) => ({
      message: await resetPassword(
        resetDeps,
        request.body.token,
        request.body.password,
        securityContext(request),
      ),
    }),
  );

  api.patch(
    API_ROUTES.accountProfile,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Update your own name, e-mail and company; a new e-mail needs currentPassword (Google-only accounts: a Google sign-in within 5 minutes) and is told to the old address',
        body: updateProfileRequestSchema,
        response: { 200: currentUserSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      // It checks a password when the e-mail changes: a stolen session must not get to guess it freely.
      // 409: another account has the new e-mail.
      config: { access: 'signed-in', rateLimit: app.routeRateLimit(10, 15 * MINUTE), errors: [409] },
    },
    async (request) => toCurrentUser(await updateProfile(accountDeps, callerOf(request), request.body)),
  );

  api.post(
    API_ROUTES.accountPassword,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Change your password (currentPassword, or for a Google-only account a Google sign-in within 5 minutes); signs out your other sessions',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'signed-in', rateLimit: app.routeRateLimit(5, 15 * MINUTE), idempotent: false },
    },
    async (request) => {
      await changePassword(accountDeps, callerOf(request), request.body);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  api.get(
    API_ROUTES.accountSignInMethods,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Whether your account has a password, and until when a recent Google sign-in lets a Google-only account change its e-mail or password',
        response: { 200: signInMethodsSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => getSignInMethods(db, callerOf(request)),
  );

  api.get(
    API_ROUTES.accountSessions,
    {
      schema: {
        tags: ['auth'],
        summary: 'Your signed-in browsers (this one first), without their session ids',
        response: { 200: z.array(accountSessionSchema) },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return app.sessions.list(request.user.id, request.sessionKey);
    },
  );

  api.post(
    API_ROUTES.revokeOtherSessions,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere else: ends every session of yours but this one',
        response: { 200: revokeOtherSessionsResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'signed-in', rateLimit: app.routeRateLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      if (!request.user || !request.sessionKey) throw unauthorized();
      const signedOut = await signOutOtherSessions(
        db,
        app.sessions,
        request.user.id,
        request.sessionKey,
        securityContext(request),
      );
      return { message: SESSION_MESSAGES.othersSignedOut(signedOut), signedOut };
    },
  );
}
