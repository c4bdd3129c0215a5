/**
 * A small JSON Schema (draft-07 as AsyncAPI uses it, plus 2020-12 prefixItems) to zod 4 source converter.
 * It writes the zod/mini API (functions and .check()), which the bundler can tree-shake, as orval does.
 * It covers what our AsyncAPI documents use and fails loudly on anything else, so a contract can never
 * be validated more loosely than it reads.
 */
type Schema = Record<string, unknown>;

const SUPPORTED = new Set([
  'type',
  'title',
  'description',
  'examples',
  'example',
  'default',
  'format',
  '$ref',
  'enum',
  'const',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'items',
  'prefixItems',
  'additionalItems',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'oneOf',
  'anyOf',
  'x-enum-varnames',
  'x-assumption',
  'deprecated',
]);

export interface ZodContext {
  /** Name of the zod constant for a component schema reference. */
  refName(ref: string): string;
}

const str = (s: string) => JSON.stringify(s);
const withChecks = (base: string, checks: string[]) => (checks.length ? `${base}.check(${checks.join(', ')})` : base);

export function toZod(schema: Schema | boolean, ctx: ZodContext, at = '#'): string {
  if (schema === true) return 'z.unknown()';
  if (schema === false) return 'z.never()';
  for (const key of Object.keys(schema)) {
    if (!SUPPORTED.has(key)) throw new Error(`${at}: JSON Schema keyword "${key}" is not supported by the socket generator`);
  }
  if (typeof schema.$ref === 'string') return ctx.refName(schema.$ref);
  if ('const' in schema) return `z.literal(${JSON.stringify(schema.const)})`;
  if (Array.isArray(schema.enum)) {
    const values = schema.enum as unknown[];
    return values.length === 1
      ? `z.literal(${JSON.stringify(values[0])})`
      : `z.union([${values.map((v) => `z.literal(${JSON.stringify(v)})`).join(', ')}])`;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema[key] as Schema[] | undefined;
    if (list) return `z.union([${list.map((s, i) => toZod(s, ctx, `${at}/${key}/${i}`)).join(', ')}])`;
  }
  const type = schema.type;
  if (Array.isArray(type)) {
    return `z.union([${type.map((t) => toZod({ ...schema, type: t }, ctx, at)).join(', ')}])`;
  }
  switch (type) {
    case 'null':
      return 'z.null()';
    case 'boolean':
      return 'z.boolean()';
    case 'string': {
      const checks: string[] = [];
      if (typeof schema.minLength === 'number') checks.push(`z.minLength(${schema.minLength})`);
      if (typeof schema.maxLength === 'number') checks.push(`z.maxLength(${schema.maxLength})`);
      if (typeof schema.pattern === 'string') checks.push(`z.regex(new RegExp(${str(schema.pattern)}))`);
      return withChecks('z.string()', checks);
    }
    case 'integer':
    case 'number': {
      const checks: string[] = [];
      if (typeof schema.minimum === 'number') checks.push(`z.gte(${schema.minimum})`);
      if (typeof schema.maximum === 'number') checks.push(`z.lte(${schema.maximum})`);
      if (typeof schema.exclusiveMinimum === 'number') checks.push(`z.gt(${schema.exclusiveMinimum})`);
      if (typeof schema.exclusiveMaximum === 'number') checks.push(`z.lt(${schema.exclusiveMaximum})`);
      return withChecks(type === 'integer' ? 'z.int()' : 'z.number()', checks);
    }
    case 'array': {
      const tuple = (schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : undefined)) as Schema[] | undefined;
      if (tuple) {
        const closed = schema.additionalItems === false || (schema.prefixItems !== undefined && schema.items === false);
        const minItems = typeof schema.minItems === 'number' ? schema.minItems : tuple.length;
        const items = tuple.map((s, i) => {
          const item = toZod(s, ctx, `${at}/items/${i}`);
          return i >= minItems ? `z.optional(${item})` : item;
        });
        const rest = closed ? '' : `, z.unknown()`;
        return `z.tuple([${items.join(', ')}]${rest})`;
      }
      const checks: string[] = [];
      if (typeof schema.minItems === 'number') checks.push(`z.minLength(${schema.minItems})`);
      if (typeof schema.maxItems === 'number') checks.push(`z.maxLength(${schema.maxItems})`);
      return withChecks(
        `z.array(${schema.items === undefined ? 'z.unknown()' : toZod(schema.items as Schema, ctx, `${at}/items`)})`,
        checks,
      );
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const fields = Object.entries(props).map(([key, value]) => {
        const inner = toZod(value, ctx, `${at}/properties/${key}`);
        return `${str(key)}: ${required.has(key) ? inner : `z.optional(${inner})`}`;
      });
      const additional = schema.additionalProperties;
      if (Object.keys(props).length === 0 && additional && typeof additional === 'object') {
        // A map: keys checked by propertyNames (e.g. a ticker pattern), values by additionalProperties.
        const keys = schema.propertyNames ? toZod(schema.propertyNames as Schema, ctx, `${at}/propertyNames`) : 'z.string()';
        return `z.record(${keys}, ${toZod(additional as Schema, ctx, `${at}/additionalProperties`)})`;
      }
      if (schema.propertyNames)
        throw new Error(`${at}: propertyNames is supported on maps only (no properties, additionalProperties a schema)`);
      const kind = additional === false ? 'z.strictObject' : 'z.looseObject';
      return `${kind}({ ${fields.join(', ')} })`;
    }
    case undefined:
      return 'z.unknown()';
    default:
      throw new Error(`${at}: type ${String(type)} is not supported`);
  }
}
