import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openDatabase } from './db/client';
import { formatDemoAccounts, seedDemoCampaigns, seedDemoWorkspace } from './db/seed';
import { issueMakeAdminCode } from './features/admin/make-admin-code';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    onPoolError: (error) => console.error('database pool error:', error.message),
  });
  await handle.migrate();

  const readiness = { shuttingDown: false };
  const app = await buildApp({ config, db: handle.db, readiness });

  if (config.seedDemo) {
    const accounts = await seedDemoWorkspace(handle.db, config.seedDemoPassword);
    if (accounts) {
      await seedDemoCampaigns(handle.db, config.workspaceTimeZone);
      console.log(`\n${formatDemoAccounts(accounts)}\n`);
    }
  }

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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Northstar failed to start:', error);
  }
  process.exit(1);
});
