import { z } from 'zod';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: 'Name must be less than 100 characters',
  emailInvalid: 'Please enter a valid email address',
  companyMax: 'Company must be less than 100 characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be less than 1000 characters',
  planInvalid: 'Please choose a plan from the list',
  received: "We'll get back to you within 24 hours.",
} as const;

/** Plans a visitor can say they are interested in (SPEC §9 pricing). */
export const PLAN_INTERESTS = ['starter', 'professional', 'enterprise'] as const;

/**
 * Hidden form field that people never see and bots fill in. A filled honeypot is answered like a success
 * and stored nowhere, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'website';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/** POST /api/contacts (SPEC §5 contact form). */
export const contactRequestSchema = z.strictObject({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(100, CONTACT_MESSAGES.nameMax),
  email: z
    .string({ error: CONTACT_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  company: optionalText(100, CONTACT_MESSAGES.companyMax),
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

/** Admin lists are paginated and searchable (they must stay fast with 10,000 rows). */
export const listQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'page must be a positive number')
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/, 'pageSize must be a number from 1 to 100')
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
