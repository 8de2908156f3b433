import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../shared/roles';
import type { ActivityItem } from '../../../../shared/workspace';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, makeUser, mockApi } from '../../../test/render-app';
import { DashboardPage } from './dashboard-page';

/** Issue 30, items 6 and 7: the dashboard's real recent activity, and a plain user's dashboard. */
const ACTIVITY = '/api/activity?limit=6';
const HOUR = 3600 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const ITEMS: ActivityItem[] = [
  {
    id: 12,
    kind: 'approval',
    title: '"Winter Boots" approved',
    at: ago(2),
    link: '/campaigns',
    actor: { name: 'Dana Reyes' },
  },
  {
    id: 11,
    kind: 'status',
    title: '"Autumn Sale" ended on its end date',
    at: ago(26),
    link: '/campaigns',
    actor: null,
  },
  {
    id: 9,
    kind: 'launch',
    title: '"Old Promo" launched',
    at: ago(72),
    link: null,
    actor: { name: 'Max Lee' },
  },
];

function renderDashboard(role: Role, handlers: Parameters<typeof mockApi>[1] = {}) {
  const fetchMock = mockApi(makeUser(role), {
    'GET /api/dashboard/summary': () => jsonResponse(500, { message: 'not in this test' }),
    'GET /api/workspace/admins': () =>
      jsonResponse(200, [{ name: 'Ada Lovelace' }, { name: 'Grace Hopper' }]),
    ...handlers,
  });
  const router = createMemoryRouter(
    [{ path: '/', element: <DashboardPage user={makeUser(role, { firstName: 'Sam', lastName: 'Lee' })} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetchMock;
}

const activityCard = () => within(screen.getByRole('region', { name: 'Recent Activity' }));

describe('recent activity', () => {
  it("shows the workspace's own events: what happened, who did it, when, and a link where there is a page", async () => {
    renderDashboard('marketing_manager', { [`GET ${ACTIVITY}`]: () => jsonResponse(200, ITEMS) });
    const card = activityCard();
    expect(card.getByRole('status')).toHaveTextContent('Loading recent activity');
    const rows = await card.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '"Winter Boots" approvedDana Reyes · 2 hours ago',
      '"Autumn Sale" ended on its end dateAutomatically · 1 day ago',
      '"Old Promo" launchedMax Lee · 3 days ago',
    ]);
    expect(card.getByRole('link', { name: '"Winter Boots" approved' })).toHaveAttribute('href', '/campaigns');
    // A deleted campaign has no page to go to.
    expect(card.queryByRole('link', { name: '"Old Promo" launched' })).not.toBeInTheDocument();
    expect(card.queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('says so when nothing has happened yet', async () => {
    renderDashboard('analyst', { [`GET ${ACTIVITY}`]: () => jsonResponse(200, []) });
    expect(await activityCard().findByText('Nothing has happened yet')).toBeInTheDocument();
  });

  it('shows why it failed with a retry that loads it again', async () => {
    // Down until the reader retries (the query client's own retries meet the same outage).
    let isDown = true;
    renderDashboard('admin', {
      [`GET ${ACTIVITY}`]: () =>
        isDown ? jsonResponse(503, { message: 'The database is not answering' }) : jsonResponse(200, ITEMS),
    });
    const card = activityCard();
    expect(await card.findByText('Recent activity could not be loaded')).toBeInTheDocument();
    expect(card.getByText(/The database is not answering/)).toBeInTheDocument();
    isDown = false;
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('"Winter Boots" approved')).toBeInTheDocument();
  });
});

describe("a plain user's dashboard", () => {
  it('shows their account and access and whom to ask, with no empty card and no call about campaigns', async () => {
    const fetchMock = renderDashboard('user');
    const account = within(screen.getByRole('region', { name: 'Your account' }));
    expect(account.getByText('Sam Lee')).toBeInTheDocument();
    expect(account.getByText('User')).toBeInTheDocument();
    expect(account.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');

    const access = within(screen.getByRole('region', { name: 'Your access' }));
    expect(
      access.getByText(
        'View analytics and performance reports: needs the role Analyst, Marketing Manager, Marketing Director or Administrator.',
      ),
    ).toBeInTheDocument();
    expect(
      access.getByText(
        'Create, launch and manage campaigns: needs the role Marketing Manager, Marketing Director or Administrator.',
      ),
    ).toBeInTheDocument();
    expect(
      await access.findByText('An administrator changes roles: ask Ada Lovelace and Grace Hopper.'),
    ).toBeInTheDocument();

    for (const empty of ['Quick Actions', 'Recent Activity']) {
      expect(screen.queryByRole('region', { name: empty })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/No quick actions/)).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => /activity|summary|insights|campaigns/.test(url))).toEqual([]);
  });
});
