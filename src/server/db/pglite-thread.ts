/**
 * The embedded database in a thread of its own. PGlite is PostgreSQL compiled to WebAssembly and runs on the thread
 * that calls it: opening a data directory costs 0.6–1 s of that thread, and every query's work blocks it too. In a
 * worker thread the database opens while the server's modules load, and its queries run beside request handling on
 * the machine's other core (bench/README.md, cold start).
 *
 * `PgliteThread` offers the part of PGlite's interface that drizzle's PGlite driver calls: `query` (with its
 * `rowMode`, `parsers` and `paramTypes` options) and `transaction`, whose callback gets a `query` of its own.
 * Transactions keep PGlite's rule: while one is open, every other query waits for it.
 */
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import {
  type PgliteThreadData,
  type PgliteThreadReply,
  type PgliteThreadRequest,
  READY_ID,
  type SerializedError,
} from './pglite-thread-protocol';

export interface PgliteThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Per column type, how to read its text (drizzle keeps timestamps and dates as text this way). */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  paramTypes?: number[];
}

export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: PgliteThreadQueryOptions): Promise<Results<T>>;
  readonly closed: boolean;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** What an error thrown in the database thread becomes here: the same name, message and fields (`code` …). */
function revive(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return Object.assign(error, serialized.fields);
}

/** Under src/ (tests, `npm run dev`, the CLIs) the worker is TypeScript, run through tsx; in the bundle, plain JS. */
function startWorker(data: PgliteThreadData): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', here), { workerData: data });
  const entry = JSON.stringify(new URL('./pglite-worker.ts', here).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); })`, {
    eval: true,
    workerData: data,
  });
}

/** Applies the caller's parsers to the columns the thread returned as text. */
function parseColumns<T>(result: Results<T>, options: PgliteThreadQueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers || result.rows.length === 0) return result;
  const parsed = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, type: field.dataTypeID, parse }] : [];
  });
  if (parsed.length === 0) return result;
  for (const row of result.rows as unknown[]) {
    const cells = row as Record<string | number, unknown>;
    for (const column of parsed) {
      const key = options?.rowMode === 'array' ? column.index : column.name;
      const value = cells[key];
      if (typeof value === 'string') cells[key] = column.parse(value, column.type);
    }
  }
  return result;
}

export class PgliteThread {
  /** Settles when the database is open (or rejects with why it could not open). */
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = READY_ID + 1;
  #stopped: Error | null = null;

  constructor(data: PgliteThreadData) {
    this.#worker = startWorker(data);
    this.waitReady = new Promise<unknown>((resolve, reject) => {
      this.#pending.set(READY_ID, { resolve, reject });
    }).then(() => undefined);
    // Queries wait for the open and fail with its error; no caller need be listening yet when it fails.
    this.waitReady.catch(() => undefined);
    this.#worker.on('message', (reply: PgliteThreadReply) => this.#settle(reply));
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', (code) =>
      this.#stop(new Error(`PGlite is closed (its thread exited with code ${code})`)),
    );
  }

  query<T>(sql: string, params: unknown[] = [], options?: PgliteThreadQueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ kind: 'begin' })) as number;
    let closed = false;
    const tx: PgliteThreadTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: PgliteThreadQueryOptions) => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return this.#query<R>(id, sql, params, options);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#call({ kind: 'end', transaction: id, commit: false }).catch(() => undefined);
      throw error;
    }
    closed = true;
    await this.#call({ kind: 'end', transaction: id, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    // A database that never opened has nothing to close: its thread only ends.
    const opened = await this.waitReady.then(() => true).catch(() => false);
    if (opened) await this.#call({ kind: 'close' });
    await this.#worker.terminate();
  }

  async #query<T>(
    transaction: number | undefined,
    sql: string,
    params: unknown[],
    options: PgliteThreadQueryOptions | undefined,
  ): Promise<Results<T>> {
    const result = (await this.#call({
      kind: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      paramTypes: options?.paramTypes,
      rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : [],
      transaction,
    })) as Results<T>;
    return parseColumns(result, options);
  }

  async #call(request: PgliteThreadRequest): Promise<unknown> {
    await this.waitReady;
    if (this.#stopped) throw this.#stopped;
    const id = this.#nextId++;
    // Referenced only while it has work: an idle database, as in-process PGlite, keeps no process alive.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, request });
    });
  }

  #settle(reply: PgliteThreadReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(revive(reply.error));
  }

  /** The thread ended (closed, or crashed): whatever still waits fails as a database that is gone. */
  #stop(error: Error) {
    if (this.#stopped) return;
    this.#stopped = error.message.startsWith('PGlite is closed')
      ? error
      : new Error(`PGlite is closed (its thread failed: ${error.message})`, { cause: error });
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }
}
