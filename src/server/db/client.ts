import { type DatabaseHandle, type OpenDatabaseOptions, PGLITE_SETTINGS } from './database';
import { PgliteThread } from './pglite-thread';

export {
  type Database,
  type DatabaseHandle,
  migrationsFolder,
  type OpenDatabaseOptions,
  POSTGRES_LIMITS,
  type Transaction,
} from './database';

/** Embedded PGlite opening in a thread of its own, on disk in `dataDir` or in memory. */
export function startPgliteThread(dataDir: string | undefined, loadDataDir?: Blob): PgliteThread {
  return new PgliteThread({ dataDir, loadDataDir, settings: PGLITE_SETTINGS });
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  // Each driver (with its drizzle adapter) is loaded only when used: the other would only slow start-up.
  if (options.databaseUrl)
    return (await import('./postgres')).openPostgres(options.databaseUrl, options.onPoolError);
  // The embedded database's thread starts first: it opens the database while the driver and the server load.
  const thread =
    options.pgliteThread instanceof PgliteThread
      ? options.pgliteThread
      : (options.pgliteThread ?? Boolean(options.dataDir))
        ? startPgliteThread(options.dataDir, options.loadDataDir)
        : undefined;
  try {
    return await (await import('./pglite')).openPglite(options, thread);
  } catch (error) {
    await thread?.close().catch(() => undefined);
    throw error;
  }
}
