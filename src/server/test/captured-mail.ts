import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { MailMessage, MailTransport } from '../lib/mailer';
import type { TestContext } from './helpers';

/**
 * A mail transport that keeps what the outbox hands it. Delivered outbox rows drop their bodies (they may hold
 * single-use links), and routes kick the outbox right after queuing, so a test reads bodies here, not from the table.
 */
export function capturedMail() {
  const delivered: MailMessage[] = [];
  const transport: MailTransport = {
    send: async (message) => {
      delivered.push(message);
      return 'captured';
    },
    close() {},
  };
  /** The mail delivered to `to`, newest first, once none to it is pending. */
  async function to(ctx: TestContext, address: string): Promise<MailMessage[]> {
    for (let run = 0; run < 20; run += 1) {
      await ctx.app.mailOutbox.kick();
      const pending = await ctx.handle.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, address), eq(mailOutbox.status, 'pending')));
      if (pending.length === 0) return delivered.filter((mail) => mail.to === address).reverse();
    }
    throw new Error(`mail to ${address} is still pending after 20 outbox runs`);
  }
  return { transport, to };
}
