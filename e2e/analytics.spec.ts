import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { ANALYTICS_MESSAGES } from '../src/shared/analytics';
import { expect, signInAs, test } from './fixtures';

/** The demo workspace has ~100 days of simulated delivery, so every figure below is real. */
test.describe('analytics, report and dashboard on real data', () => {
  test('an analyst changes period and channel, and exports what is on screen', async ({ page }) => {
    await signInAs(page, 'analyst');
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics & Performance' })).toBeVisible();
    const revenue = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Total Revenue' }) });
    await expect(revenue.getByText(/^\$[\d,]+$/)).toBeVisible();
    await expect(page.getByText('Demo data (simulated delivery)')).toBeVisible();
    await expect(page.getByText(/ · UTC$/)).toBeVisible();
    const thirtyDays = (await revenue.getByText(/^\$[\d,]+$/).textContent()) ?? '';

    await page.getByLabel('Period', { exact: true }).selectOption('7d');
    await expect(revenue.getByText(/^\$[\d,]+$/)).not.toHaveText(thirtyDays);
    const sevenDays = (await revenue.getByText(/^\$[\d,]+$/).textContent()) ?? '';
    await expect(page).toHaveURL(/period=7d/);

    await page.getByLabel('Channel', { exact: true }).selectOption({ label: 'Email' });
    await expect(revenue.getByText(/^\$[\d,]+$/)).not.toHaveText(sevenDays);
    await expect(page).toHaveURL(/channel=email/);

    await page.getByRole('tab', { name: 'Campaign Analysis' }).click();
    await expect(page.getByRole('table', { name: /Campaign performance/ })).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: /Export Report/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^northstar-campaigns-7d-email-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Last 7 days');
    expect(csv).toContain('Email');
    expect(csv).toContain('Campaign,Status,Start date,Spend');
  });

  test('the demo-data banner and sample figures show when the analytics service fails', async ({ page }) => {
    await signInAs(page, 'analyst');
    await page.route('**/api/analytics/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto('/analytics');
    const banner = page.getByRole('alert').filter({ hasText: ANALYTICS_MESSAGES.demoTitle });
    // Two retries with back-off (1 s, 2 s) come first.
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await expect(banner).toContainText(ANALYTICS_MESSAGES.demoText);
    await expect(page.getByText('Built-in sample figures, not your workspace')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Total Revenue' })).toBeVisible();
  });

  test('the performance report shows grades and downloads as a PDF', async ({ page }) => {
    await signInAs(page, 'analyst');
    await page.goto('/performance');
    await expect(page.getByRole('heading', { name: 'Performance Report' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Campaign breakdown' })).toBeVisible();
    await expect(page.locator('[data-grade]').first()).toBeVisible();
    await page.getByLabel('Report type').selectOption({ label: 'Audience Insights' });
    await expect(page.getByRole('heading', { name: 'Audience segments' })).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^northstar-audience-report-30d-.*\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test("a plain user's dashboard shows no workspace figures: the Basic User notice, and the API refuses them", async ({
    page,
  }) => {
    await signInAs(page, 'user');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Basic User' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'AI Insights & Recommendations' })).toHaveCount(0);
    for (const path of ['/api/dashboard/summary', '/api/insights', '/api/analytics/30d/all']) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
  });

  test("an analyst's dashboard shows the workspace's figures, their changes and the top insights", async ({
    page,
  }) => {
    await signInAs(page, 'analyst');
    await page.goto('/');
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText(/^Last 30 days/).first()).toBeVisible();
    await expect(overview.getByText(/^\+?-?\d+\.\d%$/).first()).toBeVisible();
    await expect(overview.getByText('Sample data')).toHaveCount(0);
    const insights = page.getByRole('region', { name: 'AI Insights & Recommendations' });
    await expect(insights.getByRole('article').first()).toBeVisible();
    await expect(insights.getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/analytics?tab=insights',
    );
  });

  for (const path of [
    '/analytics?tab=overview',
    '/analytics?tab=insights',
    '/performance?type=audience',
    '/',
  ]) {
    test(`${path} has no serious or critical accessibility violations for an analyst`, async ({ page }) => {
      await signInAs(page, 'analyst');
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
      expect(blocking).toEqual([]);
    });
  }
});
