import fc from 'fast-check';

/**
 * fast-check arbitraries for the values an OpenAPI 3.1 document (JSON Schema 2020-12) accepts: what the API
 * contract test sends. It covers the keywords our document uses (type, enum, const, anyOf/oneOf/allOf, string
 * lengths, patterns and formats, number ranges, object properties with required and additionalProperties,
 * minProperties, arrays with item counts); a keyword it does not know fails loudly rather than being ignored, so the
 * test never claims to have sent a request the document allows when it has not.
 */

export type JsonSchema = Record<string, unknown>;

const KNOWN_KEYWORDS = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'properties',
  'required',
  'additionalProperties',
  'minProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'default',
  'description',
  'title',
  'examples',
  'nullable',
  'propertyNames',
  // allOf's patterns, gathered by merged()
  'patterns',
  'prefixItems',
]);

/**
 * The document's rule for every text (info.description): no U+0000 and no lone surrogates. fast-check's `grapheme`
 * unit draws whole code points, so only NUL is left to keep out.
 */
const isAllowedText = (text: string) => !text.includes('\u0000');

export class SchemaArbitraries {
  constructor(private readonly document: { components?: { schemas?: Record<string, JsonSchema> } }) {}

  private resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const name = ref.replace('#/components/schemas/', '');
    const target = this.document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved ${ref}`);
    return this.resolve(target);
  }

  /** Values valid by `schema`. */
  of(input: JsonSchema): fc.Arbitrary<unknown> {
    const schema = this.merged(this.resolve(input));
    for (const key of Object.keys(schema)) {
      if (!KNOWN_KEYWORDS.has(key) && !key.startsWith('x-'))
        throw new Error(`keyword ${key} is not generated`);
    }
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (branches) {
      const { anyOf: _a, oneOf: _o, ...shared } = schema;
      return fc.oneof(...branches.map((branch) => this.of({ ...shared, ...branch })));
    }
    const type = schema.type;
    if (Array.isArray(type)) return fc.oneof(...type.map((one) => this.of({ ...schema, type: one })));
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return this.integer(schema);
      case 'number':
        return this.number(schema);
      case 'string':
        return this.string(schema);
      case 'array':
        return this.array(schema);
      case 'object':
        return this.object(schema);
      case undefined:
        if (schema.properties) return this.object(schema);
        return fc
          .jsonValue({ maxDepth: 1 })
          .filter((value) => typeof value !== 'string' || isAllowedText(value));
      default:
        throw new Error(`type ${String(type)} is not generated`);
    }
  }

  /** allOf folded into its parent: patterns gathered into a list, other keywords taken as they come. */
  private merged(schema: JsonSchema): JsonSchema & { patterns?: string[] } {
    const patterns: string[] = typeof schema.pattern === 'string' ? [schema.pattern] : [];
    let result: JsonSchema = { ...schema };
    delete result.pattern;
    for (const part of (schema.allOf as JsonSchema[] | undefined) ?? []) {
      const resolved = this.merged(this.resolve(part)) as JsonSchema & { patterns?: string[] };
      patterns.push(...(resolved.patterns ?? []));
      const { patterns: _p, ...rest } = resolved;
      result = { ...result, ...rest };
    }
    delete result.allOf;
    return patterns.length ? { ...result, patterns } : result;
  }

  private integer(schema: JsonSchema): fc.Arbitrary<number> {
    const min = bound(schema.minimum, schema.exclusiveMinimum, 1, Number.MIN_SAFE_INTEGER);
    const max = bound(schema.maximum, schema.exclusiveMaximum, -1, Number.MAX_SAFE_INTEGER);
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  }

  private number(schema: JsonSchema): fc.Arbitrary<number> {
    const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
    const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
    const double = fc
      .double({
        noNaN: true,
        noDefaultInfinity: true,
        ...(min !== undefined ? { min } : { min: -1e12 }),
        ...(max !== undefined ? { max } : { max: 1e12 }),
      })
      .filter(
        (value) =>
          (typeof schema.exclusiveMinimum !== 'number' || value > schema.exclusiveMinimum) &&
          (typeof schema.exclusiveMaximum !== 'number' || value < schema.exclusiveMaximum) &&
          !Object.is(value, -0),
      );
    const multipleOf = schema.multipleOf;
    if (typeof multipleOf === 'number') {
      // Money and rates: whole multiples of the step within the range.
      const low = Math.ceil((min ?? -1e9) / multipleOf);
      const high = Math.floor((max ?? 1e9) / multipleOf);
      return fc.integer({ min: low, max: high }).map((steps) => Number((steps * multipleOf).toFixed(10)));
    }
    return double;
  }

  private string(schema: JsonSchema & { patterns?: string[] }): fc.Arbitrary<string> {
    const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
    const patterns = (schema.patterns ?? []).map((pattern) => new RegExp(pattern, 'u'));
    const fitsLength = (value: string) =>
      value.length >= minLength && (maxLength === undefined || value.length <= maxLength);
    const fits = (value: string) =>
      fitsLength(value) && patterns.every((pattern) => pattern.test(value)) && isAllowedText(value);
    let base: fc.Arbitrary<string>;
    switch (schema.format) {
      case 'email':
        base = fc.emailAddress();
        break;
      case 'uri':
        base = fc.webUrl();
        break;
      case 'uuid':
        base = fc.uuid();
        break;
      case 'date-time':
        base = fc
          .date({
            min: new Date('1970-01-01T00:00:00Z'),
            max: new Date('2100-01-01T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString());
        break;
      default: {
        const first = patterns[0];
        base = first
          ? fc.stringMatching(first)
          : fc.string({ unit: 'grapheme', minLength, ...(maxLength !== undefined ? { maxLength } : {}) });
      }
    }
    return base.filter(fits);
  }

  private array(schema: JsonSchema): fc.Arbitrary<unknown[]> {
    if (Array.isArray(schema.prefixItems)) {
      // A tuple (an age range): exactly its items, as zod writes a tuple without a rest.
      return fc.tuple(...(schema.prefixItems as JsonSchema[]).map((item) => this.of(item)));
    }
    const items = (schema.items as JsonSchema | undefined) ?? {};
    const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
    const maxLength = Math.max(
      minLength,
      Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 5, 8),
    );
    const item = this.of(items);
    return schema.uniqueItems
      ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
      : fc.array(item, { minLength, maxLength });
  }

  private object(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
    const required = (schema.required as string[] | undefined) ?? [];
    // A record keyed by an enum (z.record(z.enum(…), …)) lists its keys in `required` and types them all with
    // `additionalProperties`.
    const additional = schema.additionalProperties;
    const recordKeys =
      additional && typeof additional === 'object'
        ? required
            .filter((key) => !(key in properties))
            .map((key): [string, JsonSchema] => [key, additional as JsonSchema])
        : [];
    const shape = Object.fromEntries(
      [...Object.entries(properties), ...recordKeys].map(([key, value]) => [key, this.of(value)]),
    );
    const record = fc.record(shape, { requiredKeys: required.filter((key) => key in shape) }) as fc.Arbitrary<
      Record<string, unknown>
    >;
    const minProperties = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
    return minProperties > 0 ? record.filter((value) => Object.keys(value).length >= minProperties) : record;
  }
}

function bound(inclusive: unknown, exclusive: unknown, step: number, fallback: number): number {
  if (typeof exclusive === 'number') return exclusive + step;
  if (typeof inclusive === 'number') return inclusive;
  return fallback;
}
