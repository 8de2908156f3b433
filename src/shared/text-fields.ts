import { z } from 'zod';

/** Text fields the way every form reads them: trimmed first, then checked, with the form's own messages. */

/** An e-mail address, lower-cased; one message for anything wrong with it. */
export const emailSchema = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(254, message).pipe(z.email(message));

/** Text that must not be empty once trimmed, up to `max` characters. */
export const requiredText = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
