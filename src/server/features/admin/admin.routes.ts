import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, changeRoleRequestSchema, userIdParamsSchema } from '../../../shared/admin';
import { roleSchema } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { changeUserRole, listUsers, makeSelfAdmin } from './admin.service';

const roleResultSchema = z.object({ id: z.string(), role: roleSchema });

export async function adminRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every user of the workspace',
        response: { 200: z.array(adminUserSchema) },
      },
      config: { access: 'admin:access' },
    },
    async () => listUsers(db),
  );

  api.patch(
    '/api/admin/users/:id/role',
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
    async (request) => changeUserRole(db, request.user?.id ?? null, request.params.id, request.body.role),
  );

  api.post(
    '/api/admin/make-admin',
    {
      schema: {
        tags: ['admin'],
        summary: 'Become admin; granted only while the workspace has no admin',
        response: { 200: roleResultSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return makeSelfAdmin(db, request.user.id);
    },
  );
}
