import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insightPreviewSchema, insightSummarySchema } from '../../../shared/analytics';
import { API_ROUTES } from '../../../shared/api-routes';
import { INSIGHT_PAGE_SIZE, insightFilterOf, insightListQuerySchema } from '../../../shared/insights';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mapPage, pageDescription, sendPage } from '../../lib/paging';
import { viewerOf } from '../../lib/viewer';
import { insightViewerOf } from './insight-viewer';
import { selectInsightPage, toInsightSummary } from './insights.repository';
import { applyInsight, markInsightRead, previewInsight, undoInsight } from './insights.service';

const idParams = z.strictObject({ id: z.string().max(64) });
const previewSchema = insightPreviewSchema;

export async function insightsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const deps = { db: opts.db, timeZone: opts.config.workspaceTimeZone };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.insights,
    {
      schema: {
        tags: ['insights'],
        summary: 'AI insights, one page: most impactful first, then newest',
        description:
          'Open findings by default; filter by kind, campaignId and status. Insufficient-data notes are left out ' +
          'unless kind=insufficient_data asks for them. ' +
          pageDescription('insights match the filter'),
        querystring: insightListQuerySchema,
        response: { 200: z.array(insightSummarySchema) },
      },
      config: { access: 'analytics:view' },
    },
    async (request, reply) => {
      const { limit = INSIGHT_PAGE_SIZE.default, cursor, ...filters } = request.query;
      const page = await selectInsightPage(opts.db, { filter: insightFilterOf(filters), limit, cursor });
      const viewer = insightViewerOf(request);
      return sendPage(
        reply,
        API_ROUTES.insights,
        request.query,
        mapPage(page, (row) => toInsightSummary(row, viewer)),
      );
    },
  );

  api.patch(
    API_ROUTES.readInsight,
    {
      schema: {
        tags: ['insights'],
        summary: 'Mark an insight read',
        params: idParams,
        response: { 200: insightSummarySchema },
      },
      config: { access: 'analytics:view' },
    },
    async (request) =>
      toInsightSummary(await markInsightRead(opts.db, request.params.id), insightViewerOf(request)),
  );

  api.get(
    API_ROUTES.insightPreview,
    {
      schema: {
        tags: ['insights'],
        summary: 'What applying the recommendation would change (before → after)',
        params: idParams,
        response: { 200: previewSchema },
      },
      config: { access: 'campaigns:manage' },
    },
    async (request) => previewInsight(deps, viewerOf(request), request.params.id),
  );

  api.post(
    API_ROUTES.applyInsight,
    {
      schema: {
        tags: ['insights'],
        summary: 'Apply the recommendation (audited, undoable)',
        params: idParams,
        response: { 200: z.object({ insight: insightSummarySchema, preview: previewSchema }) },
      },
      config: { access: 'campaigns:manage' },
    },
    async (request) => {
      const result = await applyInsight(deps, viewerOf(request), request.params.id);
      return { insight: toInsightSummary(result.insight, insightViewerOf(request)), preview: result.preview };
    },
  );

  api.post(
    API_ROUTES.undoInsight,
    {
      schema: {
        tags: ['insights'],
        summary: 'Undo an applied recommendation',
        params: idParams,
        response: { 200: insightSummarySchema },
      },
      config: { access: 'campaigns:manage' },
    },
    async (request) =>
      toInsightSummary(
        await undoInsight(deps, viewerOf(request), request.params.id),
        insightViewerOf(request),
      ),
  );
}
