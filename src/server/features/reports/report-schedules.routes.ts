import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { noContentResponse } from '../../../shared/common-schemas';
import {
  createReportScheduleSchema,
  reportRecipientSchema,
  reportScheduleSchema,
  scheduleIdParamsSchema,
  updateReportScheduleSchema,
} from '../../../shared/report-schedules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { viewerOf } from '../../lib/viewer';
import {
  createSchedule,
  deleteSchedule,
  listRecipients,
  listSchedules,
  type ScheduleDeps,
  sendScheduleNow,
  updateSchedule,
} from './report-schedules.service';

/** Scheduled performance reports by e-mail (src/shared/report-schedules.ts): analysts and above. */
export async function reportSchedulesRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const deps: ScheduleDeps = {
    db: opts.db,
    timeZone: opts.config.workspaceTimeZone,
    workspace: new URL(opts.config.appOrigin).host,
    appOrigin: opts.config.appOrigin,
    onMailQueued: () => void app.mailOutbox.kick(),
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'analytics:view' } as const;
  const tags = ['reports'];

  api.get(
    API_ROUTES.reportSchedules,
    {
      schema: {
        tags,
        summary: "The workspace's report schedules, newest first, each with its last sendings",
        response: { 200: z.array(reportScheduleSchema) },
      },
      config,
    },
    async (request) => listSchedules(deps, viewerOf(request)),
  );
  api.get(
    API_ROUTES.reportRecipients,
    {
      schema: {
        tags,
        summary: 'Workspace members who may receive reports',
        response: { 200: z.array(reportRecipientSchema) },
      },
      config,
    },
    async () => listRecipients(opts.db),
  );
  api.post(
    API_ROUTES.reportSchedules,
    {
      schema: {
        tags,
        summary: 'Schedule the performance report by e-mail, weekly or monthly',
        body: createReportScheduleSchema,
        response: { 201: reportScheduleSchema },
      },
      config,
    },
    async (request, reply) =>
      reply.status(201).send(await createSchedule(deps, viewerOf(request), request.body)),
  );
  api.patch(
    API_ROUTES.reportSchedule,
    {
      schema: {
        tags,
        summary: 'Change, pause or resume a schedule (its owner, directors and admins)',
        params: scheduleIdParamsSchema,
        body: updateReportScheduleSchema,
        response: { 200: reportScheduleSchema },
      },
      config,
    },
    async (request) => updateSchedule(deps, viewerOf(request), request.params.id, request.body),
  );
  api.delete(
    API_ROUTES.reportSchedule,
    {
      schema: {
        tags,
        summary: 'Delete a schedule (its owner, directors and admins)',
        params: scheduleIdParamsSchema,
        response: { 204: noContentResponse },
      },
      config,
    },
    async (request, reply) => {
      await deleteSchedule(deps, viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  api.post(
    API_ROUTES.reportScheduleSend,
    {
      schema: {
        tags,
        summary: 'Send the scheduled report now (honours Idempotency-Key)',
        params: scheduleIdParamsSchema,
        response: { 200: reportScheduleSchema },
      },
      config,
    },
    async (request) => sendScheduleNow(deps, viewerOf(request), request.params.id),
  );
}
