import { API_ROUTES } from '../../../../shared/api-routes';
import type { CurrentUser, LoginRequest } from '../../../../shared/auth';
import type { TwoFactorChallenge, TwoFactorLoginRequest } from '../../../../shared/two-factor';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { shouldRetryTransientMutation } from '../../../lib/query-client';
import { showSignedIn } from './auth-keys';

export type LoginResult = CurrentUser | TwoFactorChallenge;

/** The password was right, but the account uses two-step sign-in: nobody is signed in until the code. */
export function isTwoFactorChallenge(result: LoginResult): result is TwoFactorChallenge {
  return 'twoFactorRequired' in result && result.twoFactorRequired === true;
}

/** POST /api/login: the user, or `twoFactorRequired` for an account with two-step sign-in. */
export function login(input: LoginRequest): Promise<LoginResult> {
  return api.post<LoginResult>(API_ROUTES.login, input);
}

export function useLogin() {
  return useApiMutation(login, {
    retry: shouldRetryTransientMutation,
    onSuccess: (result, queryClient) => {
      if (!isTwoFactorChallenge(result)) showSignedIn(queryClient, result);
    },
  });
}

/** POST /api/login/two-factor: the code (or a recovery code) finishes the sign-in. */
export function loginTwoFactor(input: TwoFactorLoginRequest): Promise<CurrentUser> {
  return api.post<CurrentUser>(API_ROUTES.loginTwoFactor, input);
}

export function useLoginTwoFactor() {
  // No automatic retry: a code is accepted once, and a retried request would spend the user's next one.
  return useApiMutation(loginTwoFactor, {
    retry: false,
    onSuccess: (user, queryClient) => showSignedIn(queryClient, user),
  });
}
