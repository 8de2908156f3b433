import { resetLinkIn, startTestSmtpServer } from '../src/server/test/smtp';
import { expect, standIns, test } from './fixtures';

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

// The server delivers mail over SMTP_URL; this server must be listening before the reset is requested, because a
// failed delivery is retried only 30 s later.
test.beforeAll(async () => {
  smtp = await startTestSmtpServer(standIns().smtp);
});
test.afterAll(async () => {
  await smtp?.close();
});

test('a user resets a forgotten password from the emailed link and signs in with the new one', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A fresh account: the demo users' shared password must stay as it is for the other specs.
  const suffix = Date.now().toString(36);
  const email = `reset-${suffix}@example.com`;
  const username = `reset-${suffix}`;
  const registered = await page.request.post('/api/register', {
    data: { firstName: 'Rena', lastName: 'Set', email, username, password: 'first-password-123' },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Reset instructions sent')).toBeVisible();

  await expect
    .poll(() => smtp.messages.find((mail) => mail.to.includes(email)), { timeout: 20_000 })
    .toBeTruthy();
  const mail = smtp.messages.find((m) => m.to.includes(email));
  const link = resetLinkIn(mail?.raw ?? '');
  expect(new URL(link).origin).toBe(new URL(baseURL ?? '').origin);

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('second-password-456');
  await page.getByLabel('Confirm new password', { exact: true }).fill('second-password-456');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('second-password-456');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back, Rena')).toBeVisible();

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-password-789');
  await page.getByLabel('Confirm new password', { exact: true }).fill('third-password-789');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Reset Failed');
});

test('a reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
