/**
 * The embedded database's own thread (started by pglite-thread.ts): opens PGlite and answers queries and
 * transactions. Bundled as dist/server/pglite-worker.js; under src/ it runs through tsx.
 */
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { copyPgliteTemplate } from './pglite-template';
import {
  type PgliteThreadData,
  type PgliteThreadReply,
  type PgliteThreadRequest,
  READY_ID,
  type SerializedError,
} from './pglite-thread-protocol';

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  outcome: Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { dataDir, loadDataDir, settings } = workerData as PgliteThreadData;

const ROLLED_BACK = Symbol('rolled back');
const identity = (value: string) => value;
const open = new Map<number, OpenTransaction>();
let nextTransactionId = 1;

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

function reply(message: PgliteThreadReply) {
  try {
    port?.postMessage(message);
  } catch (error) {
    // A value that cannot cross threads fails its own query, not the thread.
    port?.postMessage({
      id: message.id,
      ok: false,
      error: serializeError(error),
    } satisfies PgliteThreadReply);
  }
}

/** Opens a transaction that stays open until `end` decides it; PGlite holds every other query until then. */
async function begin(client: PGlite): Promise<number> {
  const id = nextTransactionId++;
  let decide: (commit: boolean) => void = () => undefined;
  const decision = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let entered: (tx: Transaction) => void = () => undefined;
  const inside = new Promise<Transaction>((resolve) => {
    entered = resolve;
  });
  const outcome = client
    .transaction(async (tx) => {
      entered(tx);
      if (!(await decision)) throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  // BEGIN itself failing settles `outcome` without ever entering.
  const tx = await Promise.race([
    inside,
    outcome.then(() => {
      throw new Error('the transaction ended before it began');
    }),
  ]);
  open.set(id, { tx, decide, outcome });
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const transaction = open.get(id);
  if (!transaction) throw new Error(`no open transaction ${id}`);
  open.delete(id);
  transaction.decide(commit);
  await transaction.outcome;
}

async function handle(client: PGlite, request: PgliteThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.transaction === undefined ? client : open.get(request.transaction)?.tx;
      if (!target) throw new Error(`no open transaction ${request.transaction}`);
      const result = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        paramTypes: request.paramTypes,
        parsers: Object.fromEntries(request.rawTypes.map((type) => [type, identity])),
      });
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
    }
    case 'begin':
      return begin(client);
    case 'end':
      return end(request.transaction, request.commit);
    case 'close':
      await client.close();
      return null;
  }
}

async function start() {
  // PGlite compiles its 8 MB of WebAssembly asynchronously by default, and the thread that made it then waits about
  // 0.25 s for V8 to finish that compilation, beyond what compiling it at once takes (bench/README.md, cold start).
  // V8's flags are the process's: no other WebAssembly runs in Northstar's server.
  v8.setFlagsFromString('--no-wasm-async-compilation');
  // A first start on disk begins from the build's migrated template instead of running initdb.
  if (dataDir && !loadDataDir) copyPgliteTemplate(dataDir);
  const client = new PGlite({ dataDir, loadDataDir, postgresqlconf: settings });
  await client.waitReady;
  port?.on('message', (message: { id: number; request: PgliteThreadRequest }) => {
    handle(client, message.request).then(
      (value) => reply({ id: message.id, ok: true, value }),
      (error: unknown) => reply({ id: message.id, ok: false, error: serializeError(error) }),
    );
  });
}

start().then(
  () => reply({ id: READY_ID, ok: true, value: null }),
  (error: unknown) => reply({ id: READY_ID, ok: false, error: serializeError(error) }),
);
