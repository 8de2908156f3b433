import { writeBudgetPlanCsv } from './budget-plan-data';
import { expect, signInAs, test } from './fixtures';

test('imported figures say so on every screen, and an applied recommendation says when its result is measured', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'marketing_manager');
  const name = `E2E Provenance ${Date.now()}`;
  // Ten weeks on three channels whose budgets changed now and then: the next dollar earns most in Google Search and
  // least in Email, so the engine's budget plan proposes moving budget from Email.
  const file = await writeBudgetPlanCsv(test.info().outputPath('provenance.csv'), name);

  await page.goto('/analytics');
  await page.getByRole('button', { name: 'Import metrics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import metrics' });
  await dialog.getByLabel(/drop it here/).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import 210 rows' }).click();
  await expect(dialog.getByRole('heading', { name: 'Metrics imported' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The page says where its figures come from: the simulator's and the import's, with the import's date.
  const note = page.getByTestId('provenance');
  await expect(note).toContainText('Demo data (simulated delivery)');
  await expect(note).toContainText(/Imported [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await page.getByRole('tab', { name: 'Campaign Analysis' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Imported', { exact: true })).toBeVisible();

  // The dashboard and the report say it too.
  await page.goto('/');
  await expect(page.getByTestId('provenance')).toContainText('Imported');
  await page.goto('/performance');
  await expect(page.getByTestId('provenance')).toContainText('Imported');

  // Applying the engine's recommendation: the card says when its result will be measured.
  await page.goto('/analytics?tab=insights');
  const card = (scope: typeof page) =>
    scope.getByRole('article').filter({ hasText: `Move budget from Email to Google Search on ${name}` });
  await card(page).getByRole('button', { name: 'Apply Recommendation' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply recommendation' });
  await apply.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(apply).toBeHidden();
  await page.goto('/analytics?tab=insights&status=applied');
  await expect(card(page).getByText(/^Result measurable after [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card(page)).toContainText(
    "Compared with the week before and with the campaign's other channels",
  );
});
