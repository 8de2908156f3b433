import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_ACCESS_MESSAGES } from '../../../../shared/admin';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { deferred, makeAdminUser, stubApi } from '../test/admin-fixtures';

// Issue 28, item 7: the user list shows a disabled account and offers Disable / Enable / End sessions.

const grace = makeAdminUser();
const self = makeAdminUser({
  id: 'user-admin',
  firstName: 'Dana',
  lastName: 'Reyes',
  username: 'demo-admin',
  role: 'admin',
});
const disabledAt = new Date(Date.now() - 60 * 60_000).toISOString();

const rowOf = (name: string) =>
  screen.getByRole('combobox', { name: `Role for ${name}` }).closest('li') as HTMLElement;

describe('disabling and enabling accounts from the user list', () => {
  it('marks a disabled account and offers only Enable; an active one Disable and End sessions; never self-disable', async () => {
    stubApi({
      'GET /api/admin/users': () =>
        jsonResponse(200, [
          self,
          grace,
          makeAdminUser({
            id: 'user-3',
            firstName: 'Alan',
            lastName: 'Turing',
            username: 'alan',
            disabledAt,
          }),
        ]),
    });
    renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'All Users (3)' });

    const alan = rowOf('Alan Turing');
    expect(within(alan).getByText('Disabled', { selector: 'span' })).toBeInTheDocument();
    expect(within(alan).getByRole('button', { name: 'Enable Alan Turing' })).toBeInTheDocument();
    expect(within(alan).queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();

    const graceRow = rowOf('Grace Hopper');
    expect(within(graceRow).queryByText('Disabled', { selector: 'span' })).not.toBeInTheDocument();
    expect(within(graceRow).getByRole('button', { name: 'Disable Grace Hopper' })).toBeInTheDocument();
    expect(within(graceRow).getByRole('button', { name: 'End sessions Grace Hopper' })).toBeInTheDocument();

    const me = rowOf('Dana Reyes');
    expect(within(me).queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
    expect(within(me).getByRole('button', { name: 'End sessions Dana Reyes' })).toBeInTheDocument();
  });

  it('disables only after confirmation, shows the request pending, then the Disabled badge', async () => {
    let isDisabled = false;
    const answer = deferred();
    const calls = stubApi({
      'GET /api/admin/users': () =>
        jsonResponse(200, [self, { ...grace, disabledAt: isDisabled ? disabledAt : null }]),
      'POST /api/admin/users/user-2/disable': () => answer.promise,
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'All Users (2)' });
    await user.click(within(rowOf('Grace Hopper')).getByRole('button', { name: 'Disable Grace Hopper' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Grace Hopper?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Escape cancels without a request; open it again with the keyboard.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    within(rowOf('Grace Hopper')).getByRole('button', { name: 'Disable Grace Hopper' }).focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: 'Disable Grace Hopper?' });
    await user.click(within(again).getByRole('button', { name: 'Disable' }));
    expect(await within(again).findByRole('button', { name: 'Disabling…' })).toBeDisabled();

    isDisabled = true;
    answer.resolve(jsonResponse(200, { id: 'user-2', disabledAt, sessionsEnded: 2 }));
    expect(await screen.findByText(USER_ACCESS_MESSAGES.disabled('Grace Hopper'))).toBeInTheDocument();
    expect(
      await within(rowOf('Grace Hopper')).findByText('Disabled', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/users/user-2/disable',
    ]);
  });

  it("keeps the dialog open with the server's refusal as an alert", async () => {
    stubApi({
      'GET /api/admin/users': () => jsonResponse(200, [self, { ...grace, role: 'admin' }]),
      'POST /api/admin/users/user-2/disable': () =>
        jsonResponse(400, { message: USER_ACCESS_MESSAGES.lastAdmin }),
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'All Users (2)' });
    await user.click(within(rowOf('Grace Hopper')).getByRole('button', { name: 'Disable Grace Hopper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(USER_ACCESS_MESSAGES.lastAdmin);
    expect(within(dialog).getByRole('button', { name: 'Disable' })).toBeEnabled();
  });

  it('enables a disabled account and ends sessions, each confirmed, saying how many ended', async () => {
    const calls = stubApi({
      'GET /api/admin/users': () =>
        jsonResponse(200, [
          self,
          grace,
          makeAdminUser({ id: 'user-3', firstName: 'Alan', lastName: 'Turing', disabledAt }),
        ]),
      'POST /api/admin/users/user-3/enable': () =>
        jsonResponse(200, { id: 'user-3', disabledAt: null, sessionsEnded: 0 }),
      'POST /api/admin/users/user-2/sessions/revoke': () =>
        jsonResponse(200, { id: 'user-2', sessionsEnded: 3 }),
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'All Users (3)' });

    await user.click(within(rowOf('Alan Turing')).getByRole('button', { name: 'Enable Alan Turing' }));
    const enable = await screen.findByRole('alertdialog', { name: 'Enable Alan Turing again?' });
    await user.click(within(enable).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText(USER_ACCESS_MESSAGES.enabled('Alan Turing'))).toBeInTheDocument();

    await user.click(
      within(rowOf('Grace Hopper')).getByRole('button', { name: 'End sessions Grace Hopper' }),
    );
    const revoke = await screen.findByRole('alertdialog', { name: 'End every session of Grace Hopper?' });
    await user.click(within(revoke).getByRole('button', { name: 'End sessions' }));
    expect(
      await screen.findByText(USER_ACCESS_MESSAGES.sessionsEnded('Grace Hopper', 3)),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/users/user-3/enable',
      '/api/admin/users/user-2/sessions/revoke',
    ]);
  });
});

describe('resetting two-step sign-in from the user list', () => {
  it('is offered for others who have it on, never for oneself, and resets after confirmation', async () => {
    let isOn = true;
    const calls = stubApi({
      'GET /api/admin/users': () =>
        jsonResponse(200, [
          { ...self, twoFactorEnabled: true },
          { ...grace, twoFactorEnabled: isOn },
          makeAdminUser({ id: 'user-3', firstName: 'Alan', lastName: 'Turing' }),
        ]),
      'POST /api/admin/users/user-2/two-factor/reset': () => {
        isOn = false;
        return jsonResponse(200, { id: 'user-2', wasEnabled: true, sessionsEnded: 1 });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'All Users (3)' });
    const reset = /^Reset two-step sign-in/;
    expect(within(rowOf('Dana Reyes')).queryByRole('button', { name: reset })).not.toBeInTheDocument();
    expect(within(rowOf('Alan Turing')).queryByRole('button', { name: reset })).not.toBeInTheDocument();

    await user.click(
      within(rowOf('Grace Hopper')).getByRole('button', { name: 'Reset two-step sign-in Grace Hopper' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reset two-step sign-in for Grace Hopper?',
    });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(await screen.findByText(USER_ACCESS_MESSAGES.twoFactorReset('Grace Hopper'))).toBeInTheDocument();
    await expect.poll(() => within(rowOf('Grace Hopper')).queryByRole('button', { name: reset })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/users/user-2/two-factor/reset',
    ]);
  });
});
