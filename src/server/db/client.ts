import type { DatabaseHandle, OpenDatabaseOptions } from './database';

export {
  type Database,
  type DatabaseHandle,
  migrationsFolder,
  type OpenDatabaseOptions,
  POSTGRES_LIMITS,
  type Transaction,
} from './database';

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  // Each driver (with its drizzle adapter) is loaded only when used: the other would only slow start-up.
  if (options.databaseUrl)
    return (await import('./postgres')).openPostgres(options.databaseUrl, options.onPoolError);
  return (await import('./pglite')).openPglite(options);
}
