import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { afterRequestCommit } from '../db/request-transaction';
import { mailOutbox } from '../db/schema';
import type { MailMessage, MailTransport } from '../lib/mailer';

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
 * Sends due mail. Rows are claimed by pushing their next attempt past a lease (so several instances never
 * send one mail twice), sent outside any transaction, then marked sent or rescheduled with backoff.
 */
export class MailOutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxOptions = DEFAULT_OUTBOX_OPTIONS,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /**
   * Process now (after an enqueue) without waiting for the next poll; overlapping calls share one run. Called while
   * a request's transaction is open (it queued the mail), it runs once that commits: the mail is not there before.
   */
  kick(): Promise<number> {
    return afterRequestCommit(() => this.runShared()).then((sent) => sent ?? 0);
  }

  private runShared(): Promise<number> {
    this.running ??= this.processDue()
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'mail outbox run failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async processDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + ${`${this.options.leaseMs} milliseconds`}::interval` })
        .where(
          sql`${mailOutbox.id} in (select id from ${mailOutbox} where ${mailOutbox.status} = 'pending'
            and ${mailOutbox.nextAttemptAt} <= now() order by ${mailOutbox.nextAttemptAt} limit 10 for update skip locked)`,
        )
        .returning();
      if (claimed.length === 0) return sent;
      for (const row of claimed) {
        try {
          const where = await this.transport.send({
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
          await this.db
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
          this.log.info({ mailId: row.id, subject: row.subject, deliveredTo: where }, 'mail sent');
          sent += 1;
        } catch (error) {
          const attempts = row.attempts + 1;
          const failed = attempts >= this.options.maxAttempts;
          await this.db
            .update(mailOutbox)
            .set({
              attempts,
              status: failed ? 'failed' : 'pending',
              lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
              nextAttemptAt: new Date(Date.now() + backoffMs(attempts, this.options)),
            })
            .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
          this.log.warn({ mailId: row.id, attempts, failed, err: error }, 'mail delivery failed');
        }
      }
    }
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
