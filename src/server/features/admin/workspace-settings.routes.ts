import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { updateWorkspaceSettingsRequestSchema, workspaceSettingsSchema } from '../../../shared/approvals';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { readWorkspaceSettings, updateWorkspaceSettings } from './workspace-settings';

/** The workspace's settings: every signed-in user reads them (the wizard says when a launch needs approval). */
export async function workspaceSettingsRoutes(
  app: FastifyInstance,
  opts: {
    db: Database;
    /**
     * Rewrites what was written in the old currency (open insights' sentences), after the answer: the app passes
     * the insights engine in, so this feature does not reach into it.
     */
    onCurrencyChanged?: () => Promise<unknown>;
  },
) {
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
      const before = await readWorkspaceSettings(db);
      const after = await updateWorkspaceSettings(db, request.user.id, request.body);
      if (after.currency !== before.currency && opts.onCurrencyChanged) {
        const rewrite = opts.onCurrencyChanged;
        // After the answer (the engine over every campaign can take seconds), never failing the change itself.
        setImmediate(() => {
          rewrite().catch((error: unknown) =>
            request.log.error({ err: error }, 'rewriting insights in the new currency failed'),
          );
        });
      }
      return after;
    },
  );
}
