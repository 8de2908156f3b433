import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { currentUserSchema, messageResponseSchema } from '../../../shared/auth';
import {
  recoveryCodesResponseSchema,
  regenerateRecoveryCodesRequestSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '../../../shared/two-factor';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { securityContext } from '../../lib/audit';
import { AppError, unauthorized } from '../../lib/errors';
import { MINUTE } from '../../plugins/rate-limit';
import { SMALL_BODY_LIMIT } from '../../plugins/security';
import { toCurrentUser } from './auth.service';
import {
  beginTwoFactorSetup,
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  type TwoFactorCaller,
  type TwoFactorDeps,
} from './two-factor.service';

function callerOf(request: FastifyRequest): TwoFactorCaller {
  if (!request.user) throw unauthorized();
  return { userId: request.user.id, sessionKey: request.sessionKey, ctx: securityContext(request) };
}

/** Two-step sign-in (TOTP): its second sign-in step, and setting it up, off and anew in account settings. */
export async function twoFactorRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  // Over 100 lines: one short registration per endpoint of the feature's route table.
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: TwoFactorDeps = {
    db,
    counters: app.counters,
    maxLoginFailures: app.scaledLimit(10),
    secretKey: opts.config.tokenEncryptionKey,
  };
  // Setting it up is what a user whose workspace requires it may still do (plugins/session.ts).
  const duringSetup = { access: 'signed-in', allowedDuringTwoFactorSetup: true } as const;

  api.post(
    API_ROUTES.loginTwoFactor,
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with the code from the authenticator app, or a recovery code',
        body: twoFactorLoginRequestSchema,
        response: { 200: currentUserSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      // Not idempotent: a replayed answer would lack the session cookie, and codes must not be hashed into a key.
      // 401: no password step pending (never signed in, or it expired); the code itself is a 400.
      config: {
        access: 'public',
        rateLimit: app.routeRateLimit(5, MINUTE),
        idempotent: false,
        errors: [401],
      },
    },
    async (request, reply) => {
      const pending = request.pendingSignIn;
      if (!pending) throw new AppError(401, TWO_FACTOR_MESSAGES.pendingExpired);
      const user = await completeTwoFactorSignIn(deps, pending, request.body, securityContext(request));
      // A new id: the pending one is deleted (sessions.start), so it cannot be replayed as a session.
      await app.sessions.start(request, reply, user, { method: pending.method });
      return toCurrentUser(user);
    },
  );

  api.get(
    API_ROUTES.twoFactor,
    {
      schema: { tags: ['auth'], summary: 'Your two-step sign-in', response: { 200: twoFactorStatusSchema } },
      config: duringSetup,
    },
    async (request) => getTwoFactorStatus(deps, callerOf(request).userId),
  );

  api.post(
    API_ROUTES.twoFactorSetup,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Start setting up two-step sign-in: a new secret, its otpauth URI and QR code (not active yet)',
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { ...duringSetup, rateLimit: app.routeRateLimit(5, 15 * MINUTE), idempotent: false },
    },
    async (request) => beginTwoFactorSetup(deps, callerOf(request), request.body.currentPassword),
  );

  api.post(
    API_ROUTES.twoFactorEnable,
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in on with a first code; answers the recovery codes, this once',
        body: twoFactorEnableRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { ...duringSetup, rateLimit: app.routeRateLimit(10, 15 * MINUTE), idempotent: false },
    },
    async (request) => enableTwoFactor(deps, callerOf(request), request.body.code),
  );

  api.post(
    API_ROUTES.twoFactorDisable,
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in off (current password and a code or recovery code)',
        body: twoFactorDisableRequestSchema,
        response: { 200: messageResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'signed-in', rateLimit: app.routeRateLimit(5, 15 * MINUTE), idempotent: false },
    },
    async (request) => disableTwoFactor(deps, callerOf(request), request.body),
  );

  api.post(
    API_ROUTES.twoFactorRecoveryCodes,
    {
      schema: {
        tags: ['auth'],
        summary: 'Replace your recovery codes (needs a code); answers the new ones, this once',
        body: regenerateRecoveryCodesRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'signed-in', rateLimit: app.routeRateLimit(5, 15 * MINUTE), idempotent: false },
    },
    async (request) => regenerateRecoveryCodes(deps, callerOf(request), request.body.code),
  );
}
