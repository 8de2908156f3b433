import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { displayLocale } from '../../../lib/display-currency';
import { formatDate } from '../../../lib/format';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { deferred, stubApi } from '../test/admin-fixtures';
import { workspace } from '../test/workspace-fixtures';

/** Issue 30, item 2: the admin sets the workspace locale beside the currency; every screen's dates follow it. */
describe('workspace locale setting', () => {
  it('offers the supported locales, each with how it writes a date, the saved one chosen', async () => {
    stubApi(workspace({ locale: 'de-DE' }).handlers);
    renderApp('/admin');
    const select = await screen.findByRole('combobox', { name: 'Locale' });
    expect(select).toHaveValue('de-DE');
    expect(
      screen.getByRole('option', { name: 'English (United States) — Nov 29, 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'English (United Kingdom) — 29 Nov 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Deutsch (Deutschland) — 29. Nov. 2026' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('option', { name: /—/ }).filter((o) => o.closest('#workspace-locale')),
    ).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Save locale' })).toBeDisabled();
    // The signed-in screens already write dates in it.
    expect(formatDate('2026-11-29')).toBe('29. Nov. 2026');
  });

  it('saves the chosen locale, confirms it, and the screens write dates in it', async () => {
    const user = userEvent.setup();
    const { saved, handlers } = workspace({ locale: 'en-US' });
    const patch = deferred();
    const calls = stubApi({ ...handlers, 'PATCH /api/admin/settings': () => patch.promise });
    renderApp('/admin');
    const select = await screen.findByRole('combobox', { name: 'Locale' });
    expect(displayLocale()).toBe('en-US');

    await user.selectOptions(select, 'en-GB');
    await user.click(screen.getByRole('button', { name: 'Save locale' }));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { locale: 'en-GB' },
    ]);

    saved.locale = 'en-GB';
    patch.resolve(jsonResponse(200, saved));
    const notifications = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(
      await notifications.findByText('Dates are now written as 29 Nov 2026 (English (United Kingdom)).'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveValue('en-GB'));
    expect(displayLocale()).toBe('en-GB');
    expect(formatDate('2026-11-29')).toBe('29 Nov 2026');
  });
});
