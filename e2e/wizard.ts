import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The spec's 2 s / 1.5 s delays, switched off (DESIGN §6: configurable so tests do not wait on them). */
export async function skipDelays(page: Page) {
  await page.addInitScript(() => {
    window.__NORTHSTAR_TIMING__ = {
      analysisMs: 0,
      launchStageMs: 0,
      redirectMs: 0,
      generateDebounceMs: 50,
      predictDebounceMs: 0,
    };
  });
}

export function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const campaignRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Steps 1–3 of the wizard; leaves the browser on step 4. */
export async function fillWizard(page: Page, name: string) {
  await page.goto('/campaign/new');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fill Required Fields' })).toBeDisabled();
  await page.getByLabel('Campaign Name').fill(name);
  await page.getByLabel('Description').fill('Spring collection for new customers.');
  await page.getByRole('radio', { name: /^Brand Awareness/ }).check();
  await page.getByLabel('Start Date').fill(isoDaysFromToday(1));
  await page.getByLabel('End Date').fill(isoDaysFromToday(31));
  await expect(page.getByText('Campaign duration: 30 days')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Audience Builder' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page).toHaveURL(/step=2/);
  await page.getByRole('button', { name: 'Fill Required Fields' }).click();
  await expect(
    page.getByText(
      'Please select at least one Interest, at least one Target Location, at least one Optimal Shopping Time to continue.',
    ),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Technology' }).check();
  await page.getByRole('checkbox', { name: 'United States' }).check();
  await page.getByRole('checkbox', { name: 'Weekends' }).check();
  await expect(page.getByText('Estimated Reach', { exact: true })).toBeVisible();
  // The arithmetic behind the estimate opens on demand.
  const howEstimated = page.getByRole('button', { name: 'How is this estimated?' });
  await howEstimated.click();
  await expect(howEstimated).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/CPM × 1,000 =/)).toBeVisible();
  await expect(page.getByText(/rough estimates/)).toHaveCount(0);

  // A reload keeps the step and everything typed so far.
  await page.reload();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Technology' })).toBeChecked();
  await page.getByRole('button', { name: 'Generate AI Content' }).click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('Product/Service Name').fill('Northstar Sneakers');
  await page.getByLabel('Key Message & Value Propositions').fill('Free shipping, 30-day returns');
}
