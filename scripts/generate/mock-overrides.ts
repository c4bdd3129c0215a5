/**
 * orval mocks a `pattern` string with faker's fromRegExp, whose output does not match patterns with
 * groups (every decimal string would be invalid). This walks each operation's success responses in the
 * bundled contract and, for every string whose `format` has a realistic generator in mock-values.ts,
 * emits an orval per-operation mock override keyed by the exact property path orval uses.
 */
import { mockValueByFormat, type MockFormat } from './mock-values.ts';

type Schema = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, unknown>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function resolve(doc: Doc, schema: Schema): Schema {
  let s = schema;
  const seen = new Set<string>();
  while (typeof s.$ref === 'string') {
    const ref = s.$ref;
    if (seen.has(ref)) break;
    seen.add(ref);
    const name = ref.replace('#/components/schemas/', '');
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

type Found = MockFormat | { enum: unknown[] };

/** Collects orval mock paths (`#.data.[].price`) of formatted strings and enums under a schema. */
function collect(doc: Doc, schema: Schema, path: string, out: Map<string, Found>, depth = 0): void {
  if (depth > 12) return;
  const s = resolve(doc, schema);
  // orval mocks a referenced enum through Object.values() of its zod schema, which is not the values.
  if (Array.isArray(s.enum) && schema !== s) {
    out.set(path, { enum: s.enum });
    return;
  }
  const format = s.format as string | undefined;
  if (format && format in mockValueByFormat && !('enum' in s) && !('const' in s)) {
    out.set(path, format as MockFormat);
    return;
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = s[key];
    if (Array.isArray(list)) for (const sub of list) collect(doc, sub as Schema, path, out, depth + 1);
  }
  const props = s.properties as Record<string, Schema> | undefined;
  if (props) for (const [k, v] of Object.entries(props)) collect(doc, v, `${path}.${k}`, out, depth + 1);
  const prefix = s.prefixItems as Schema[] | undefined;
  if (prefix) prefix.forEach((item, i) => collect(doc, item, `${path}.[${i}]`, out, depth + 1));
  else if (s.items && typeof s.items === 'object') collect(doc, s.items as Schema, `${path}.[]`, out, depth + 1);
}

/** A mock of one enum: a function whose source orval inlines, picking one of the literal values. */
function enumMock(values: unknown[]): () => unknown {
  // Indirect eval gives an arrow whose toString() is exactly this source, which orval inlines.
  return (0, eval)(`() => faker.helpers.arrayElement(${JSON.stringify(values)})`) as () => unknown;
}

export function decimalMockOverrides(doc: Doc) {
  const operations: Record<string, { mock: { properties: Record<string, unknown> } }> = {};
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as { operationId?: string; responses?: Record<string, Schema> } | undefined;
      if (!op?.operationId) continue;
      const found = new Map<string, Found>();
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        const content = (response.content as Record<string, { schema?: Schema }> | undefined)?.['application/json'];
        if (content?.schema) collect(doc, content.schema, '#', found);
      }
      if (found.size === 0) continue;
      const properties: Record<string, unknown> = {};
      for (const [path, found_] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
        properties[`/^${escape(path)}$/`] = typeof found_ === 'string' ? mockValueByFormat[found_] : enumMock(found_.enum);
      }
      operations[op.operationId] = { mock: { properties } };
    }
  }
  return operations;
}
