import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { approvalDecisionRequestSchema } from '../../../shared/approvals';
import {
  approvalQueueItemSchema,
  type CampaignListItem,
  campaignIdParamsSchema,
  campaignListItemSchema,
  campaignSchema,
  campaignSummarySchema,
  createCampaignRequestSchema,
  listCampaignsQuerySchema,
  updateCampaignRequestSchema,
} from '../../../shared/campaigns';
import { noContentResponse } from '../../../shared/common-schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { nextPageLink } from '../../lib/paging';
import { viewerOf } from '../../lib/viewer';
import {
  approvalQueue,
  type CampaignDeps,
  createCampaign,
  decideCampaignApproval,
  deleteCampaign,
  duplicateCampaign,
  getCampaign,
  listCampaigns,
  summarizeCampaigns,
  updateCampaign,
} from './campaigns.service';

export async function campaignsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  // Over 100 lines: one short registration per endpoint; split, the feature's route table would be scattered.
  const deps: CampaignDeps = {
    db: opts.db,
    timeZone: opts.config.workspaceTimeZone,
    appOrigin: opts.config.appOrigin,
    onMailQueued: () => void app.mailOutbox.kick(),
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = 'campaigns:manage' as const;

  const campaignListSchema = z.array(campaignListItemSchema);
  api.get(
    API_ROUTES.campaigns,
    {
      schema: {
        tags: ['campaigns'],
        summary: "The workspace's campaigns, one page, filtered and sorted in SQL",
        description:
          'The body is one page of list items (no audience, brand voice or generated content: the detail has ' +
          'them; contentVariantCount says how many variants). The Link header (rel="next") names the next page ' +
          'while there is one, and X-Total-Count says how many campaigns match the filter.',
        querystring: listCampaignsQuerySchema,
        response: { 200: campaignListSchema },
      },
      config: { access },
    },
    async (request, reply) => {
      const page = await listCampaigns(deps, viewerOf(request), request.query);
      reply.header('x-total-count', String(page.total));
      if (page.nextCursor)
        reply.header('link', nextPageLink(API_ROUTES.campaigns, request.query, page.nextCursor));
      // The hottest read of the product: PostgreSQL writes the items' JSON (campaigns.repository.ts) and it is sent
      // as is; the schema above documents it, and the type provider cannot know a string already holds that shape.
      return reply.type('application/json; charset=utf-8').send(page.body as unknown as CampaignListItem[]);
    },
  );

  api.get(
    API_ROUTES.campaignsSummary,
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Counts per status, total budget and total spend of the whole workspace',
        response: { 200: campaignSummarySchema },
      },
      config: { access },
    },
    async () => summarizeCampaigns(deps),
  );

  api.post(
    API_ROUTES.campaigns,
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
    API_ROUTES.campaign,
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
    API_ROUTES.campaign,
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
    API_ROUTES.campaign,
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Delete; creator, director or admin only',
        params: campaignIdParamsSchema,
        response: { 204: noContentResponse },
      },
      config: { access },
    },
    async (request, reply) => {
      await deleteCampaign(deps, viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    API_ROUTES.duplicateCampaign,
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

  api.get(
    API_ROUTES.approvals,
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Launches waiting for approval, oldest request first (at most 100), with their predictions',
        response: { 200: z.array(approvalQueueItemSchema) },
      },
      config: { access: 'campaigns:approve' },
    },
    async (request) => approvalQueue(deps, viewerOf(request)),
  );

  api.post(
    API_ROUTES.campaignApproval,
    {
      schema: {
        tags: ['campaigns'],
        summary:
          'Approve (the campaign goes active) or reject with a comment (back to draft) a launch waiting for approval',
        params: campaignIdParamsSchema,
        body: approvalDecisionRequestSchema,
        response: { 200: campaignSchema },
      },
      config: { access: 'campaigns:approve' },
    },
    async (request) => decideCampaignApproval(deps, viewerOf(request), request.params.id, request.body),
  );
}
