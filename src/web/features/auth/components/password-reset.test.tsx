import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fillFields, jsonResponse, mockApi, renderApp } from '../../../test/render-app';

const REQUESTED = 'If an account exists for that email, we have sent password reset instructions.';

describe('forgot-password modal', () => {
  it('opens from the sign-in form, validates the email and closes on Cancel', async () => {
    mockApi(null);
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(dialog).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the request, closes and shows the server message', async () => {
    let body: unknown;
    mockApi(null, {
      'POST /api/auth/forgot-password': (init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(200, { message: REQUESTED });
      },
    });
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText('Email'), 'Demo-User@Northstar.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Reset instructions sent')).toBeInTheDocument();
    expect(screen.getByText(REQUESTED)).toBeInTheDocument();
    expect(body).toEqual({ email: 'demo-user@northstar.example' });
  });

  it('pressing Enter in the modal sends the reset request, never the sign-in form behind it', async () => {
    const fetchMock = mockApi(null, {
      'POST /api/auth/forgot-password': () => jsonResponse(200, { message: REQUESTED }),
      'POST /api/login': () => jsonResponse(401, { message: 'Invalid username or password' }),
    });
    const user = userEvent.setup();
    renderApp('/auth');
    // The usual way here: a password that did not work, then "Forgot password?".
    await fillFields(user, { Username: 'demo-user', Password: 'not-the-password' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email'), 'demo-user@northstar.example{Enter}');

    expect(await screen.findByText('Reset instructions sent')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);
    expect(posts).toEqual(['/api/auth/forgot-password']);
    expect(screen.queryByText('Sign In Failed')).not.toBeInTheDocument();
  });

  it('clicking Send reset link leaves an empty sign-in form untouched', async () => {
    const fetchMock = mockApi(null, {
      'POST /api/auth/forgot-password': () => jsonResponse(200, { message: REQUESTED }),
    });
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email'), 'demo-user@northstar.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Reset instructions sent')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/forgot-password')).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/login')).toHaveLength(0);
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('stays open with the error when the request fails', async () => {
    mockApi(null, {
      'POST /api/auth/forgot-password': () =>
        jsonResponse(429, { message: 'Too many requests. Please wait a moment and try again.' }),
    });
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText('Email'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('a@example.com');
  });
});

describe('Google sign-in', () => {
  it('navigates the browser to the server with a timestamp', async () => {
    mockApi(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/auth\/google\?t=\d+$/));
  });

  it('shows a toast and a lasting banner after a failed Google sign-in', async () => {
    mockApi(null);
    renderApp('/auth?error=google_auth_failed');
    expect(await screen.findByText('Google Sign In Error')).toBeInTheDocument();
    expect(screen.getByText("Google sign-in didn't work")).toBeInTheDocument();
    expect(screen.getByText(/sign in with your username and password instead/)).toBeInTheDocument();
  });
});

describe('reset-password page', () => {
  it('without a token says the link is invalid and offers sign-in, without calling the API', async () => {
    const fetchMock = mockApi(null);
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(
      screen.getByText('This reset link is invalid or missing. Please request a new password reset.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the confirmation, resets and shows the success view', async () => {
    let body: unknown;
    mockApi(null, {
      'POST /api/auth/reset-password': (init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(200, {
          message: 'Your password has been reset. Please sign in with your new password.',
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/reset-password?token=abc123');
    // The same advice as at registration and in account settings.
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Avoid common passwords.',
    );
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password confirmation is required')).toBeInTheDocument();

    await fillFields(user, {
      'New password': 'a-long-passphrase',
      'Confirm new password': 'a-different-one',
    });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );

    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth');
    expect(body).toEqual({ token: 'abc123', password: 'a-long-passphrase' });
  });

  it('reports a used or expired link as Reset Failed, inline and as a notification', async () => {
    const message =
      'This reset link is invalid, expired or already used. Please request a new password reset.';
    mockApi(null, { 'POST /api/auth/reset-password': () => jsonResponse(400, { message }) });
    const user = userEvent.setup();
    renderApp('/reset-password?token=used');
    await fillFields(user, {
      'New password': 'a-long-passphrase',
      'Confirm new password': 'a-long-passphrase',
    });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText('Reset Failed')).toHaveLength(2);
  });
});
