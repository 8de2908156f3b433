import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENCY_MESSAGES } from '../../../../shared/currency';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { deferred, stubApi } from '../test/admin-fixtures';
import { workspace } from '../test/workspace-fixtures';

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('workspace currency setting', () => {
  it('shows the saved currency among the ISO codes by name, with the note that nothing is converted', async () => {
    stubApi(workspace({ currency: 'INR' }).handlers);
    renderApp('/admin');
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('INR');
    expect(screen.getByRole('option', { name: 'EUR — Euro' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'JPY — Japanese Yen' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'INR — Indian Rupee' })).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(expect.stringContaining(CURRENCY_MESSAGES.noConversion));
    // Nothing to save until another currency is chosen.
    expect(screen.getByRole('button', { name: 'Save currency' })).toBeDisabled();
  });

  it('saves the chosen currency from the keyboard, confirms it, and keeps the focus on the choice', async () => {
    const user = userEvent.setup();
    const { saved, handlers } = workspace();
    const patch = deferred();
    const calls = stubApi({ ...handlers, 'PATCH /api/admin/settings': () => patch.promise });
    renderApp('/admin');
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('USD');

    await user.selectOptions(select, 'EUR');
    await user.tab();
    const save = screen.getByRole('button', { name: 'Save currency' });
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(select).toBeDisabled());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { currency: 'EUR' },
    ]);

    saved.currency = 'EUR';
    patch.resolve(jsonResponse(200, saved));
    expect(await notifications().findByText('Workspace settings saved')).toBeInTheDocument();
    expect(
      notifications().getByText(
        'Amounts are now shown in Euro (EUR). Figures already stored were not converted.',
      ),
    ).toBeInTheDocument();
    // Every signed-in screen reads the new currency: GET /api/settings is asked again.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/settings').length).toBeGreaterThanOrEqual(2),
    );
    // The page mounts anew in euros; the focus is back on the currency it was on.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    expect(screen.getByRole('button', { name: 'Save currency' })).toBeDisabled();
  });

  it("shows the server's reason for a refusal and keeps the saved currency", async () => {
    const user = userEvent.setup();
    const { handlers } = workspace();
    stubApi({
      ...handlers,
      'PATCH /api/admin/settings': () =>
        jsonResponse(400, {
          message: CURRENCY_MESSAGES.invalid,
          fieldErrors: { currency: [CURRENCY_MESSAGES.invalid] },
        }),
    });
    renderApp('/admin');
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    await user.selectOptions(select, 'JPY');
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    expect(await notifications().findByText('Could not save workspace settings')).toBeInTheDocument();
    expect(notifications().getByText(CURRENCY_MESSAGES.invalid)).toBeInTheDocument();
    // The choice stays, to be saved again or changed; what is saved has not moved.
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('JPY');
    expect(screen.getByRole('button', { name: 'Save currency' })).toBeEnabled();
  });
});
