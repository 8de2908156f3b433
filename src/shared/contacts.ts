import { z } from 'zod';
import { ADMIN_LIST_PAGE_SIZE } from './contacts-rules';
import { pagedListQuerySchema } from './paging';

import { CONTACT_MESSAGES, HONEYPOT_FIELD, PLAN_INTERESTS } from './public-form-messages';
import { emailSchema, NO_CONTROL_CHARACTERS, singleLineText } from './text-fields';

/** The admin lists' page size lives in contacts-rules.ts, the public form's texts in public-form-messages.ts. */
export * from './contacts-rules';
export { CONTACT_MESSAGES, HONEYPOT_FIELD, PLAN_INTERESTS };

/** An optional one-line field: a line break would forge lines in the admin's mail and CSV views. */
const optionalLine = (max: number, message: string, controlMessage: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .regex(NO_CONTROL_CHARACTERS, controlMessage)
    .optional()
    .transform((value) => (value ? value : undefined));

/** POST /api/contacts (SPEC §5 contact form). */
export const contactRequestSchema = z.strictObject({
  name: singleLineText(
    CONTACT_MESSAGES.nameRequired,
    100,
    CONTACT_MESSAGES.nameMax,
    CONTACT_MESSAGES.nameControl,
  ),
  email: emailSchema(CONTACT_MESSAGES.emailInvalid),
  company: optionalLine(100, CONTACT_MESSAGES.companyMax, CONTACT_MESSAGES.companyControl),
  message: z
    .string({ error: CONTACT_MESSAGES.messageMin })
    .trim()
    .min(10, CONTACT_MESSAGES.messageMin)
    .max(1000, CONTACT_MESSAGES.messageMax),
  planInterest: z.enum(PLAN_INTERESTS, { error: CONTACT_MESSAGES.planInvalid }).optional(),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string(),
  planInterest: z.string().nullable(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const listQuerySchema = pagedListQuerySchema(ADMIN_LIST_PAGE_SIZE, {
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
