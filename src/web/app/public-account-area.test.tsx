import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderApp } from '../test/render-app';

const PAGES = [
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/no/such/page', heading: '404 Page Not Found' },
];

describe('the public pages header', () => {
  it.each(PAGES)(
    'shows a signed-in user their account menu, not Sign In, on $path',
    async ({ path, heading }) => {
      mockApi(makeUser('analyst', { firstName: 'Priya', lastName: 'Shah' }));
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      const header = within(screen.getByRole('banner'));
      const account = await header.findByRole('link', { name: /Account settings/ });
      expect(account).toHaveAttribute('href', '/account');
      expect(account).toHaveTextContent('Priya Shah');
      expect(header.getByText('Analyst')).toBeInTheDocument();
      expect(header.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    },
  );

  it.each(PAGES)('offers a signed-out visitor Sign In on $path', async ({ path, heading }) => {
    mockApi(null);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(header.queryByRole('link', { name: /Account settings/ })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('signs out from a public page', async () => {
    const fetchMock = mockApi(makeUser('analyst'), {
      'POST /api/logout': () => jsonResponse(200, { message: 'Signed out' }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderApp('/terms');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/logout')).toHaveLength(1);
  });
});
