import { expect, serverURL, signInAs, test } from './fixtures';
import { campaignRow, fillWizard, skipDelays } from './wizard';

test('a marketing manager launches a campaign, then pauses, resumes, duplicates, edits and deletes it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await skipDelays(page);
  await signInAs(page, 'marketing_manager');
  const name = `E2E Launch ${Date.now()}`;
  await fillWizard(page, name);

  // No LLM key in the e2e server: /api/openai answers with the local generator's copy and says why; no AI claim.
  await expect(
    page.getByText("Copy written by Northstar's built-in generator", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Written by Northstar's built-in generator", { exact: true })).toBeVisible();
  await expect(page.getByText(/built-in generator instead/).first()).toBeVisible();
  await expect(page.getByText('AI content generated successfully!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Review & Launch Campaign' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  // Previous is the browser's back, and forward returns.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();

  const launch = page.getByRole('button', { name: 'Launch Campaign' });
  await expect(launch).toBeDisabled();
  for (const item of ['Campaign approved', 'Budget confirmed', 'Targeting reviewed', 'Content approved']) {
    await page.getByLabel(item).click();
  }
  await launch.click();
  await expect(page.getByText('Campaign launched successfully! Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/campaigns');
  const row = campaignRow(page, name);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Pause ${name}` }).click();
  await expect(page.getByText('Campaign status has been updated successfully.')).toBeVisible();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Resume ${name}` }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Duplicate ${name}` }).click();
  const copy = campaignRow(page, `${name} (copy)`);
  await expect(copy.getByText('Draft', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Campaign' })).toBeVisible();
  const renamed = `${name} renamed`;
  await expect(page.getByLabel('Campaign Name')).toHaveValue(name);
  await page.getByLabel('Campaign Name').fill(renamed);
  await page.getByRole('button', { name: 'Continue to Audience Builder' }).click();
  await expect(page.getByRole('checkbox', { name: 'Technology' })).toBeChecked();
  await page.getByRole('button', { name: 'Generate AI Content' }).click();
  await expect(page.getByLabel('Product/Service Name')).toHaveValue('Northstar Sneakers');
  await page.getByRole('button', { name: 'Review & Launch Campaign' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(campaignRow(page, renamed)).toBeVisible();
  await expect(campaignRow(page, name)).toHaveCount(0);

  for (const doomed of [renamed, `${name} (copy)`]) {
    await campaignRow(page, doomed)
      .getByRole('button', { name: `Delete ${doomed}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText('Are you sure you want to delete this campaign? This action cannot be undone.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Campaign has been deleted successfully.')).toBeVisible();
    await expect(campaignRow(page, doomed)).toHaveCount(0);
  }
});

test('when both content endpoints fail the wizard uses fallback copy and still launches', async ({
  page,
}) => {
  await skipDelays(page);
  await signInAs(page, 'marketing_manager');
  for (const path of ['**/api/openai/generate-content', '**/api/ai/generate-content']) {
    await page.route(path, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
  }
  const name = `E2E Fallback ${Date.now()}`;
  await fillWizard(page, name);

  await expect(page.getByText('Failed to generate content. Using fallback content.')).toBeVisible();
  await expect(page.getByText('Offline template copy (fallback)')).toBeVisible();
  await page.getByRole('button', { name: 'Review & Launch Campaign' }).click();
  for (const item of ['Campaign approved', 'Budget confirmed', 'Targeting reviewed', 'Content approved']) {
    await page.getByLabel(item).click();
  }
  await page.getByRole('button', { name: 'Launch Campaign' }).click();
  await expect(page.getByText('Campaign launched successfully! Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/campaigns');
  const row = campaignRow(page, name);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('an analyst gets Access Restricted on /campaign/new', async ({ page }) => {
  await signInAs(page, 'analyst');
  await page.goto('/campaign/new');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText('Marketing Manager, Marketing Director, Administrator')).toBeVisible();
  await expect(page.getByLabel('Campaign Name')).toHaveCount(0);
});

test('the campaign list pages as the user scrolls: a filter holds across pages and a campaign deleted meanwhile is neither repeated nor skipped', async ({
  page,
}) => {
  await signInAs(page, 'marketing_manager');
  const origin = new URL(serverURL()).origin;
  const tag = `Paged ${Date.now().toString(36)}`;
  const names = Array.from({ length: 28 }, (_, i) => `${tag} ${String(i + 1).padStart(2, '0')}`);
  const ids: string[] = [];
  // 28 drafts, one after another: more than a screen page (25) of the Draft filter, the newest first.
  for (const name of names) {
    const response = await page.request.post('/api/campaigns', {
      headers: { origin },
      data: {
        name,
        objective: 'conversion',
        budget: 1000,
        targetAudience: {
          demographics: { ageRange: [25, 45], locations: ['United States'], interests: ['Technology'] },
          behavioral: { engagementLevel: 'high', devicePreference: 'mobile', shoppingTimes: ['Weekends'] },
        },
        brandVoice: { tone: 'professional', style: 'modern', productName: 'Acme', keyMessages: ['Fast'] },
        status: 'draft',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push((await response.json()).id);
  }
  try {
    await page.goto('/campaigns?status=draft');
    const list = page.getByRole('list', { name: 'Campaigns' });
    await expect(list.getByRole('heading', { name: names[27] })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more campaigns' })).toBeVisible();
    // The oldest draft, not yet loaded, is deleted by someone else before the next page is asked for.
    const deleted = await page.request.delete(`/api/campaigns/${ids[0]}`, { headers: { origin } });
    expect(deleted.status()).toBe(204);

    for (
      let i = 0;
      i < 10 && (await page.getByRole('button', { name: 'Load more campaigns' }).count());
      i += 1
    ) {
      await page.getByRole('button', { name: 'Load more campaigns' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
    }
    await expect(page.getByRole('button', { name: 'Load more campaigns' })).toHaveCount(0);
    const showMore = page.getByRole('button', { name: 'Show more' });
    while (await showMore.count()) await showMore.click();
    const headings = await list.getByRole('heading', { level: 3 }).allTextContents();
    const mine = headings.filter((text) => text.startsWith(tag));
    expect(mine).toEqual(names.slice(1).reverse());
    expect(new Set(headings).size).toBe(headings.length);
    for (const row of await list.getByRole('listitem').all()) await expect(row).toContainText('Draft');
  } finally {
    for (const id of ids.slice(1)) await page.request.delete(`/api/campaigns/${id}`, { headers: { origin } });
  }
});
