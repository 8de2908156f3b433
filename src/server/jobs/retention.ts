import type { Database } from '../db/client';
import { purgeResetTokensExpiredBefore } from '../features/auth';
import { purgeContactsBefore } from '../features/contacts';
import { purgeFinishedMailBefore } from '../lib/mail-outbox';
import { purgeIdempotencyKeysBefore } from '../plugins/idempotency';

const DAY_MS = 86_400_000;

/** What the privacy page promises, enforced (src/web/features/legal/components/privacy-page.tsx). */
export const RETENTION = {
  contactsDays: 730, // 24 months
  deliveredMailDays: 30,
  resetTokensDays: 1, // links live 30 minutes; the rows only matter for a day of support questions
  idempotencyKeysDays: 1,
} as const;

/**
 * The sweep: each owner deletes its own old rows (db/schema/owners.ts); this job only says how old is too old. Runs
 * after each hourly ingest (jobs/ingest.ts).
 */
export async function runRetention(db: Database, now = new Date()) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    contacts: await purgeContactsBefore(db, before(RETENTION.contactsDays)),
    mail: await purgeFinishedMailBefore(db, before(RETENTION.deliveredMailDays)),
    resetTokens: await purgeResetTokensExpiredBefore(db, before(RETENTION.resetTokensDays)),
    idempotencyKeys: await purgeIdempotencyKeysBefore(db, before(RETENTION.idempotencyKeysDays)),
  };
}
