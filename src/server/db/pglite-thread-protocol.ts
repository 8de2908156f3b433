/** The messages between the server's thread and the thread that runs the embedded database (pglite-thread.ts). */

export interface PgliteThreadData {
  dataDir: string | undefined;
  loadDataDir: Blob | undefined;
  settings: string[];
}

export type PgliteThreadRequest =
  | {
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      paramTypes: number[] | undefined;
      /** Columns of these types come back as PostgreSQL's text; the caller's own parsers read them. */
      rawTypes: number[];
      /** The open transaction the query belongs to (its id from `begin`); none: a query of its own. */
      transaction: number | undefined;
    }
  | { kind: 'begin' }
  | { kind: 'end'; transaction: number; commit: boolean }
  | { kind: 'close' };

/** A database error's own fields (code, constraint, detail …): a thrown error crosses threads without them. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** `id` 0 answers the thread's start (the database open, or why it could not open). */
export type PgliteThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };

export const READY_ID = 0;
