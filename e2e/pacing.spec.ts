import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, serverURL, signInAs, test } from './fixtures';

/** A calendar day some days back, so no row is in the future whatever the server's time zone. */
function isoDaysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const campaignRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('budget pacing shows on the campaign list, the campaign page and the dashboard', async ({ page }) => {
  await signInAs(page, 'marketing_manager');
  const name = `E2E Pacing ${Date.now()}`;
  // Five days at $100 from the 5th day back to yesterday. The import creates the campaign with start = its first
  // day and end = its last day + 30. Nobody has planned its budget yet, so it gets the one its own delivery implies
  // (issue 30, item 8): $500 + 30 × $100 projected = $3,500 of ad spend, a $5,000 budget. On track.
  const lines = ['date,campaign,channel,impressions,clicks,conversions,spend,revenue'];
  for (const days of [5, 4, 3, 2, 1])
    lines.push(`${isoDaysAgo(days)},${name},Meta,9000,300,12,100.00,450.00`);
  const file = test.info().outputPath('pacing.csv');
  await writeFile(file, `${lines.join('\n')}\n`);

  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Import metrics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import metrics' });
  await dialog.getByLabel(/drop it here/).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import 5 rows' }).click();
  await expect(dialog.getByRole('heading', { name: 'Metrics imported' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = campaignRow(page, name);
  await expect(row.getByText('On track')).toBeVisible();
  await expect(row).toContainText('$500 spent of $500 planned so far; projected $3,500 of $3,500');

  // A person sets the real budget, $1,000: the plan is 70 % of it, $700 over 35 days, $100 by day 5. Over-pacing.
  const edit = row.getByRole('link', { name: `Edit ${name}` });
  const id = /\/campaigns\/([^/]+)\/edit/.exec((await edit.getAttribute('href')) ?? '')?.[1];
  const baseURL = serverURL();
  const budget = await page.request.patch(`/api/campaigns/${id}`, {
    data: { budget: 1000 },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(budget.status(), await budget.text()).toBe(200);
  await page.reload();
  await expect(row.getByText('Over-pacing')).toBeVisible();
  await expect(row).toContainText('$500 spent of $100 planned so far; projected $3,500 of $700');

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  const panel = page.getByRole('region', { name: 'Budget pacing' });
  await expect(panel.getByText('Over-pacing')).toBeVisible();
  const figure = (label: string) =>
    panel.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(figure('Spent to date')).toHaveText('$500');
  await expect(figure('Planned to date')).toHaveText('$100');
  await expect(figure('Projected at end')).toHaveText('$3,500');
  await expect(figure('Ad-spend plan')).toHaveText('$700');
  await expect(panel).toContainText('day 5 of 35');

  await page.goto('/');
  const pacing = page.getByRole('region', { name: 'Budget pacing' });
  await expect(pacing).toBeVisible();
  const overCount = pacing.getByRole('listitem').filter({ hasText: 'Over-pacing' });
  expect(Number((await overCount.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(1);
  await pacing.getByRole('link', { name: /View campaigns/ }).click();
  await expect(page).toHaveURL(/\/campaigns\?status=active/);
});
