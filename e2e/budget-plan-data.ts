import { writeFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { importMetricsFile } from './forecast-data';

/**
 * A campaign's delivery for the budget plan journey: daily rows of three channels whose spend moves in steps of
 * ±40 % around its usual level (so their curves can be told from lines) and whose revenue saturates,
 * revenue = ceiling × spend / (spend + 800), with a different ceiling per channel and a little day-to-day noise.
 * The last dollar earns most in Google Search and least in Email, so the plan moves budget from Email.
 */

const HEADER = 'date,campaign,channel,impressions,clicks,conversions,spend,revenue';
const HALF_SATURATION = 800;

export const PLAN_CHANNELS = [
  { channel: 'Google Search', level: 600, ceiling: 3000, phase: 0 },
  { channel: 'Meta', level: 500, ceiling: 2200, phase: 2 },
  { channel: 'Email', level: 300, ceiling: 1200, phase: 4 },
] as const;

/** The spend levels a channel steps through, a step every few days: +40 %, back, −40 %, back... */
const STEPS = [1, 1.4, 1, 0.6, 1.2, 0.8, 1.4, 0.6];
const STEP_DAYS = 5;

/** A calendar day some days back, so no row is in the future whatever the server's time zone. */
export function isoDaysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Noise of ±4 % that is the same on every run (a file that changed between runs would test something else). */
function noise(day: number, channel: number): number {
  const x = Math.sin(day * 12.9898 + channel * 78.233) * 43_758.5453;
  return 1 + ((x - Math.floor(x)) * 2 - 1) * 0.04;
}

/** `days` days of the three channels up to yesterday, as a Northstar CSV. */
export function budgetPlanCsvLines(campaign: string, days = 70): string[] {
  const lines = [HEADER];
  for (let back = days; back >= 1; back -= 1) {
    const day = days - back;
    PLAN_CHANNELS.forEach(({ channel, level, ceiling, phase }, index) => {
      const step = STEPS[(Math.floor(day / STEP_DAYS) + phase) % STEPS.length] ?? 1;
      const spend = Math.round(level * step * 100) / 100;
      const revenue =
        Math.round(((ceiling * spend) / (spend + HALF_SATURATION)) * noise(day, index) * 100) / 100;
      const clicks = Math.round(spend / 1.2);
      const conversions = Math.round(revenue / 60);
      lines.push(
        `${isoDaysAgo(back)},${campaign},${channel},${clicks * 40},${clicks},${conversions},${spend},${revenue}`,
      );
    });
  }
  return lines;
}

export async function writeBudgetPlanCsv(file: string, campaign: string, days = 70): Promise<string> {
  await writeFile(file, `${budgetPlanCsvLines(campaign, days).join('\n')}\n`);
  return file;
}

const campaignRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * Imports the file through the campaigns page's Import metrics dialog, as a marketing manager does, and opens the
 * new campaign's page from its row. Returns the campaign's id.
 */
export async function importAndOpenCampaign(page: Page, file: string, campaign: string, rows: number) {
  await importMetricsFile(page, file, rows);

  const edit = campaignRow(page, campaign).getByRole('link', { name: `Edit ${campaign}` });
  const id = /\/campaigns\/([^/]+)\/edit/.exec((await edit.getAttribute('href')) ?? '')?.[1];
  expect(id, 'the campaign row links to its page').toBeTruthy();
  await edit.click();
  return id as string;
}
