import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, request, TEST_PASSWORD, type TestContext } from '../test/helpers';

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const login = (c: TestContext, username: string, password: string, remoteAddress = '10.0.0.1') =>
  request(c.app, 'POST', '/api/login', { body: { username, password }, remoteAddress });

describe('rate limits (DESIGN §9)', () => {
  it('allow 5 sign-in attempts a minute per address, then 429 with Retry-After', async () => {
    ctx = await createTestContext({ rateLimitScale: 1 });
    await createUser(ctx, { username: 'alice' });
    for (let i = 0; i < 5; i += 1) {
      expect((await login(ctx, 'alice', TEST_PASSWORD)).statusCode).toBe(200);
    }
    const limited = await login(ctx, 'alice', TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: TOO_MANY });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(ctx, 'alice', TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('lock a username after 10 failures in 15 minutes, from any address, even with the right password', async () => {
    ctx = await createTestContext({ rateLimitScale: 1 });
    await createUser(ctx, { username: 'bob' });
    for (let i = 0; i < 10; i += 1) {
      const response = await login(ctx, 'bob', 'wrong-password', `10.1.0.${i}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(ctx, 'BOB', TEST_PASSWORD, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // Other accounts are untouched.
    await createUser(ctx, { username: 'carol' });
    expect((await login(ctx, 'carol', TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('allow 3 registrations per 10 minutes per address', async () => {
    const local = await createTestContext({ rateLimitScale: 1 });
    ctx = local;
    const register = (n: number) =>
      request(local.app, 'POST', '/api/register', {
        remoteAddress: '10.3.0.1',
        body: {
          firstName: 'R',
          lastName: 'Egister',
          email: `r${n}@example.com`,
          username: `register-${n}`,
          password: 'another-long-passphrase',
        },
      });
    for (let n = 0; n < 3; n += 1) expect((await register(n)).statusCode).toBe(201);
    expect((await register(3)).statusCode).toBe(429);
  });

  it('allow 300 other API requests a minute per address', async () => {
    ctx = await createTestContext({ rateLimitScale: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1) {
      statuses.push((await request(ctx.app, 'GET', '/api/user', { remoteAddress: '10.4.0.1' })).statusCode);
    }
    expect(statuses.slice(0, 300).every((s) => s === 401)).toBe(true);
    expect(statuses[300]).toBe(429);
  });

  it('scale with RATE_LIMIT_SCALE, and 0 turns them off', async () => {
    ctx = await createTestContext({ rateLimitScale: 2 });
    await createUser(ctx, { username: 'dave' });
    for (let i = 0; i < 10; i += 1) expect((await login(ctx, 'dave', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx, 'dave', TEST_PASSWORD)).statusCode).toBe(429);
    await ctx.close();

    ctx = await createTestContext({ rateLimitScale: 0 });
    await createUser(ctx, { username: 'erin' });
    for (let i = 0; i < 20; i += 1) expect((await login(ctx, 'erin', 'wrong-password')).statusCode).toBe(401);
  });
});
