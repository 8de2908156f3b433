import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { deferred, pageResponse, STATS, stubApi } from '../test/admin-fixtures';

const LABEL = 'Require approval for launches by marketing managers';

const adminPage = {
  'GET /api/admin/stats': () => jsonResponse(200, STATS),
  'GET /api/contacts': () => pageResponse([]),
  'GET /api/newsletters': () => pageResponse([]),
  'GET /api/admin/users': () => jsonResponse(200, []),
};

describe('workspace settings', () => {
  it('shows whether launches need approval, with what it means', async () => {
    stubApi({ ...adminPage, 'GET /api/admin/settings': () => jsonResponse(200, { launchApproval: true }) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Workspace settings' })).toBeInTheDocument();
    const checkbox = await screen.findByRole('checkbox', { name: LABEL });
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(/wait, without delivering, until a marketing director/);
  });

  it('saves at once, held while it saves, and confirms', async () => {
    const patch = deferred();
    let saved = false;
    const calls = stubApi({
      ...adminPage,
      'GET /api/admin/settings': () => jsonResponse(200, { launchApproval: saved }),
      'PATCH /api/admin/settings': () => patch.promise,
    });
    renderApp('/admin');
    const checkbox = await screen.findByRole('checkbox', { name: LABEL });
    expect(checkbox).not.toBeChecked();

    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox).toBeDisabled());
    // Not optimistic: it shows what the server has until the server says otherwise.
    expect(checkbox).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'Saving' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: '/api/admin/settings', body: { launchApproval: true } }),
    ]);

    saved = true;
    patch.resolve(jsonResponse(200, { launchApproval: true }));
    await waitFor(() => expect(checkbox).toBeEnabled());
    expect(checkbox).toBeChecked();
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(notifications.getByText('Workspace settings saved')).toBeInTheDocument();
    expect(
      notifications.getByText('Launches by marketing managers now wait for approval.'),
    ).toBeInTheDocument();
  });

  it('can be turned on from its label and off again', async () => {
    let saved = true;
    const calls = stubApi({
      ...adminPage,
      'GET /api/admin/settings': () => jsonResponse(200, { launchApproval: saved }),
      'PATCH /api/admin/settings': (call) => {
        saved = (call.body as { launchApproval: boolean }).launchApproval;
        return jsonResponse(200, { launchApproval: saved });
      },
    });
    renderApp('/admin');
    const checkbox = await screen.findByRole('checkbox', { name: LABEL });
    await userEvent.click(screen.getByText(LABEL));
    await waitFor(() => expect(checkbox).not.toBeChecked());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ launchApproval: false });
    expect(
      await screen.findByText('Launches by marketing managers no longer need approval.'),
    ).toBeInTheDocument();
  });

  it("says when it could not save, with the server's reason, and keeps the saved value", async () => {
    stubApi({
      ...adminPage,
      'GET /api/admin/settings': () => jsonResponse(200, { launchApproval: false }),
      'PATCH /api/admin/settings': () =>
        jsonResponse(400, { message: 'launchApproval must be true or false' }),
    });
    renderApp('/admin');
    const checkbox = await screen.findByRole('checkbox', { name: LABEL });
    await userEvent.click(checkbox);
    expect(await screen.findByText('Could not save workspace settings')).toBeInTheDocument();
    expect(screen.getByText('launchApproval must be true or false')).toBeInTheDocument();
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeEnabled();
  });

  it('says when the settings cannot be loaded, and retries', async () => {
    let fail = true;
    stubApi({
      ...adminPage,
      'GET /api/admin/settings': () =>
        fail
          ? jsonResponse(500, { message: 'Database unavailable' })
          : jsonResponse(200, { launchApproval: true }),
    });
    renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Workspace settings could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: LABEL })).toBeChecked();
  });
});

describe('required two-step sign-in', () => {
  const TWO_FACTOR_LABEL = 'Require two-step sign-in for administrators and marketing directors';

  it('is a setting an admin turns on, saved on its own and confirmed with what it means', async () => {
    let saved = { launchApproval: true, requireTwoFactor: false };
    const calls = stubApi({
      ...adminPage,
      'GET /api/admin/settings': () => jsonResponse(200, saved),
      'PATCH /api/admin/settings': (call) => {
        saved = { ...saved, ...(call.body as object) };
        return jsonResponse(200, saved);
      },
    });
    renderApp('/admin');
    const checkbox = await screen.findByRole('checkbox', { name: TWO_FACTOR_LABEL });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(/code from an authenticator app/);

    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox).toBeChecked());
    // Only the setting that changed is sent: launch approval keeps its value.
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { requireTwoFactor: true },
    ]);
    expect(screen.getByRole('checkbox', { name: LABEL })).toBeChecked();
    expect(
      await screen.findByText(/Administrators and marketing directors must now use two-step sign-in/),
    ).toBeInTheDocument();
  });
});
