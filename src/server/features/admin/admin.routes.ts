import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  adminStatsSchema,
  adminUserSchema,
  auditEntrySchema,
  auditQuerySchema,
  changeRoleRequestSchema,
  listUsersQuerySchema,
  makeAdminRequestSchema,
  makeAdminStatusSchema,
  resetUserTwoFactorResultSchema,
  revokeUserSessionsResultSchema,
  userAccessResultSchema,
  userIdParamsSchema,
} from '../../../shared/admin';
import { API_ROUTES } from '../../../shared/api-routes';
import { roleSchema } from '../../../shared/auth';
import { mediaResponse } from '../../../shared/common-schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { securityContext } from '../../lib/audit';
import { toCsv } from '../../lib/csv';
import { unauthorized } from '../../lib/errors';
import { getPagedList } from '../../lib/paged-route';
import { MINUTE } from '../../plugins/rate-limit';
import {
  adminStats,
  changeUserRole,
  disableUser,
  enableUser,
  listUsers,
  makeSelfAdmin,
  resetUserTwoFactor,
  revokeUserSessions,
} from './admin.service';
import { listAudit } from './audit.service';
import { getMakeAdminStatus, isMakeAdminCodeRequired } from './make-admin-code';

const roleResultSchema = z.object({ id: z.string(), role: roleSchema });

export async function adminRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  // Over 100 lines: one short registration per endpoint; split, the feature's route table would be scattered.
  const { db } = opts;
  const timeZone = opts.config.workspaceTimeZone;
  const api = app.withTypeProvider<ZodTypeProvider>();

  getPagedList(app, API_ROUTES.adminUsers, {
    tag: 'admin',
    summary: "The workspace's users, newest first, one page",
    counted: 'users there are',
    querystring: listUsersQuerySchema,
    item: adminUserSchema,
    access: 'admin:access',
    list: (query) => listUsers(db, query),
  });

  api.patch(
    API_ROUTES.adminUserRole,
    {
      schema: {
        tags: ['admin'],
        summary: "Change a user's role (the last admin cannot be demoted)",
        params: userIdParamsSchema,
        body: changeRoleRequestSchema,
        response: { 200: roleResultSchema },
      },
      config: { access: 'admin:access' },
    },
    async (request) =>
      changeUserRole(
        db,
        request.user?.id ?? null,
        request.params.id,
        request.body.role,
        securityContext(request),
      ),
  );

  // Disable, enable and end sessions (issue 28, item 7): each audited with the admin's IP and user agent.
  const userAccessRoute = {
    params: userIdParamsSchema,
    tags: ['admin'],
  };
  api.post(
    API_ROUTES.adminUserDisable,
    {
      schema: {
        ...userAccessRoute,
        summary:
          'Disable an account: it cannot sign in and every session of it ends (not yourself, not the last active admin)',
        response: { 200: userAccessResultSchema },
      },
      config: { access: 'admin:access' },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return disableUser(db, app.sessions, request.user.id, request.params.id, securityContext(request));
    },
  );

  api.post(
    API_ROUTES.adminUserEnable,
    {
      schema: {
        ...userAccessRoute,
        summary: 'Let a disabled account sign in again',
        response: { 200: userAccessResultSchema },
      },
      config: { access: 'admin:access' },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return enableUser(db, request.user.id, request.params.id, securityContext(request));
    },
  );

  api.post(
    API_ROUTES.adminUserSessionsRevoke,
    {
      schema: {
        ...userAccessRoute,
        summary: "End every session of one user: they must sign in again (yours too, if it's you)",
        response: { 200: revokeUserSessionsResultSchema },
      },
      config: { access: 'admin:access' },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return revokeUserSessions(
        db,
        app.sessions,
        request.user.id,
        request.params.id,
        securityContext(request),
      );
    },
  );

  api.post(
    API_ROUTES.adminUserTwoFactorReset,
    {
      schema: {
        ...userAccessRoute,
        summary:
          'Turn off two-step sign-in for someone who lost their authenticator and recovery codes; their sessions end (not yourself)',
        response: { 200: resetUserTwoFactorResultSchema },
      },
      config: { access: 'admin:access' },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return resetUserTwoFactor(
        db,
        app.sessions,
        request.user.id,
        request.params.id,
        securityContext(request),
      );
    },
  );

  api.get(
    API_ROUTES.makeAdmin,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Whether Make Me Admin is still open (no admin yet) and whether it asks for the start-up code',
        response: { 200: makeAdminStatusSchema },
      },
      config: { access: 'signed-in' },
    },
    async () => getMakeAdminStatus(db, opts.config),
  );

  api.post(
    API_ROUTES.makeAdmin,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Become admin; granted only while the workspace has no admin, and in production only with the one-time code from the start-up log',
        // The body may be left out where no code is needed (development), as before.
        body: makeAdminRequestSchema.nullish(),
        response: { 200: roleResultSchema },
      },
      // Guessing a 192-bit code is hopeless anyway; the limit keeps wrong-code attempts from being free.
      config: { access: 'signed-in', rateLimit: app.routeRateLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return makeSelfAdmin(db, request.user.id, {
        requireCode: isMakeAdminCodeRequired(opts.config),
        bootstrapCode: request.body?.bootstrapCode,
        ctx: securityContext(request),
      });
    },
  );

  api.get(
    API_ROUTES.adminStats,
    {
      schema: {
        tags: ['admin'],
        summary: "Admin dashboard counters ('today' in the workspace time zone)",
        response: { 200: adminStatsSchema },
      },
      config: { access: 'admin:access' },
    },
    async () => adminStats(db, timeZone),
  );

  getPagedList(app, API_ROUTES.auditLog, {
    tag: 'admin',
    summary: 'Audit log, newest first, one page',
    counted: 'entries match the filters',
    querystring: auditQuerySchema,
    item: auditEntrySchema,
    access: 'admin:access',
    list: (query) => listAudit(db, timeZone, query),
  });

  api.get(
    API_ROUTES.auditLogExport,
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit log as CSV (same filters)',
        querystring: auditQuerySchema,
        response: { 200: mediaResponse('text/csv', 'The audit entries as CSV') },
      },
      config: { access: 'admin:access' },
    },
    async (request, reply) => {
      // Every matching row, not only the first page: walk the pages as a client would.
      const all: AuditEntry[] = [];
      let cursor: string | undefined;
      do {
        const page = await listAudit(db, timeZone, {
          ...request.query,
          limit: AUDIT_PAGE_SIZE.max,
          cursor,
        });
        all.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      const json = (value: unknown) => (value ? JSON.stringify(value) : '');
      const csv = toCsv([
        ['Time zone', timeZone],
        ['Generated at', new Date().toISOString()],
        [],
        ['When', 'Action', 'Who', 'Target', 'Before', 'After', 'IP address', 'User agent'],
        ...all.map((e) => [
          e.at,
          AUDIT_ACTIONS[e.action as keyof typeof AUDIT_ACTIONS] ?? e.action,
          e.actor ? `${e.actor.name} (@${e.actor.username})` : 'system',
          `${e.targetType} ${e.targetLabel ?? e.targetId}`,
          json(e.before),
          json(e.after),
          e.ip ?? '',
          e.userAgent ?? '',
        ]),
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="northstar-audit-log.csv"')
        .send(csv);
    },
  );
}
