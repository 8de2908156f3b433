import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every request the page makes to the API, by path. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

test.describe('landing page on a desktop', () => {
  test('is static HTML with one small script, and its links land where SPEC §2 says', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const apiCalls = recordApiCalls(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The signed-out landing page loads neither React nor the session query.
    expect(scripts.some((s) => /\/main-/.test(s))).toBe(false);
    expect(apiCalls).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const section of ['Features', 'Pricing', 'Compare', 'Contact']) {
      await nav.getByRole('link', { name: section }).click();
      await expect(page).toHaveURL(new RegExp(`#${section.toLowerCase()}$`));
      await expect(page.locator(`#${section.toLowerCase()}`)).toBeInViewport();
    }
    await expect(page.getByRole('heading', { name: 'AI Campaign Builder' })).toBeAttached();
    await expect(page.getByText('Most Popular')).toBeVisible();

    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=register$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'View Demo' }).click();
    await expect(page).toHaveURL(/\/demo$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=register$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Start with Professional' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  });

  test('sends the contact form, says so and clears it', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();

    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Company (optional)').fill('Analytical Engines');
    await form.getByLabel('Plan interest (optional)').selectOption('enterprise');
    await form.getByLabel('Message').fill('We would like a demo for a team of twelve.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Message Sent Successfully')).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByText('Name is required')).toBeHidden();
  });

  test('subscribes to the newsletter, says so and clears the field', async ({ page }) => {
    const apiCalls = recordApiCalls(page);
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    expect(apiCalls).toEqual([]);

    await form.getByLabel('Email address for the newsletter').fill(`reader-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully Subscribed')).toBeVisible();
    await expect(page.getByText('Welcome to our newsletter!')).toBeVisible();
    await expect(form.getByLabel('Email address for the newsletter')).toHaveValue('');
    expect(apiCalls).toEqual(['POST /api/newsletter']);
  });
});

test.describe('landing page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, links to every section and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    for (const section of ['Features', 'Pricing', 'Compare', 'Contact']) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await menu.getByRole('link', { name: section }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`#${section.toLowerCase()}$`));
    }

    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=register$/);
  });

  test('has no horizontal scrolling', async ({ page }) => {
    for (const path of ['/', '/demo', '/privacy']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('demo', () => {
  test('tabs work and the page makes no API request at all', async ({ page }) => {
    const apiCalls = recordApiCalls(page);
    await page.goto('/demo');
    await expect(page.getByRole('heading', { name: 'Northstar Demo' })).toBeVisible();

    for (const tab of ['Campaign Management', 'Analytics Dashboard', 'AI Insights', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
    await page.getByRole('button', { name: /Open Campaign Management/ }).click();
    await expect(page.getByRole('tab', { name: 'Campaign Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('table', { name: /Sample campaigns/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);

    await page.getByRole('tab', { name: 'AI Insights' }).click();
    await expect(page.getByRole('tab', { name: 'AI Insights' })).toHaveAttribute('aria-selected', 'true');
    expect(apiCalls).toEqual([]);
    await page.getByRole('link', { name: 'Apply Recommendation' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    // Only the sign-in page's own reads, however many of them have started by now (the demo made none).
    const signInPageReads = ['GET /api/user', 'GET /api/auth/providers'];
    expect(apiCalls.filter((call) => !signInPageReads.includes(call))).toEqual([]);
  });

  test('Create Campaign, Back to Home and Schedule Consultation go where SPEC §2 says', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('link', { name: 'Create Campaign' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.goto('/demo');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Marketing campaigns');

    await page.goto('/demo');
    await page.getByRole('link', { name: 'Schedule Consultation' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: 'Talk to our team' })).toBeInViewport();
  });
});

test('with an expired session cookie, / falls back to the same landing page inside the app', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'sid', value: 'expired', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marketing campaigns');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Email address for the newsletter').fill(`spa-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Successfully Subscribed')).toBeVisible();
  await page.getByRole('link', { name: 'View Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Northstar Demo' })).toBeVisible();
});
