import {
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  NEWSLETTER_MESSAGES,
  PLAN_INTERESTS,
} from '../../../../shared/public-form-messages';

/**
 * The SPEC §5/§8 texts the landing script shows: the API's own (src/shared/public-form-messages.ts, which has no zod,
 * so this page's few-KB script stays small), plus the toasts' titles.
 */
export const LANDING_MESSAGES = {
  nameRequired: CONTACT_MESSAGES.nameRequired,
  nameMax: CONTACT_MESSAGES.nameMax,
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  companyMax: CONTACT_MESSAGES.companyMax,
  messageMin: CONTACT_MESSAGES.messageMin,
  messageMax: CONTACT_MESSAGES.messageMax,
  planInvalid: CONTACT_MESSAGES.planInvalid,
  contactSentTitle: 'Message Sent Successfully',
  contactSent: CONTACT_MESSAGES.received,
  contactFailedTitle: 'Message Failed',
  contactFailed: 'Please check your message length and try again.',
  subscribedTitle: 'Successfully Subscribed',
  subscribed: NEWSLETTER_MESSAGES.subscribed,
  subscribeFailedTitle: 'Subscription Failed',
  subscribeFailed: 'Please check your email and try again.',
} as const;

export const PLAN_VALUES = PLAN_INTERESTS;
export const HONEYPOT = HONEYPOT_FIELD;

/** zod 4's z.email() pattern, so the page accepts exactly what the API accepts. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}
