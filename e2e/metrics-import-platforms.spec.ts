import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { METRICS_IMPORT_MESSAGES, XLSX_CONTENT_TYPE } from '../src/shared/metrics';
import { expect, signInAs, test } from './fixtures';

/**
 * Issue 29: the files Google Ads and Meta Ads Manager really download, through the real import dialog. The files are
 * built here the way the platforms write them (a Google Ads .xlsx with its title, date-range and total rows; a Meta
 * export at ad level with its account summary row), dated relative to today.
 */

/** A calendar day some days back (local), so no row is in the future whatever the server's time zone. */
function daysAgo(days: number): { iso: string; date: Date } {
  const local = new Date();
  local.setDate(local.getDate() - days);
  const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const pad = (n: number) => String(n).padStart(2, '0');
  // Excel date cells carry no time zone: midnight UTC is the calendar day itself.
  return { iso: `${y}-${pad(m + 1)}-${pad(d)}`, date: new Date(Date.UTC(y, m, d)) };
}

/** "November 20, 2026", as Google Ads writes the report's date range under its title. */
const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const campaignRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A figure of a campaign's row in the list (Spend, CTR, Conversions, ROAS), by its name. */
const figure = (row: ReturnType<typeof campaignRow>, label: string) =>
  row.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** Serious or critical accessibility problems inside the open dialog. */
async function dialogViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function openImportDialog(page: Page) {
  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Import metrics' }).click();
  return page.getByRole('dialog', { name: 'Import metrics' });
}

interface GoogleDay {
  days: number;
  impressions: number;
  clicks: number;
  cost: number;
  conversions: number;
  value: number;
}

/** A Google Ads campaign report downloaded as .xlsx: title, date range, header, rows with date cells, totals. */
async function googleAdsWorkbook(campaign: string, rows: GoogleDay[], options: { day?: boolean } = {}) {
  const withDay = options.day ?? true;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Campaign report');
  const dates = rows.map((row) => daysAgo(row.days).date).sort((a, b) => a.getTime() - b.getTime());
  sheet.addRow(['Campaign report']);
  sheet.addRow([`${longDate(dates[0] as Date)} - ${longDate(dates.at(-1) as Date)}`]);
  const header = ['Campaign', 'Impr.', 'Clicks', 'Cost', 'Conversions', 'Conv. value', 'Currency code'];
  sheet.addRow(withDay ? ['Day', ...header] : header);
  const figures = (r: Omit<GoogleDay, 'days'>) => [
    r.impressions,
    r.clicks,
    r.cost,
    r.conversions,
    r.value,
    'USD',
  ];
  for (const row of rows) {
    const added = sheet.addRow([...(withDay ? [daysAgo(row.days).date] : []), campaign, ...figures(row)]);
    if (withDay) added.getCell(1).numFmt = 'yyyy-mm-dd';
    added.getCell(withDay ? 5 : 4).numFmt = '#,##0.00';
  }
  const sum = (key: keyof Omit<GoogleDay, 'days'>) =>
    Math.round(rows.reduce((total, row) => total + row[key], 0) * 100) / 100;
  const totals = figures({
    impressions: sum('impressions'),
    clicks: sum('clicks'),
    cost: sum('cost'),
    conversions: sum('conversions'),
    value: sum('value'),
  });
  sheet.addRow(withDay ? ['Total: Account', '--', ...totals] : ['Total: Account', ...totals]);
  const file = test.info().outputPath(`${withDay ? 'Campaign report' : 'Campaign totals'}.xlsx`);
  await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

interface MetaAd {
  days: number;
  campaign: string;
  adSet: string;
  ad: string;
  results: number;
  indicator: string;
  impressions: number;
  clicks: number;
  spend: number;
}

const PURCHASE = 'actions:offsite_conversion.fb_pixel_purchase';

/** A Meta Ads Manager export at ad level (CSV, UTF-8 with BOM): the account summary row first, then one row per ad and day. */
async function metaAdLevelCsv(ads: MetaAd[], currency = 'USD') {
  const header = [
    'Reporting starts',
    'Reporting ends',
    'Campaign name',
    'Ad set name',
    'Ad name',
    'Results',
    'Result indicator',
    'Impressions',
    'Link clicks',
    `Amount spent (${currency})`,
  ];
  const quote = (cell: string | number) =>
    /[",]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : cell;
  const line = (cells: (string | number)[]) => cells.map(quote).join(',');
  const days = ads.map((ad) => daysAgo(ad.days).iso).sort();
  const sum = (pick: (ad: MetaAd) => number) => ads.reduce((total, ad) => total + pick(ad), 0);
  const summary = [
    days[0] as string,
    days.at(-1) as string,
    '',
    '',
    '',
    '',
    '',
    sum((ad) => ad.impressions),
    sum((ad) => ad.clicks),
    Math.round(sum((ad) => ad.spend) * 100) / 100,
  ];
  const rows = ads.map((ad) => {
    const day = daysAgo(ad.days).iso;
    return [
      day,
      day,
      ad.campaign,
      ad.adSet,
      ad.ad,
      ad.results,
      ad.indicator,
      ad.impressions,
      ad.clicks,
      ad.spend,
    ];
  });
  const file = test.info().outputPath(`Meta-Ads-${currency}.csv`);
  await writeFile(file, `\uFEFF${[header, summary, ...rows].map(line).join('\n')}\n`);
  return file;
}

/** Three ads in two ad sets, on two days: 6 file rows that are 2 daily rows of the campaign. */
function metaAds(campaign: string): MetaAd[] {
  const ads: MetaAd[] = [];
  for (const days of [3, 4]) {
    ads.push(
      {
        days,
        campaign,
        adSet: 'Lookalike 1%',
        ad: 'Carousel – Spring',
        results: 4,
        indicator: PURCHASE,
        impressions: 5000,
        clicks: 120,
        spend: 40.5,
      },
      {
        days,
        campaign,
        adSet: 'Lookalike 1%',
        ad: 'Video 15s',
        results: 2,
        indicator: PURCHASE,
        impressions: 3000,
        clicks: 60,
        spend: 30.25,
      },
      {
        days,
        campaign,
        adSet: 'Retargeting, 30 days',
        ad: 'Static – Offer',
        results: 3,
        indicator: PURCHASE,
        impressions: 2000,
        clicks: 70,
        spend: 29.25,
      },
    );
  }
  return ads;
}

test('a Google Ads campaign report downloaded as .xlsx: the channel asked, the preview, the import, the figures', async ({
  page,
}) => {
  await signInAs(page, 'marketing_manager');
  const campaign = `E2E Google xlsx ${Date.now()}`;
  const file = await googleAdsWorkbook(campaign, [
    { days: 3, impressions: 10_000, clicks: 500, cost: 250.5, conversions: 20, value: 1500 },
    { days: 4, impressions: 12_000, clicks: 600, cost: 300.25, conversions: 25, value: 1800 },
    { days: 5, impressions: 8000, clicks: 400, cost: 199.25, conversions: 15, value: 1200 },
  ]);
  const sent: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/metrics/import')
      sent.push(request.headers()['content-type']);
  });

  const dialog = await openImportDialog(page);
  await dialog.getByLabel(/drop it here/).setInputFiles(file);
  // The workbook is not read in the browser: the server says the report needs its channel, and the dialog asks.
  await dialog.getByLabel('Channel of this report').selectOption('Google Search');
  await expect(dialog.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  await expect(dialog.getByText('Google Ads campaign report')).toBeVisible();
  await expect(dialog.getByText('Excel workbook · English headers')).toBeVisible();
  await expect(dialog.getByText('Workspace currency')).toBeVisible();
  await expect(dialog.getByText('1 skipped')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Campaigns to create' })).toHaveText(campaign);
  const preview = dialog.getByRole('table');
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row').nth(1)).toContainText('$251');
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((type) => type === XLSX_CONTENT_TYPE)).toBe(true);

  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByRole('heading', { name: 'Metrics imported' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('region', { name: 'Rows' }).getByRole('definition')).toHaveText([
    '3',
    '0',
    '0',
  ]);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // 30,000 impressions, 1,500 clicks, 60 conversions, $750 spent, $4,500 of value.
  const row = campaignRow(page, campaign);
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(figure(row, 'Spend')).toHaveText('$750');
  await expect(figure(row, 'CTR')).toHaveText('5.0%');
  await expect(figure(row, 'Conversions')).toHaveText('60');
  await expect(figure(row, 'ROAS')).toHaveText('6.00×');
});

test('a Meta Ads Manager export with ad-level rows: summed per campaign and day, shown before the import', async ({
  page,
}) => {
  await signInAs(page, 'marketing_manager');
  const campaign = `E2E Meta ads ${Date.now()}`;
  const file = await metaAdLevelCsv(metaAds(campaign));

  const dialog = await openImportDialog(page);
  await dialog.getByLabel(/drop it here/).setInputFiles(file);
  await expect(dialog.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  await expect(dialog.getByText('Meta Ads export', { exact: true })).toBeVisible();
  await expect(dialog.getByText('from 6 file rows')).toBeVisible();
  await expect(dialog.getByText('1 skipped')).toBeVisible();
  const notes = dialog.getByRole('list', { name: 'Notes on this file' });
  await expect(notes).toContainText('6 file rows became 2 daily rows');
  await expect(notes).toContainText('revenue is taken as 0');
  await expect(dialog.getByText('Taken as 0', { exact: true })).toBeVisible();
  const preview = dialog.getByRole('table');
  await expect(preview.getByRole('row')).toHaveCount(3);
  // Each day is the sum of its three ads: 10,000 impressions, 250 clicks, 9 purchases, $100 spent.
  await expect(preview.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    /\d/,
    campaign,
    'Meta',
    '10,000',
    '250',
    '9',
    '$100',
    '$0',
  ]);
  expect(await dialogViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByRole('heading', { name: 'Metrics imported' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Two days: 20,000 impressions, 500 link clicks (2.5 %), 18 purchases, $200 spent.
  const row = campaignRow(page, campaign);
  await expect(row).toBeVisible();
  await expect(figure(row, 'Spend')).toHaveText('$200');
  await expect(figure(row, 'CTR')).toHaveText('2.5%');
  await expect(figure(row, 'Conversions')).toHaveText('18');
});

test('a Meta export in another currency is refused with what to change, and nothing is written', async ({
  page,
}) => {
  await signInAs(page, 'marketing_manager');
  const campaign = `E2E Meta IDR ${Date.now()}`;
  const file = await metaAdLevelCsv(metaAds(campaign), 'IDR');
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/metrics/import' && url.searchParams.get('dryRun') !== 'true')
      writes.push(url.href);
  });

  const dialog = await openImportDialog(page);
  await dialog.getByLabel(/drop it here/).setInputFiles(file);
  await expect(dialog.getByRole('alert')).toHaveText(METRICS_IMPORT_MESSAGES.currencyMismatch('IDR', 'USD'));
  await expect(dialog.getByRole('table')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(campaignRow(page, campaign)).toHaveCount(0);
  expect(writes).toEqual([]);
});

test('a Google Ads report without its Day column names what is missing and where to add it', async ({
  page,
}) => {
  await signInAs(page, 'marketing_manager');
  const file = await googleAdsWorkbook(
    `E2E Google totals ${Date.now()}`,
    [{ days: 3, impressions: 10_000, clicks: 500, cost: 250.5, conversions: 20, value: 1500 }],
    { day: false },
  );

  const dialog = await openImportDialog(page);
  await dialog.getByLabel(/drop it here/).setInputFiles(file);
  const channel = dialog.getByLabel('Channel of this report');
  const alert = dialog.getByRole('alert');
  // The server may name the missing column before or after it asks for the channel.
  await expect(channel.or(alert)).toBeVisible();
  if (await channel.isVisible()) await channel.selectOption('Google Search');
  await expect(alert).toHaveText(METRICS_IMPORT_MESSAGES.missingColumns('google-ads', ['Day']));
  await expect(dialog.getByRole('list', { name: 'Missing from this Google Ads report:' })).toHaveText('Day');
  expect(await dialogViolations(page)).toEqual([]);
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
});
