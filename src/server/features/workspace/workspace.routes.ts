import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { normalizeRole } from '../../../shared/roles';
import { activityItemSchema, activityQuerySchema, workspaceAdminSchema } from '../../../shared/workspace';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { pageDescription, sendPage } from '../../lib/paging';
import { listActivity } from './activity.service';
import { listWorkspaceAdmins } from './admins.service';

export async function workspaceRoutes(app: FastifyInstance, opts: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.activity,
    {
      schema: {
        tags: ['workspace'],
        summary:
          "Recent campaign events, newest first, as far as the caller's role sees campaigns (one page)",
        description: pageDescription('events the caller may see'),
        querystring: activityQuerySchema,
        response: { 200: z.array(activityItemSchema) },
      },
      // Those who see campaigns at all: through analytics (analysts) or by managing them.
      config: { access: 'analytics:view' },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      const page = await listActivity(opts.db, normalizeRole(request.user.role), request.query);
      return sendPage(reply, API_ROUTES.activity, request.query, page);
    },
  );

  api.get(
    API_ROUTES.workspaceAdmins,
    {
      schema: {
        tags: ['workspace'],
        summary: "The workspace's administrators by name: whom to ask for another role",
        response: { 200: z.array(workspaceAdminSchema) },
      },
      config: { access: 'signed-in' },
    },
    async () => listWorkspaceAdmins(opts.db),
  );
}
