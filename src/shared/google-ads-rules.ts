import { API_ROUTES } from './api-routes';

/**
 * The Google Ads connection's contract without zod (docs/architecture.md, "Shared rules without zod"): the customer
 * id rule, the OAuth paths and the health checks' names, for the setup screen. The schemas are in google-ads.ts,
 * which re-exports all of this.
 */

/** Google shows customer ids as 123-456-7890; the API wants the 10 digits (SPEC §2 step 3). */
export function normalizeCustomerId(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export const CUSTOMER_ID_MESSAGE = 'Customer ids have 10 digits, for example 123-456-7890';
/** PUT /api/google-ads/connection with no field at all (it used to answer 500). */
export const CONNECTION_SETTINGS_EMPTY = 'Send at least one of customerId, loginCustomerId or developerToken';
export const DEVELOPER_TOKEN_TOO_SHORT = 'That developer token looks too short';

export function isValidCustomerId(digits: string): boolean {
  return /^\d{10}$/.test(digits);
}

export const OAUTH_START_PATH = API_ROUTES.googleAdsOauthStart;
export const OAUTH_CALLBACK_PATH = API_ROUTES.googleAdsOauthCallback;

/** Each piece of the connection, in the order the health check tests them. */
export const HEALTH_CHECK_NAMES = ['oauth_client', 'refresh_token', 'developer_token', 'customer'] as const;
export type HealthCheckName = (typeof HEALTH_CHECK_NAMES)[number];

/** What became of the refresh token at Google when the workspace disconnected (DELETE /api/google-ads/connection). */
export const REVOCATION_OUTCOMES = ['revoked', 'not_confirmed', 'no_stored_token'] as const;
export type RevocationOutcome = (typeof REVOCATION_OUTCOMES)[number];

export const DISCONNECT_MESSAGES: Record<RevocationOutcome, string> = {
  revoked: 'Google Ads is disconnected and Google has revoked Northstar’s access.',
  not_confirmed:
    'Google Ads is disconnected here, but Google could not confirm that Northstar’s access is revoked. Remove Northstar under “Third-party apps with account access” at myaccount.google.com/permissions to be sure.',
  no_stored_token:
    'Google Ads is disconnected. No authorization was stored here (a refresh token set in the server’s environment stays in use until it is removed there).',
};
