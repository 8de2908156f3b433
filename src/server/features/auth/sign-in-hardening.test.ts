import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { auditLog, users } from '../../db/schema';
import { needsRehash } from '../../lib/passwords';
import { createUser, request, signIn, TEST_PASSWORD, testContextForFile } from '../../test/helpers';

/** Issue 28: disabled accounts, rehashing, unambiguous logins (item 6), audited sign-out (item 8). */
const ctx = testContextForFile();

const login = (username: string, password = TEST_PASSWORD) =>
  request(ctx.app, 'POST', '/api/login', { body: { username, password } });

const auditRows = (action: string, targetId: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('a disabled account', () => {
  it('is refused with 403 once its password checks out, and the refusal is audited', async () => {
    const user = await createUser(ctx, { username: 'hd-disabled' });
    await ctx.handle.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));

    const refused = await login('hd-disabled');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.accountDisabled);
    expect(refused.cookies).toHaveLength(0);
    expect(await auditRows('auth.login_refused_disabled', user.id)).toHaveLength(1);
    // A wrong password gets the usual answer: being disabled is told only to whoever knows the password.
    expect((await login('hd-disabled', 'not-the-password')).statusCode).toBe(401);
    expect(await auditRows('auth.login_succeeded', user.id)).toHaveLength(0);
  });
});

describe('rehashing on sign-in', () => {
  it('stores a hash with the current parameters when the stored one used older ones', async () => {
    const weak = await hash(TEST_PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(needsRehash(weak)).toBe(true);
    const user = await createUser(ctx, { username: 'hd-rehash' });
    await ctx.handle.db.update(users).set({ password: weak }).where(eq(users.id, user.id));

    expect((await login('hd-rehash')).statusCode).toBe(200);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.password).not.toBe(weak);
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(row?.password ?? '')).toBe(false);
    // The new hash holds the same password.
    expect((await login('hd-rehash')).statusCode).toBe(200);
  });

  it('leaves a current hash alone, and never rehashes on a wrong password', async () => {
    const user = await createUser(ctx, { username: 'hd-current' });
    const [before] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
    expect((await login('hd-current')).statusCode).toBe(200);
    const weak = await hash(TEST_PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    const other = await createUser(ctx, { username: 'hd-wrong' });
    await ctx.handle.db.update(users).set({ password: weak }).where(eq(users.id, other.id));
    expect((await login('hd-wrong', 'not-the-password')).statusCode).toBe(401);

    const [after] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
    const [otherAfter] = await ctx.handle.db.select().from(users).where(eq(users.id, other.id));
    expect(after?.password).toBe(before?.password);
    expect(otherAfter?.password).toBe(weak);
  });
});

describe('logins are unambiguous (item 6)', () => {
  it('a username cannot contain "@"', async () => {
    const response = await request(ctx.app, 'POST', '/api/register', {
      body: {
        firstName: 'Eve',
        lastName: 'Spoof',
        email: 'eve@example.com',
        username: 'victim@example.com',
        password: 'a-long-unusual-passphrase',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.username).toEqual([AUTH_MESSAGES.usernameNoAt]);
  });

  it('a login with "@" matches e-mail addresses only, whatever usernames an older version let in', async () => {
    // An older row whose username is another person's address, inserted first so that it would be found first.
    await createUser(ctx, { username: 'owner@example.org', email: 'squatter@example.com' });
    const owner = await createUser(ctx, { username: 'hd-owner', email: 'owner@example.org' });

    const signedIn = await login('Owner@Example.org');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(owner.id);
    // And a login without "@" is a username.
    expect((await login('hd-owner')).json().id).toBe(owner.id);
  });

  it('the 0015 migration rewrites "@" in usernames, keeping them unique', async () => {
    const statement = readFileSync(
      new URL('../../../../drizzle/0015_security_hardening.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .find((part) => part.includes('UPDATE "users"'));
    expect(statement).toBeDefined();
    const plain = await createUser(ctx, { username: 'mig_plain' });
    const taken = await createUser(ctx, { username: 'mig_taken' });
    const clash = await createUser(ctx, { username: 'mig@taken' }); // '_' spelling already taken
    const first = await createUser(ctx, { username: 'Mig@pair_x', email: 'pair1@example.com' });
    const second = await createUser(ctx, { username: 'mig_pair@x', email: 'pair2@example.com' }); // same spelling
    const simple = await createUser(ctx, { username: 'mig@simple' });

    await ctx.handle.db.execute(sql.raw(statement as string));

    const nameOf = async (id: string) =>
      (await ctx.handle.db.select().from(users).where(eq(users.id, id)))[0]?.username;
    expect(await nameOf(plain.id)).toBe('mig_plain');
    expect(await nameOf(taken.id)).toBe('mig_taken');
    expect(await nameOf(simple.id)).toBe('mig_simple');
    expect(await nameOf(clash.id)).toBe(`mig_taken_${clash.id.slice(0, 6)}`);
    // Of two '@' names that map to one spelling, the lower id keeps it and the other gets a suffix.
    const [low, high] = [first, second].sort((a, b) => (a.id < b.id ? -1 : 1));
    if (!low || !high) throw new Error('two users');
    const lowName = await nameOf(low.id);
    const highName = await nameOf(high.id);
    expect(lowName?.toLowerCase()).toBe('mig_pair_x');
    expect(highName?.toLowerCase()).toBe(`mig_pair_x_${high.id.slice(0, 6)}`);
    const withAt = await ctx.handle.db.select().from(users).where(like(users.username, '%@%'));
    expect(withAt).toEqual([]);
  });
});

describe('sign-out', () => {
  it('is audited for the signed-in user (item 8); signing out without a session records nothing', async () => {
    const user = await createUser(ctx, { username: 'hd-signout' });
    const cookie = await signIn(ctx, 'hd-signout');
    expect((await request(ctx.app, 'POST', '/api/logout', { cookie })).statusCode).toBe(200);
    const rows = await auditRows('auth.signed_out', user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: user.id, targetType: 'user' });
    expect((await request(ctx.app, 'POST', '/api/logout', { cookie })).statusCode).toBe(200);
    expect(await auditRows('auth.signed_out', user.id)).toHaveLength(1);
  });
});
