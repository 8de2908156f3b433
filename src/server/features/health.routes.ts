import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export interface Readiness {
  /** Set on SIGTERM: the load balancer stops sending traffic while in-flight requests finish. */
  shuttingDown: boolean;
}

/**
 * Probes are asked every few seconds for a few bytes: no rate limit, and no compression hook (whose first run also
 * loads Node's fetch classes, 50 ms of a cold start's first answer).
 */
const PROBE_OPTIONS = { config: { rateLimit: false }, compress: false } as const;

export async function healthRoutes(app: FastifyInstance, opts: { db: Database; readiness: Readiness }) {
  app.get('/healthz', PROBE_OPTIONS, async () => ({ status: 'ok' }));

  app.get('/readyz', PROBE_OPTIONS, async (_request, reply) => {
    if (opts.readiness.shuttingDown) {
      return reply.status(503).send({ status: 'shutting down' });
    }
    try {
      await opts.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).header('retry-after', '5').send({ status: 'database unavailable' });
    }
  });
}
