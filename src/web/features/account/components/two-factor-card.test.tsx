import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TwoFactorStatus } from '../../../../shared/two-factor';
import { TWO_FACTOR_MESSAGES } from '../../../../shared/two-factor-rules';
import { fieldErrorResponse, jsonResponse, makeUser, mockApi, renderApp } from '../../../test/render-app';

const OFF: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
  hasPassword: true,
};
const ON: TwoFactorStatus = {
  ...OFF,
  enabled: true,
  enabledAt: '2026-11-27T12:00:00.000Z',
  recoveryCodesLeft: 10,
};
const SETUP = {
  otpauthUri: 'otpauth://totp/Northstar:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The account's two-step sign-in as the server keeps it, changed by the requests the card sends. */
function mockTwoFactorApi(initial: TwoFactorStatus, user = makeUser('analyst')) {
  let status = initial;
  const sent: Record<string, unknown> = {};
  const record = (key: string, init: RequestInit | undefined) => {
    sent[key] = JSON.parse(String(init?.body ?? '{}'));
  };
  const fetchMock = mockApi(user, {
    'GET /api/account/two-factor': () => jsonResponse(200, status),
    'GET /api/account/sessions': () => jsonResponse(200, []),
    'POST /api/account/two-factor/setup': (init) => {
      record('setup', init);
      return jsonResponse(200, SETUP);
    },
    'POST /api/account/two-factor/enable': (init) => {
      record('enable', init);
      if ((sent.enable as { code: string }).code !== '123456') {
        return fieldErrorResponse(400, 'code', TWO_FACTOR_MESSAGES.codeWrong);
      }
      status = ON;
      return jsonResponse(200, { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: CODES });
    },
    'POST /api/account/two-factor/disable': (init) => {
      record('disable', init);
      status = OFF;
      return jsonResponse(200, { message: TWO_FACTOR_MESSAGES.disabled });
    },
  });
  return { fetchMock, sent };
}

describe('two-step sign-in in account settings', () => {
  it('sets up with the QR code or key and a first code, then shows the recovery codes once', async () => {
    const { sent } = mockTwoFactorApi(OFF);
    const user = userEvent.setup();
    renderApp('/account');
    const start = await screen.findByRole('button', { name: 'Set up two-step sign-in' });
    const form = start.closest('form') as HTMLFormElement;
    await user.type(within(form).getByLabelText('Current password'), 'my-password');
    await user.click(start);

    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toHaveAttribute('src', SETUP.qrCode);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(sent.setup).toEqual({ currentPassword: 'my-password' });

    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    // Under the field (the notification says it too, until dismissed).
    const codeForm = within(code.closest('form') as HTMLFormElement);
    expect(await codeForm.findByText(TWO_FACTOR_MESSAGES.codeWrong, { selector: 'p' })).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const heading = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    await waitFor(() => expect(heading).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    // Shown once: gone for good, and the card says it is on.
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByText(/10 unused recovery codes left/)).toBeInTheDocument();
  });

  it('turns off with the password and a code', async () => {
    const { sent } = mockTwoFactorApi(ON);
    const user = userEvent.setup();
    renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const submit = screen.getByRole('button', { name: 'Turn off two-step sign-in' });
    const form = submit.closest('form') as HTMLFormElement;
    await user.type(within(form).getByLabelText('Current password'), 'my-password');
    await user.type(within(form).getByLabelText('Authentication code'), '654321');
    await user.click(submit);
    expect(await screen.findByText('Two-step sign-in turned off')).toBeInTheDocument();
    expect(sent.disable).toEqual({ currentPassword: 'my-password', code: '654321' });
    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  });

  it('offers no way to turn it off while the workspace requires it', async () => {
    mockTwoFactorApi({ ...ON, required: true });
    renderApp('/account');
    expect(
      await screen.findByText(/requires two-step sign-in for your role, so it stays on/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('says when it cannot be loaded', async () => {
    mockApi(makeUser('analyst'), {
      'GET /api/account/two-factor': () => jsonResponse(400, { message: 'Something is off' }),
    });
    renderApp('/account');
    expect(await screen.findByText('Two-step sign-in could not be loaded')).toBeInTheDocument();
  });
});

describe('a workspace that requires two-step sign-in', () => {
  it('sends a held admin to set it up, and opens the app once the codes are saved', async () => {
    const admin = makeUser('admin', { firstName: 'Ada' });
    let isHeld = true;
    const { fetchMock } = mockTwoFactorApi({ ...OFF, required: true }, admin);
    const table = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (input === '/api/user')
        return jsonResponse(200, { ...admin, twoFactorSetupRequired: isHeld || undefined });
      if (input === '/api/account/two-factor/enable') isHeld = false;
      return table ? table(input, init) : jsonResponse(404, {});
    });
    const user = userEvent.setup();
    renderApp('/campaigns');

    expect(
      await screen.findByRole('heading', { name: 'Set up two-step sign-in to continue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    // The app's frame (and its requests) wait.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.type(await screen.findByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved my codes' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Set up two-step sign-in to continue' }),
      ).not.toBeInTheDocument(),
    );
  });
});
