import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DISCONNECT_MESSAGES } from '../../../../shared/google-ads-rules';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { googleAdsHealthQueryOptions, HEALTH_POLL_INTERVAL_MS } from '../api/get-health';
import type { GoogleAdsConnection, GoogleAdsHealth } from '../api/google-ads-keys';
import { normalizeCustomerId } from '../customer-id';
import { stubApi, urlsOf } from '../test/google-ads-fixtures';

const CONNECTION: GoogleAdsConnection = {
  clientConfigured: true,
  redirectUri: 'https://northstar.example/api/google-ads/oauth/callback',
  hasRefreshToken: false,
  hasDeveloperToken: false,
  customerId: null,
  loginCustomerId: null,
  lastSyncAt: null,
  lastSyncResult: null,
};

const UNHEALTHY: GoogleAdsHealth = {
  healthy: false,
  checks: [
    {
      name: 'oauth_client',
      label: 'OAuth client id and secret',
      ok: true,
      message: 'OAuth client configured.',
      fix: null,
    },
    {
      name: 'refresh_token',
      label: 'Refresh token',
      ok: false,
      message: 'No refresh token yet.',
      fix: 'Authorize Northstar (step 2): the refresh token is stored in this workspace, encrypted, as soon as you grant access.',
    },
    {
      name: 'developer_token',
      label: 'Developer token',
      ok: false,
      message: 'Not checked: an earlier step is failing.',
      fix: 'Fix the first failing step.',
    },
    {
      name: 'customer',
      label: 'Customer account',
      ok: false,
      message: 'Not checked: an earlier step is failing.',
      fix: 'Fix the first failing step.',
    },
  ],
  firstFailing: 'refresh_token',
  checkedAt: new Date().toISOString(),
};

const HEALTHY: GoogleAdsHealth = {
  healthy: true,
  checks: UNHEALTHY.checks.map((check) => ({ ...check, ok: true, fix: null })),
  firstFailing: null,
  checkedAt: new Date().toISOString(),
};

describe('google ads setup', () => {
  it('polls the health check every 5 seconds and switches to the active view when healthy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let health = UNHEALTHY;
    const calls = stubApi(
      {
        'GET /api/google-ads/health': () => jsonResponse(200, health),
        'GET /api/google-ads/connection': () =>
          jsonResponse(200, { ...CONNECTION, customerId: '1234567890', hasRefreshToken: true }),
      },
      'marketing_director',
    );
    renderApp('/google-ads-setup');
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
    expect(googleAdsHealthQueryOptions().refetchInterval).toBe(5000);
    expect(HEALTH_POLL_INTERVAL_MS).toBe(5000);
    expect(urlsOf(calls, '/api/google-ads/health')).toHaveLength(1);

    health = HEALTHY;
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(urlsOf(calls, '/api/google-ads/health')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(urlsOf(calls, '/api/google-ads/health')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Google Ads Integration Active' })).toBeInTheDocument();
  });

  it('shows the customer id and the last sync when active, syncs and disconnects', async () => {
    let health = HEALTHY;
    const calls = stubApi(
      {
        'GET /api/google-ads/health': () => jsonResponse(200, health),
        'GET /api/google-ads/connection': () =>
          jsonResponse(200, {
            ...CONNECTION,
            hasRefreshToken: true,
            hasDeveloperToken: true,
            customerId: '1234567890',
            lastSyncAt: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
            lastSyncResult: 'ok: 42 rows',
          }),
        'POST /api/google-ads/sync': () => jsonResponse(200, { synced: true, rows: 42 }),
        'DELETE /api/google-ads/connection': () => {
          health = UNHEALTHY;
          return jsonResponse(200, {
            revocation: 'not_confirmed',
            message: DISCONNECT_MESSAGES.not_confirmed,
          });
        },
      },
      'admin',
    );
    renderApp('/google-ads-setup');
    expect(await screen.findByRole('heading', { name: 'Google Ads Integration Active' })).toBeInTheDocument();
    expect(await screen.findByText('123-456-7890')).toBeInTheDocument();
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('ok: 42 rows')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('42 rows of daily metrics imported.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/google-ads/sync',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/google-ads/connection')).toBe(
      true,
    );
    // Google could not confirm the revocation: the admin is told, with where to remove the access by hand.
    expect(await screen.findByText(/myaccount\.google\.com\/permissions/)).toBeInTheDocument();
  });

  it('walks the guide from step 1 and opens the 600×700 consent popup', async () => {
    stubApi(
      {
        'GET /api/google-ads/health': () => jsonResponse(200, UNHEALTHY),
        'GET /api/google-ads/connection': () => jsonResponse(200, CONNECTION),
      },
      'marketing_director',
    );
    const open = vi.fn(() => ({ closed: false }) as Window);
    vi.stubGlobal('open', open);
    renderApp('/google-ads-setup');
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
    expect(await screen.findByLabelText('Redirect address')).toHaveValue(CONNECTION.redirectUri);
    expect(screen.getByText(/loses its refresh tokens after 7 days/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Done - Next Step/ }));
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Authorize Northstar' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Authorize with Google' }));
    expect(open).toHaveBeenCalledWith(
      '/api/google-ads/oauth/start',
      'google-ads-oauth',
      'width=600,height=700',
    );

    // Steps are reachable by clicking them, too.
    await userEvent.click(screen.getByRole('button', { name: /Step 5:/ }));
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    const checks = screen.getByRole('list', { name: 'Connection checks' });
    const failing = within(checks).getByText('Refresh token').closest('li') as HTMLElement;
    expect(failing).toHaveAttribute('aria-current', 'step');
    expect(within(failing).getByText('Fix this first')).toBeInTheDocument();
    expect(within(failing).getByText(/Authorize Northstar \(step 2\)/)).toBeInTheDocument();
    expect(screen.getByText(/No restart needed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Done - Next Step/ })).not.toBeInTheDocument();
  });

  it('says what to do at each step as actions in the order they are done, ending with Done - Next Step', async () => {
    stubApi(
      {
        'GET /api/google-ads/health': () => jsonResponse(200, UNHEALTHY),
        'GET /api/google-ads/connection': () => jsonResponse(200, CONNECTION),
      },
      'marketing_director',
    );
    renderApp('/google-ads-setup');
    const actions = async (step: number) => {
      await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^Step ${step}:`) }));
      const list = screen.getByRole('list', { name: 'What to do' });
      return within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
    };
    const expectInOrder = (texts: string[], expected: RegExp[]) => {
      expect(texts).toHaveLength(expected.length);
      for (const [index, text] of texts.entries()) expect(text).toMatch(expected[index] as RegExp);
    };

    expectInOrder(await actions(1), [
      /^Open the Google Ads API page.* in Google Cloud Console, choose the project.*press Enable/,
      /^Open APIs & Services → OAuth consent screen and publish the app.*loses its refresh tokens after 7 days/,
      /^Open APIs & Services → Credentials and create or open an OAuth client of type Web application/,
      /^Copy this redirect address, add it under Authorized redirect URIs, and save the client/,
      /^Give the Northstar server that client's id and secret as GOOGLE_ADS_CLIENT_ID and GOOGLE_ADS_CLIENT_SECRET/,
      /^Press Done - Next Step\.$/,
    ]);
    expect(
      within(screen.getByRole('list', { name: 'What to do' })).getByLabelText('Redirect address'),
    ).toHaveValue(CONNECTION.redirectUri);
    expectInOrder(await actions(2), [
      /^Press Authorize with Google\. A 600×700 window opens/,
      /^In that window, sign in with the Google account .* and grant Northstar access/,
      /^When the window says Google Ads connected, close it\./,
      /^Press Done - Next Step\.$/,
    ]);
    expectInOrder(await actions(3), [
      /^Sign in to Google Ads with your manager account, open its API Center page and copy the developer token/,
      /^Paste it here and press Save developer token\./,
      /^Press Done - Next Step\.$/,
    ]);
    expectInOrder(await actions(4), [
      /^In Google Ads, copy the 10-digit customer id/,
      /^Paste it as the Customer id and press Save customer id\. Dashes are removed; only the digits are stored\./,
      /^Press Done - Next Step\.$/,
    ]);
    expect(screen.getByText(/GOOGLE_ADS_CUSTOMER_ID/)).toBeInTheDocument();
    // Step 5: look at the checks, fix the first failing one, then wait for the page to switch by itself.
    expectInOrder(await actions(5), [
      /^Read the checks below\. Northstar runs them every 5 seconds; press Check again to run them now\./,
      /^If a check fails, fix the one marked Fix this first: go back to the step it names/,
      /^Wait for every check to pass\. This page then switches to Google Ads Integration Active by itself/,
    ]);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('shows the token as stored once the popup has connected, without ever handling the token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let connection = CONNECTION;
    const calls = stubApi(
      {
        'GET /api/google-ads/health': () => jsonResponse(200, UNHEALTHY),
        'GET /api/google-ads/connection': () => jsonResponse(200, connection),
      },
      'marketing_director',
    );
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ closed: false }) as Window),
    );
    renderApp('/google-ads-setup');
    await userEvent.click(await screen.findByRole('button', { name: /Step 2:/ }));
    expect(screen.getByText(/Google Ads connected/)).toBeInTheDocument();
    expect(screen.queryByText(/Store in this workspace|press Copy/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Authorize with Google' }));
    expect(screen.getByText('Waiting for the authorization window…')).toBeInTheDocument();
    // The callback stored the token on the server; the page learns it from the connection summary.
    connection = { ...CONNECTION, hasRefreshToken: true };
    const before = urlsOf(calls, '/api/google-ads/connection').length;
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(urlsOf(calls, '/api/google-ads/connection').length).toBeGreaterThan(before));
    expect(await screen.findByText('Refresh token stored')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the authorization window…')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves the developer token write-only and shows Saved', async () => {
    let connection = CONNECTION;
    const calls = stubApi(
      {
        'GET /api/google-ads/health': () => jsonResponse(200, UNHEALTHY),
        'GET /api/google-ads/connection': () => jsonResponse(200, connection),
        'PUT /api/google-ads/connection': () => {
          connection = { ...CONNECTION, hasDeveloperToken: true };
          return jsonResponse(200, connection);
        },
      },
      'marketing_director',
    );
    renderApp('/google-ads-setup');
    await userEvent.click(await screen.findByRole('button', { name: /Step 3:/ }));
    const input = screen.getByLabelText('Developer token');
    await userEvent.type(input, 'dev-token-abcdefghij');
    await userEvent.click(screen.getByRole('button', { name: 'Save developer token' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      developerToken: 'dev-token-abcdefghij',
    });
  });

  it('strips the dashes from the customer id, shows the digits and saves them', async () => {
    const calls = stubApi(
      {
        'GET /api/google-ads/health': () => jsonResponse(200, UNHEALTHY),
        'GET /api/google-ads/connection': () => jsonResponse(200, CONNECTION),
        'PUT /api/google-ads/connection': () =>
          jsonResponse(200, { ...CONNECTION, customerId: '1234567890' }),
      },
      'marketing_director',
    );
    renderApp('/google-ads-setup');
    await userEvent.click(await screen.findByRole('button', { name: /Step 4:/ }));
    const input = await screen.findByLabelText('Customer id');

    await userEvent.type(input, '123-456');
    await userEvent.click(screen.getByRole('button', { name: 'Save customer id' }));
    expect(screen.getByText('Customer ids have 10 digits, for example 123-456-7890')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.type(input, '-7890');
    expect(screen.getByText('Saved as 1234567890 (digits only)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save customer id' }));
    expect(await screen.findByText('Customer id saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      customerId: '1234567890',
      loginCustomerId: null,
    });
    expect(normalizeCustomerId(' 123 456-7890 ')).toBe('1234567890');
  });
});
