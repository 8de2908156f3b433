import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAKE_ADMIN_MESSAGES } from '../../../../shared/admin';
import { jsonResponse, makeUser, renderApp } from '../../../test/render-app';
import { deferred, makeAdminUser, stubApi, urlsOf } from '../test/admin-fixtures';

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

  it('counts every user from X-Total-Count and loads the next page from the Link header', async () => {
    const page = (users: ReturnType<typeof makeAdminUser>[], headers: Record<string, string>) =>
      new Response(JSON.stringify(users), {
        status: 200,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const calls = stubApi({
      'GET /api/admin/users': (call) =>
        call.url.includes('cursor=')
          ? page(
              [makeAdminUser({ id: 'user-9', firstName: 'Katherine', lastName: 'Johnson', username: 'kj' })],
              {
                'x-total-count': '2',
              },
            )
          : page([makeAdminUser()], {
              'x-total-count': '2',
              link: '</api/admin/users?limit=50&cursor=abc>; rel="next"',
            }),
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'All Users (2)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    expect(screen.queryByText('Katherine Johnson')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more users' }));
    expect(await screen.findByText('Katherine Johnson')).toBeInTheDocument();
    expect(urlsOf(calls, '/api/admin/users')).toEqual([
      '/api/admin/users?limit=50',
      '/api/admin/users?limit=50&cursor=abc',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
  });

  it('says No users found for an empty list', async () => {
    stubApi({ 'GET /api/admin/users': () => jsonResponse(200, []) });
    renderApp('/admin/users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Users (0)' })).toBeInTheDocument();
  });

  it('never shows Make Me Admin to an administrator', async () => {
    const calls = stubApi({ 'GET /api/admin/users': () => jsonResponse(200, [makeAdminUser()]) });
    renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'All Users (1)' });
    expect(screen.queryByRole('button', { name: 'Make Me Admin' })).not.toBeInTheDocument();
    expect(urlsOf(calls, '/api/admin/make-admin')).toHaveLength(0);
  });
});

describe('Make Me Admin for a non-admin', () => {
  const status =
    (codeRequired: boolean, hasAdmin = false) =>
    () =>
      jsonResponse(200, { hasAdmin, codeRequired });

  it('shows Access Denied once the workspace has an administrator', async () => {
    const calls = stubApi({ 'GET /api/admin/make-admin': status(true, true) }, 'marketing_manager');
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Me Admin' })).not.toBeInTheDocument();
    expect(urlsOf(calls, '/api/admin/users')).toHaveLength(0);
  });

  it('needs no code in development, and then shows the user list', async () => {
    let role: 'user' | 'admin' = 'user';
    const calls = stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser(role)),
      'GET /api/admin/make-admin': status(false),
      'POST /api/admin/make-admin': () => {
        role = 'admin';
        return jsonResponse(200, { id: 'user-user', role: 'admin' });
      },
      'GET /api/admin/users': () => jsonResponse(200, [makeAdminUser()]),
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Make Me Admin code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make Me Admin' }));
    expect(await screen.findByText('You are now an administrator')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
    // SPEC §4: the current user is refetched, and the admin's view of the page follows.
    expect(await screen.findByRole('heading', { name: 'All Users (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Me Admin' })).not.toBeInTheDocument();
  });

  it('never offers it to someone made an administrator since their session was loaded', async () => {
    let role: 'user' | 'admin' = 'user';
    stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser(role)),
      'GET /api/admin/make-admin': () =>
        jsonResponse(200, { hasAdmin: role === 'admin', codeRequired: false }),
      'GET /api/admin/users': () => jsonResponse(200, [makeAdminUser()]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('button', { name: 'Make Me Admin' })).toBeInTheDocument();

    // Meanwhile an administrator (or `npm run user:role`) makes them one; they look elsewhere and come back.
    role = 'admin';
    await user.click(screen.getByRole('link', { name: 'Northstar' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('button', { name: 'Make Me Admin' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Users (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Me Admin' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when Make Me Admin is refused", async () => {
    const calls = stubApi(
      {
        'GET /api/admin/make-admin': status(false),
        'POST /api/admin/make-admin': () => jsonResponse(403, { message: REFUSAL }),
      },
      'analyst',
    );
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Make Me Admin' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText(REFUSAL)).toBeInTheDocument();
    expect(within(notifications).getByText('Make Me Admin Refused')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks for the code from the server log in production, with errors at the field', async () => {
    const reply = deferred();
    const calls = stubApi(
      {
        'GET /api/admin/make-admin': status(true),
        'POST /api/admin/make-admin': () => reply.promise,
      },
      'user',
    );
    renderApp('/admin/users');
    const field = await screen.findByLabelText('Make Me Admin code');
    expect(field).toHaveAccessibleDescription(MAKE_ADMIN_MESSAGES.codeHelp);
    expect(screen.getByText(/printed in the server log at start-up/i)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Make Me Admin' });

    // Empty: refused on the spot, without asking the server.
    await userEvent.click(submit);
    expect(await screen.findByText(MAKE_ADMIN_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // A wrong code: the server's 403 is shown at the field; the button waits for the answer.
    await userEvent.type(field, 'wrong-code');
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    reply.resolve(
      jsonResponse(403, {
        message: MAKE_ADMIN_MESSAGES.codeInvalid,
        code: 'forbidden',
        fieldErrors: { bootstrapCode: [MAKE_ADMIN_MESSAGES.codeInvalid] },
      }),
    );
    expect(await screen.findByText(MAKE_ADMIN_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ bootstrapCode: 'wrong-code' });
  });
});
