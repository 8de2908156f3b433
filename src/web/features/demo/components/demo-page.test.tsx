import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/render-app';

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
});
