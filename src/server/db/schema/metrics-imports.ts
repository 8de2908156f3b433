import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { users } from './users';

/**
 * One metrics import (issue 34): how far it has come, and its answer once it ended, so that a background import
 * (`Prefer: respond-async`) can be followed from any instance. Kept a day after it ends.
 */
export const metricsImports = pgTable(
  'metrics_imports',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dryRun: boolean('dry_run').notNull(),
    state: text('state').notNull().default('running'),
    phase: text('phase').notNull().default('receiving'),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    rowsRead: integer('rows_read').notNull().default(0),
    /** 0 to 1 over the whole import. */
    progress: doublePrecision('progress').notNull().default(0),
    result: jsonb('result'),
    error: jsonb('error'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('metrics_imports_updated_at_idx').on(t.updatedAt)],
);

/**
 * The checked rows of an import while it runs: the file is read in slices, so the rows wait here (not in memory)
 * until they are summed per campaign, day and channel and written in one transaction. Deleted when the import ends.
 */
export const metricsImportRows = pgTable(
  'metrics_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => metricsImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    /** The campaign name trimmed and lower-cased: how rows are matched to campaigns. */
    campaignKey: text('campaign_key').notNull(),
    campaign: text('campaign').notNull(),
    date: date('date').notNull(),
    channel: text('channel').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    conversions: bigint('conversions', { mode: 'number' }).notNull(),
    spend: numeric('spend', { precision: 16, scale: 2 }).notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [index('metrics_import_rows_import_idx').on(t.importId, t.campaignKey)],
);
