import { z } from 'zod';
import { API_ROUTES } from './api-routes';
import { metricsImportResultSchema } from './metrics';

/** The Google Ads connection's contract (SPEC §9), shared by the API and the setup screen. */

/** Google shows customer ids as 123-456-7890; the API wants the 10 digits (SPEC §2 step 3). */
export function normalizeCustomerId(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export const CUSTOMER_ID_MESSAGE = 'Customer ids have 10 digits, for example 123-456-7890';
export const DEVELOPER_TOKEN_TOO_SHORT = 'That developer token looks too short';

export function isValidCustomerId(digits: string): boolean {
  return /^\d{10}$/.test(digits);
}

export const OAUTH_START_PATH = API_ROUTES.googleAdsOauthStart;
export const OAUTH_CALLBACK_PATH = API_ROUTES.googleAdsOauthCallback;

/** Each piece of the connection, in the order the health check tests them. */
export const HEALTH_CHECK_NAMES = ['oauth_client', 'refresh_token', 'developer_token', 'customer'] as const;
export type HealthCheckName = (typeof HEALTH_CHECK_NAMES)[number];

export const healthCheckSchema = z.object({
  name: z.enum(HEALTH_CHECK_NAMES),
  label: z.string(),
  ok: z.boolean(),
  message: z.string(),
  fix: z.string().nullable(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/** GET /api/google-ads/health */
export const googleAdsHealthSchema = z.object({
  healthy: z.boolean(),
  checks: z.array(healthCheckSchema),
  firstFailing: z.enum(HEALTH_CHECK_NAMES).nullable(),
  checkedAt: z.string(),
});
export type GoogleAdsHealth = z.infer<typeof googleAdsHealthSchema>;

/** GET/PUT /api/google-ads/connection: the settings, never a token (only whether one is there). */
export const googleAdsConnectionSchema = z.object({
  clientConfigured: z.boolean(),
  redirectUri: z.string(),
  hasRefreshToken: z.boolean(),
  hasDeveloperToken: z.boolean(),
  customerId: z.string().nullable(),
  loginCustomerId: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastSyncResult: z.string().nullable(),
});
export type GoogleAdsConnection = z.infer<typeof googleAdsConnectionSchema>;

const customerIdSchema = z
  .string()
  .trim()
  .transform(normalizeCustomerId)
  .pipe(z.string().refine(isValidCustomerId, CUSTOMER_ID_MESSAGE));

/** PUT /api/google-ads/connection: customer id, login customer id (manager accounts; '' or null clears it), developer token. */
export const connectionSettingsSchema = z.strictObject({
  customerId: customerIdSchema.optional(),
  loginCustomerId: z.union([customerIdSchema, z.literal('').transform(() => null), z.null()]).optional(),
  developerToken: z.string().trim().min(10, DEVELOPER_TOKEN_TOO_SHORT).max(100).optional(),
});
export type ConnectionSettings = z.input<typeof connectionSettingsSchema>;

/** POST /api/google-ads/sync */
export const syncResultSchema = z.union([
  z.object({
    synced: z.literal(true),
    rows: z.number().int(),
    insights: metricsImportResultSchema.shape.insights,
  }),
  z.object({ synced: z.literal(false), reason: z.enum(HEALTH_CHECK_NAMES).nullable() }),
]);
export type SyncResult = z.infer<typeof syncResultSchema>;
