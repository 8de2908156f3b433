import { and, inArray, lt } from 'drizzle-orm';
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

export async function runRetention(db: Database, now = new Date()) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const deleted = {
    contacts: (
      await db
        .delete(contacts)
        .where(lt(contacts.createdAt, before(RETENTION.contactsDays)))
        .returning({ id: contacts.id })
    ).length,
    mail: (
      await db
        .delete(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.status, ['sent', 'failed']),
            lt(mailOutbox.createdAt, before(RETENTION.deliveredMailDays)),
          ),
        )
        .returning({ id: mailOutbox.id })
    ).length,
    resetTokens: (
      await db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, before(RETENTION.resetTokensDays)))
        .returning({ id: passwordResetTokens.id })
    ).length,
    idempotencyKeys: (
      await db
        .delete(idempotentRequests)
        .where(lt(idempotentRequests.createdAt, before(RETENTION.idempotencyKeysDays)))
        .returning({ key: idempotentRequests.key })
    ).length,
  };
  return deleted;
}
