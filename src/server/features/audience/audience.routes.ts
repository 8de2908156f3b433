import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { audienceEstimateSchema } from '../../../shared/audience';
import { predictAudienceRequestSchema } from '../../../shared/campaigns';
import type { Database } from '../../db/client';
import { workspaceCurrency } from '../admin';
import { predictAudience } from './audience.model';
import { workspaceCalibration } from './workspace-calibration';

export async function audienceRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.predictAudience,
    {
      schema: {
        tags: ['audience'],
        summary:
          'Deterministic audience estimate for the wizard: impressions, reach, clicks and conversions from the budget and the channel rates (the workspace\'s own delivery where it has enough, shrunk toward public benchmarks), with the assumptions behind them (docs/ai.md "Audience predictions", "Forecast calibration")',
        body: predictAudienceRequestSchema,
        response: { 200: audienceEstimateSchema },
      },
      config: { access: 'campaigns:manage' },
    },
    async (request) => {
      const [currency, calibration] = await Promise.all([
        workspaceCurrency(opts.db),
        workspaceCalibration(opts.db),
      ]);
      return predictAudience(request.body, currency, calibration);
    },
  );
}
