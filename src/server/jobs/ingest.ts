import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '../../shared/dates';
import { todayIn } from '../../shared/zoned-dates';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { ensureRollupsBuilt } from '../features/analytics';
import { refreshPacing } from '../features/campaigns';
import { isGoogleAdsConnected, syncGoogleAds } from '../features/google-ads';
import { runInsightsEngine } from '../features/insights';
import { METRICS_WRITE_LOCK_KEY, runDeliverySimulator } from '../features/metrics';
import { runRetention } from './retention';

export const INGEST_INTERVAL_MS = 60 * 60_000;

export interface IngestOptions {
  db: Database;
  config: Config;
  log?: FastifyBaseLogger;
  now?: Date;
}

/**
 * One ingest: delivery metrics — the Google Ads sync when a connection is configured, otherwise the demo
 * simulator — then the insights engine. A transaction-level advisory lock keeps two instances from running the
 * simulator at once.
 */
export async function runIngest(options: IngestOptions) {
  const { db, config } = options;
  const timeZone = config.workspaceTimeZone;
  await ensureRollupsBuilt(db);
  if (await isGoogleAdsConnected({ db, config })) {
    // The writer skips the engine: it runs once below for every campaign, changed or not.
    const result = await syncGoogleAds({ db, config }, { now: options.now, runEngine: false }).catch(
      (error: unknown) => {
        options.log?.warn(
          { err: error instanceof Error ? { message: error.message } : undefined },
          'Google Ads sync failed',
        );
        return { synced: false as const, reason: 'error' };
      },
    );
    // Pacing moves with the calendar even on a day without new metrics (imported campaigns, a quiet sync).
    await refreshPacing(db, addDays(todayIn(timeZone, options.now), -1));
    const insights = await runInsightsEngine({ db, timeZone, now: options.now });
    options.log?.info({ ...result, insights }, 'Google Ads ingest done');
    return {
      skipped: false as const,
      source: 'google-ads' as const,
      result,
      insightsWritten: insights.opened,
    };
  }
  const delivery = await db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${METRICS_WRITE_LOCK_KEY}::bigint) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!result.rows[0]?.locked) return null;
    const written = await runDeliverySimulator({ db: tx, timeZone, now: options.now, runEngine: false });
    await refreshPacing(tx, addDays(todayIn(timeZone, options.now), -1));
    return written;
  });
  if (!delivery) return { skipped: true as const };
  // After the simulator's transaction commits: a run over every campaign inside it would hold its connection (on
  // the embedded database, the only one) for the whole run. Campaigns whose inputs did not change are skipped.
  const insights = await runInsightsEngine({ db, timeZone, now: options.now });
  options.log?.info({ rows: delivery.rows, campaigns: delivery.campaignIds.length, insights }, 'ingest done');
  return {
    skipped: false as const,
    source: 'demo' as const,
    ...delivery,
    insightsWritten: insights.opened,
  };
}

/**
 * Runs the ingest (and the retention sweep) at start-up and then hourly; today's partial day is refreshed each time.
 * `firstRunDelayMs` holds the start-up run back (serve.ts says when and why).
 */
export function startIngestSchedule(
  options: IngestOptions & { log: FastifyBaseLogger; firstRunDelayMs?: number | undefined },
) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= runIngest(options)
      .then(() => runRetention(options.db))
      .catch((error: unknown) => options.log.warn({ err: error }, 'ingest failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = options.firstRunDelayMs ? setTimeout(tick, options.firstRunDelayMs) : undefined;
  if (first) first.unref();
  else tick();
  const timer = setInterval(tick, INGEST_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
