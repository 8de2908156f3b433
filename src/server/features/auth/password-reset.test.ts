import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, RESET_MESSAGES } from '../../../shared/auth';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import {
  createTestContext,
  createUser,
  request,
  signIn,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestContext,
  withTestContext,
} from '../../test/helpers';
import { resetLinkIn, startTestSmtpServer } from '../../test/smtp';

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestContext({ smtpUrl: smtp.url, appOrigin: TEST_ORIGIN });
  await createUser(ctx, { username: 'pat', email: 'pat@example.com', firstName: 'Pat' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function requestReset(email: string, headers: Record<string, string> = {}) {
  const response = await request(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email }, headers });
  await ctx.app.mailOutbox.kick();
  return response;
}

function tokenOf(link: string): string {
  return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
}

async function latestLink(): Promise<string> {
  const mail = smtp.messages.at(-1);
  if (!mail) throw new Error('no mail received');
  return resetLinkIn(mail.raw);
}

const reset = (token: string, password: string) =>
  request(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, password } });

describe('forgot password', () => {
  it('answers known and unknown e-mails identically and mails only the known one', async () => {
    const before = smtp.messages.length;
    const known = await requestReset('PAT@example.com');
    const unknown = await requestReset('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: RESET_MESSAGES.requested });
    expect(smtp.messages.length).toBe(before + 1);
    expect(smtp.messages.at(-1)?.to).toEqual(['pat@example.com']);
    expect(smtp.messages.at(-1)?.raw).toMatch(/Content-Type: text\/html/);
    expect(smtp.messages.at(-1)?.raw).toMatch(/Content-Type: text\/plain/);
  });

  it('validates the address with the spec message', async () => {
    const response = await request(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual([RESET_MESSAGES.emailInvalid]);
  });

  it('builds the link from APP_ORIGIN and ignores the Host and Forwarded headers', async () => {
    await requestReset('pat@example.com', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const link = await latestLink();
    expect(link.startsWith(`${TEST_ORIGIN}/reset-password?token=`)).toBe(true);
  });

  it('stores only the SHA-256 of a 256-bit token, valid 30 minutes, and clears the mail body once sent', async () => {
    await requestReset('pat@example.com');
    const token = tokenOf(await latestLink());
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await ctx.handle.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.token === token)).toBe(false);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const ttl = (newest?.expiresAt.getTime() ?? 0) - (newest?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 30 * 60_000)).toBeLessThan(5_000);
    const sent = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(sent.every((row) => row.text === null && row.html === null)).toBe(true);
  });
});

describe('reset password', () => {
  it('sets the new password once, signs out every session, and does not sign in', async () => {
    const oldSession = await signIn(ctx, 'pat');
    await requestReset('pat@example.com');
    const token = tokenOf(await latestLink());

    const response = await reset(token, 'brand-new-secret-phrase');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_MESSAGES.done });
    expect(response.cookies).toHaveLength(0);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: oldSession })).statusCode).toBe(401);

    const reused = await reset(token, 'another-new-secret-phrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(RESET_MESSAGES.invalidToken);

    expect(
      (await request(ctx.app, 'POST', '/api/login', { body: { username: 'pat', password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    const newLogin = await request(ctx.app, 'POST', '/api/login', {
      body: { username: 'pat', password: 'brand-new-secret-phrase' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent resets with one token win', async () => {
    await requestReset('pat@example.com');
    const token = tokenOf(await latestLink());
    const results = await Promise.all([
      reset(token, 'concurrent-choice-one'),
      reset(token, 'concurrent-choice-two'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('voids older tokens when a new one is requested', async () => {
    await requestReset('pat@example.com');
    const older = tokenOf(await latestLink());
    await requestReset('pat@example.com');
    const newer = tokenOf(await latestLink());
    expect((await reset(older, 'older-token-password')).statusCode).toBe(400);
    expect((await reset(newer, 'newer-token-password')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await requestReset('pat@example.com');
    const token = tokenOf(await latestLink());
    await ctx.handle.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await reset(token, 'expired-token-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESET_MESSAGES.invalidToken);
  });

  it('validates token and password with the spec messages', async () => {
    const noToken = await request(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token: '', password: 'long-enough-pass' },
    });
    expect(noToken.json().fieldErrors.token).toEqual([RESET_MESSAGES.tokenRequired]);
    const short = await reset('whatever', 'short');
    expect(short.json().fieldErrors.password).toEqual([AUTH_MESSAGES.passwordMin]);
    const common = await reset('whatever', 'password1234');
    expect(common.json().fieldErrors.password).toEqual([AUTH_MESSAGES.passwordCommon]);
  });
});

describe('mail outbox', () => {
  it('keeps mail through an SMTP outage and delivers it, with backoff, once SMTP is back', async () => {
    const down = await startTestSmtpServer();
    const port = down.port;
    await down.close();
    await withTestContext({ smtpUrl: `smtp://127.0.0.1:${port}` }, async (outage) => {
      await createUser(outage, { username: 'olly', email: 'olly@example.com' });
      await request(outage.app, 'POST', '/api/auth/forgot-password', { body: { email: 'olly@example.com' } });
      await outage.app.mailOutbox.kick();
      const [pending] = await outage.handle.db.select().from(mailOutbox);
      expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
      expect(pending?.lastError).toBeTruthy();
      expect(pending?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

      // Not due yet: nothing is retried early.
      expect(await outage.app.mailOutbox.kick()).toBe(0);

      const back = await startTestSmtpServer(port);
      try {
        await outage.handle.db.update(mailOutbox).set({ nextAttemptAt: new Date() });
        expect(await outage.app.mailOutbox.kick()).toBe(1);
        expect(back.messages.map((m) => m.to)).toEqual([['olly@example.com']]);
        const [sent] = await outage.handle.db.select().from(mailOutbox);
        expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
      } finally {
        await back.close();
      }
    });
  });

  it('writes .eml files to DATA_DIR/outbox when no SMTP is configured', async () => {
    const dir = path.join(os.tmpdir(), `northstar-outbox-${Date.now()}`);
    const local = await createTestContext({ smtpUrl: undefined, mailOutboxDir: dir });
    try {
      await createUser(local, { username: 'eve', email: 'eve@example.com' });
      await request(local.app, 'POST', '/api/auth/forgot-password', { body: { email: 'eve@example.com' } });
      expect(await local.app.mailOutbox.kick()).toBe(1);
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(dir, files[0] as string), 'utf8');
      expect(eml).toMatch(/^To: eve@example.com$/m);
      expect(resetLinkIn(eml)).toContain(`${local.config.appOrigin}/reset-password?token=`);
    } finally {
      await local.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
