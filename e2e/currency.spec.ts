import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { REPORT_HEADINGS } from '../src/shared/reports';
import { expect, serverURL, signInAs, test } from './fixtures';
import { pdfText } from './pdf';

/** The workspace currency as the API sets it: the other specs share this database and expect USD. */
async function setCurrencyThroughApi(page: Page, currency: string) {
  const origin = new URL(serverURL()).origin;
  const response = await page.request.patch('/api/admin/settings', {
    data: { currency },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Everything a page's main area says, hidden text, chart labels and tooltips included. */
const allText = (main: Locator) => main.evaluate((element) => element.textContent ?? '');

/** The open insights' titles and descriptions: text the insights engine wrote when it last ran. */
async function insightTexts(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/insights?status=open&limit=100');
  expect(response.status()).toBe(200);
  const insights = (await response.json()) as { title: string; description: string }[];
  return insights.flatMap((insight) => [insight.title, insight.description]);
}

const withoutSentences = (text: string, sentences: string[]) =>
  sentences.reduce((rest, sentence) => rest.replaceAll(sentence, ''), text);

/** Waits until the page's figures have loaded (no skeleton or "Loading" status left), then reads its text. */
async function settledText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(main.locator('.animate-pulse')).toHaveCount(0);
  return allText(main);
}

test.describe('the workspace currency', () => {
  test.afterEach(async ({ page }) => {
    await signInAs(page, 'admin');
    await setCurrencyThroughApi(page, 'USD');
  });

  test('an admin sets euros, and the dashboard, analytics and the performance report follow, downloads included', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('USD');
    await expect(currency).toHaveAccessibleDescription(/does not convert figures already stored/);
    await currency.selectOption({ label: 'EUR — Euro' });
    await page.getByRole('button', { name: 'Save currency' }).click();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(
      notifications.getByText('Amounts are now shown in Euro (EUR).', { exact: false }),
    ).toBeVisible();
    await expect(currency).toHaveValue('EUR');
    await expect(currency).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('form:has(#workspace-currency)').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // The dashboard: the figures' money (the ROI card's trend, pacing, insights) in euros.
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Average ROI' }).getByRole('img')).toHaveAccessibleName(/€/);
    const insights = await insightTexts(page);
    // What the screen formats; the insights' own sentences are checked at the end.
    const dashboard = withoutSentences(await settledText(page), insights);
    expect(dashboard).toContain('€');
    expect(dashboard).not.toContain('$');

    await page.goto('/analytics');
    const revenue = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Total Revenue' }) });
    await expect(revenue.getByText(/^€[\d,]+$/)).toBeVisible();
    await expect(page.getByRole('table', { name: /Daily revenue, spend and conversions/ })).toBeAttached();
    const analytics = await settledText(page);
    expect(analytics).toContain('Revenue (EUR)');
    expect(analytics).not.toContain('$');

    await page.goto('/performance?type=comprehensive&period=90d');
    await expect(page.getByRole('heading', { name: REPORT_HEADINGS.roiByChannel })).toBeVisible();
    const report = withoutSentences(await settledText(page), insights);
    expect(report).toMatch(/€[\d,]+/);
    expect(report).toContain('EUR per day');
    expect(report).not.toContain('$');

    // The downloads of a report made of figures only (the comprehensive one also quotes the insights).
    await page.getByLabel('Report type').selectOption({ label: 'ROI Analysis' });
    await expect(page.getByRole('table', { name: /^ROI by channel/ })).toBeVisible();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await csvDownload).path(), 'utf8');
    expect(csv).toContain('Spend (EUR)');
    expect(csv).not.toContain('$');

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export PDF' }).click();
    const pdf = await pdfText(await readFile(await (await pdfDownload).path()));
    expect(pdf).toMatch(/€\s?[\d,]+/);
    expect(pdf).not.toContain('$');

    // The insights on the dashboard were written by the engine in the currency of the day: once it changes, their
    // sentences must say the new one too ("could add about €1,320 revenue a month"): the server has the engine write
    // them again after the change, so wait for that state.
    await expect
      .poll(async () => (await insightTexts(page)).join('\n'), { timeout: 60_000 })
      .not.toContain('$');
  });
});
