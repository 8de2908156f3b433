import { escapeHtml, type MailMessage } from '../../lib/mailer';

/**
 * The security notices of an account (issue 28, item 1): the owner hears of every change of their e-mail address
 * and password, at the address that was theirs before the change, with a way to take the account back.
 */

/** `jane.doe@example.com` → `j•••@example.com`: enough for the owner to recognise, not a fresh address to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

interface Notice {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs of plain text; each becomes one <p> in the HTML part. */
  paragraphs: string[];
  action?: { label: string; link: string };
}

function noticeMail({ to, subject, greeting, paragraphs, action }: Notice): MailMessage {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph, index) =>
      action && index === 1 ? [paragraph, '', action.link, ''] : [paragraph, ''],
    ),
    '— Northstar',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.flatMap((paragraph, index) => [
      `<p>${escapeHtml(paragraph)}</p>`,
      ...(action && index === 1
        ? [
            `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`,
            `<p style="color:#475569;font-size:12px">Or paste this address into your browser: ${escapeHtml(action.link)}</p>`,
          ]
        : []),
    ]),
    '<p>— Northstar</p>',
  ].join('\n');
  return { to, subject, text, html };
}

/**
 * To the address the account had before: who changed it to what (masked), and a one-time reset link to this old
 * address, so that an owner whose session was stolen can set a new password (which ends every session) and put
 * their address back.
 */
export function emailChangedMail(input: {
  oldEmail: string;
  newEmail: string;
  firstName: string;
  username: string;
  resetLink: string;
  resetValidMinutes: number;
  at: Date;
}): MailMessage {
  return noticeMail({
    to: input.oldEmail,
    subject: 'The email address of your Northstar account was changed',
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `The email address of your Northstar account (username ${input.username}) was changed from this address to ${maskEmail(input.newEmail)} at ${input.at.toISOString().replace('T', ' ').slice(0, 16)} UTC. Password resets and reports now go to the new address.`,
      `If you made this change, there is nothing to do. If you did not, secure your account now: this link lets you choose a new password within ${input.resetValidMinutes} minutes, which signs out every device. Then sign in with your username and put your own address back under Account settings.`,
      'If the link has expired, ask your workspace administrator to disable the account and end its sessions while you get it back.',
    ],
    action: { label: 'Secure my account', link: input.resetLink },
  });
}

/** To the account's address after its password changed (in account settings or by a reset link). */
export function passwordChangedMail(input: {
  to: string;
  firstName: string;
  forgotPasswordLink: string;
  at: Date;
}): MailMessage {
  return noticeMail({
    to: input.to,
    subject: 'Your Northstar password was changed',
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `The password of your Northstar account was changed at ${input.at.toISOString().replace('T', ' ').slice(0, 16)} UTC, and your other devices were signed out.`,
      'If you made this change, there is nothing to do. If you did not, reset your password now with "Forgot password?" on the sign-in page:',
      'If you cannot get back in, ask your workspace administrator to disable the account and end its sessions.',
    ],
    action: { label: 'Reset my password', link: input.forgotPasswordLink },
  });
}
