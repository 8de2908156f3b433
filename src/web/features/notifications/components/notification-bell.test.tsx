import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppNotification, NotificationList } from '../../../../shared/approvals';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { stubApi } from '../../../test/stub-api';
import { NOTIFICATION_POLL_MS, notificationsQueryOptions } from '../api/get-notifications';
import { NotificationBell } from './notification-bell';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: '5b0e8f3c-9a61-4c56-8d0b-000000000001',
    kind: 'approval_rejected',
    title: 'Campaign rejected',
    body: 'Morgan Lee rejected Spring Launch: the budget is too high.',
    link: '/campaigns/8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0001/edit',
    createdAt: minutesAgo(5),
    readAt: null,
    ...overrides,
  };
}

const rejected = makeNotification();
const approved = makeNotification({
  id: '5b0e8f3c-9a61-4c56-8d0b-000000000002',
  kind: 'approval_approved',
  title: 'Campaign approved',
  body: 'Morgan Lee approved Holiday Flash Sale. It is now active.',
  link: null,
  createdAt: minutesAgo(90),
});
const older = makeNotification({
  id: '5b0e8f3c-9a61-4c56-8d0b-000000000003',
  title: 'Campaign approved',
  body: 'Morgan Lee approved Winter Sale.',
  createdAt: minutesAgo(3 * 24 * 60),
  readAt: minutesAgo(2 * 24 * 60),
});

/** The notifications API with a server-side list that POST /read really changes. */
function stubNotifications(initial: AppNotification[]) {
  let items = initial;
  const list = (): NotificationList => ({
    unread: items.filter((item) => item.readAt === null).length,
    items,
  });
  const calls = stubApi(
    {
      'GET /api/notifications': () => jsonResponse(200, list()),
      'POST /api/notifications/read': (call) => {
        const ids = new Set((call.body as { ids: string[] }).ids);
        items = items.map((item) =>
          ids.has(item.id) ? { ...item, readAt: new Date().toISOString() } : item,
        );
        return new Response(null, { status: 204 });
      },
    },
    'marketing_manager',
  );
  return calls;
}

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/campaigns/:id/edit', element: <h1>Edit campaign</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const readCalls = (calls: ReturnType<typeof stubNotifications>) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/notifications/read');

describe('notification bell', () => {
  it('shows how many notifications are unread', async () => {
    stubNotifications([rejected, approved, older]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('lists the newest, marks the unread ones it shows read, and clears the badge', async () => {
    const calls = stubNotifications([rejected, approved, older]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('New: Campaign rejected');
    expect(items[0]).toHaveTextContent('Morgan Lee rejected Spring Launch: the budget is too high.');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('New: Campaign approved');
    expect(items[2]).not.toHaveTextContent('New:');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', rejected.link);
    expect(within(items[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();

    await waitFor(() => expect(readCalls(calls)).toHaveLength(1));
    expect(readCalls(calls)[0]?.body).toEqual({ ids: [rejected.id, approved.id] });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('2')).not.toBeInTheDocument();
    // Still marked as new while the list is open, so the reader sees what arrived.
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('New: Campaign rejected');

    // Opening it again sends nothing: there is nothing unread left.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).not.toHaveTextContent('New:');
    expect(readCalls(calls)).toHaveLength(1);
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    stubNotifications([older]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('opens a notification’s link and closes the list', async () => {
    stubNotifications([rejected]);
    const router = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: /Campaign rejected/ }));
    expect(router.state.location.pathname).toBe('/campaigns/8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0001/edit');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there are no notifications, and marks nothing', async () => {
    const calls = stubNotifications([]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No notifications yet')).toBeInTheDocument();
    expect(readCalls(calls)).toHaveLength(0);
  });

  it('polls every minute and when the window gets focus again', () => {
    const options = notificationsQueryOptions();
    expect(NOTIFICATION_POLL_MS).toBe(60_000);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.staleTime).toBe(0);
  });

  it('sits in the signed-in header, left of the account menu', async () => {
    stubNotifications([rejected]);
    renderApp('/account');
    const header = within(await screen.findByRole('banner'));
    const bell = await header.findByRole('button', { name: 'Notifications, 1 unread' });
    const account = header.getByRole('link', { name: /Account settings/ });
    expect(bell.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
