import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DatabaseUnavailableError } from '../lib/errors';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

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
  onPoolError?: (error: Error) => void;
}

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

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new ResilientPool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: POSTGRES_LIMITS.connectionTimeoutMs,
      idleTimeoutMillis: 30_000,
      statement_timeout: POSTGRES_LIMITS.statementTimeoutMs,
      idle_in_transaction_session_timeout: POSTGRES_LIMITS.idleInTransactionSessionTimeoutMs,
      query_timeout: POSTGRES_LIMITS.queryTimeoutMs,
      // TCP keepalives notice a silently dead server on idle connections.
      keepAlive: true,
    });
    // An idle client's error (server restart, backend killed) is emitted on the pool; unheard, it kills the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    // A checked-out client emits 'error' on itself, where pg-pool listens only while the client is idle. Its
    // holder learns of the failure from its rejected query; this listener only keeps the process alive.
    pool.on('connect', (client) => client.on('error', ignoreClientError));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

function ignoreClientError() {}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg pool that (1) reports any failure to get a connection as DatabaseUnavailableError, whatever PostgreSQL said
 * (a database refusing connections answers 55000, which is no connection-class code), and (2) gives a checked-out
 * client back, discarded, the moment its connection dies. Drizzle's transaction leaks its client when `begin`
 * fails (it releases only after a successful begin), so without (2) every backend killed between checkout and
 * `begin` would cost the pool one of its ten slots for good.
 */
class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      // pool.query() takes this path and releases its client itself on error.
      super.connect((error, client, done) =>
        callback(error ? new DatabaseUnavailableError(error) : undefined, client, done),
      );
      return undefined;
    }
    return super.connect().then(releaseWhenBroken, (error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
  }
}

function releaseWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  // release(error) makes the pool destroy the client instead of handing it to the next request.
  const onError = (error: Error) => {
    released = true;
    release(error);
  };
  client.once('error', onError);
  client.release = (error?: Error | boolean) => {
    client.off('error', onError);
    if (released) return;
    released = true;
    release(error);
  };
  return client;
}

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
