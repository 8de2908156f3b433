import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from '../../../shared/api-routes';
import {
  CONTENT_MESSAGES,
  generateContentRequestSchema,
  generatedAdSchema,
  MAX_GENERATIONS_IN_FLIGHT,
} from '../../../shared/content';
import type { Config } from '../../config';
import { AppError, tooManyRequests } from '../../lib/errors';
import { LlmClient } from '../../lib/llm';
import { MINUTE } from '../../plugins/rate-limit';

/**
 * The generators (language packs, the ELD language model) are loaded with the first request rather than at start-up,
 * which they would slow by most of a second; the production bundle keeps them in a chunk of their own.
 */
const loadContentService = () => import('./content.service');

const DAY_MS = 24 * 60 * MINUTE;
/** A refused generation is told to come back after this: most generations take a few seconds. */
const IN_FLIGHT_RETRY_SECONDS = 5;

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
  // At most MAX_GENERATIONS_IN_FLIGHT model calls per user at once, counted in the shared store (Redis with several
  // instances). Not scaled by RATE_LIMIT_SCALE: it bounds what one user can spend on the model at a time, not a rate.
  // A slot outlives the longest a generation can take (a call and one repair, each up to the timeout), so a process
  // that dies mid-generation frees it by itself.
  const maxInFlight = MAX_GENERATIONS_IN_FLIGHT;
  const slotTtlMs = 3 * opts.config.openai.timeoutMs;
  const withGenerationSlot = async <T>(request: FastifyRequest, generate: () => Promise<T>): Promise<T> => {
    const key = `content-in-flight:${request.user?.id ?? request.ip}`;
    const slotId = randomUUID();
    if (!(await app.counters.acquireSlot(key, slotId, maxInFlight, slotTtlMs))) {
      throw new AppError(429, CONTENT_MESSAGES.tooManyInFlight(maxInFlight), undefined, {
        'retry-after': String(IN_FLIGHT_RETRY_SECONDS),
      });
    }
    try {
      return await generate();
    } finally {
      await app.counters.releaseSlot(key, slotId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not release a generation slot; it lapses by itself');
      });
    }
  };
  const schema = {
    tags: ['content'],
    body: generateContentRequestSchema,
    response: { 200: generatedAdSchema },
  };

  api.post(
    API_ROUTES.generateContentOpenAi,
    {
      schema: {
        ...schema,
        summary:
          "Ad copy from the configured OpenAI-compatible model, checked against the ad rules and repaired once; Northstar's local generator otherwise (source and notes say which and why)",
      },
      // Waits on the language model: no transaction held across it (plugins/idempotency.ts, IdempotencyMode).
      // 422: no copy that keeps every ad rule could be written; 502/504: the model failed or did not answer.
      config: {
        access: 'campaigns:manage',
        rateLimit,
        idempotent: 'outside-transaction',
        errors: [422, 502, 504],
      },
    },
    async (request) =>
      withGenerationSlot(request, async () => {
        await countDailyUse(request);
        const { generateWithLlm } = await loadContentService();
        return generateWithLlm(llm, request.body);
      }),
  );

  api.post(
    API_ROUTES.generateContent,
    {
      schema: { ...schema, summary: "Ad copy from Northstar's deterministic local generator" },
      // 422: no copy that keeps every ad rule could be written for these messages and keywords.
      config: { access: 'campaigns:manage', rateLimit, errors: [422] },
    },
    async (request) => {
      await countDailyUse(request);
      const { generateLocalContent } = await loadContentService();
      return generateLocalContent(request.body);
    },
  );
}
