import { API_ROUTES } from '../../../../shared/api-routes';
import type { SyncResult } from '../../../../shared/google-ads';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { googleAdsKeys } from './google-ads-keys';

export type { SyncResult };

/** POST /api/google-ads/sync: pulls the last 30 days of metrics now. */
export function syncGoogleAds(): Promise<SyncResult> {
  return api.post<SyncResult>(API_ROUTES.googleAdsSync);
}

export function useSyncGoogleAds() {
  return useApiMutation(syncGoogleAds, {
    // Pulling twice is harmless, but a retry would hide how long Google took.
    retry: false,
    refreshes: [googleAdsKeys.connection()],
    refreshesAfterFailure: true,
  });
}
