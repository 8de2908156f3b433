import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import { budgetPlanQuerySchema, budgetPlanSchema } from '../../../shared/budget-plan';
import { campaignIdParamsSchema } from '../../../shared/campaigns';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { getBudgetPlan } from './budget-plan.service';

export async function budgetPlanRoutes(app: FastifyInstance, opts: { db: Database; config: Config }) {
  const deps = { db: opts.db, timeZone: opts.config.workspaceTimeZone };
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.campaignBudgetPlan,
    {
      schema: {
        tags: ['campaigns'],
        summary:
          "The split of the daily budget across the campaign's channels that maximises expected revenue",
        description:
          "Fits each channel's response curve (Hill saturation with carry-over, bootstrap uncertainty) on the last " +
          '84 days of daily spend and revenue, and plans the daily budget within the limits (maxStep, floor). ' +
          'Channels whose spend did not vary enough are held (status insufficient_variation) and get a budget test. ' +
          'With split, also the expected revenue of that split (whatIf). Money is per day in the workspace currency; ' +
          'intervals are 80 %. docs/ai.md "Budget plan".',
        params: campaignIdParamsSchema,
        querystring: budgetPlanQuerySchema,
        response: { 200: budgetPlanSchema },
      },
      config: { access: 'campaigns:manage' },
    },
    async (request) => getBudgetPlan(deps, request.params.id, request.query),
  );
}
