import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import { api } from '../../../lib/api-client';
import { type GoogleAdsHealth, googleAdsKeys } from './google-ads-keys';

/** SPEC §9: the health check is polled every 5 seconds while the setup page is open. */
export const HEALTH_POLL_INTERVAL_MS = 5000;

/** GET /api/google-ads/health: each piece of the connection, and the first one failing with its fix. */
export function getGoogleAdsHealth(signal?: AbortSignal): Promise<GoogleAdsHealth> {
  return api.get<GoogleAdsHealth>(API_ROUTES.googleAdsHealth, signal);
}

export const googleAdsHealthQueryOptions = () =>
  queryOptions({
    queryKey: googleAdsKeys.health(),
    queryFn: ({ signal }) => getGoogleAdsHealth(signal),
    refetchInterval: HEALTH_POLL_INTERVAL_MS,
  });

export function useGoogleAdsHealth() {
  return useQuery(googleAdsHealthQueryOptions());
}
