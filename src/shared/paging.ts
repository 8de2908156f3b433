import { z } from 'zod';

/**
 * Query parameters of every list that grows without bound (DESIGN §6): `limit` (a page size up to `max`) and an opaque
 * `cursor` taken from the previous page's `Link: <…>; rel="next"` header; `X-Total-Count` says how many items match.
 */
export const PAGE_MESSAGES = {
  limit: (max: number) => `limit must be a whole number from 1 to ${max}`,
  cursor: 'cursor is not valid: start again from the first page',
} as const;

export function pageLimitSchema(size: { default: number; max: number }) {
  const message = PAGE_MESSAGES.limit(size.max);
  return z
    .string()
    .regex(/^\d{1,3}$/, message)
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
