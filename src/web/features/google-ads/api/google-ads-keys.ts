/** Query keys of the Google Ads feature: the endpoint paths (SPEC §7 generic GET). */
export const googleAdsKeys = {
  health: () => ['/api/google-ads/health'] as const,
  connection: () => ['/api/google-ads/connection'] as const,
};

export type HealthCheckName = 'oauth_client' | 'refresh_token' | 'developer_token' | 'customer';

export interface HealthCheck {
  name: HealthCheckName;
  label: string;
  ok: boolean;
  message: string;
  fix: string | null;
}

/** GET /api/google-ads/health */
export interface GoogleAdsHealth {
  healthy: boolean;
  checks: HealthCheck[];
  firstFailing: HealthCheckName | null;
  checkedAt: string;
}

/** GET/PUT /api/google-ads/connection: the settings, never a token (only whether one is there). */
export interface GoogleAdsConnection {
  clientConfigured: boolean;
  redirectUri: string;
  hasRefreshToken: boolean;
  hasDeveloperToken: boolean;
  customerId: string | null;
  loginCustomerId: string | null;
  lastSyncAt: string | null;
  lastSyncResult: string | null;
}
