import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { campaignIdParamsSchema } from '../../../shared/campaigns';
import { forecastAccuracySchema, forecastComparisonSchema } from '../../../shared/forecast';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { campaignForecast, forecastAccuracy } from './forecasts.service';

export async function forecastsRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const deps = { db: opts.db, timeZone: opts.config.workspaceTimeZone };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_ROUTES.campaignForecast,
    {
      schema: {
        tags: ['campaigns'],
        summary: 'The forecast kept at launch against what the campaign delivered to date',
        description:
          'Sums of the daily metrics within the campaign dates up to its last complete day with data ' +
          '(elapsedDays counts from the start to that day), the forecast scaled to those days ' +
          '(figures × elapsedDays / totalDays, totalDays being the forecast’s own length) and the error ' +
          '(actual − expected) / expected in percent per figure, null where nothing was expected. A campaign ' +
          'launched without a forecast (no target audience, or before issue 33) answers forecast: null with ' +
          'its actuals.',
        params: campaignIdParamsSchema,
        response: { 200: forecastComparisonSchema },
      },
      config: { access: 'campaigns:manage' },
    },
    async (request) => campaignForecast(deps, request.params.id),
  );

  api.get(
    API_ROUTES.forecastAccuracy,
    {
      schema: {
        tags: ['analytics'],
        summary: "The workspace's forecast track record",
        description:
          'Over running and finished campaigns with a forecast kept at launch and at least 7 days of delivery ' +
          '(CALIBRATION_RULES.trackRecordMinDays): per figure the median absolute percentage error of the ' +
          'forecast scaled to the days delivered against the actuals, how many campaigns it covers, and a ' +
          'sentence saying so (or that there is no track record yet).',
        response: { 200: forecastAccuracySchema },
      },
      // Analysts read it on the analytics page and in the report; managers beside the wizard's forecast.
      config: { access: 'analytics:view' },
    },
    async () => forecastAccuracy(deps.db, deps.timeZone),
  );
}
