import { z } from 'zod';

/**
 * Query parameters of every list that grows without bound (DESIGN §6): `limit` (a page size up to `max`) and an opaque
 * `cursor` taken from the previous page's `Link: <…>; rel="next"` header; `X-Total-Count` says how many items match.
 */
export const PAGE_MESSAGES = {
  limit: (max: number) => `limit must be a whole number from 1 to ${max}`,
  cursor: 'cursor is not valid: start again from the first page',
} as const;

/**
 * A pattern for the whole numbers 1 to `max` (up to 999) without leading zeros, so that the API document states
 * the range of a number that travels as query text (`limit=100`), not only its digits.
 */
export function wholeNumberUpTo(max: number): RegExp {
  const digits = String(max);
  if (max < 1 || max > 999) throw new Error('wholeNumberUpTo: 1 to 999');
  const range = (low: number, high: number) =>
    low > high ? null : low === high ? `${low}` : `[${low}-${high}]`;
  const choices: (string | null)[] = [];
  if (digits.length === 1) choices.push(range(1, max));
  else {
    choices.push('[1-9]');
    const [first, second, third] = [...digits].map(Number) as [number, number, number | undefined];
    if (digits.length === 2) {
      choices.push(range(1, first - 1) && `${range(1, first - 1)}\\d`, `${first}${range(0, second)}`);
    } else {
      choices.push('[1-9]\\d');
      const lower = range(1, first - 1);
      const middle = range(0, second - 1);
      choices.push(
        lower && `${lower}\\d\\d`,
        middle && `${first}${middle}\\d`,
        `${first}${second}${range(0, third ?? 0)}`,
      );
    }
  }
  return new RegExp(`^(?:${choices.filter(Boolean).join('|')})$`);
}

export function pageLimitSchema(size: { default: number; max: number }) {
  const message = PAGE_MESSAGES.limit(size.max);
  return z
    .string()
    .regex(wholeNumberUpTo(size.max), message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(size.max, message))
    .optional()
    .describe(`Page size, 1 to ${size.max} (default ${size.default})`);
}

export const pageCursorSchema = z
  .string()
  .min(1, PAGE_MESSAGES.cursor)
  .max(300, PAGE_MESSAGES.cursor)
  .optional()
  .describe('Opaque: take it from the Link header of the previous page');

/** The query of a paged list: its own filters, then `limit` (up to `size.max`) and `cursor`; unknown keys refused. */
export function pagedListQuerySchema<Filters extends z.ZodRawShape>(
  size: { default: number; max: number },
  filters: Filters,
) {
  return z.strictObject({ ...filters, limit: pageLimitSchema(size), cursor: pageCursorSchema });
}
