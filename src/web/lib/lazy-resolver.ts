import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Where a form's shared schema comes from: `() => import('…/shared/auth').then((m) => m.loginRequestSchema)`. */
export type SchemaLoader<TFields extends FieldValues, TValues extends FieldValues> = () => Promise<
  z.ZodType<TValues, TFields>
>;

/**
 * A react-hook-form resolver for a shared zod schema that downloads the schema, and zod with it, when the form first
 * checks something (or on `preload`, from the form's first focus) instead of with the page: zod's core is 26 KB of
 * JavaScript (gzip), more than a sign-in page's own code.
 *
 * Should the download fail, the form goes to the server unchecked: the server parses the same schema and its refusal
 * puts the same messages under the fields (and an unreachable server says so).
 */
export function lazyZodResolver<TFields extends FieldValues, TValues extends FieldValues>(
  loadSchema: SchemaLoader<TFields, TValues>,
) {
  let pending: Promise<Resolver<TFields, unknown, TValues>> | undefined;
  const load = () => {
    pending ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema) as Resolver<TFields, unknown, TValues>)
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
  const resolver: Resolver<TFields, unknown, TValues> = async (values, context, options) => {
    let check: Resolver<TFields, unknown, TValues>;
    try {
      check = await load();
    } catch {
      return { values: values as unknown as TValues, errors: {} };
    }
    return check(values, context, options);
  };
  return { resolver, preload: () => void load().catch(() => undefined) };
}
