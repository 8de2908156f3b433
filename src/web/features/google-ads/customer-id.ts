export {
  CUSTOMER_ID_MESSAGE,
  isValidCustomerId,
  normalizeCustomerId,
  OAUTH_START_PATH,
} from '../../../shared/google-ads-rules';
export const OAUTH_POPUP_NAME = 'google-ads-oauth';
/** SPEC §9: the consent popup is 600×700. */
export const OAUTH_POPUP_FEATURES = 'width=600,height=700';
