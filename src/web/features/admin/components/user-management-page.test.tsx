import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { makeAdminUser, stubApi, urlsOf } from '../test/admin-fixtures';

const REFUSAL =
  'This workspace already has an administrator. Ask an administrator to change your role from Manage Users.';

describe('user management', () => {
  it('lists every user with initial, name, username, email, joined time, role badge and dropdown', async () => {
    stubApi({
      'GET /api/admin/users': () =>
        jsonResponse(200, [
          makeAdminUser(),
          makeAdminUser({
            id: 'user-3',
            firstName: 'Alan',
            lastName: 'Turing',
            username: 'alan',
            email: 'alan@example.com',
            role: 'marketing_director',
          }),
        ]),
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'All Users (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    const row = screen.getByRole('combobox', { name: 'Role for Alan Turing' }).closest('li') as HTMLElement;
    expect(within(row).getByText('A')).toBeInTheDocument();
    expect(within(row).getByText('@alan')).toBeInTheDocument();
    expect(within(row).getByText('alan@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Marketing Director', { selector: 'span' })).toBeInTheDocument();
    expect(within(row).getByText(/Joined 3 days ago/)).toBeInTheDocument();
  });

  it('says No users found for an empty list', async () => {
    stubApi({ 'GET /api/admin/users': () => jsonResponse(200, []) });
    renderApp('/admin/users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Users (0)' })).toBeInTheDocument();
  });

  it("shows the server's reason when Make Me Admin is refused", async () => {
    const calls = stubApi({
      'GET /api/admin/users': () => jsonResponse(200, [makeAdminUser()]),
      'POST /api/admin/make-admin': () => jsonResponse(403, { message: REFUSAL }),
    });
    renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'All Users (1)' });
    await userEvent.click(screen.getByRole('button', { name: 'Make Me Admin' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText(REFUSAL)).toBeInTheDocument();
    expect(within(notifications).getByText('Make Me Admin Refused')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('refetches the current user and the user list after Make Me Admin succeeds', async () => {
    const calls = stubApi({
      'GET /api/admin/users': () => jsonResponse(200, [makeAdminUser()]),
      'POST /api/admin/make-admin': () => jsonResponse(200, { id: 'user-admin', role: 'admin' }),
    });
    renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'All Users (1)' });
    expect(urlsOf(calls, '/api/user')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Make Me Admin' }));
    expect(await screen.findByText('You are now an administrator')).toBeInTheDocument();
    await waitFor(() => expect(urlsOf(calls, '/api/user')).toHaveLength(2));
    expect(urlsOf(calls, '/api/admin/users')).toHaveLength(2);
  });
});
