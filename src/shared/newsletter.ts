import { z } from 'zod';
import { HONEYPOT_FIELD, NEWSLETTER_MESSAGES } from './public-form-messages';
import { emailSchema } from './text-fields';

export { NEWSLETTER_MESSAGES };

/** POST /api/newsletter: the answer is the same for new and existing subscribers. */
export const newsletterRequestSchema = z.strictObject({
  email: emailSchema(NEWSLETTER_MESSAGES.emailInvalid),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const subscriptionSchema = z.object({ id: z.string(), email: z.string(), subscribedAt: z.string() });
export type Subscription = z.infer<typeof subscriptionSchema>;
