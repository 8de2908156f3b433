import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/**
 * Idempotency-Key store for every POST that creates or acts: a retried request gets the first answer and changes
 * nothing. A row is claimed (statusCode null) before the handler runs, so two concurrent retries never both act.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** `user:<id>` for signed-in callers, `anonymous` for public forms: one user's keys never answer another's. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, route, parameters, query and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being handled. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    // Old keys are swept by age (retention job).
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);
