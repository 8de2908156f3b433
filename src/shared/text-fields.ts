import { z } from 'zod';

/** Text fields the way every form reads them: trimmed first, then checked, with the form's own messages. */

/**
 * What `z.email()` accepts, around the spaces that trimming removes, written without look-aheads so that the API
 * document can state it (and a generator can meet it): dot-separated local parts that neither start nor end with a
 * dot nor hold two in a row, then a domain with a top-level name of two letters or more.
 */
const EMAIL_INPUT_PATTERN =
  /^\s*(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}\s*$/;

/** An e-mail address, lower-cased; one message for anything wrong with it. */
export const emailSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(EMAIL_INPUT_PATTERN, message)
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email(message));

/** Text that must not be empty once trimmed, up to `max` characters. */
export const requiredText = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);

/**
 * Text without C0 or C1 control characters (CR, LF, tab, ESC, DEL …) or the Unicode line and paragraph
 * separators, for `.regex()` on a one-line field. A name with a line break forges lines in the e-mails, CSV exports
 * and logs that show it (issue 28, item 11).
 */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\u2028\u2029]*$/u;

/** A person's name or another one-line label: required, bounded and without line breaks. */
export const singleLineText = (required: string, max: number, maxMessage: string, controlMessage: string) =>
  requiredText(required, max, maxMessage).regex(NO_CONTROL_CHARACTERS, controlMessage);
