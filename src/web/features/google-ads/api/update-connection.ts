import type { QueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { ConnectionSettings } from '../../../../shared/google-ads';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
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
  return useApiMutation(updateConnection, {
    retry: shouldRetryTransientMutation,
    stores: googleAdsKeys.connection(),
    refreshes: [googleAdsKeys.health()],
  });
}
