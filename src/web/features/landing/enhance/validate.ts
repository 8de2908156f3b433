import { isValidEmail, LANDING_MESSAGES as M, PLAN_VALUES } from './messages';

export type ContactValues = {
  name: string;
  email: string;
  company: string;
  planInterest: string;
  message: string;
};

export type Errors<T> = Partial<Record<keyof T, string>>;

/** SPEC §5 contact form, the same rules as contactRequestSchema (trimmed lengths, lower-cased email). */
export function validateContact(values: ContactValues): Errors<ContactValues> {
  const errors: Errors<ContactValues> = {};
  const name = values.name.trim();
  if (!name) errors.name = M.nameRequired;
  else if (name.length > 100) errors.name = M.nameMax;
  if (!isValidEmail(values.email.trim().toLowerCase())) errors.email = M.emailInvalid;
  if (values.company.trim().length > 100) errors.company = M.companyMax;
  if (values.planInterest && !(PLAN_VALUES as readonly string[]).includes(values.planInterest)) {
    errors.planInterest = M.planInvalid;
  }
  const message = values.message.trim();
  if (message.length < 10) errors.message = M.messageMin;
  else if (message.length > 1000) errors.message = M.messageMax;
  return errors;
}

export function validateNewsletter(values: { email: string }): Errors<{ email: string }> {
  return isValidEmail(values.email.trim().toLowerCase()) ? {} : { email: M.emailInvalid };
}
