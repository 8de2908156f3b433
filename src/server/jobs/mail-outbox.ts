import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { afterRequestCommit } from '../db/request-transaction';
import { DEFAULT_OUTBOX_OPTIONS, deliverDueMail, type OutboxOptions } from '../lib/mail-outbox';
import type { MailTransport } from '../lib/mailer';

/**
 * The schedule that sends queued mail (lib/mail-outbox.ts): every poll interval, and at once after a request queues
 * mail (`kick`). Overlapping runs share one.
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
    this.running ??= deliverDueMail(this.db, this.transport, this.log, this.options)
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'mail outbox run failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
