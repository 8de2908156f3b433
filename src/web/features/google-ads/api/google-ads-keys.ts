import { API_ROUTES } from '../../../../shared/api-routes';
/** Query keys of the Google Ads feature: the endpoint paths (SPEC §7 generic GET). */
export const googleAdsKeys = {
  health: () => [API_ROUTES.googleAdsHealth] as const,
  connection: () => [API_ROUTES.googleAdsConnection] as const,
};

export type {
  GoogleAdsConnection,
  GoogleAdsHealth,
  HealthCheck,
  HealthCheckName,
} from '../../../../shared/google-ads';
