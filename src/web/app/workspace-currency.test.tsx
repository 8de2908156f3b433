import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../shared/api-routes';
import { makeAnalytics } from '../features/analytics/test/analytics-fixtures';
import { useWorkspaceSettings } from '../features/campaigns/api/get-workspace-settings';
import { displayCurrency } from '../lib/display-currency';
import { createQueryClient } from '../lib/query-client';
import { jsonResponse, makeUser, mockApi, renderApp } from '../test/render-app';
import { WorkspaceCurrency } from './workspace-currency';

/** An analyst's workspace reporting in `currency`; the settings answer is read on every call. */
function workspaceIn(currency: { value: string }) {
  return mockApi(makeUser('analyst'), {
    'GET /api/settings': () =>
      jsonResponse(200, { launchApproval: false, requireTwoFactor: false, currency: currency.value }),
    'GET /api/analytics/30d/all': () => jsonResponse(200, makeAnalytics()),
  });
}

const main = () => screen.getByRole('main');

/** A page that reads the workspace settings itself, counting how often it mounts. */
let mounts = 0;
function SettingsReader() {
  useWorkspaceSettings();
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>Page</p>;
}

describe('amounts in the workspace currency', () => {
  it.each([
    ['EUR', '€90,469', /^€[\d,]+\.\d\d$/],
    ['JPY', '¥90,469', /^¥[\d,]+$/],
    ['INR', '₹90,469', /^₹[\d,]+\.\d\d$/],
  ])('shows the analytics page in %s, with no dollar anywhere in it', async (code, revenue, exact) => {
    workspaceIn({ value: code });
    renderApp('/analytics');
    expect(await screen.findByText(revenue)).toBeInTheDocument();
    // The revenue chart's exact figures (yen have no cents) in its table for screen readers, and its axis.
    const table = await screen.findByRole('table', { name: /Daily revenue, spend and conversions/ });
    const revenueCell = within(table).getAllByRole('row')[1]?.querySelectorAll('td')[0];
    expect(revenueCell?.textContent).toMatch(exact);
    expect(within(main()).getAllByText(`Revenue (${code})`).length).toBeGreaterThan(0);
    const axis = screen.getByRole('group', { name: 'Daily revenue' }).querySelector('svg')?.textContent;
    expect(axis).toContain(`${revenue.slice(0, 1)}0`);
    expect(main().textContent).not.toContain('$');
  });

  it('shows every page anew when the currency changes, and USD again once signed-in pages are left', async () => {
    const currency = { value: 'USD' };
    workspaceIn(currency);
    const { queryClient, unmount } = renderApp('/analytics');
    expect(await screen.findByText('$90,469')).toBeInTheDocument();

    currency.value = 'EUR';
    await queryClient.invalidateQueries({ queryKey: [API_ROUTES.settings] });
    expect(await screen.findByText('€90,469')).toBeInTheDocument();
    await waitFor(() => expect(main().textContent).not.toContain('$'));

    unmount();
    expect(displayCurrency()).toBe('USD');
  });

  it('shows amounts in USD when the settings cannot be read, rather than no page', async () => {
    mockApi(makeUser('analyst'), {
      'GET /api/settings': () => jsonResponse(403, { message: 'Forbidden' }),
      'GET /api/analytics/30d/all': () => jsonResponse(200, makeAnalytics()),
    });
    renderApp('/analytics');
    expect(await screen.findByText('$90,469')).toBeInTheDocument();
  });

  it('keeps showing a page that asks for the settings again after they failed', async () => {
    // A page reading the same settings (the wizard: launch approval) asks again as it mounts: that must not take
    // it away, which would mount it anew and ask again, for ever.
    const fetchMock = mockApi(makeUser('marketing_manager'), {
      'GET /api/settings': () => jsonResponse(404, { message: 'Not found' }),
    });
    mounts = 0;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <WorkspaceCurrency>
          <SettingsReader />
        </WorkspaceCurrency>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Page')).toBeInTheDocument();
    const settingsCalls = () => fetchMock.mock.calls.filter(([url]) => url === API_ROUTES.settings).length;
    await waitFor(() => expect(settingsCalls()).toBe(2));
    // The page's own request has failed too, and the page stayed, mounted once.
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it("writes the wizard's budget field, its limits and its preview in the workspace currency", async () => {
    mockApi(makeUser('marketing_manager'), {
      'GET /api/settings': () =>
        jsonResponse(200, { launchApproval: false, requireTwoFactor: false, currency: 'EUR' }),
    });
    renderApp('/campaign/new');
    const budget = await screen.findByLabelText('Total Budget (EUR)');
    expect(budget).toHaveAccessibleDescription('Between €100 and €1,000,000.');
    const preview = screen.getByLabelText('Budget optimization preview');
    expect(within(preview).getByText('€3,500')).toBeInTheDocument();

    await userEvent.clear(budget);
    await userEvent.type(budget, '99');
    expect(await screen.findByText('Budget must be at least €100')).toBeInTheDocument();
    fireEvent.change(budget, { target: { value: '2000000' } });
    expect(await screen.findByText('Budget cannot exceed €1,000,000')).toBeInTheDocument();
    expect(budget.parentElement).toHaveTextContent('€');
    expect(main().textContent).not.toContain('$');
  });
});
