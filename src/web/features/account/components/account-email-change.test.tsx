import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../shared/auth-rules';
import { fieldErrorResponse, jsonResponse, makeUser, mockApi, renderApp } from '../../../test/render-app';

// Issue 28, item 1: a new e-mail needs the current password; a Google-only account a fresh Google sign-in.

const me = makeUser('analyst', { email: 'dana@example.com' });
const withPassword = () => jsonResponse(200, { hasPassword: true, googleReauthUntil: null });
const googleOnly = (until: string | null) => () =>
  jsonResponse(200, { hasPassword: false, googleReauthUntil: until });

async function typeNewEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  const field = await screen.findByLabelText('Email');
  await user.clear(field);
  await user.type(field, email);
}

describe('changing the e-mail in account settings', () => {
  it('asks for the current password only once the e-mail differs, and shows the server refusing it', async () => {
    const sent: unknown[] = [];
    mockApi(me, {
      'GET /api/account/sign-in-methods': withPassword,
      'PATCH /api/account/profile': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return body.currentPassword === 'right-password'
          ? jsonResponse(200, { ...me, email: body.email })
          : fieldErrorResponse(400, 'currentPassword', ACCOUNT_MESSAGES.currentWrong);
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    // Same address in other case: no change, no password asked.
    await typeNewEmail(user, 'DANA@example.com');
    // Only the password card's own field.
    expect(screen.getAllByLabelText('Current password')).toHaveLength(1);

    await typeNewEmail(user, 'dana.new@example.com');
    const [profilePassword] = screen.getAllByLabelText('Current password');
    expect(screen.getAllByLabelText('Current password')).toHaveLength(2);
    await user.type(profilePassword as HTMLElement, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findAllByText(ACCOUNT_MESSAGES.currentWrong)).not.toHaveLength(0);
    expect(profilePassword).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_MESSAGES.currentWrong),
    );

    await user.clear(profilePassword as HTMLElement);
    await user.type(profilePassword as HTMLElement, 'right-password');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana.new@example.com',
      company: '',
      currentPassword: 'right-password',
    });
  });

  it('tells a Google-only account to sign in with Google again, and shows the 403 if it saves anyway', async () => {
    mockApi(me, {
      'GET /api/account/sign-in-methods': googleOnly(null),
      'PATCH /api/account/profile': () =>
        jsonResponse(403, { message: ACCOUNT_MESSAGES.googleReauthRequired }),
    });
    const user = userEvent.setup();
    renderApp('/account');
    // The password form has no current password to ask for either.
    expect(
      await screen.findByText(
        'You sign in with Google. Set a password to sign in with your username or email too.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await typeNewEmail(user, 'dana.new@example.com');
    const notes = screen.getAllByRole('note');
    expect(notes.length).toBeGreaterThan(0);
    const note = notes[0] as HTMLElement;
    expect(within(note).getByText(ACCOUNT_MESSAGES.googleReauthRequired)).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'Sign in with Google again' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile not saved')).toBeInTheDocument();
    expect((await screen.findByText('Profile not saved')).parentElement).toHaveTextContent(
      ACCOUNT_MESSAGES.googleReauthRequired,
    );
  });

  it('after a fresh Google sign-in, saves the new e-mail without a password and says until when it may', async () => {
    const until = new Date(Date.now() + 4 * 60_000).toISOString();
    let body: unknown;
    mockApi(me, {
      'GET /api/account/sign-in-methods': googleOnly(until),
      'PATCH /api/account/profile': (init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(200, { ...me, email: 'dana.new@example.com' });
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    await screen.findByText(
      'You sign in with Google. Set a password to sign in with your username or email too.',
    );
    await typeNewEmail(user, 'dana.new@example.com');
    expect(
      screen.getAllByText(/You signed in with Google a moment ago, so you can change your email/),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeInTheDocument();
    expect(body).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana.new@example.com',
      company: '',
    });
  });
});
