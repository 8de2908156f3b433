import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export interface Readiness {
  /** Set on SIGTERM: the load balancer stops sending traffic while in-flight requests finish. */
  shuttingDown: boolean;
}

export async function healthRoutes(app: FastifyInstance, opts: { db: Database; readiness: Readiness }) {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
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
