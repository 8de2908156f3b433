import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '../../../shared/auth';
import { createUser, request, signIn, TEST_PASSWORD, testContextForFile } from '../../test/helpers';

const ctx = testContextForFile();
beforeAll(async () => {
  await createUser(ctx, { username: 'sam', email: 'sam@example.com' });
  await createUser(ctx, { username: 'taken', email: 'taken@example.com' });
});

const changePassword = (cookie: string | undefined, body: Record<string, unknown>) =>
  request(ctx.app, 'POST', '/api/account/password', { cookie, body });

describe('profile', () => {
  it('updates name, e-mail and company of the signed-in user only', async () => {
    const cookie = await signIn(ctx, 'sam');
    const response = await request(ctx.app, 'PATCH', '/api/account/profile', {
      cookie,
      body: {
        firstName: 'Samira',
        lastName: 'Haddad',
        email: 'Samira@Example.com',
        company: 'Northwind',
        currentPassword: TEST_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'sam',
      firstName: 'Samira',
      email: 'samira@example.com',
      company: 'Northwind',
    });
    expect((await request(ctx.app, 'GET', '/api/user', { cookie })).json().firstName).toBe('Samira');
  });

  it('refuses an e-mail that another account uses (409) and bad fields (400)', async () => {
    const cookie = await signIn(ctx, 'sam');
    const taken = await request(ctx.app, 'PATCH', '/api/account/profile', {
      cookie,
      body: { firstName: 'S', lastName: 'H', email: 'taken@example.com', currentPassword: TEST_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.email).toEqual([AUTH_MESSAGES.emailTaken]);
    const blank = await request(ctx.app, 'PATCH', '/api/account/profile', {
      cookie,
      body: { firstName: '', lastName: 'H', email: 'x@example.com' },
    });
    expect(blank.json().fieldErrors.firstName).toEqual([AUTH_MESSAGES.firstNameRequired]);
  });

  it('needs a session', async () => {
    const response = await request(ctx.app, 'PATCH', '/api/account/profile', {
      body: { firstName: 'A', lastName: 'B', email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('change password', () => {
  const form = (currentPassword: string, newPassword: string, confirmPassword: string) => ({
    currentPassword,
    newPassword,
    confirmPassword,
  });
  it.each([
    [form('', 'long-new-password', 'long-new-password'), 'currentPassword', ACCOUNT_MESSAGES.currentRequired],
    [form('x', 'short', 'short'), 'newPassword', ACCOUNT_MESSAGES.newMin],
    [form('x', 'long-new-password', ''), 'confirmPassword', ACCOUNT_MESSAGES.confirmRequired],
    [form('x', 'long-new-password', 'different-password'), 'confirmPassword', ACCOUNT_MESSAGES.mismatch],
  ])('refuses %o with the spec message', async (body, field, message) => {
    const cookie = await signIn(ctx, 'taken');
    const response = await changePassword(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toContain(message);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const cookie = await signIn(ctx, 'taken');
    const response = await changePassword(cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'fresh-password-here',
      confirmPassword: 'fresh-password-here',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.currentPassword).toEqual([ACCOUNT_MESSAGES.currentWrong]);
    expect(
      (await request(ctx.app, 'POST', '/api/login', { body: { username: 'taken', password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });

  it('changes the password, keeps this session and signs out every other one', async () => {
    const here = await signIn(ctx, 'taken');
    const elsewhere = await signIn(ctx, 'taken');
    const response = await changePassword(here, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'fresh-password-here',
      confirmPassword: 'fresh-password-here',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: here })).statusCode).toBe(200);
    expect((await request(ctx.app, 'GET', '/api/user', { cookie: elsewhere })).statusCode).toBe(401);
    const login = await request(ctx.app, 'POST', '/api/login', {
      body: { username: 'taken', password: 'fresh-password-here' },
    });
    expect(login.statusCode).toBe(200);
  });
});
