import type { Browser, Page } from '@playwright/test';
import { expect, serverURL, signInAs, test } from './fixtures';

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signInWithPassword(page: Page, username: string, password: string) {
  const baseURL = serverURL();
  const response = await page.request.post('/api/login', {
    data: { username, password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: serverURL() });
  return { context, page: await context.newPage() };
}

test('a message sent from the landing page shows in the admin Contact Messages', async ({ page }) => {
  const id = suffix();
  const name = `Visitor ${id}`;
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(`visitor-${id}@example.com`);
  await form.getByLabel('Company (optional)').fill('Acme Corp');
  await form.getByLabel('Message').fill('Please get in touch about a demo.\nWe are a team of ten.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully')).toBeVisible();

  await signInAs(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Contacts')).toBeVisible();
  await page.getByLabel('Search contact messages').fill(id);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(`visitor-${id}@example.com`)).toBeVisible();
  await expect(card.getByText('Acme Corp')).toBeVisible();
  await expect(card.getByText('We are a team of ten.', { exact: false })).toBeVisible();
  await expect(card.getByRole('link', { name: /Reply via Email/ })).toHaveAttribute(
    'href',
    `mailto:visitor-${id}@example.com?subject=Re%3A%20your%20message%20to%20Northstar`,
  );
});

test('a newsletter subscription shows in the admin Newsletter Subscriptions', async ({ page }) => {
  const email = `reader-${suffix()}@example.com`;
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Email address for the newsletter').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Successfully Subscribed')).toBeVisible();

  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Newsletter Subscriptions' }).click();
  await page.getByLabel('Search subscriptions').fill(email);
  const link = page.getByRole('link', { name: `Email ${email}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email}\\?subject=Newsletter%20Update&body=`),
  );
});

test('the subscriber list loads the next page as the admin scrolls, and the search holds across pages', async ({
  page,
}) => {
  // 27 subscribers sharing a tag: more than one screen page (25); the newest first.
  const tag = suffix();
  const origin = new URL(serverURL()).origin;
  for (let i = 1; i <= 27; i += 1) {
    const response = await page.request.post('/api/newsletter', {
      data: { email: `paged-${tag}-${String(i).padStart(2, '0')}@example.com` },
      headers: { origin },
    });
    expect(response.status()).toBe(200);
  }
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Newsletter Subscriptions' }).click();
  await page.getByLabel('Search subscriptions').fill(`paged-${tag}`);
  const list = page.getByRole('list', { name: 'Newsletter subscribers' });
  await expect(list.getByRole('listitem')).toHaveCount(25);
  await expect(list.getByRole('listitem').first()).toContainText(`paged-${tag}-27@example.com`);
  await expect(page.getByText('Showing 25 of 27')).toBeVisible();

  // Scrolling to the foot of the list loads the rest of the search, and nothing from outside it.
  await page.getByText('Showing 25 of 27').scrollIntoViewIfNeeded();
  await expect(page.getByText('Showing 27 of 27')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(27);
  await expect(list.getByRole('listitem').last()).toContainText(`paged-${tag}-01@example.com`);
  for (const text of await list.getByRole('listitem').allTextContents())
    expect(text).toContain(`paged-${tag}-`);
  await expect(page.getByRole('button', { name: 'Load more subscribers' })).toHaveCount(0);
});

test("an admin promotes a new user to analyst and that user's dashboard changes", async ({
  page,
  browser,
}) => {
  const id = suffix();
  const username = `fresh-${id}`;
  const password = `Fresh-e2e-pass-${id}`;
  const baseURL = serverURL();

  // A freshly registered user (demo users keep their roles for the other specs).
  const user = await newPage(browser);
  const registered = await user.page.request.post('/api/register', {
    data: {
      firstName: 'Fresh',
      lastName: `Person${id}`,
      email: `${username}@example.com`,
      username,
      password,
    },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  await user.page.goto('/');
  await expect(user.page.getByText('Basic User')).toBeVisible();
  await expect(user.page.getByRole('link', { name: 'View Analytics' })).toHaveCount(0);
  await user.context.close();

  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Manage Users' }).click();
  const select = page.getByLabel(`Role for Fresh Person${id}`);
  await expect(select).toHaveValue('user');
  await select.selectOption('analyst');
  await expect(page.getByText('Role Updated')).toBeVisible();
  await expect(select).toHaveValue('analyst');
  await expect(select).toBeEnabled();

  const promoted = await newPage(browser);
  await signInWithPassword(promoted.page, username, password);
  await promoted.page.goto('/');
  await expect(promoted.page.getByRole('link', { name: 'View Analytics' }).first()).toBeVisible();
  await expect(promoted.page.getByText('Basic User')).toHaveCount(0);
  await promoted.context.close();

  // The change is in the audit log.
  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption('user.role_changed');
  await expect(page.getByRole('row').filter({ hasText: username }).first()).toContainText(
    'role: user → analyst',
  );
});

test('a marketing manager sees Access Denied on /admin and Access Restricted on /google-ads-setup', async ({
  page,
}) => {
  await signInAs(page, 'marketing_manager');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto('/google-ads-setup');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText('Marketing Director, Administrator')).toBeVisible();
});
