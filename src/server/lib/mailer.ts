import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import { randomToken } from './tokens';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Where the mail went, for the log: an SMTP message id or the .eml file written. */
  send(message: MailMessage): Promise<string>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox so a local user can still read their mail. */
export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailOutboxDir'>,
): MailTransport {
  // nodemailer is loaded with the first mail, not at start-up, which it would slow by a tenth of a second or more.
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      config.smtpUrl
        ? nodemailer.createTransport(config.smtpUrl, {
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
          } as never)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  const close = () =>
    void transport?.then(
      (opened) => opened.close(),
      () => undefined,
    );
  if (config.smtpUrl) {
    return {
      async send(message) {
        const info = await (await open()).sendMail({ from: config.mailFrom, ...message });
        return `smtp ${info.messageId}`;
      },
      close,
    };
  }
  return {
    async send(message) {
      const info = await (await open()).sendMail({ from: config.mailFrom, ...message });
      await mkdir(config.mailOutboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.mailOutboxDir, `${stamp}-${randomToken(4)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return file;
    },
    close,
  };
}

/** Escapes text for the HTML body of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
