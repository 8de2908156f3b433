import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { refreshGoogleAds } from './update-connection';

/** DELETE /api/google-ads/connection: forgets the refresh token; the workspace goes back to demo data. */
export function disconnectGoogleAds(): Promise<void> {
  return api.delete<void>(API_ROUTES.googleAdsConnection);
}

export function useDisconnectGoogleAds() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectGoogleAds, onSuccess: () => refreshGoogleAds(queryClient) });
}
