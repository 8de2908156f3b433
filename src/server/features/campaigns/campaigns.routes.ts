import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignIdParamsSchema,
  campaignSchema,
  createCampaignRequestSchema,
  listCampaignsQuerySchema,
  updateCampaignRequestSchema,
} from '../../../shared/campaigns';
import { can } from '../../../shared/roles';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import type { Viewer } from './campaigns.repository';
import {
  type CampaignDeps,
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from './campaigns.service';

export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.user) throw unauthorized();
  return {
    id: request.user.id,
    canModifyAll: can(request.user.role, 'campaigns:modify-any'),
  };
}

export async function campaignsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const deps: CampaignDeps = { db: opts.db, timeZone: opts.config.workspaceTimeZone };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = 'campaigns:manage' as const;

  api.get(
    '/api/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: "The workspace's campaigns, filtered and sorted in SQL",
        querystring: listCampaignsQuerySchema,
        response: { 200: z.array(campaignSchema) },
      },
      config: { access },
    },
    async (request) => listCampaigns(deps, viewerOf(request), request.query),
  );

  api.post(
    '/api/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Create a campaign (honours Idempotency-Key)',
        body: createCampaignRequestSchema,
        response: { 201: campaignSchema },
      },
      config: { access },
    },
    async (request, reply) => {
      const campaign = await createCampaign(deps, viewerOf(request), request.body);
      return reply.status(201).send(campaign);
    },
  );

  api.get(
    '/api/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'One campaign',
        params: campaignIdParamsSchema,
        response: { 200: campaignSchema },
      },
      config: { access },
    },
    async (request) => getCampaign(deps, viewerOf(request), request.params.id),
  );

  api.patch(
    '/api/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Pause/resume (active ↔ paused) or edit; creator, director or admin only',
        params: campaignIdParamsSchema,
        body: updateCampaignRequestSchema,
        response: { 200: campaignSchema },
      },
      config: { access },
    },
    async (request) => updateCampaign(deps, viewerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Delete; creator, director or admin only',
        params: campaignIdParamsSchema,
      },
      config: { access },
    },
    async (request, reply) => {
      await deleteCampaign(deps, viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/campaigns/:id/duplicate',
    {
      schema: {
        tags: ['campaigns'],
        summary: "Copy as a draft named '<name> (copy)'",
        params: campaignIdParamsSchema,
        response: { 201: campaignSchema },
      },
      config: { access },
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateCampaign(deps, viewerOf(request), request.params.id)),
  );
}
