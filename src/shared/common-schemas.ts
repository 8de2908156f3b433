import { z } from 'zod';
import { API_ERROR_CODES } from './http';

/** Schema pieces that several contracts share, so that the same rule is written once. */

/** The longest id a path may carry: ids are UUIDs; anything much longer is refused before any lookup. */
export const ID_MAX_LENGTH = 64;

/** The path parameters of a route that names one record (`…/:id`): an opaque id, refused when too long to be one. */
export const idParamsSchema = z.strictObject({ id: z.string().min(1).max(ID_MAX_LENGTH) });

/** The refinement a PATCH body ends with: it must change at least one field. */
export const changesSomething = (body: object) => Object.keys(body).length > 0;

/**
 * A body that must name at least one field: refused with `message` otherwise. The OpenAPI document states the rule
 * as `minProperties: 1` (a refinement alone is invisible to it).
 */
export function withSomeField<Schema extends z.ZodObject>(schema: Schema, message: string) {
  return schema.refine(changesSomething, { message }).meta({ minProperties: 1 });
}

export const DATE_MESSAGE = 'Dates must be real calendar dates written YYYY-MM-DD, years 1900 to 9998';

/**
 * A calendar date, YYYY-MM-DD, that exists (2024-02-30 does not: it used to reach SQL and answer 500), in years that
 * date arithmetic can step past (a day after 9999-12-31 has five digits). Both rules are patterns, so the OpenAPI
 * document states them: `z.iso.date()` checks the calendar, leap years included; the second bounds the year.
 */
export const calendarDate = (message: string) =>
  z.iso
    .date({ error: message })
    .regex(/^(?:19\d\d|[2-8]\d\d\d|9[0-8]\d\d|99[0-8]\d|999[0-8])-/, message)
    .describe('A calendar date, YYYY-MM-DD, years 1900 to 9998')
    .meta({ format: 'date' });
export const calendarDateSchema = calendarDate(DATE_MESSAGE);

/**
 * The error body every API failure carries (`ApiErrorBody` in http.ts), for the OpenAPI document and its tests.
 * Loose: some errors add fields (an import's line-by-line problems).
 */
export const apiErrorBodySchema = z.looseObject({
  message: z.string(),
  code: z.enum(API_ERROR_CODES),
  requestId: z.string(),
  fieldErrors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe('Messages per field (dotted path), on validation failures'),
});

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

/** A success answered without a body: 204 No Content. The OpenAPI document writes a `null` schema as no content. */
export const noContentResponse = z.undefined().describe('Done: no body');

/** A redirect (its Location header says where); no body. */
export const redirectResponse = (description: string) => z.null().describe(description);

/**
 * A file or page answered as-is (CSV, PDF, HTML), in the form Fastify and the OpenAPI document take for a response
 * of another media type. Fastify sends a string or buffer of a non-JSON type without serializing it.
 */
export const mediaResponse = (mediaType: string, description: string) => ({
  description,
  content: {
    [mediaType]: {
      schema: z
        .custom<string | Uint8Array>((value) => typeof value === 'string' || value instanceof Uint8Array)
        .meta({ type: 'string' }),
    },
  },
});
