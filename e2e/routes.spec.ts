import { expect, signInAs, test } from './fixtures';

test('an analyst on /campaigns sees Access Restricted with the required roles and their own', async ({
  page,
}) => {
  await signInAs(page, 'analyst');
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText('Marketing Manager, Marketing Director, Administrator')).toBeVisible();
  await expect(page.getByRole('main').getByText('Analyst', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
});

test('a manager on /admin sees Access Denied', async ({ page }) => {
  await signInAs(page, 'marketing_manager');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText(
      "You don't have permission to access the admin dashboard. Only administrators can view this page.",
    ),
  ).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('signed out: /analytics shows the sign-in screen, /admin goes to /auth', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
});

test('signed in: /auth goes to the dashboard', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back, Ada')).toBeVisible();
});

test('signed-out pages never load the signed-in bundle', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/auth', '/demo', '/privacy', '/analytics']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const signedIn =
    /(signed-in-layout|dashboard-route|campaign-management-page|analytics-page|admin-dashboard-page)-/;
  expect(scripts.filter((s) => signedIn.test(s))).toEqual([]);

  await signInAs(page, 'analyst');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics & Performance' })).toBeVisible();
  expect(scripts.some((s) => /signed-in-layout-/.test(s))).toBe(true);
});
