import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ForecastAccuracy } from '../src/shared/forecast-rules';
import { expect, serverURL, signInAs, test } from './fixtures';
import {
  channelRatesShown,
  currentCalibration,
  importMetricsFile,
  JOURNEY_AUDIENCE,
  todayAsShown,
  waitForDemoDelivery,
  writeForecastHistory,
} from './forecast-data';
import { campaignRow, isoDaysFromToday, skipDelays } from './wizard';

/** Serious or critical accessibility problems inside `selector`. */
async function violationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test('a manager imports history, sees the forecast calibrated on it in the wizard, launches, and finds forecast vs actual and the track record', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await skipDelays(page);
  await signInAs(page, 'marketing_manager');
  const origin = new URL(serverURL()).origin;
  await waitForDemoDelivery(page);
  const before = await currentCalibration(page, origin);

  // Three campaigns' two weeks on every audience channel, at rates far from the benchmarks.
  const stamp = Date.now();
  const history = ['North', 'East', 'West'].map((region) => `E2E Forecast History ${region} ${stamp}`);
  const file = test.info().outputPath('forecast-history.csv');
  await importMetricsFile(page, file, await writeForecastHistory(file, history));

  // An imported campaign was never launched from the wizard: its page says it has no forecast to compare.
  await campaignRow(page, history[0] as string)
    .getByRole('link', { name: `Edit ${history[0]}` })
    .click();
  const noForecast = page.getByRole('region', { name: 'Forecast vs actual' });
  await expect(noForecast.getByText('No forecast for this campaign')).toBeVisible();

  // The wizard's forecast now rests on the workspace's own results, the imported campaigns among them.
  const name = `E2E Forecast ${stamp}`;
  await page.goto('/campaign/new');
  await page.getByLabel('Campaign Name').fill(name);
  await page.getByLabel('Description').fill('Spring collection for new customers.');
  await page.getByRole('radio', { name: /^Brand Awareness/ }).check();
  await page.getByLabel('Start Date').fill(isoDaysFromToday(1));
  await page.getByLabel('End Date').fill(isoDaysFromToday(31));
  await page.getByRole('button', { name: 'Continue to Audience Builder' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  for (const option of Object.values(JOURNEY_AUDIENCE)) {
    await page.getByRole('checkbox', { name: option }).check();
  }
  const panel = page.getByRole('region', { name: 'AI Audience Predictions' });
  await expect(panel.getByText('Estimated Reach', { exact: true })).toBeVisible();
  const basedOn = panel.getByText(/^Based on/);
  await expect(basedOn).toHaveText(/^Based on (Your results|Your results \+ benchmarks)$/);
  const basis = ((await basedOn.textContent()) ?? '').replace(/^Based on\s*/, '');

  await panel.getByRole('button', { name: 'How is this estimated?' }).click();
  const how = panel.getByRole('region', { name: 'How is this estimated?' });
  await expect(how.getByRole('heading', { name: /^Rates used/ })).toHaveText(`Rates used ${basis}`);
  const tables = how.getByRole('table');
  await expect(tables.first()).toBeVisible();
  for (const table of await tables.all()) {
    const shown = await channelRatesShown(table);
    const channel = shown.caption.split(':')[0];
    const prior = before.channels.find((c) => c.channel === channel);
    expect(prior, `${channel} was in the mix before the import`).toBeDefined();
    // Each channel's sample counts the three imported campaigns...
    expect(shown.campaigns, shown.caption).toBe((prior?.campaigns ?? 0) + history.length);
    // ...and Meta's CPM moved toward theirs (about 2.5 × the benchmark).
    if (channel === 'Meta') expect(shown.cpm).toBeGreaterThan(prior?.cpm ?? 0);
  }
  const budget = /^(\S+) ÷/.exec((await how.getByText(/ CPM × 1,000 = /).textContent()) ?? '')?.[1];
  expect(budget, 'the impressions step starts from the budget').toBeTruthy();
  expect(await violationsIn(page, '[aria-labelledby="predictions-heading"]')).toEqual([]);

  // Launch.
  await page.getByRole('button', { name: 'Generate AI Content' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('Product/Service Name').fill('Northstar Sneakers');
  await page.getByLabel('Key Message & Value Propositions').fill('Free shipping, 30-day returns');
  await expect(
    page.getByText("Copy written by Northstar's built-in generator", { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Review & Launch Campaign' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  for (const item of ['Campaign approved', 'Budget confirmed', 'Targeting reviewed', 'Content approved']) {
    await page.getByLabel(item).click();
  }
  await page.getByRole('button', { name: 'Launch Campaign' }).click();
  await expect(page.getByText('Campaign launched successfully! Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The campaign page keeps the forecast made at launch, on the same basis; it starts tomorrow, so no actuals yet.
  await page.goto('/campaigns');
  await campaignRow(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  const section = page.getByRole('region', { name: 'Forecast vs actual' });
  await expect(section.getByText('Not started yet')).toBeVisible();
  await expect(section).toContainText(`Kept at launch, ${todayAsShown()}`);
  await expect(section.getByText('Forecast basis:').locator('..')).toHaveText(`Forecast basis: ${basis}`);
  const spend = section.getByText('Spend', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(spend).toHaveText(budget as string);
  expect(await violationsIn(page, '[aria-labelledby="forecast-actual-heading"]')).toEqual([]);

  // The analytics page and the report show the workspace's track record as the server keeps it.
  const answer = await page.request.get('/api/forecasts/accuracy');
  expect(answer.status()).toBe(200);
  const accuracy = (await answer.json()) as ForecastAccuracy;
  await page.goto('/analytics');
  const card = page.getByRole('region', { name: 'Forecast accuracy' });
  if (accuracy.campaigns > 0) {
    await expect(card.getByText(/^\d+ campaigns?$/)).toHaveText(new RegExp(`^${accuracy.campaigns} `));
    await expect(card).toContainText(accuracy.summary);
  } else {
    // Forecasts count after a week of delivery; this run's launch starts tomorrow.
    await expect(card.getByText('No track record yet')).toBeVisible();
  }
  expect(await violationsIn(page, '[aria-labelledby="forecast-accuracy-heading"]')).toEqual([]);

  await page.goto('/performance?type=executive');
  const reported = page.getByRole('region', { name: 'Forecast accuracy' });
  await expect(reported).toContainText(accuracy.summary);
});
