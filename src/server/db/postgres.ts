import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseUnavailableError } from '../lib/errors';
import { type Database, type DatabaseHandle, migrationsFolder, POSTGRES_LIMITS } from './database';
import * as schema from './schema';

/** node-postgres pool on `databaseUrl` with the limits of POSTGRES_LIMITS (openDatabase's PostgreSQL side). */
export function openPostgres(databaseUrl: string, onPoolError?: (error: Error) => void): DatabaseHandle {
  const pool = new ResilientPool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: POSTGRES_LIMITS.connectionTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: POSTGRES_LIMITS.statementTimeoutMs,
    idle_in_transaction_session_timeout: POSTGRES_LIMITS.idleInTransactionSessionTimeoutMs,
    query_timeout: POSTGRES_LIMITS.queryTimeoutMs,
    // TCP keepalives notice a silently dead server on idle connections.
    keepAlive: true,
    // JIT compiles a large aggregate's expressions on every execution: 0.6 s of a 20 M-row breakdown that takes
    // tens of ms by index (issue 34). The app's queries are short reads by index, which JIT only slows down.
    options: '-c jit=off',
  });
  // An idle client's error (server restart, backend killed) is emitted on the pool; unheard, it kills the process.
  pool.on('error', (error) => onPoolError?.(error));
  // A checked-out client emits 'error' on itself, where pg-pool listens only while the client is idle. Its
  // holder learns of the failure from its rejected query; this listener only keeps the process alive.
  pool.on('connect', (client) => client.on('error', ignoreClientError));
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(drizzle(pool), { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
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
