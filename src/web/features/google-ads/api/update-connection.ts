import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { ConnectionSettings } from '../../../../shared/google-ads';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAll, shouldRetryTransientMutation } from '../../../lib/query-client';
import { type GoogleAdsConnection, googleAdsKeys } from './google-ads-keys';

export type { ConnectionSettings };

/** PUT /api/google-ads/connection (400 'Customer ids have 10 digits, for example 123-456-7890'). */
export function updateConnection(settings: ConnectionSettings): Promise<GoogleAdsConnection> {
  return apiRequest<GoogleAdsConnection>('PUT', API_ROUTES.googleAdsConnection, { body: settings });
}

/** Any settings change resets the server's health cache, so ask for a fresh verdict at once. */
export function refreshGoogleAds(queryClient: QueryClient) {
  return invalidateAll(queryClient, [googleAdsKeys.connection(), googleAdsKeys.health()]);
}

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConnection,
    retry: shouldRetryTransientMutation,
    onSuccess: (summary) => {
      queryClient.setQueryData(googleAdsKeys.connection(), summary);
      return queryClient.invalidateQueries({ queryKey: googleAdsKeys.health() });
    },
  });
}
