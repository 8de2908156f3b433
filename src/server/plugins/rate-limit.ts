import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_MESSAGES } from '../../shared/http';
import type { Config } from '../config';
import { type CounterStore, memoryCounterStore, redisCounterStore } from '../lib/counters';
import { isApiRoute } from './access';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A per-route limit scaled by RATE_LIMIT_SCALE; `false` when limits are off. */
    routeRateLimit(max: number, timeWindowMs: number): RouteRateLimit | false;
    /** Scales a limit that a service enforces itself (e.g. failures per username); Infinity when off. */
    scaledLimit(max: number): number;
    counters: CounterStore;
  }
}

export const MINUTE = 60_000;

/** DESIGN §9 rate limits: 300/min per IP by default, tighter per route; Redis-backed when REDIS_URL is set. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const scale = config.rateLimitScale;
  // Loaded only when configured: ioredis adds a tenth of a second or more to every start-up otherwise.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  if (scale !== 1) app.log.warn({ scale }, 'RATE_LIMIT_SCALE is not 1: rate limits are scaled (0 = off)');

  app.decorate('scaledLimit', (max: number) =>
    scale === 0 ? Number.POSITIVE_INFINITY : Math.max(1, Math.round(max * scale)),
  );
  app.decorate('routeRateLimit', (max: number, timeWindow: number) =>
    scale === 0 ? false : { max: Math.max(1, Math.round(max * scale)), timeWindow },
  );
  app.decorate('counters', redis ? redisCounterStore(redis) : memoryCounterStore());

  if (scale === 0) return;
  await app.register(rateLimit, {
    global: true,
    max: Math.max(1, Math.round(300 * scale)),
    timeWindow: MINUTE,
    ...(redis ? { redis, nameSpace: 'northstar:rl:' } : {}),
    // Only the API is limited; static assets of the SPA are cheap and cacheable.
    allowList: (request) => !isApiRoute(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: STATUS_MESSAGES[429],
      retryAfter: context.after,
    }),
  });
});
