import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberSignedIn } from '../../../lib/signed-in-hint';
import { makeUser, mockApi, renderApp } from '../../../test/render-app';

afterEach(() => localStorage.clear());

describe('demo page', () => {
  it('makes no API call at all, not even for the session', async () => {
    const fetchMock = mockApi(null);
    renderApp('/demo');
    expect(await screen.findByRole('heading', { name: 'Northstar Demo' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches tabs, and overview cards jump to their tab', async () => {
    mockApi(null);
    const user = userEvent.setup();
    renderApp('/demo');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: /Open AI Insights/ }));
    expect(screen.getByRole('tab', { name: 'AI Insights' })).toHaveAttribute('aria-selected', 'true');
    const apply = screen.getAllByRole('link', { name: 'Apply Recommendation' });
    expect(apply).toHaveLength(3);
    for (const link of apply) expect(link).toHaveAttribute('href', '/auth');

    await user.click(screen.getByRole('tab', { name: 'Campaign Management' }));
    expect(screen.getByRole('table', { name: /Sample campaigns/ })).toBeInTheDocument();
    expect(screen.getByText('Optimizing')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Analytics Dashboard' }));
    expect(screen.getByText('Click-through rate')).toBeInTheDocument();
  });

  it('links Create Campaign to /auth, home to / and consultation to /#contact', async () => {
    mockApi(null);
    renderApp('/demo');
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/#contact');
    expect(screen.getAllByRole('link', { name: 'Create Campaign' })[0]).toHaveAttribute('href', '/auth');
  });

  it('offers a signed-in visitor the dashboard instead of Sign In, still without asking the server', async () => {
    rememberSignedIn(true);
    const fetchMock = mockApi(null);
    renderApp('/demo');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
    expect(header.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Sign In to a visitor without the hint', async () => {
    mockApi(null);
    renderApp('/demo');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(header.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });
});

describe('the signed-in hint the demo reads', () => {
  it('is set when the app finds a session and cleared when it finds none', async () => {
    mockApi(makeUser('analyst'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /^Welcome/ })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('northstar:signed-in')).toBe('1'));
    cleanup();

    mockApi(null);
    renderApp('/auth');
    await waitFor(() => expect(localStorage.getItem('northstar:signed-in')).toBeNull());
  });
});
