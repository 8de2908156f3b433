import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import {
  type Database,
  type DatabaseHandle,
  migrationsFolder,
  type OpenDatabaseOptions,
  PGLITE_SETTINGS,
} from './database';
import type { PgliteThread } from './pglite-thread';
import * as schema from './schema';

/**
 * Embedded PGlite (openDatabase's side without a DATABASE_URL): `thread` when it runs in a thread of its own
 * (pglite-thread.ts, started by openDatabase before this module loaded), else in this thread, in `dataDir` or in
 * memory. The thread's handle is returned while the database may still be opening: its queries wait for the open,
 * and a failed open fails them (and `migrate`, which a start runs first).
 */
export async function openPglite(
  options: OpenDatabaseOptions,
  thread?: PgliteThread,
): Promise<DatabaseHandle> {
  if (!thread) {
    const client = new PGlite({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      postgresqlconf: PGLITE_SETTINGS,
    });
    await client.waitReady;
    return pgliteHandle(client, () => client.close());
  }
  // drizzle's PGlite driver calls only `query` and `transaction`, the part of PGlite's interface the thread offers.
  return pgliteHandle(thread as unknown as PGlite, () => thread.close());
}

function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  return {
    db: drizzle(client, { schema }) as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(drizzle(client), { migrationsFolder: migrationsFolder() }),
    close,
  };
}
