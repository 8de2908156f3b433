import { z } from 'zod';

/** Schema pieces that several contracts share, so that the same rule is written once. */

/** The path parameters of a route that names one record (`…/:id`): an opaque id, refused when too long to be one. */
export const idParamsSchema = z.strictObject({ id: z.string().max(64) });

/** The refinement a PATCH body ends with: it must change at least one field. */
export const changesSomething = (body: object) => Object.keys(body).length > 0;

/**
 * An object with the same kind of field for each key, in the keys' order: a figure per KPI, a count per status.
 * Built from the key list, so a key added there is added here too.
 */
export function fieldPerKey<const Key extends string, Field extends z.ZodType>(
  keys: readonly Key[],
  field: () => Field,
) {
  return z.object(Object.fromEntries(keys.map((key) => [key, field()])) as Record<Key, Field>);
}
