/** What every database driver and caller shares (kept apart from client.ts, which loads the drivers). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteThread } from './pglite-thread';
import type * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction(async (tx) => …)` callback gets. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** node-postgres pool on this URL; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted → in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from a dumped data directory (tests load one migrated template). */
  loadDataDir?: Blob | File | undefined;
  /**
   * PGlite in a thread of its own (db/pglite-thread.ts), by default when it is on disk (`dataDir`); or the thread,
   * already started on `dataDir` (the server starts it before its modules load).
   */
  pgliteThread?: boolean | PgliteThread | undefined;
  onPoolError?: (error: Error) => void;
}

/**
 * The embedded database serves one workspace on one machine (production runs on PostgreSQL). PostgreSQL's default
 * 128 MB of shared buffers is memory PGlite clears at every start: about 400 ms of a 2 s start budget
 * (bench/cold-start.mjs). 32 MB holds a demo or small workspace's working set; the operating system caches the rest.
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * Limits set on every PostgreSQL connection, so that neither a runaway query nor a forgotten transaction can hold a
 * backend (and its locks) for long.
 */
export const POSTGRES_LIMITS = {
  /** The server cancels a statement after this (57014 → 503): the app's queries take milliseconds, so a runaway. */
  statementTimeoutMs: 30_000,
  /** The server ends a session left idle inside a transaction, releasing its row locks. */
  idleInTransactionSessionTimeoutMs: 60_000,
  /**
   * Client-side backstop for a server that vanished without closing the TCP connection, where statement_timeout
   * can never answer; later than statement_timeout so the server's own cancel normally wins.
   */
  queryTimeoutMs: 35_000,
  /** Waiting for a free or new connection; past it the request gets 503 rather than queueing on. */
  connectionTimeoutMs: 5_000,
} as const;

/** The committed SQL migrations, found from this file both in src/ (tsx) and in the bundled dist/. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle/ migrations folder not found');
}
