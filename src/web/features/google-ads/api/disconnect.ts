import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { DisconnectResult } from '../../../../shared/google-ads';
import { api } from '../../../lib/api-client';
import { refreshGoogleAds } from './update-connection';

/**
 * DELETE /api/google-ads/connection: revokes the refresh token at Google and forgets it; the workspace goes back to
 * demo data. The answer says whether Google confirmed the revocation.
 */
export function disconnectGoogleAds(): Promise<DisconnectResult> {
  return api.delete<DisconnectResult>(API_ROUTES.googleAdsConnection);
}

export function useDisconnectGoogleAds() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectGoogleAds, onSuccess: () => refreshGoogleAds(queryClient) });
}
