import { and, eq, sql } from 'drizzle-orm';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '../../../shared/auth';
import { CONTACT_MESSAGES } from '../../../shared/public-form-messages';
import { auditLog, passwordResetTokens, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { capturedMail } from '../../test/captured-mail';
import { googleSignInConfig, startFakeOidcIssuer } from '../../test/fake-oidc';
import {
  createTestContext,
  createUser,
  request,
  sessionCookie,
  signIn,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/helpers';
import { maskEmail } from './account-mail';

// Issue 28, item 1: a stolen session alone cannot take an account over by changing its e-mail or password.

let oidc: OAuth2Server;
let ctx: TestContext;
const mail = capturedMail();
beforeAll(async () => {
  oidc = await startFakeOidcIssuer();
  ctx = await createTestContext(googleSignInConfig(oidc), { mailTransport: mail.transport });
});
afterAll(async () => {
  await ctx.close();
  await oidc.stop();
});

const profile = (cookie: string, body: Record<string, unknown>) =>
  request(ctx.app, 'PATCH', '/api/account/profile', { cookie, body });
const changePassword = (cookie: string, body: Record<string, unknown>) =>
  request(ctx.app, 'POST', '/api/account/password', { cookie, body });

const mailTo = (to: string) => mail.to(ctx, to);
const auditOf = (userId: string, action: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));
const userRow = async (id: string) => {
  const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};

/** An unused reset token of the user, stored as the forgot-password flow stores one. */
async function outstandingResetToken(userId: string, email: string) {
  const token = `token-${Math.random()}`;
  await ctx.handle.db.insert(passwordResetTokens).values({
    userId,
    token: sha256(token),
    email,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  return token;
}
const isUsed = async (token: string) =>
  (
    await ctx.handle.db
      .select({ used: passwordResetTokens.used })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.token, sha256(token)))
  )[0]?.used;

describe('changing the e-mail', () => {
  it('needs the current password: without it or with a wrong one, 400 on currentPassword and nothing changes', async () => {
    const user = await createUser(ctx, { username: 'victim', email: 'victim@example.com' });
    const cookie = await signIn(ctx, 'victim');
    const attacker = { firstName: 'Test', lastName: 'User', email: 'attacker@evil.example' };

    const missing = await profile(cookie, attacker);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      currentPassword: [ACCOUNT_MESSAGES.currentRequiredForEmail],
    });

    const wrong = await profile(cookie, { ...attacker, currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: [ACCOUNT_MESSAGES.currentWrong] });

    expect((await userRow(user.id)).email).toBe('victim@example.com');
    expect(await mailTo('victim@example.com')).toHaveLength(0);
    expect(await auditOf(user.id, 'user.email_changed')).toHaveLength(0);
  });

  it('with the password: tells the old address, kills outstanding reset links and audits before/after', async () => {
    const user = await createUser(ctx, { username: 'mover', email: 'mover@example.com', firstName: 'Mo' });
    const cookie = await signIn(ctx, 'mover');
    const earlier = await outstandingResetToken(user.id, 'mover@example.com');

    const response = await profile(cookie, {
      firstName: 'Mo',
      lastName: 'User',
      email: 'mover.new@example.com',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('mover.new@example.com');

    expect(await isUsed(earlier)).toBe(true);
    const [notice] = await mailTo('mover@example.com');
    expect(notice?.subject).toBe('The email address of your Northstar account was changed');
    expect(notice?.text).toContain(maskEmail('mover.new@example.com'));
    expect(notice?.text).not.toContain('mover.new@example.com');
    // The way back: a one-time reset link to the old address, built from APP_ORIGIN.
    const link = notice?.text?.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0] ?? '';
    expect(link.startsWith(`${TEST_ORIGIN}/reset-password?token=`)).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
    expect(await isUsed(token)).toBe(false);
    const reset = await request(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'owner-takes-it-back' },
    });
    expect(reset.statusCode).toBe(200);
    // A reset ends every session, the one that changed the address too.
    expect((await request(ctx.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);

    const [entry] = await auditOf(user.id, 'user.email_changed');
    expect(entry).toMatchObject({
      actorId: user.id,
      before: { email: 'mover@example.com' },
      after: { email: 'mover.new@example.com' },
    });
  });

  it('saves a name without the password, and without a notice or an audit row', async () => {
    const user = await createUser(ctx, { username: 'renamer', email: 'renamer@example.com' });
    const cookie = await signIn(ctx, 'renamer');
    const response = await profile(cookie, {
      firstName: 'Rena',
      lastName: 'Mer',
      email: 'RENAMER@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Rena', email: 'renamer@example.com' });
    expect(await mailTo('renamer@example.com')).toHaveLength(0);
    expect(await auditOf(user.id, 'user.email_changed')).toHaveLength(0);
  });

  it('checks the password before saying whether another account has the address', async () => {
    await createUser(ctx, { username: 'prober', email: 'prober@example.com' });
    await createUser(ctx, { username: 'holder', email: 'holder@example.com' });
    const cookie = await signIn(ctx, 'prober');
    const probe = await profile(cookie, { firstName: 'P', lastName: 'R', email: 'holder@example.com' });
    expect(probe.statusCode).toBe(400);
    const withPassword = await profile(cookie, {
      firstName: 'P',
      lastName: 'R',
      email: 'holder@example.com',
      currentPassword: TEST_PASSWORD,
    });
    expect(withPassword.statusCode).toBe(409);
  });
});

describe('changing the password', () => {
  it('kills outstanding reset links, audits auth.password_changed and mails the account', async () => {
    const user = await createUser(ctx, { username: 'rotator', email: 'rotator@example.com' });
    const cookie = await signIn(ctx, 'rotator');
    const earlier = await outstandingResetToken(user.id, 'rotator@example.com');
    const response = await changePassword(cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-passphrase',
      confirmPassword: 'a-brand-new-passphrase',
    });
    expect(response.statusCode).toBe(200);
    expect(await isUsed(earlier)).toBe(true);
    expect(await auditOf(user.id, 'auth.password_changed')).toHaveLength(1);
    const [notice] = await mailTo('rotator@example.com');
    expect(notice?.subject).toBe('Your Northstar password was changed');
    expect(notice?.text).toContain(`${TEST_ORIGIN}/auth`);
  });

  it('a reset link kills the other outstanding links and mails the account', async () => {
    const user = await createUser(ctx, { username: 'resetter', email: 'resetter@example.com' });
    const first = await outstandingResetToken(user.id, 'resetter@example.com');
    const second = await outstandingResetToken(user.id, 'resetter@example.com');
    const response = await request(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token: first, password: 'reset-to-this-one' },
    });
    expect(response.statusCode).toBe(200);
    expect(await isUsed(second)).toBe(true);
    const [notice] = await mailTo('resetter@example.com');
    expect(notice?.subject).toBe('Your Northstar password was changed');
  });
});

/** Drives Google sign-in against the local issuer for `sub`: the session cookie of a Google-only account. */
async function signInWithGoogle(sub: string, email: string): Promise<string> {
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub,
      email,
      email_verified: true,
      given_name: 'Gia',
      family_name: 'Only',
    });
  });
  const start = await request(ctx.app, 'GET', '/api/auth/google?t=1');
  const transaction = start.cookies.find((c) => c.name === 'google_oidc');
  const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
  const callback = new URL(String(consent.headers.get('location')));
  const response = await request(ctx.app, 'GET', `${callback.pathname}${callback.search}`, {
    cookie: `google_oidc=${transaction?.value}`,
  });
  oidc.service.removeAllListeners('beforeTokenSigning');
  return sessionCookie(response);
}

/** Moves every session of the user's sign-in time back, as if `minutes` had passed since it. */
async function ageSignIn(userId: string, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await ctx.handle.db
    .update(sessions)
    .set({ sess: sql`jsonb_set(${sessions.sess}, '{createdAt}', to_jsonb(${at}::text))` })
    .where(sql`${sessions.sess}->>'userId' = ${userId}`);
}

describe('a Google-only account (no password)', () => {
  it('changes its e-mail within 5 minutes of a Google sign-in, and gets a clear 403 after', async () => {
    const cookie = await signInWithGoogle('google-only-1', 'gia@example.com');
    const me = (await request(ctx.app, 'GET', '/api/user', { cookie })).json();
    expect((await userRow(me.id)).password).toBeNull();
    const methods = await request(ctx.app, 'GET', '/api/account/sign-in-methods', { cookie });
    expect(methods.json().hasPassword).toBe(false);
    expect(methods.json().googleReauthUntil).not.toBeNull();

    await ageSignIn(me.id, 6);
    const stale = await profile(cookie, { firstName: 'Gia', lastName: 'Only', email: 'gia.new@example.com' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(ACCOUNT_MESSAGES.googleReauthRequired);
    expect((await userRow(me.id)).email).toBe('gia@example.com');
    const staleMethods = await request(ctx.app, 'GET', '/api/account/sign-in-methods', { cookie });
    expect(staleMethods.json()).toEqual({ hasPassword: false, googleReauthUntil: null });

    const fresh = await signInWithGoogle('google-only-1', 'gia@example.com');
    const changed = await profile(fresh, {
      firstName: 'Gia',
      lastName: 'Only',
      email: 'gia.new@example.com',
    });
    expect(changed.statusCode).toBe(200);
    expect((await mailTo('gia@example.com'))[0]?.subject).toBe(
      'The email address of your Northstar account was changed',
    );
  });

  it('sets a first password only after a fresh Google sign-in', async () => {
    const cookie = await signInWithGoogle('google-only-2', 'gus@example.com');
    const me = (await request(ctx.app, 'GET', '/api/user', { cookie })).json();
    const body = { newPassword: 'first-password-here', confirmPassword: 'first-password-here' };
    await ageSignIn(me.id, 6);
    const stale = await changePassword(cookie, body);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(ACCOUNT_MESSAGES.googleReauthRequired);

    const fresh = await signInWithGoogle('google-only-2', 'gus@example.com');
    expect((await changePassword(fresh, body)).statusCode).toBe(200);
    expect((await userRow(me.id)).password).not.toBeNull();
  });
});

describe('names are one line (issue 28, item 11)', () => {
  const registration = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann.lee@example.com',
    username: 'annlee',
    password: 'a-long-enough-password',
  };
  it.each([
    ['firstName', 'Ann\r\nBcc: all@example.com', AUTH_MESSAGES.firstNameControl],
    ['lastName', 'Lee\nInjected', AUTH_MESSAGES.lastNameControl],
    ['company', 'Acme\u2028Corp', AUTH_MESSAGES.companyControl],
    ['username', 'ann\tlee', AUTH_MESSAGES.usernameControl],
    ['firstName', 'Ann\u001b[31m', AUTH_MESSAGES.firstNameControl],
  ])('registration refuses a %s with a control character', async (field, value, message) => {
    const response = await request(ctx.app, 'POST', '/api/register', {
      body: { ...registration, [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
  });

  it('the contact form refuses a line break in the name or company, which the admin mails and exports', async () => {
    const contact = {
      name: 'Priya Shah',
      email: 'priya@example.com',
      company: 'Acme',
      message: 'We would like a demo for our team of twelve.',
    };
    const name = await request(ctx.app, 'POST', '/api/contacts', {
      body: { ...contact, name: 'Priya\r\nSubject: urgent' },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().fieldErrors.name).toEqual([CONTACT_MESSAGES.nameControl]);
    const company = await request(ctx.app, 'POST', '/api/contacts', {
      body: { ...contact, company: 'Acme\nInc' },
    });
    expect(company.json().fieldErrors.company).toEqual([CONTACT_MESSAGES.companyControl]);
  });

  it('the profile refuses a line break in a name, and keeps names with accents and spaces', async () => {
    await createUser(ctx, { username: 'named', email: 'named@example.com' });
    const cookie = await signIn(ctx, 'named');
    const refused = await profile(cookie, {
      firstName: 'Na\nmed',
      lastName: 'User',
      email: 'named@example.com',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.firstName).toEqual([AUTH_MESSAGES.firstNameControl]);
    const accepted = await profile(cookie, {
      firstName: 'Zoë Ana',
      lastName: 'Núñez-Ó Briain',
      email: 'named@example.com',
      company: 'Café & Co',
    });
    expect(accepted.statusCode).toBe(200);
  });
});
