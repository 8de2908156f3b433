import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type {
  RecoveryCodesResponse,
  RegenerateRecoveryCodesRequest,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorSetup,
  TwoFactorSetupRequest,
  TwoFactorStatus,
} from '../../../../shared/two-factor';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { getQueryOptions } from '../../../lib/api-query';
import { authKeys } from '../../auth';

/** The key of GET /api/account/two-factor (SPEC §7 generic GET: the endpoint path). */
export const twoFactorKey = () => [API_ROUTES.twoFactor] as const;

export const twoFactorStatusQueryOptions = () =>
  getQueryOptions<TwoFactorStatus>(twoFactorKey(), API_ROUTES.twoFactor, { staleTime: 0 });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

// None of these is retried on its own: a code is accepted once, and a repeated set-up would replace the secret
// the person has just scanned.

/** POST /api/account/two-factor/setup: a new secret to scan, not active until confirmed. */
export function useStartTwoFactorSetup() {
  return useApiMutation(
    (input: TwoFactorSetupRequest) => api.post<TwoFactorSetup>(API_ROUTES.twoFactorSetup, input),
    { retry: false },
  );
}

/** POST /api/account/two-factor/enable: on, with the recovery codes shown once. */
export function useEnableTwoFactor() {
  return useApiMutation(
    (input: TwoFactorEnableRequest) => api.post<RecoveryCodesResponse>(API_ROUTES.twoFactorEnable, input),
    // Not the session's user yet (whether setting it up is still required): that would leave the set-up page
    // before the recovery codes were saved. `refreshSignedInUser` does it once they are.
    { retry: false, refreshes: [twoFactorKey()] },
  );
}

/** POST /api/account/two-factor/disable */
export function useDisableTwoFactor() {
  return useApiMutation(
    (input: TwoFactorDisableRequest) => api.post<{ message: string }>(API_ROUTES.twoFactorDisable, input),
    { retry: false, refreshes: [twoFactorKey()] },
  );
}

/** POST /api/account/two-factor/recovery-codes: a new set, shown once; the old set stops working. */
export function useRegenerateRecoveryCodes() {
  return useApiMutation(
    (input: RegenerateRecoveryCodesRequest) =>
      api.post<RecoveryCodesResponse>(API_ROUTES.twoFactorRecoveryCodes, input),
    { retry: false, refreshes: [twoFactorKey()] },
  );
}

/** Reads the session's user again: after the recovery codes are saved, a held session becomes a full one. */
export function useRefreshSignedInUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
}
