import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderApp } from '../../../test/render-app';

describe('account settings', () => {
  it('is reachable from the signed-in header for any role', async () => {
    mockApi(makeUser('user'));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: /Account settings/ }));
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('saves the profile and shows the new name in the header at once', async () => {
    const me = makeUser('analyst', { firstName: 'Dana', lastName: 'Reyes' });
    let body: unknown;
    mockApi(me, {
      'PATCH /api/account/profile': (init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(200, { ...me, firstName: 'Danielle' });
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();

    await user.type(firstName, 'Danielle');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(body).toEqual({ firstName: 'Danielle', lastName: 'Reyes', email: me.email, company: '' });
    const header = screen.getByRole('banner');
    expect(within(header).getAllByText('Danielle Reyes').length).toBeGreaterThan(0);
  });

  it('changes the password with the SPEC §5 messages and clears the form', async () => {
    const message = 'Your password has been changed. Other devices have been signed out.';
    mockApi(makeUser('user'), { 'POST /api/account/password': () => jsonResponse(200, { message }) });
    const user = userEvent.setup();
    renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'old-password-1');
    await user.type(screen.getByLabelText('New password'), 'a-new-passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows a wrong current password at the field', async () => {
    mockApi(makeUser('user'), {
      'POST /api/account/password': () =>
        jsonResponse(400, {
          message: 'Current password is incorrect',
          fieldErrors: { currentPassword: ['Current password is incorrect'] },
        }),
    });
    const user = userEvent.setup();
    renderApp('/account');
    await user.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'a-new-passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password not changed')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-passphrase');
  });
});
