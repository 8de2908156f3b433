import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../../shared/auth';
import {
  fieldErrorResponse,
  fillFields,
  jsonResponse,
  makeUser,
  mockApi,
  renderApp,
} from '../../../test/render-app';
import { expectTextContents } from '../../../test/text-assertions';

/** Fills in the password form and presses Change password. */
async function changePassword(user: UserEvent, current: string, next: string, confirmation: string) {
  await fillFields(user, {
    'Current password': current,
    'New password': next,
    'Confirm new password': confirmation,
  });
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

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

    await changePassword(user, 'old-password-1', 'a-new-passphrase', 'something-else');
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
        fieldErrorResponse(400, 'currentPassword', 'Current password is incorrect'),
    });
    const user = userEvent.setup();
    renderApp('/account');
    await changePassword(user, 'wrong-password', 'a-new-passphrase', 'a-new-passphrase');
    expect(await screen.findByText('Password not changed')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-passphrase');
  });
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const THIS_BROWSER: AccountSession = {
  isCurrent: true,
  createdAt: minutesAgo(120),
  lastActiveAt: minutesAgo(0),
  ip: '198.51.100.1',
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};
const PHONE: AccountSession = {
  isCurrent: false,
  createdAt: minutesAgo(3 * 24 * 60),
  lastActiveAt: minutesAgo(5),
  ip: '198.51.100.2',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
const UNKNOWN: AccountSession = {
  isCurrent: false,
  createdAt: minutesAgo(30),
  lastActiveAt: minutesAgo(20),
  ip: null,
  userAgent: null,
};

describe('where you are signed in', () => {
  it('lists the signed-in browsers in plain words, this device first', async () => {
    mockApi(makeUser('user'), {
      'GET /api/account/sessions': () => jsonResponse(200, [THIS_BROWSER, PHONE, UNKNOWN]),
    });
    renderApp('/account');
    const list = await screen.findByRole('list', { name: 'Signed-in browsers' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expectTextContents(first, [
      'Chrome on macOS',
      'This device',
      'IP address 198.51.100.1',
      'Signed in 2 hours ago · Last active now',
    ]);
    expectTextContents(second, ['Safari on iPhone', 'Signed in 3 days ago · Last active 5 minutes ago']);
    expect(second).not.toHaveTextContent('This device');
    expect(third).toHaveTextContent('Unknown browser');
    expect(third).not.toHaveTextContent('IP address');
    expect(screen.getByText('2 other browsers are signed in.')).toBeInTheDocument();
  });

  it('signs out everywhere else only after confirmation, then shows this device alone', async () => {
    let sessions = [THIS_BROWSER, PHONE];
    let revokes = 0;
    mockApi(makeUser('user'), {
      'GET /api/account/sessions': () => jsonResponse(200, sessions),
      'POST /api/account/sessions/revoke-others': () => {
        revokes += 1;
        sessions = [THIS_BROWSER];
        return jsonResponse(200, {
          message: 'Signed out 1 other device. This one stays signed in.',
          signedOut: 1,
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('This one stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(revokes).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out other browsers' }),
    );
    expect(
      await screen.findByText('Signed out 1 other device. This one stays signed in.'),
    ).toBeInTheDocument();
    expect(revokes).toBe(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Signed-in browsers' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByText("You're signed in on this browser only.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('says so while loading, and offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(makeUser('user'), {
      // The two-step sign-in card loads beside the list: an answer, so that the only alert is the list's.
      'GET /api/account/two-factor': () =>
        jsonResponse(200, {
          enabled: false,
          enabledAt: null,
          recoveryCodesLeft: 0,
          required: false,
          hasPassword: true,
        }),
      'GET /api/account/sessions': async () => {
        await held;
        return fail ? jsonResponse(404, { message: 'Not found' }) : jsonResponse(200, [THIS_BROWSER]);
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    expect(await screen.findByText('Loading your sessions...')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your sessions could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });
});
