import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { updateWorkspaceSettingsRequestSchema, workspaceSettingsSchema } from '../../../shared/approvals';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { readWorkspaceSettings, updateWorkspaceSettings } from './workspace-settings';

/** The workspace's settings: every signed-in user reads them (the wizard says when a launch needs approval). */
export async function workspaceSettingsRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin'], response: { 200: workspaceSettingsSchema } };

  api.get(
    API_ROUTES.settings,
    { schema: { ...schema, summary: "The workspace's settings" }, config: { access: 'signed-in' } },
    async () => readWorkspaceSettings(db),
  );
  api.get(
    API_ROUTES.adminSettings,
    { schema: { ...schema, summary: "The workspace's settings" }, config: { access: 'admin:access' } },
    async () => readWorkspaceSettings(db),
  );
  api.patch(
    API_ROUTES.adminSettings,
    {
      schema: {
        ...schema,
        summary:
          "Change the workspace's settings (launchApproval: managers' launches wait for approval; requireTwoFactor: " +
          'admins and marketing directors must use two-step sign-in)',
        body: updateWorkspaceSettingsRequestSchema,
      },
      config: { access: 'admin:access' },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return updateWorkspaceSettings(db, request.user.id, request.body);
    },
  );
}
