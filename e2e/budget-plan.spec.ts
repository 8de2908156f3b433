import AxeBuilder from '@axe-core/playwright';
import { importAndOpenCampaign, PLAN_CHANNELS, writeBudgetPlanCsv } from './budget-plan-data';
import { expect, signInAs, test } from './fixtures';

const DAYS = 70;
const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );

test('a marketing manager sees the budget plan of an imported campaign, tries a bigger daily budget and applies the reallocation', async ({
  page,
}) => {
  // Fitting three curves with their bootstrap, an import of 210 rows and the engine's run after it.
  test.setTimeout(90_000);
  await signInAs(page, 'marketing_manager');
  const name = `E2E Budget Plan ${Date.now()}`;
  const file = await writeBudgetPlanCsv(test.info().outputPath('budget-plan.csv'), name, DAYS);
  await importAndOpenCampaign(page, file, name, DAYS * PLAN_CHANNELS.length);

  // The plan: expected revenue now and under the plan, one curve per channel, and the split.
  const plan = page.getByRole('region', { name: 'Budget plan' });
  await expect(plan.getByText('Expected gain', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(plan.getByText(/^80 %: \+\$[\d,.]+ to \+\$[\d,.]+ · /)).toBeVisible();
  for (const { channel } of PLAN_CHANNELS) {
    await expect(
      plan.getByRole('group', { name: `${channel}: expected daily revenue against daily spend` }),
    ).toBeVisible();
  }
  // Email's last dollars earn least: the plan gives it a smaller share.
  const split = plan.getByRole('table', { name: /^Channel split at / });
  await expect(split.getByRole('row', { name: /Email/ })).toContainText('▼');
  expect(
    (
      await new AxeBuilder({ page }).include('section[aria-labelledby="budget-plan-heading"]').analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary}`),
      })),
  ).toEqual([]);

  // What if the daily budget were higher? The keyboard moves the slider; the answer replaces the figure.
  const result = page.getByRole('status', { name: 'What-if result' });
  const revenue = result
    .locator('dt', { hasText: 'Expected daily revenue' })
    .locator('xpath=following-sibling::dd[1]');
  const before = (await revenue.textContent()) ?? '';
  const slider = plan.getByRole('slider', { name: 'Daily budget' });
  const today = Number(await slider.getAttribute('aria-valuenow'));
  await slider.focus();
  await page.keyboard.press('PageUp');
  await expect(slider).not.toHaveAttribute('aria-valuenow', String(today));
  const budget = Number(await slider.getAttribute('aria-valuenow'));
  expect(budget).toBeGreaterThan(today);
  await expect(result).toContainText(`At ${dollars(budget)} a day with today's split`);
  await expect(result).toHaveAttribute('aria-busy', 'false');
  await expect(revenue).not.toHaveText(before);
  await expect(
    result.locator('dt', { hasText: 'Change from now' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(/^\+\$[\d,.]+ a day$/);
  await expect(
    plan.getByRole('table', { name: `Channel split at ${dollars(budget)} a day: now and recommended` }),
  ).toBeAttached();

  // Reset: back to today's budget and split.
  await plan.getByRole('button', { name: 'Reset' }).click();
  await expect(slider).toHaveAttribute('aria-valuenow', String(today));
  await expect(result).toContainText(`At ${dollars(today)} a day with today's split`);
  await expect(revenue).toHaveText(before);

  // The engine raised the reallocation when the import ran: it is on the same page; applying it shows it applied.
  const recommendations = page.getByRole('region', { name: 'Budget recommendations' });
  const reallocation = recommendations.getByRole('article').filter({ hasText: /Move budget from Email/ });
  await expect(reallocation).toBeVisible();
  await reallocation.getByRole('button', { name: 'Apply Recommendation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply recommendation' });
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(reallocation.getByText(/^Applied /)).toBeVisible();
  await expect(reallocation.getByRole('button', { name: 'Undo' })).toBeVisible();

  // Still applied on a new visit (now from the list of applied ones), with when its result will be measured.
  await page.reload();
  await expect(reallocation.getByText(/^Applied /)).toBeVisible();
  await expect(reallocation).toContainText(/Result measurable after/);
});
