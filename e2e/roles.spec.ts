import { can, DASHBOARD_ACTIONS, ROLES } from '../src/shared/roles';
import { expect, signInAs, test } from './fixtures';

type Action = keyof typeof DASHBOARD_ACTIONS;
/** SPEC §2 dashboard: the header buttons and the Quick Actions panel. */
const HEADER: Partial<Record<Action, string>> = {
  newCampaign: 'New Campaign',
  viewMessages: 'View Messages',
};
const QUICK_ACTIONS: Partial<Record<Action, string>> = {
  createNewCampaign: 'Create New Campaign',
  viewAnalytics: 'View Analytics',
  manageCampaigns: 'Manage Campaigns',
  performanceReport: 'Performance Report',
  viewMessages: 'View Messages',
};

for (const role of ROLES) {
  test(`the ${role} dashboard shows exactly the actions SPEC §6 allows`, async ({ page }) => {
    await signInAs(page, role);
    await page.goto('/');
    await expect(page.getByText('Welcome back')).toBeVisible();
    const quickActions = page.getByRole('region', { name: 'Quick Actions' });
    // A plain user may take none of the actions: no empty card, their account and access instead (issue 30, item 7).
    if (role === 'user') {
      await expect(quickActions).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Your account' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your access' })).toBeVisible();
    } else {
      await expect(quickActions).toBeVisible();
    }
    for (const [action, label] of Object.entries(QUICK_ACTIONS)) {
      const allowed = can(role, DASHBOARD_ACTIONS[action as Action]);
      await expect(
        quickActions.getByRole('link', { name: label, exact: true }),
        `${label} for ${role}`,
      ).toHaveCount(allowed ? 1 : 0);
    }
    for (const [action, label] of Object.entries(HEADER)) {
      const allowed = can(role, DASHBOARD_ACTIONS[action as Action]);
      const total = await page.getByRole('link', { name: label, exact: true }).count();
      const inQuick = await quickActions.getByRole('link', { name: label, exact: true }).count();
      expect(total - inQuick, `header ${label} for ${role}`).toBe(allowed ? 1 : 0);
    }
    await expect(page.getByText('Basic User')).toHaveCount(role === 'user' ? 1 : 0);
  });
}
