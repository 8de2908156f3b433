import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, migrationsFolder, type OpenDatabaseOptions } from './database';
import { copyPgliteTemplate } from './pglite-template';
import * as schema from './schema';

/**
 * The embedded database serves one workspace on one machine (production runs on PostgreSQL). PostgreSQL's default
 * 128 MB of shared buffers is memory PGlite clears at every start: about 400 ms of a 2 s start budget
 * (bench/cold-start.mjs). 32 MB holds a demo or small workspace's working set; the operating system caches the rest.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=32MB'];

/** Embedded PGlite in `dataDir`, or in memory (openDatabase's side without a DATABASE_URL). */
export async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  // A first start on disk begins from the build's migrated template instead of running initdb.
  if (options.dataDir && !options.loadDataDir) copyPgliteTemplate(options.dataDir);
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    postgresqlconf: EMBEDDED_SETTINGS,
  });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(drizzle(client), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
