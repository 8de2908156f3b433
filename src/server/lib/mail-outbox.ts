import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
/**
 * The mail outbox (a table of its own): features queue mail in the transaction that decides to send it
 * (`enqueueMail`), and `deliverDueMail` sends what is due. jobs/mail-outbox.ts is the schedule that runs it.
 */
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage, MailTransport } from './mailer';

export interface OutboxOptions {
  pollMs: number;
  maxAttempts: number;
  /** First retry delay; doubles per attempt up to maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** A claimed row is hidden from other workers this long (covers a crash mid-send). */
  leaseMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 5_000,
  maxAttempts: 8,
  baseBackoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  leaseMs: 120_000,
};

type Executor = Pick<Database, 'insert'>;

/** Queue a mail; call inside the transaction that decides to send it. */
export async function enqueueMail(tx: Executor, message: MailMessage): Promise<string> {
  const { attachments, ...fields } = message;
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      ...fields,
      attachments: attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content.toString('base64'),
      })),
    })
    .returning({ id: mailOutbox.id });
  return row?.id ?? '';
}

export function backoffMs(attempts: number, options: OutboxOptions): number {
  return Math.min(options.maxBackoffMs, options.baseBackoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the mail that is due, until none is left. Rows are claimed by pushing their next attempt past a lease (so
 * several instances never send one mail twice), sent outside any transaction, then marked sent or rescheduled with
 * backoff. The schedule that calls it is jobs/mail-outbox.ts.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  options: OutboxOptions = DEFAULT_OUTBOX_OPTIONS,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + ${`${options.leaseMs} milliseconds`}::interval` })
      .where(
        sql`${mailOutbox.id} in (select id from ${mailOutbox} where ${mailOutbox.status} = 'pending'
          and ${mailOutbox.nextAttemptAt} <= now() order by ${mailOutbox.nextAttemptAt} limit 10 for update skip locked)`,
      )
      .returning();
    if (claimed.length === 0) return sent;
    for (const row of claimed) {
      if (await deliverOne(db, transport, log, options, row)) sent += 1;
    }
  }
}

async function deliverOne(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  options: OutboxOptions,
  row: typeof mailOutbox.$inferSelect,
): Promise<boolean> {
  try {
    const where = await transport.send({
      to: row.to,
      subject: row.subject,
      text: row.text ?? '',
      html: row.html ?? '',
      attachments: row.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      })),
    });
    // Bodies may hold single-use links: drop them once delivered.
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        attempts: row.attempts + 1,
        text: null,
        html: null,
        attachments: null,
        lastError: null,
      })
      .where(eq(mailOutbox.id, row.id));
    log.info({ mailId: row.id, subject: row.subject, deliveredTo: where }, 'mail sent');
    return true;
  } catch (error) {
    const attempts = row.attempts + 1;
    const failed = attempts >= options.maxAttempts;
    await db
      .update(mailOutbox)
      .set({
        attempts,
        status: failed ? 'failed' : 'pending',
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        nextAttemptAt: new Date(Date.now() + backoffMs(attempts, options)),
      })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
    log.warn({ mailId: row.id, attempts, failed, err: error }, 'mail delivery failed');
    return false;
  }
}

/** Mail still waiting (for /readyz-style checks and tests). */
export async function countPendingMail(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.createdAt, new Date())));
  return row?.count ?? 0;
}

/** Deletes sent and failed mail queued before `before` (the retention sweep; pending mail stays): how many went. */
export async function purgeFinishedMailBefore(db: Database, before: Date): Promise<number> {
  const finished = and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, before));
  return (await db.delete(mailOutbox).where(finished).returning({ one: sql`1` })).length;
}
