import { buildApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { formatDemoAccounts, seedDemoCampaigns, seedDemoWorkspace } from './db/seed';
import { issueMakeAdminCode } from './features/admin/make-admin-code';
import { keepSeededForecasts } from './features/campaigns/campaign-forecast';

/** Migrations first; then, when DEMO seeding is on and the database is new, the demo workspace (its accounts). */
async function prepareDatabase(config: Config, handle: DatabaseHandle) {
  await handle.migrate();
  const accounts = config.seedDemo ? await seedDemoWorkspace(handle.db, config.seedDemoPassword) : null;
  if (accounts) {
    await seedDemoCampaigns(handle.db, config.workspaceTimeZone);
    // Before any delivery is simulated: the forecasts the model would have made at their launch (benchmarks).
    await keepSeededForecasts(handle.db);
  }
  return accounts;
}

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * On a restart the start-up ingest (today's partial day, the insights engine) runs this long after the server starts
 * answering: the data is already there, and on the embedded database, which runs one query at a time, the first
 * requests and readiness probes would otherwise queue behind it. A first start that has just created the demo
 * workspace runs it at once, so that the first requests wait for its delivery (100 days) rather than find none.
 */
const STARTUP_INGEST_DELAY_MS = 10_000;

/** Builds the app, migrates, seeds a first start's demo workspace and listens until SIGTERM or SIGINT. */
export async function serve(config: Config, handle: DatabaseHandle): Promise<void> {
  const readiness = { shuttingDown: false };
  let seededDemo = false;
  // Building the app runs no queries: it goes on while the embedded database still opens in its thread, and
  // while the migrations run.
  const [app, accounts] = await Promise.all([
    buildApp({
      config,
      db: handle.db,
      readiness,
      ingestStartDelayMs: () => (seededDemo ? 0 : STARTUP_INGEST_DELAY_MS),
    }),
    prepareDatabase(config, handle).then((created) => {
      seededDemo = created !== null;
      return created;
    }),
  ]);
  if (accounts) console.log(`\n${formatDemoAccounts(accounts)}\n`);

  // Production without an admin yet: the one-time Make Me Admin code goes to the log (DESIGN §6).
  await issueMakeAdminCode(handle.db, config, (line) => console.log(line));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Northstar is running at ${config.appOrigin} on ${where}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
