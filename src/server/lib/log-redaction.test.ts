import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleSignInConfig, startFakeOidcIssuer } from '../test/fake-oidc';
import {
  captureLog,
  createTestContext,
  createUser,
  request,
  sessionCookie,
  type TestContext,
} from '../test/helpers';
import { resetLinkIn, startTestSmtpServer } from '../test/smtp';
import { isSecretName, REDACTED, redactText, redactValue } from './log-redaction';

describe('log redaction rules', () => {
  it('censors fields named like a token, code, secret or password, at any depth', () => {
    const redacted = redactValue({
      refreshToken: 'rt-1',
      nested: { client_secret: 'cs-1', newPassword: 'pw-1', list: [{ bootstrapCode: 'bc-1' }] },
      code: 'oauth-code',
      state: 'oauth-state',
      statusCode: 200,
      campaignId: 'keep-me',
      err: { type: 'Error', message: 'boom', stack: 'x', code: 'ECONNREFUSED' },
    });
    expect(redacted).toEqual({
      refreshToken: REDACTED,
      nested: { client_secret: REDACTED, newPassword: REDACTED, list: [{ bootstrapCode: REDACTED }] },
      code: REDACTED,
      state: REDACTED,
      statusCode: 200,
      campaignId: 'keep-me',
      err: { type: 'Error', message: 'boom', stack: 'x', code: 'ECONNREFUSED' },
    });
    expect(isSecretName('period')).toBe(false);
  });

  it('masks secret query parameters in any text and keeps the rest', () => {
    expect(redactText('GET /reset-password?token=abc123&next=/x')).toBe(
      `GET /reset-password?token=${REDACTED}&next=/x`,
    );
    expect(redactText('/cb?state=s1&code=c1&scope=openid')).toBe(
      `/cb?state=${REDACTED}&code=${REDACTED}&scope=openid`,
    );
    expect(redactText('https://x.test/?access_token=a&client_secret=b&period=30d')).toBe(
      `https://x.test/?access_token=${REDACTED}&client_secret=${REDACTED}&period=30d`,
    );
  });
});

describe('log lines of a password reset and a Google sign-in', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let oidc: OAuth2Server;
  let ctx: TestContext;
  let webRoot: string;
  const log = captureLog();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    oidc = await startFakeOidcIssuer();
    // The reset link opens a page of the SPA, so serve one: its request line is what used to leak the token.
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'northstar-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Northstar</title>');
    ctx = await createTestContext(
      { smtpUrl: smtp.url, logLevel: 'trace', ...googleSignInConfig(oidc, 'test-client-secret-value') },
      { webRoot, logStream: log.stream },
    );
    await createUser(ctx, { username: 'pat', email: 'pat@example.com' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    await oidc.stop();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('never contain the reset token, the OAuth code and state, cookies or passwords', async () => {
    const secrets: string[] = [];

    // Password reset: request, open the mailed link, set a new password, sign in with it.
    await request(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: 'pat@example.com' } });
    await ctx.app.mailOutbox.kick();
    const link = new URL(resetLinkIn(smtp.messages.at(-1)?.raw ?? ''));
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    secrets.push(token, encodeURIComponent(token));
    const page = await request(ctx.app, 'GET', `${link.pathname}${link.search}`);
    expect(page.statusCode).toBe(200);
    const newPassword = 'a-brand-new-passphrase-42';
    secrets.push(newPassword);
    const reset = await request(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const login = await request(ctx.app, 'POST', '/api/login', {
      body: { username: 'pat', password: newPassword },
    });
    expect(login.statusCode).toBe(200);
    secrets.push(sessionCookie(login).split('=')[1] as string);

    // Google sign-in: our redirect → the issuer → our callback with code and state.
    const start = await request(ctx.app, 'GET', '/api/auth/google?t=1');
    const transaction = start.cookies.find((c) => c.name === 'google_oidc');
    const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
    const callback = new URL(String(consent.headers.get('location')));
    const code = callback.searchParams.get('code') ?? '';
    const state = callback.searchParams.get('state') ?? '';
    expect(code).not.toBe('');
    expect(state).not.toBe('');
    secrets.push(code, state, transaction?.value ?? 'no-transaction-cookie', 'test-client-secret-value');
    const finished = await request(ctx.app, 'GET', `${callback.pathname}${callback.search}`, {
      cookie: `google_oidc=${transaction?.value}`,
    });
    expect(finished.statusCode).toBe(302);

    expect(log.text).toContain('/reset-password?token=[REDACTED]');
    expect(log.text).toContain('/api/auth/google/callback?');
    for (const secret of secrets)
      expect(log.text, `log contains ${secret.slice(0, 6)}…`).not.toContain(secret);
  });
});
