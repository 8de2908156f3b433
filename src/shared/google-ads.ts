import { z } from 'zod';
import { withSomeField } from './common-schemas';
import {
  CONNECTION_SETTINGS_EMPTY,
  CUSTOMER_ID_MESSAGE,
  DEVELOPER_TOKEN_TOO_SHORT,
  HEALTH_CHECK_NAMES,
  isValidCustomerId,
  normalizeCustomerId,
  REVOCATION_OUTCOMES,
} from './google-ads-rules';
import { metricsImportResultSchema } from './metrics';

/**
 * The Google Ads connection's contract (SPEC §9), shared by the API and the setup screen. The customer id rule, the
 * OAuth paths and the health checks' names live in google-ads-rules.ts (zod-free) and are re-exported here.
 */
export * from './google-ads-rules';

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
  .max(40, CUSTOMER_ID_MESSAGE)
  // The same rule as isValidCustomerId after normalizeCustomerId, written on the input so the API document states it.
  .regex(/^[\s-]*(?:\d[\s-]*){10}$/, CUSTOMER_ID_MESSAGE)
  .trim()
  .transform(normalizeCustomerId)
  .pipe(z.string().refine(isValidCustomerId, CUSTOMER_ID_MESSAGE));

/** PUT /api/google-ads/connection: customer id, login customer id (manager accounts; '' or null clears it), developer token. */
export const connectionSettingsSchema = withSomeField(
  z.strictObject({
    customerId: customerIdSchema.optional(),
    loginCustomerId: z.union([customerIdSchema, z.literal('').transform(() => null), z.null()]).optional(),
    developerToken: z.string().trim().min(10, DEVELOPER_TOKEN_TOO_SHORT).max(100).optional(),
  }),
  CONNECTION_SETTINGS_EMPTY,
);
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

/** DELETE /api/google-ads/connection: the stored authorization is gone; whether Google confirmed the revocation. */
export const disconnectResultSchema = z.object({
  revocation: z.enum(REVOCATION_OUTCOMES),
  message: z.string(),
});
export type DisconnectResult = z.infer<typeof disconnectResultSchema>;
