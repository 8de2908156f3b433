import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { audienceEstimateSchema } from '../../../shared/audience';
import { predictAudienceRequestSchema } from '../../../shared/campaigns';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { workspaceCurrency } from '../admin';
import { forecastAccuracy } from '../forecasts';
import { predictAudience } from './audience.model';
import { workspaceCalibration } from './workspace-calibration';

/** `config` gives the workspace's time zone, which decides the track record's last complete day (UTC without it). */
export async function audienceRoutes(
  app: FastifyInstance,
  opts: { db: Database; config?: Pick<Config, 'workspaceTimeZone'> },
) {
  const timeZone = opts.config?.workspaceTimeZone ?? 'UTC';
  app.withTypeProvider<ZodTypeProvider>().post(
    API_ROUTES.predictAudience,
    {
      schema: {
        tags: ['audience'],
        summary:
          'Deterministic audience estimate for the wizard: impressions, reach, clicks and conversions from the budget and the channel rates (the workspace\'s own delivery where it has enough, shrunk toward public benchmarks), with the assumptions behind them and the track record of past forecasts (docs/ai.md "Audience predictions", "Forecast calibration")',
        body: predictAudienceRequestSchema,
        response: { 200: audienceEstimateSchema },
      },
      config: { access: 'campaigns:manage' },
    },
    async (request) => {
      const [currency, calibration, accuracy] = await Promise.all([
        workspaceCurrency(opts.db),
        workspaceCalibration(opts.db),
        forecastAccuracy(opts.db, timeZone),
      ]);
      // The contract's null: no campaign has a forecast with a week of delivery yet.
      const trackRecord = accuracy.campaigns > 0 ? accuracy : null;
      return { ...predictAudience(request.body, currency, calibration), trackRecord };
    },
  );
}
