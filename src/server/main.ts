import { loadDotEnv, resolveDataDir } from './config-env';
import { openDatabase, startPgliteThread } from './db/client';

/**
 * The process entry. Opening the embedded database is the longest part of a start (0.6–1 s of its own thread), so
 * its thread starts first, on the data directory the configuration will name; then the configuration loads and is
 * checked, and the server's modules load (serve.ts) while the database opens. PostgreSQL's pool is only created.
 */
async function main() {
  loadDotEnv();
  // (No DATABASE_URL and a DATA_DIR that is unset or names a directory: loadConfig's rule for the embedded database.)
  const { DATABASE_URL, DATA_DIR } = process.env;
  const embeddedDataDir =
    DATABASE_URL === undefined && DATA_DIR !== '' ? resolveDataDir(DATA_DIR) : undefined;
  const thread = embeddedDataDir ? startPgliteThread(embeddedDataDir) : undefined;
  const { ConfigError, loadConfig } = await import('./config');
  try {
    const config = loadConfig();
    const dataDir = config.databaseUrl ? undefined : config.dataDir;
    // Only a thread on the very directory the configuration names is used (it always is; a guard, not a path).
    const started = thread && dataDir === embeddedDataDir ? thread : undefined;
    if (thread && !started) await thread.close();
    const [handle, { serve }] = await Promise.all([
      openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir,
        pgliteThread: started,
        onPoolError: (error) => console.error('database pool error:', error.message),
      }),
      import('./serve'),
    ]);
    await serve(config, handle);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Northstar failed to start:', error);
  process.exit(1);
});
