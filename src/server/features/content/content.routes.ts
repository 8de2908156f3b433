import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { generateContentRequestSchema, generatedContentSchema } from '../../../shared/content';
import type { Config } from '../../config';
import { tooManyRequests } from '../../lib/errors';
import { LlmClient } from '../../lib/llm';
import { MINUTE } from '../../plugins/rate-limit';
import { generateWithLlm } from './content.service';
import { generateLocalContent } from './local-generator';

const DAY_MS = 24 * 60 * MINUTE;

export async function contentRoutes(app: FastifyInstance, opts: { config: Config }) {
  const llm = new LlmClient(opts.config.openai);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const perMinute = app.routeRateLimit(10, MINUTE);
  // DESIGN §9: 10/min and 100/day per user, counted on the user rather than the address.
  const rateLimit = perMinute && {
    ...perMinute,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
  };
  const maxPerDay = app.scaledLimit(100);
  const countDailyUse = async (request: FastifyRequest) => {
    const used = await app.counters.increment(`content-day:${request.user?.id ?? request.ip}`, DAY_MS);
    if (used.count > maxPerDay) throw tooManyRequests(used.resetMs / 1000);
  };
  const schema = {
    tags: ['content'],
    body: generateContentRequestSchema,
    response: { 200: generatedContentSchema },
  };

  api.post(
    '/api/openai/generate-content',
    {
      schema: { ...schema, summary: 'Ad copy from the configured OpenAI-compatible model (503 when none)' },
      config: { access: 'campaigns:manage', rateLimit },
    },
    async (request) => {
      await countDailyUse(request);
      return generateWithLlm(llm, request.body);
    },
  );

  api.post(
    '/api/ai/generate-content',
    {
      schema: { ...schema, summary: "Ad copy from Northstar's deterministic local generator" },
      config: { access: 'campaigns:manage', rateLimit },
    },
    async (request) => {
      await countDailyUse(request);
      return generateLocalContent(request.body);
    },
  );
}
