import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { markNotificationsReadRequestSchema, notificationListSchema } from '../../../shared/approvals';
import { noContentResponse } from '../../../shared/common-schemas';
import type { Database } from '../../db/client';
import { viewerOf } from '../../lib/viewer';
import { listNotifications, markNotificationsRead } from './notifications.service';

export async function notificationsRoutes(app: FastifyInstance, opts: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.notifications,
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's newest notifications and how many are unread",
        response: { 200: notificationListSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => listNotifications(opts.db, viewerOf(request).id),
  );

  api.post(
    API_ROUTES.notificationsRead,
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark the caller's notifications read: the given ids, or all of them",
        body: markNotificationsReadRequestSchema,
        response: { 204: noContentResponse },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      await markNotificationsRead(opts.db, viewerOf(request).id, request.body.ids);
      return reply.status(204).send();
    },
  );
}
