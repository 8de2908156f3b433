import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import { getQueryOptions } from '../../../lib/api-query';
import { type GoogleAdsConnection, googleAdsKeys } from './google-ads-keys';

/** GET /api/google-ads/connection */
export const googleAdsConnectionQueryOptions = () =>
  getQueryOptions<GoogleAdsConnection>(googleAdsKeys.connection(), API_ROUTES.googleAdsConnection, {
    // The consent popup stores the token behind this page's back: look again when the user comes back to it.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useGoogleAdsConnection() {
  return useQuery(googleAdsConnectionQueryOptions());
}
