import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audienceEstimateSchema, targetAudienceSchema } from '../../../shared/audience';
import { budgetSchema, CAMPAIGN_MESSAGES, isValidIsoDate } from '../../../shared/campaigns';
import { objectiveSchema } from '../../../shared/objectives';
import { predictAudience } from './audience.model';

const predictRequestSchema = z
  .strictObject({
    objective: objectiveSchema,
    budget: budgetSchema,
    startDate: z.string().refine(isValidIsoDate, CAMPAIGN_MESSAGES.dateInvalid),
    endDate: z.string().refine(isValidIsoDate, CAMPAIGN_MESSAGES.dateInvalid),
    targetAudience: targetAudienceSchema,
  })
  .refine((value) => value.endDate > value.startDate, {
    message: CAMPAIGN_MESSAGES.endAfterStart,
    path: ['endDate'],
  });

export async function audienceRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/audience/predict',
    {
      schema: {
        tags: ['audience'],
        summary:
          'Deterministic audience estimate for the wizard: impressions, reach, clicks and conversions from the budget and channel benchmarks, with the assumptions behind them (docs/ai.md "Audience predictions")',
        body: predictRequestSchema,
        response: { 200: audienceEstimateSchema },
      },
      config: { access: 'campaigns:manage' },
    },
    async (request) => predictAudience(request.body),
  );
}
