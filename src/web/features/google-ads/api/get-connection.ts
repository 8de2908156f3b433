import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { type GoogleAdsConnection, googleAdsKeys } from './google-ads-keys';

/** GET /api/google-ads/connection */
export function getGoogleAdsConnection(signal?: AbortSignal): Promise<GoogleAdsConnection> {
  return api.get<GoogleAdsConnection>(API_ROUTES.googleAdsConnection, signal);
}

export const googleAdsConnectionQueryOptions = () =>
  queryOptions({
    queryKey: googleAdsKeys.connection(),
    queryFn: ({ signal }) => getGoogleAdsConnection(signal),
    // The consent popup stores the token behind this page's back: look again when the user comes back to it.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useGoogleAdsConnection() {
  return useQuery(googleAdsConnectionQueryOptions());
}
