import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { runInsightsEngine } from './insights-engine';
import { runDeliverySimulator } from './metrics-simulator';

export const INGEST_INTERVAL_MS = 60 * 60_000;

/**
 * One ingest: delivery metrics (the demo simulator; Google Ads sync replaces it when connected), then the
 * insights engine over what changed. A transaction-level advisory lock keeps two instances from running it at once.
 */
export async function runIngest(options: {
  db: Database;
  timeZone: string;
  log?: FastifyBaseLogger;
  now?: Date;
}) {
  const { db, timeZone } = options;
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(727102) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    const [lock] = result.rows;
    if (!lock?.locked) return { skipped: true as const };
    const delivery = await runDeliverySimulator({
      db: tx as unknown as Database,
      timeZone,
      now: options.now,
    });
    const insights = await runInsightsEngine({ db: tx as unknown as Database, timeZone, now: options.now });
    options.log?.info(
      { rows: delivery.rows, campaigns: delivery.campaignIds.length, insights: insights.written },
      'ingest done',
    );
    return { skipped: false as const, ...delivery, insightsWritten: insights.written };
  });
}

/** Runs the ingest at start-up and then hourly (today's partial day is refreshed each time). */
export function startIngestSchedule(options: { db: Database; timeZone: string; log: FastifyBaseLogger }) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= runIngest(options)
      .catch((error: unknown) => options.log.warn({ err: error }, 'ingest failed'))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, INGEST_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
