import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { can, DASHBOARD_ACTIONS, ROLES, type Role } from '../../../../shared/roles';
import { makeUser } from '../../../test/render-app';
import { DashboardPage } from './dashboard-page';
import { QUICK_ACTIONS } from './quick-actions';

const HEADER_ACTIONS = [
  { action: 'newCampaign', label: 'New Campaign', to: '/campaign/new' },
  { action: 'viewMessages', label: 'View Messages', to: '/admin' },
] as const;

function renderDashboard(role: Role, firstName = 'Dana') {
  const router = createMemoryRouter(
    [{ path: '/', element: <DashboardPage user={makeUser(role, { firstName })} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('dashboard', () => {
  it.each(ROLES)('shows a %s exactly the actions DASHBOARD_ACTIONS allows', (role) => {
    renderDashboard(role);

    const quickActions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    for (const { action, label, to } of QUICK_ACTIONS) {
      const link = quickActions.queryByRole('link', { name: label });
      if (can(role, DASHBOARD_ACTIONS[action])) expect(link).toHaveAttribute('href', to);
      else expect(link).not.toBeInTheDocument();
    }
    const allowedQuick = QUICK_ACTIONS.filter(({ action }) => can(role, DASHBOARD_ACTIONS[action]));
    expect(quickActions.queryAllByRole('link')).toHaveLength(allowedQuick.length);

    for (const { action, label, to } of HEADER_ACTIONS) {
      const links = screen.queryAllByRole('link', { name: label });
      const headerLink = links.find((link) => !link.closest('section'));
      if (can(role, DASHBOARD_ACTIONS[action])) expect(headerLink).toHaveAttribute('href', to);
      else expect(headerLink).toBeUndefined();
    }

    const basicUser = screen.queryByRole('heading', { name: 'Basic User' });
    if (role === 'user') {
      expect(basicUser).toBeInTheDocument();
      expect(
        screen.getByText(
          'Contact an admin to request elevated permissions for campaign management and analytics access.',
        ),
      ).toBeInTheDocument();
    } else {
      expect(basicUser).not.toBeInTheDocument();
    }
  });

  it('gives an admin all five quick actions in the spec order', () => {
    renderDashboard('admin');
    const names = within(screen.getByRole('region', { name: 'Quick Actions' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Create New Campaign',
      'View Analytics',
      'Manage Campaigns',
      'Performance Report',
      'View Messages',
    ]);
  });

  it('welcomes the user by first name, or as Marketing Manager without one', () => {
    renderDashboard('analyst', 'Priya');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Priya');
  });

  it('falls back to Marketing Manager when there is no first name', () => {
    renderDashboard('analyst', '');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Marketing Manager');
  });

  it('marks the placeholder figures and sample insights as sample data', () => {
    renderDashboard('marketing_manager');
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    expect(overview.getByText('Sample data')).toBeInTheDocument();
    const figures: [string, string][] = [
      ['Active Campaigns', '0'],
      ['Average ROI', '+247%'],
      ['Total Reach', '2.4M'],
      ['Average CTR', '3.8%'],
    ];
    for (const [label, value] of figures) {
      expect(overview.getByText(label)).toBeInTheDocument();
      expect(overview.getByText(value)).toBeInTheDocument();
    }

    const insights = within(screen.getByRole('region', { name: 'AI Insights & Recommendations' }));
    expect(insights.getByText('Sample data')).toBeInTheDocument();
    expect(insights.getByText('High impact')).toBeInTheDocument();
    expect(insights.getByText('92% confidence')).toBeInTheDocument();
    expect(insights.getByText('Medium impact')).toBeInTheDocument();
    expect(insights.getByText('87% confidence')).toBeInTheDocument();
    expect(insights.queryByRole('button', { name: 'Take Action' })).not.toBeInTheDocument();

    expect(
      within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });
});
