import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from './database';

/**
 * One request's database work in one transaction, without handing a `tx` through every feature: features get `db`
 * once, when their routes register (app.ts), so the `db` they hold is a view that resolves, at each use, to the
 * transaction of the request it runs for, or to the database itself outside one. The Idempotency-Key plugin runs a
 * keyed request this way so that its writes and its stored answer commit together (plugins/idempotency.ts).
 */
interface RequestTransaction {
  tx: Transaction;
  /** False once committed or rolled back: work that outlives the request then uses the database itself. */
  open: boolean;
  /** Settled after the transaction: `true` committed, `false` rolled back. */
  settled: Promise<boolean>;
}

const current = new AsyncLocalStorage<RequestTransaction>();

const openTransaction = () => {
  const scope = current.getStore();
  return scope?.open ? scope : undefined;
};

/** `root`, or the transaction of the request the caller runs for. */
export function requestScopedDatabase(root: Database): Database {
  return new Proxy(root, {
    get(target, property) {
      const executor: object = openTransaction()?.tx ?? target;
      const value: unknown = Reflect.get(executor, property, executor);
      return typeof value === 'function' ? value.bind(executor) : value;
    },
  });
}

/**
 * Runs `work` in one transaction of `root` that every request-scoped `db` inside it resolves to: committed when
 * `work` resolves, rolled back when it throws. A transaction started inside (a service's own) becomes a savepoint.
 */
export async function runInRequestTransaction<T>(
  root: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let scope: RequestTransaction | undefined;
  let settle: (committed: boolean) => void = () => undefined;
  const settled = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  try {
    const result = await root.transaction((tx) => {
      scope = { tx, open: true, settled };
      return current.run(scope, () => work(tx));
    });
    if (scope) scope.open = false;
    settle(true);
    return result;
  } catch (error) {
    if (scope) scope.open = false;
    settle(false);
    throw error;
  }
}

/**
 * Runs `task` once the caller's request transaction has committed (never, when it rolls back: then the answer is
 * undefined), or at once outside one: work that must see the request's writes committed (sending the mail it queued) or must not join its
 * transaction. `task` runs outside the request's scope, so its queries use the database itself.
 */
export async function afterRequestCommit<T>(task: () => Promise<T>): Promise<T | undefined> {
  const scope = openTransaction();
  if (scope && !(await scope.settled)) return undefined;
  return current.exit(task);
}
