import { can, DASHBOARD_ACTIONS, ROLES } from '../src/shared/roles';
import { expect, signInAs, test } from './fixtures';

/** SPEC §6: the dashboard shows exactly the buttons a role may use. */
const BUTTON_LABELS: Record<keyof typeof DASHBOARD_ACTIONS, string> = {
  newCampaign: 'New Campaign',
  createNewCampaign: 'Create New Campaign',
  manageCampaigns: 'Manage Campaigns',
  viewAnalytics: 'View Analytics',
  performanceReport: 'Performance Report',
  viewMessages: 'View Messages',
};

for (const role of ROLES) {
  test(`the ${role} dashboard shows exactly the allowed actions`, async ({ page }) => {
    await signInAs(page, role);
    await page.goto('/');
    await expect(page.getByText('Welcome back')).toBeVisible();
    for (const [action, label] of Object.entries(BUTTON_LABELS)) {
      const allowed = can(role, DASHBOARD_ACTIONS[action as keyof typeof DASHBOARD_ACTIONS]);
      const control = page
        .getByRole('link', { name: label, exact: true })
        .or(page.getByRole('button', { name: label, exact: true }));
      await expect(control, `${label} for ${role}`).toHaveCount(allowed ? 1 : 0);
    }
    await expect(page.getByText('Basic User')).toHaveCount(role === 'user' ? 1 : 0);
  });
}
