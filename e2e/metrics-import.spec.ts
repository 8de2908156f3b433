import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { METRICS_IMPORT_MESSAGES } from '../src/shared/metrics';
import { expect, signInAs, test } from './fixtures';

const HEADER = 'date,campaign,channel,impressions,clicks,conversions,spend,revenue';

/** A calendar day some days back, so no row is in the future whatever the server's time zone. */
function isoDaysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function writeCsv(name: string, lines: string[]): Promise<string> {
  const file = test.info().outputPath(name);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

const campaignRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Serious or critical accessibility problems inside the open dialog. */
async function dialogViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Records the imports that would write (not the dry runs), to prove a refused file wrote nothing. */
function recordWritingImports(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      request.method() === 'POST' &&
      url.pathname === '/api/metrics/import' &&
      url.searchParams.get('dryRun') !== 'true'
    ) {
      writes.push(url.href);
    }
  });
  return writes;
}

test('a marketing manager imports a CSV of metrics: preview, import, result, and the new campaign is listed', async ({
  page,
}) => {
  await signInAs(page, 'marketing_manager');
  const newCampaign = `E2E Imported ${Date.now()}`;
  // Two campaigns (one the demo workspace has, one new), three days, two channels.
  const lines = [HEADER];
  for (const days of [3, 4, 5]) {
    lines.push(
      `${isoDaysAgo(days)},Spring Collection Launch,Meta,${12_000 + days},${340 + days},21,1234.50,4100`,
    );
    lines.push(
      `${isoDaysAgo(days)},${newCampaign},Google Search,${8000 + days},${410 + days},30,88.25,2050.75`,
    );
  }
  const file = await writeCsv('metrics.csv', lines);

  await page.goto('/campaigns');
  await expect(campaignRow(page, 'Spring Collection Launch')).toBeVisible();
  await expect(campaignRow(page, newCampaign)).toHaveCount(0);
  await page.getByRole('button', { name: 'Import metrics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import metrics' });
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();

  await dialog.getByLabel(/drop it here/).setInputFiles(file);
  await expect(dialog.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  await expect(dialog.getByText('Northstar CSV')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Campaigns to create' })).toHaveText(newCampaign);
  await expect(dialog.getByText('1 existing campaign matched')).toBeVisible();
  const preview = dialog.getByRole('table');
  await expect(preview.getByRole('row')).toHaveCount(7);
  await expect(preview).toContainText(newCampaign);
  await expect(preview).toContainText('$2,051');
  expect(await dialogViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Import 6 rows' }).click();
  await expect(dialog.getByRole('heading', { name: 'Metrics imported' })).toBeVisible({ timeout: 20_000 });
  const tally = (name: string) => dialog.getByRole('region', { name });
  // The demo workspace may already hold some of Spring Collection Launch's Meta days: those rows update.
  const rows = (await tally('Rows').getByRole('definition').allTextContents()).map(Number);
  expect(rows.reduce((sum, count) => sum + count, 0)).toBe(6);
  expect(rows[0]).toBeGreaterThanOrEqual(3);
  await expect(tally('Campaigns').getByRole('definition')).toHaveText(['1', '1']);
  await expect(dialog.getByRole('list', { name: 'Campaigns created' })).toHaveText(newCampaign);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The list refreshed behind the dialog: the new campaign is there without a reload.
  await expect(campaignRow(page, newCampaign)).toBeVisible();
  await expect(campaignRow(page, newCampaign).getByText('Active')).toBeVisible();
});

test('a file with an impossible row shows the line at fault and imports nothing', async ({ page }) => {
  await signInAs(page, 'marketing_manager');
  const writes = recordWritingImports(page);
  const refused = `E2E Refused ${Date.now()}`;
  const file = await writeCsv('impossible.csv', [
    HEADER,
    `${isoDaysAgo(3)},${refused},Meta,1000,40,2,25.00,80.00`,
    // More clicks than impressions cannot happen.
    `${isoDaysAgo(4)},${refused},Meta,100,250,2,25.00,80.00`,
  ]);

  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Import metrics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import metrics' });
  await dialog.getByLabel(/drop it here/).setInputFiles(file);

  await expect(dialog.getByRole('alert')).toHaveText(METRICS_IMPORT_MESSAGES.invalid);
  const problems = dialog.getByRole('list', { name: 'Problems in the file' }).getByRole('listitem');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText(/^Line 3, clicks:/);
  await expect(dialog.getByRole('table')).toHaveCount(0);
  const importButton = dialog.getByRole('button', { name: 'Import' });
  await expect(importButton).toBeDisabled();
  await importButton.click({ force: true });
  expect(await dialogViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(campaignRow(page, 'Spring Collection Launch')).toBeVisible();
  await expect(campaignRow(page, refused)).toHaveCount(0);
  expect(writes).toEqual([]);
});

test('a manager imports a 1.7 MB file: sent compressed in the background, with progress, then the result', async ({
  page,
}) => {
  await signInAs(page, 'marketing_manager');
  const stamp = Date.now();
  // 25 campaigns × 200 days × 4 channels: 20,000 rows, over the dialog's threshold for background imports.
  const lines = [HEADER];
  const channels = ['Google Search', 'Meta', 'LinkedIn', 'Email'];
  for (let campaign = 0; campaign < 25; campaign += 1) {
    for (let day = 1; day <= 200; day += 1) {
      for (const channel of channels) {
        lines.push(
          `${isoDaysAgo(day)},E2E Bulk ${stamp} campaign number ${campaign},${channel},${10_000 + day},${300 + campaign},${day % 20},${(120 + day / 4).toFixed(2)},${(400 + campaign).toFixed(2)}`,
        );
      }
    }
  }
  const file = await writeCsv('bulk.csv', lines);
  const sent: { encoding: string | undefined; prefer: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/metrics/import') {
      const headers = request.headers();
      sent.push({ encoding: headers['content-encoding'], prefer: headers.prefer });
    }
  });

  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Import metrics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import metrics' });
  await dialog.getByLabel(/drop it here/).setInputFiles(file);
  await expect(dialog.getByRole('heading', { name: 'Ready to import' })).toBeVisible({ timeout: 120_000 });
  await expect(dialog.getByRole('list', { name: 'Campaigns to create' })).toContainText(`E2E Bulk ${stamp}`);
  expect(sent[0]).toEqual({ encoding: 'gzip', prefer: 'respond-async' });

  await dialog.getByRole('button', { name: 'Import 20,000 rows' }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Metrics imported' })).toBeVisible({ timeout: 240_000 });
  const rows = (
    await dialog.getByRole('region', { name: 'Rows' }).getByRole('definition').allTextContents()
  ).map((text) => Number(text.replaceAll(',', '')));
  expect(rows[0]).toBe(20_000);
  await expect(dialog.getByRole('region', { name: 'Campaigns' }).getByRole('definition')).toHaveText([
    '25',
    '0',
  ]);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual({ encoding: 'gzip', prefer: 'respond-async' });
});
