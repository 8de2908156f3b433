import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, RESET_MESSAGES } from '../../../shared/auth';
import type { Database, Transaction } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import {
  type AuditEntry,
  logSecurityEvent,
  recordAudit,
  recordSecurityEvent,
  type SecurityContext,
} from '../../lib/audit';
import type { CounterStore } from '../../lib/counters';
import { badRequest } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail-outbox';
import { escapeHtml } from '../../lib/mailer';
import { hashPassword, isCommonPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/tokens';
import { endSessionsOf } from '../../plugins/session';
import { passwordChangedMail } from './account-mail';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
const PER_EMAIL_LIMIT_WINDOW_MS = 3_600_000;

export interface PasswordResetDeps {
  db: Database;
  counters: CounterStore;
  /** Links are built from APP_ORIGIN, never from the Host header (DESIGN §9). */
  appOrigin: string;
  /** Requests per e-mail per hour; beyond it requests are dropped silently. */
  maxRequestsPerEmail: number;
  onMailQueued(): void;
}

/**
 * Always answers the same message, known e-mail or not. For a known account: voids older tokens, stores the
 * SHA-256 of a new 256-bit token valid 30 minutes, and queues the mail in the same transaction.
 * Every request is audited (`auth.reset_requested`), with whether a mail was queued.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  email: string,
  ctx: SecurityContext,
): Promise<string> {
  const perEmail = await deps.counters.increment(`reset-requests:${email}`, PER_EMAIL_LIMIT_WINDOW_MS);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  const event = {
    actorId: null,
    action: 'auth.reset_requested',
    ...(user ? { targetType: 'user', targetId: user.id } : { targetType: 'email', targetId: email }),
  } satisfies Partial<AuditEntry>;
  if (!user || perEmail.count > deps.maxRequestsPerEmail) {
    await recordSecurityEvent(deps.db, ctx, { ...event, after: { mailQueued: false } });
    return RESET_MESSAGES.requested;
  }

  await deps.db.transaction(async (tx) => {
    await voidResetTokens(tx, user.id);
    const link = await issueResetLink(tx, deps.appOrigin, user.id, email);
    await enqueueMail(tx, resetMail(email, user.firstName, link));
    await recordAudit(tx, { ...event, after: { mailQueued: true }, ip: ctx.ip, userAgent: ctx.userAgent });
  });
  logSecurityEvent(ctx, event);
  deps.onMailQueued();
  return RESET_MESSAGES.requested;
}

/** Every reset link of the user not yet used stops working: a new request, a password change, an e-mail change. */
export async function voidResetTokens(tx: Pick<Transaction, 'update'>, userId: string): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ used: true })
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.used, false)));
}

/** Stores the SHA-256 of a new 256-bit token valid 30 minutes, sent to `email`; the link is built from APP_ORIGIN. */
export async function issueResetLink(
  tx: Pick<Transaction, 'insert'>,
  appOrigin: string,
  userId: string,
  email: string,
): Promise<string> {
  const token = randomToken(32);
  await tx.insert(passwordResetTokens).values({
    userId,
    token: sha256(token),
    email,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Where "Forgot password?" is, for the notices that tell an owner how to take their account back. */
export const forgotPasswordLink = (appOrigin: string) => `${appOrigin}/auth`;

function resetMail(to: string, firstName: string, link: string) {
  const text = [
    `Hi ${firstName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Northstar account.',
    'Open this link within 30 minutes to choose a new password:',
    '',
    link,
    '',
    "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    '',
    '— Northstar',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone (hopefully you) asked to reset the password of your Northstar account.
Open this link within 30 minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p style="color:#475569;font-size:12px">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>If you didn't ask for this, ignore this e-mail: your password stays as it is.</p>
<p>— Northstar</p>`;
  return { to, subject: 'Reset your Northstar password', text, html };
}

/**
 * One atomic UPDATE consumes the token (unused, unexpired), so of two concurrent resets exactly one wins.
 * The new password, the token, the user's other reset links, the deletion of every session and the "your password
 * was changed" notice commit together; nobody is signed in.
 */
export async function resetPassword(
  deps: Pick<PasswordResetDeps, 'db' | 'appOrigin' | 'onMailQueued'>,
  token: string,
  password: string,
  ctx: SecurityContext,
) {
  if (await isCommonPassword(password)) {
    throw badRequest(AUTH_MESSAGES.passwordCommon, { password: [AUTH_MESSAGES.passwordCommon] });
  }
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResetTokens)
      .set({ used: true })
      .where(
        and(
          eq(passwordResetTokens.token, sha256(token)),
          eq(passwordResetTokens.used, false),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!consumed) throw badRequest(RESET_MESSAGES.invalidToken);
    const [user] = await tx
      .update(users)
      .set({ password: passwordHash })
      .where(eq(users.id, consumed.userId))
      .returning({ email: users.email, firstName: users.firstName });
    await voidResetTokens(tx, consumed.userId);
    if (user) {
      const notice = passwordChangedMail({
        to: user.email,
        firstName: user.firstName,
        forgotPasswordLink: forgotPasswordLink(deps.appOrigin),
        at: new Date(),
      });
      await enqueueMail(tx, notice);
    }
    const ended = await endSessionsOf(tx, consumed.userId);
    // The token proves control of the account's mailbox, so the account is the actor.
    await recordAudit(tx, {
      actorId: consumed.userId,
      action: 'auth.reset_completed',
      targetType: 'user',
      targetId: consumed.userId,
      after: { sessionsEnded: ended },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return consumed.userId;
  });
  deps.onMailQueued();
  logSecurityEvent(ctx, {
    actorId: userId,
    action: 'auth.reset_completed',
    targetType: 'user',
    targetId: userId,
  });
  return RESET_MESSAGES.done;
}

/** Deletes the reset tokens that expired before `before` (the retention sweep): how many went. */
export async function purgeResetTokensExpiredBefore(db: Database, before: Date): Promise<number> {
  return (
    await db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, before))
      .returning({ one: sql`1` })
  ).length;
}
