/** Query keys of the Google Ads feature: the endpoint paths (SPEC §7 generic GET). */
export const googleAdsKeys = {
  health: () => ['/api/google-ads/health'] as const,
  connection: () => ['/api/google-ads/connection'] as const,
};

export type {
  GoogleAdsConnection,
  GoogleAdsHealth,
  HealthCheck,
  HealthCheckName,
} from '../../../../shared/google-ads';
