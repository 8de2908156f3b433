import { writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { AUDIENCE_CHANNELS } from '../src/shared/audience-rules';
import type { ForecastCalibration } from '../src/shared/forecast-rules';
import { isoDaysFromToday } from './wizard';

/**
 * A workspace's own history for the forecast journey (issue 33): a few campaigns delivering on every audience
 * channel for two weeks at rates far from the public benchmarks (Meta's CPM about 2.5 × its $13.20), with enough
 * spend that they outweigh the demo workspace's simulated delivery in the calibration.
 */

const HEADER = 'date,campaign,channel,impressions,clicks,conversions,spend,revenue';

/** Daily spend, CPM, CTR % and conversion rate % per audience channel, and the order value of a conversion. */
const HISTORY_RATES = {
  'Google Display': { spend: 1800, cpm: 7.5, ctr: 0.3, conversionRate: 1, orderValue: 80 },
  YouTube: { spend: 1500, cpm: 20, ctr: 0.4, conversionRate: 0.8, orderValue: 80 },
  Meta: { spend: 2500, cpm: 33, ctr: 1.6, conversionRate: 4, orderValue: 80 },
  LinkedIn: { spend: 1200, cpm: 60, ctr: 0.5, conversionRate: 3, orderValue: 80 },
} as const satisfies Record<(typeof AUDIENCE_CHANNELS)[number], object>;

export const HISTORY_DAYS = 14;

/** A calendar day some days back, so no row is in the future whatever the server's time zone. */
function isoDaysAgo(days: number): string {
  return isoDaysFromToday(-days);
}

/** ±5 % that is the same on every run. */
function noise(day: number, seed: number): number {
  const x = Math.sin(day * 12.9898 + seed * 78.233) * 43_758.5453;
  return 1 + ((x - Math.floor(x)) * 2 - 1) * 0.05;
}

/** `HISTORY_DAYS` days up to yesterday of every audience channel for each campaign, as a Northstar CSV. */
export function forecastHistoryCsv(campaigns: string[]): string[] {
  const lines = [HEADER];
  campaigns.forEach((campaign, c) => {
    for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
      AUDIENCE_CHANNELS.forEach((channel, k) => {
        const rates = HISTORY_RATES[channel];
        const spend = Math.round(rates.spend * noise(back, c * 7 + k) * 100) / 100;
        const impressions = Math.round((spend / rates.cpm) * 1000);
        const clicks = Math.round((impressions * rates.ctr) / 100);
        const conversions = Math.round((clicks * rates.conversionRate) / 100);
        const revenue = Math.round(conversions * rates.orderValue * noise(back, c + k + 11) * 100) / 100;
        lines.push(
          `${isoDaysAgo(back)},${campaign},${channel},${impressions},${clicks},${conversions},${spend},${revenue}`,
        );
      });
    }
  });
  return lines;
}

export async function writeForecastHistory(file: string, campaigns: string[]): Promise<number> {
  const lines = forecastHistoryCsv(campaigns);
  await writeFile(file, `${lines.join('\n')}\n`);
  return lines.length - 1;
}

/** Imports a metrics file through the campaigns page's Import metrics dialog, as a marketing manager does. */
export async function importMetricsFile(page: Page, file: string, rows: number) {
  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'Import metrics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import metrics' });
  await dialog.getByLabel(/drop it here/).setInputFiles(file);
  await dialog.getByRole('button', { name: `Import ${rows} rows` }).click();
  await expect(dialog.getByRole('heading', { name: 'Metrics imported' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** The wizard's audience for the journey, as the API takes it (the same choices the journey ticks). */
export const JOURNEY_AUDIENCE = {
  interest: 'Technology',
  location: 'United States',
  shoppingTime: 'Weekends',
} as const;

/**
 * The workspace's calibration as the audience model answers it now (the wizard's first step sent by hand): per
 * channel the rates used and the campaigns they come from, to compare the screen with after an import.
 */
export async function currentCalibration(page: Page, origin: string): Promise<ForecastCalibration> {
  const response = await page.request.post('/api/audience/predict', {
    headers: { origin },
    data: {
      objective: 'awareness',
      budget: 5000,
      startDate: isoDaysFromToday(1),
      endDate: isoDaysFromToday(31),
      targetAudience: {
        demographics: {
          ageRange: [25, 45],
          locations: [JOURNEY_AUDIENCE.location],
          interests: [JOURNEY_AUDIENCE.interest],
        },
        behavioral: {
          engagementLevel: 'high',
          devicePreference: 'mobile',
          shoppingTimes: [JOURNEY_AUDIENCE.shoppingTime],
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { calibration: ForecastCalibration }).calibration;
}

/**
 * The demo workspace's delivery is written by the first ingest, which the server starts once listening and does not
 * wait for (one transaction: all of it shows at once). The calibration read before an import must include it.
 */
export async function waitForDemoDelivery(page: Page) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/analytics/30d/all');
        return response.ok()
          ? ((await response.json()) as { overview: { totalSpend: number } }).overview.totalSpend
          : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}

/** One channel's rates in the open "How is this estimated?": how many campaigns they come from, and the CPM used. */
export async function channelRatesShown(rates: Locator) {
  const caption = (await rates.locator('caption').textContent()) ?? '';
  const campaigns = Number(/(\d+) campaigns?/.exec(caption)?.[1] ?? 0);
  const cpm = (await rates.getByRole('row', { name: /^CPM/ }).getByRole('cell').first().textContent()) ?? '';
  return { caption, campaigns, cpm: Number(cpm.replace(/[^\d.]/g, '')) };
}

/** "Nov 29, 2026": today as the screens write a date in the workspace's default locale (en-US). */
export function todayAsShown(): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(),
  );
}
