import { and, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { contacts, idempotentRequests, mailOutbox, passwordResetTokens } from '../db/schema';

const DAY_MS = 86_400_000;

/** What the privacy page promises, enforced (src/web/features/legal/components/privacy-page.tsx). */
export const RETENTION = {
  contactsDays: 730, // 24 months
  deliveredMailDays: 30,
  resetTokensDays: 1, // links live 30 minutes; the rows only matter for a day of support questions
  idempotencyKeysDays: 1,
} as const;

/** Deletes the rows of `table` that `where` matches: how many went. */
async function purge(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  return (await db.delete(table).where(where).returning({ one: sql`1` })).length;
}

export async function runRetention(db: Database, now = new Date()) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    contacts: await purge(db, contacts, lt(contacts.createdAt, before(RETENTION.contactsDays))),
    mail: await purge(
      db,
      mailOutbox,
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(mailOutbox.createdAt, before(RETENTION.deliveredMailDays)),
      ),
    ),
    resetTokens: await purge(
      db,
      passwordResetTokens,
      lt(passwordResetTokens.expiresAt, before(RETENTION.resetTokensDays)),
    ),
    idempotencyKeys: await purge(
      db,
      idempotentRequests,
      lt(idempotentRequests.createdAt, before(RETENTION.idempotencyKeysDays)),
    ),
  };
}
