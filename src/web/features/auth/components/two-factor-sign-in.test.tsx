import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_SIGN_IN_LANDING } from '../../../../shared/two-factor-rules';
import {
  fieldErrorResponse,
  fillFields,
  jsonResponse,
  makeUser,
  mockApi,
  renderApp,
} from '../../../test/render-app';

/** A visitor whose password step answers `twoFactorRequired`; `second` answers the code step. */
function mockTwoStepSignIn(second: (body: Record<string, string>) => Response) {
  const manager = makeUser('marketing_manager', { firstName: 'Mia' });
  const sent: Record<string, string>[] = [];
  let isSignedIn = false;
  const fetchMock = mockApi(null, {
    'GET /api/user': () =>
      isSignedIn ? jsonResponse(200, manager) : jsonResponse(401, { message: 'Not signed in' }),
    'POST /api/login': () => jsonResponse(200, { twoFactorRequired: true }),
    'POST /api/login/two-factor': (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      sent.push(body);
      const response = second(body);
      isSignedIn = response.status === 200;
      return response;
    },
  });
  return { fetchMock, sent, manager };
}

async function passPasswordStep() {
  const user = userEvent.setup();
  const view = renderApp('/auth');
  await fillFields(user, { Username: 'demo-manager', Password: 'demo-pass-123' });
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { user, ...view };
}

describe('two-step sign-in', () => {
  it('asks for the code after the password, as a one-time code field, then signs in', async () => {
    const { sent, manager } = mockTwoStepSignIn(() => jsonResponse(200, makeUser('marketing_manager')));
    const { user, router } = await passPasswordStep();

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // The step takes over from the password form, and the focus with it.
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByRole('heading', { name: `Welcome back, ${manager.firstName}` }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ code: '123456' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's refusal of a wrong code at the field, and stays on the step", async () => {
    mockTwoStepSignIn(() => fieldErrorResponse(400, 'code', TWO_FACTOR_MESSAGES.codeWrong));
    const { user } = await passPasswordStep();
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeWrong);
    expect(screen.getByRole('button', { name: 'Verify and sign in' })).toBeEnabled();
  });

  it('takes a recovery code instead when asked to', async () => {
    const { sent } = mockTwoStepSignIn(() => jsonResponse(200, makeUser('marketing_manager')));
    const { user } = await passPasswordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = await screen.findByLabelText('Recovery code');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(sent).toEqual([{ recoveryCode: 'abcde-fghjk' }]));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('opens at the code step where a Google sign-in of such an account lands', async () => {
    const { sent } = mockTwoStepSignIn(() => jsonResponse(200, makeUser('marketing_manager')));
    const user = userEvent.setup();
    renderApp(TWO_FACTOR_SIGN_IN_LANDING);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(sent).toEqual([{ code: '123456' }]);
  });

  it('goes back to the password when the server no longer waits for the code', async () => {
    mockTwoStepSignIn(() => jsonResponse(401, { message: TWO_FACTOR_MESSAGES.pendingExpired }));
    const { user } = await passPasswordStep();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.pendingExpired)).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});
