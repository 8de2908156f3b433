import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorResponse,
  fillFields,
  jsonResponse,
  makeUser,
  mockApi,
  mockSigningIn,
  renderApp,
} from '../../../test/render-app';

/** A new account is a plain user, whose first step is asking for a role. */
const FIRST_STEP_FOR_A_NEW_USER =
  'Your first step: ask an administrator for the role that lets you build campaigns.';

/** Fills in the registration form as Ana Lopez (with `changes`) and sends it. */
async function register(user: UserEvent, changes: Record<string, string> = {}) {
  await fillFields(user, {
    'First name': 'Ana',
    'Last name': 'Lopez',
    Email: 'ana@example.com',
    Username: 'ana',
    Password: 'a-long-passphrase',
    ...changes,
  });
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('auth page', () => {
  it('opens in sign-in mode and toggles to registration, updating the query', async () => {
    mockApi(null);
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=register');
    for (const label of ['First name', 'Last name', 'Email', 'Username', 'Password', 'Company (optional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('validates sign-in fields as the user types', async () => {
    mockApi(null);
    const user = userEvent.setup();
    renderApp('/auth');
    const username = await screen.findByLabelText('Username');
    await user.type(username, 'a');
    await user.clear(username);
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    mockApi(null);
    const user = userEvent.setup();
    renderApp('/auth');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, says welcome back and shows the dashboard', async () => {
    const manager = makeUser('marketing_manager', { firstName: 'Mia' });
    const { fetchMock } = mockSigningIn('POST /api/login', manager);
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    await fillFields(user, { Username: 'demo-manager', Password: 'demo-pass-123' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Mia' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully signed in.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      username: 'demo-manager',
      password: 'demo-pass-123',
    });
    // The current user is refetched after sign-in (SPEC §7).
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user')).toHaveLength(2));
  });

  it('reports a failed sign-in with the server message', async () => {
    const fetchMock = mockApi(null, {
      'POST /api/login': () => jsonResponse(401, { message: 'Invalid username or password' }),
    });
    const user = userEvent.setup();
    renderApp('/auth');
    await fillFields(user, { Username: 'someone', Password: 'wrong-password' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/login')).toHaveLength(1);
  });

  it('validates registration fields with the screen messages', async () => {
    mockApi(null);
    const user = userEvent.setup();
    renderApp('/auth?mode=register');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('shows the server field errors of a failed registration', async () => {
    mockApi(null, {
      'POST /api/register': () => fieldErrorResponse(409, 'username', 'That username is already taken'),
    });
    const user = userEvent.setup();
    renderApp('/auth?mode=register');
    await register(user, { Username: 'taken-name' });

    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('That username is already taken');
  });

  it('registers, welcomes the new user and shows the dashboard', async () => {
    const { sent } = mockSigningIn('POST /api/register', makeUser('user', { firstName: 'Ana' }), 201);
    const user = userEvent.setup();
    renderApp('/auth?mode=register');
    await register(user, { Email: 'Ana@Example.com' });

    // A new account is welcomed to the product with its first step, not welcomed back.
    expect(await screen.findByRole('heading', { name: 'Welcome to Northstar, Ana' })).toBeInTheDocument();
    expect(screen.getByText(FIRST_STEP_FOR_A_NEW_USER)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      username: 'ana',
      password: 'a-long-passphrase',
    });
  });

  it('welcomes a new account back on its later visits: after leaving the dashboard, and after a reload', async () => {
    mockSigningIn('POST /api/register', makeUser('user', { firstName: 'Ana' }), 201);
    const user = userEvent.setup();
    const { unmount } = renderApp('/auth?mode=register');
    await register(user);
    expect(await screen.findByRole('heading', { name: 'Welcome to Northstar, Ana' })).toBeInTheDocument();

    // The header's account link (a plain user's dashboard has its own link to the same page).
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: /Account settings/ }));
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Northstar' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ana' })).toBeInTheDocument();

    unmount();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ana' })).toBeInTheDocument();
    expect(screen.queryByText(FIRST_STEP_FOR_A_NEW_USER)).not.toBeInTheDocument();
  });

  it('offers Continue with Google only when the server has it configured', async () => {
    mockApi(null, { 'GET /api/auth/providers': () => jsonResponse(200, { google: false }) });
    renderApp('/auth');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument(),
    );
  });

  it('shows Continue with Google when the server offers it', async () => {
    mockApi(null, { 'GET /api/auth/providers': () => jsonResponse(200, { google: true }) });
    renderApp('/auth');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});
