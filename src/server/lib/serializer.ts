import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route-level serializer compiled once from the response's zod schema (through its JSON schema) by
 * fast-json-stringify, Fastify's own stringifier: no zod parse of every response. For responses the route builds
 * itself, typed against the same schema; properties the schema does not name are left out, as zod would.
 */
export function compiledSerializer(schema: z.ZodType) {
  const stringify = fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as object);
  return () => (data: unknown) => stringify(data);
}
