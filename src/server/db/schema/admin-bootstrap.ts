import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/**
 * Make Me Admin codes (DESIGN §6): in production each instance prints one at start-up while the workspace has no
 * admin. Only the SHA-256 of a code is stored, so that every instance behind the load balancer can check it; the
 * transaction that grants the first admin deletes them all.
 */
export const adminBootstrapCodes = pgTable('admin_bootstrap_codes', {
  codeHash: text('code_hash').primaryKey(),
  createdAt: createdAtColumn(),
});
