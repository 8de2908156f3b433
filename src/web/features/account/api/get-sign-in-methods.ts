import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { SignInMethods } from '../../../../shared/auth';
import { getQueryOptions } from '../../../lib/api-query';
import { accountKeys } from './account-keys';

/**
 * GET /api/account/sign-in-methods: whether the account has a password, and until when a recent Google sign-in
 * lets a Google-only account change its e-mail or password.
 */
export const signInMethodsQueryOptions = () =>
  getQueryOptions<SignInMethods>(accountKeys.signInMethods(), API_ROUTES.accountSignInMethods, {
    // The Google sign-in's 5 minutes run out while the page is open: ask again rather than trust an old answer.
    staleTime: 0,
  });

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions());
}
