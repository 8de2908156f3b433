/**
 * The public forms' rules and texts (SPEC §5/§8), without zod: the landing page's few-KB script checks the contact
 * and newsletter forms with these, and the API's schemas (contacts.ts, newsletter.ts) are built from the same.
 */

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: 'Name must be less than 100 characters',
  emailInvalid: 'Please enter a valid email address',
  companyMax: 'Company must be less than 100 characters',
  nameControl: 'Name must be one line, without line breaks or control characters',
  companyControl: 'Company must be one line, without line breaks or control characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be less than 1000 characters',
  planInvalid: 'Please choose a plan from the list',
  received: "We'll get back to you within 24 hours.",
} as const;

export const NEWSLETTER_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'Welcome to our newsletter!',
} as const;

/** Plans a visitor can say they are interested in (SPEC §9 pricing). */
export const PLAN_INTERESTS = ['starter', 'professional', 'enterprise'] as const;

/**
 * Hidden form field that people never see and bots fill in. A filled honeypot is answered like a success
 * and stored nowhere, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'website';
