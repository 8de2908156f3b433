import { Secret, TOTP } from 'otpauth';
import { expect, serverURL, test } from './fixtures';

/** The authenticator app of the journey: the code for the key the settings page showed. */
const codeFor = (key: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp });

test('a user turns on two-step sign-in in account settings, signs out, and signs in with password and code', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const username = `totp-${suffix}`;
  const password = 'quiet-meadow-compass-7';
  const baseURL = serverURL();
  const registered = await page.request.post('/api/register', {
    data: { firstName: 'Tia', lastName: 'Otp', email: `${username}@example.com`, username, password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/account');
  const setUp = page.getByRole('button', { name: 'Set up two-step sign-in' });
  const setupForm = page.locator('form').filter({ has: setUp });
  await setupForm.getByLabel('Current password').fill(password);
  await setUp.click();

  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = ((await page.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const code = page.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('10 unused recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // The password alone signs nobody in.
  const signInCode = page.getByLabel('Authentication code');
  await expect(signInCode).toBeFocused();
  expect((await page.request.get('/api/user')).status()).toBe(401);
  // The code that turned it on was spent: the app's next one (accepted one step early) signs in.
  await signInCode.fill(codeFor(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(200);
});
