import type { Page } from '@playwright/test';
import { APPROVAL_MESSAGES } from '../src/shared/approvals';
import type { Role } from '../src/shared/roles';
import { expect, serverURL, signInAs, test } from './fixtures';
import { campaignRow, fillWizard, skipDelays } from './wizard';

/** Signs the page's browser out and in again as another role (one window, several people). */
async function switchTo(page: Page, role: Role) {
  await page.context().clearCookies();
  await signInAs(page, role);
}

async function setLaunchApproval(page: Page, on: boolean) {
  const baseURL = serverURL();
  const response = await page.request.patch('/api/admin/settings', {
    data: { launchApproval: on },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('launch approval: a manager submits from the wizard, a director rejects with a comment, the manager resubmits and the director approves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await skipDelays(page);
  const name = `E2E Approval ${Date.now()}`;
  await signInAs(page, 'admin');
  try {
    // The admin turns approval on from the admin dashboard; it holds after a reload.
    await page.goto('/admin');
    const setting = page.getByLabel('Require approval for launches by marketing managers');
    await expect(setting).not.toBeChecked();
    await setting.click();
    await expect(setting).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Require approval for launches by marketing managers')).toBeChecked();

    // The manager's launch from the wizard is a request for approval.
    await switchTo(page, 'marketing_manager');
    await fillWizard(page, name);
    await page.getByRole('button', { name: 'Review & Launch Campaign' }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit for Approval' });
    await expect(submit).toBeDisabled();
    for (const item of ['Ready for approval', 'Budget confirmed', 'Targeting reviewed', 'Content approved']) {
      await page.getByLabel(item).click();
    }
    await submit.click();
    await expect(page.getByText(APPROVAL_MESSAGES.submitted).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/campaigns');
    const row = campaignRow(page, name);
    await expect(row.getByText('Pending approval', { exact: true })).toBeVisible();
    await expect(row.getByText(/Waiting for approval since/)).toBeVisible();

    // The director finds it under Approvals, with its budget and copy; a rejection needs a comment.
    await switchTo(page, 'marketing_director');
    await page.goto('/');
    await page.getByRole('link', { name: /^Approvals/ }).click();
    await expect(page).toHaveURL(/\/approvals$/);
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Headlines')).toBeVisible();
    await card.getByRole('button', { name: `Reject ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject campaign' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText(APPROVAL_MESSAGES.commentRequired)).toBeVisible();
    await dialog.getByLabel('Comment').fill('Cut the budget before we go live');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name })).toHaveCount(0);

    // The manager is told in the app, sees why on the campaign, changes nothing and submits it again.
    await switchTo(page, 'marketing_manager');
    await page.goto('/campaigns');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    await expect(page.getByText(`"${name}" was not approved`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    const rejected = campaignRow(page, name);
    await expect(rejected.getByText('Draft', { exact: true })).toBeVisible();
    await expect(rejected.getByText(/Rejected by .*Cut the budget before we go live/)).toBeVisible();
    await rejected.getByRole('button', { name: `Submit ${name} for approval` }).click();
    await expect(page.getByText(APPROVAL_MESSAGES.submitted).first()).toBeVisible();
    await expect(rejected.getByText('Pending approval', { exact: true })).toBeVisible();

    // The director approves it: it goes active.
    await switchTo(page, 'marketing_director');
    await page.goto('/approvals');
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve campaign' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await expect(page.getByRole('article', { name })).toHaveCount(0);

    await switchTo(page, 'marketing_manager');
    await page.goto('/campaigns');
    await expect(campaignRow(page, name).getByText('Active', { exact: true })).toBeVisible();

    // Every step is in the audit log.
    await switchTo(page, 'admin');
    await page.goto('/admin/audit');
    const log = page.getByRole('table');
    await expect(log.getByText('Campaign launch submitted for approval').first()).toBeVisible();
    await expect(log.getByText('Campaign launch approved or rejected').first()).toBeVisible();
  } finally {
    await switchTo(page, 'admin');
    await setLaunchApproval(page, false);
  }
});
