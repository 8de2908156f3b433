import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { startIngestSchedule } from '../jobs/ingest';
import { MailOutboxWorker } from '../jobs/mail-outbox';
import { startReportScheduler } from '../jobs/report-scheduler';
import { DEFAULT_OUTBOX_OPTIONS, type OutboxOptions } from '../lib/mail-outbox';
import { createMailTransport, type MailTransport } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutboxWorker;
  }
}

export interface JobsOptions {
  config: Config;
  db: Database;
  /** Defaults to SMTP (SMTP_URL) or .eml files in DATA_DIR/outbox. */
  mailTransport?: MailTransport | undefined;
  outboxOptions?: OutboxOptions | undefined;
  /** Whether the schedules start once the server listens; tests leave them off and drive them by hand. */
  start: boolean;
  /** How long the start-up metrics ingest waits after listen; a function is asked when the server listens. */
  ingestStartDelayMs?: number | (() => number) | undefined;
}

/**
 * The background schedules (src/server/jobs: timers and locks that call features): the mail outbox worker, which
 * routes kick after queuing mail (`app.mailOutbox`), the hourly metrics ingest and the report scheduler. The only
 * module outside jobs/ that imports it (src/architecture.test.ts): the app starts its schedules here.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: JobsOptions) => {
  const { config, db } = opts;
  const mailOutbox = new MailOutboxWorker(
    db,
    opts.mailTransport ?? createMailTransport(config),
    app.log,
    opts.outboxOptions ?? DEFAULT_OUTBOX_OPTIONS,
  );
  app.decorate('mailOutbox', mailOutbox);
  let stopIngest: (() => Promise<void>) | undefined;
  let stopReportScheduler: (() => Promise<void>) | undefined;
  if (opts.start) {
    // Once listening, not before (onReady): start-up and readiness do not wait for the first ingest.
    app.addHook('onListen', async () => {
      mailOutbox.start();
      stopIngest = startIngestSchedule({
        db,
        config,
        log: app.log,
        firstRunDelayMs:
          typeof opts.ingestStartDelayMs === 'function' ? opts.ingestStartDelayMs() : opts.ingestStartDelayMs,
      });
      stopReportScheduler = startReportScheduler({
        db,
        timeZone: config.workspaceTimeZone,
        workspace: new URL(config.appOrigin).host,
        appOrigin: config.appOrigin,
        onMailQueued: () => void mailOutbox.kick(),
        log: app.log,
      });
    });
  }
  app.addHook('onClose', async () => {
    await stopIngest?.();
    await stopReportScheduler?.();
    await mailOutbox.stop();
  });
});
