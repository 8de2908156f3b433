import { useQuery } from '@tanstack/react-query';
import { API_ROUTES } from '../../../../shared/api-routes';
import { getQueryOptions } from '../../../lib/api-query';
import { type GoogleAdsHealth, googleAdsKeys } from './google-ads-keys';

/** SPEC §9: the health check is polled every 5 seconds while the setup page is open. */
export const HEALTH_POLL_INTERVAL_MS = 5000;

/** GET /api/google-ads/health: each piece of the connection, and the first one failing with its fix. */
export const googleAdsHealthQueryOptions = () =>
  getQueryOptions<GoogleAdsHealth>(googleAdsKeys.health(), API_ROUTES.googleAdsHealth, {
    refetchInterval: HEALTH_POLL_INTERVAL_MS,
  });

export function useGoogleAdsHealth() {
  return useQuery(googleAdsHealthQueryOptions());
}
