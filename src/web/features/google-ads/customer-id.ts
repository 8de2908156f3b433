/** Google shows customer ids as 123-456-7890; the API wants the 10 digits (SPEC §2 step 3). */
export function normalizeCustomerId(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export const CUSTOMER_ID_MESSAGE = 'Customer ids have 10 digits, for example 123-456-7890';

export function isValidCustomerId(digits: string): boolean {
  return /^\d{10}$/.test(digits);
}

export const OAUTH_START_PATH = '/api/google-ads/oauth/start';
export const OAUTH_POPUP_NAME = 'google-ads-oauth';
/** SPEC §9: the consent popup is 600×700. */
export const OAUTH_POPUP_FEATURES = 'width=600,height=700';
