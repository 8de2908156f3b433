/**
 * The SPEC §5/§8 texts the landing script shows. They mirror src/shared/contacts.ts and newsletter.ts (a test keeps
 * them equal) because importing those modules would pull zod into a page whose whole script budget is a few KB.
 */
export const LANDING_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: 'Name must be less than 100 characters',
  emailInvalid: 'Please enter a valid email address',
  companyMax: 'Company must be less than 100 characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be less than 1000 characters',
  planInvalid: 'Please choose a plan from the list',
  contactSentTitle: 'Message Sent Successfully',
  contactSent: "We'll get back to you within 24 hours.",
  contactFailedTitle: 'Message Failed',
  contactFailed: 'Please check your message length and try again.',
  subscribedTitle: 'Successfully Subscribed',
  subscribed: 'Welcome to our newsletter!',
  subscribeFailedTitle: 'Subscription Failed',
  subscribeFailed: 'Please check your email and try again.',
} as const;

export const PLAN_VALUES = ['starter', 'professional', 'enterprise'] as const;
export const HONEYPOT = 'website';

/** zod 4's z.email() pattern, so the page accepts exactly what the API accepts. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}
