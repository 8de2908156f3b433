import { expect, test } from './fixtures';

test('a visitor registers, lands on the dashboard, signs out and is back on the landing page', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=register/);

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Banks');
  await page.getByLabel('Email').fill(`robin-${suffix}@example.com`);
  await page.getByLabel('Username').fill(`robin-${suffix}`);
  await page.getByLabel('Password', { exact: true }).fill('sunlit-harbour-lanterns');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome to Northstar, Robin' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // A new account is a plain user.
  await expect(page.getByText('Basic User')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('a wrong password shows Sign In Failed with the server message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('demo-user');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
});

test('a demo user signs in through the form and is welcomed', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('demo-manager');
  await page.getByLabel('Password', { exact: true }).fill('e2e-demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back, Maya')).toBeVisible();
  await expect(page.getByText('Welcome back!')).toBeVisible();
});
