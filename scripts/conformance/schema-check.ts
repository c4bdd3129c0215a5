/**
 * JSON Schema 2020-12 validation of a body against a schema of the bundled OpenAPI document (ajv), with each
 * error turned into a violation: the JSON path, what the schema expects and the actual value.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { escapePointer, type OpenApiDocument } from './contract';
import { jsonPath, show, type Violation } from './violations';

const DOC_ID = 'urn:meridian:openapi';

const STANDARD_FORMATS: Record<string, (s: string) => boolean> = {
  'date-time': (s) => /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
  date: (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)),
  email: (s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
  uuid: (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s),
  uri: (s) => {
    try {
      return Boolean(new URL(s).protocol);
    } catch {
      return false;
    }
  },
};

function collectFormats(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) node.forEach((n) => collectFormats(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'format' && typeof v === 'string') out.add(v);
      else collectFormats(v, out);
    }
  }
}

export class SchemaChecker {
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    // strict off: OpenAPI adds keywords (example, discriminator, x-*) that are not JSON Schema's.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateFormats: true });
    const formats = new Set<string>();
    collectFormats(doc, formats);
    // The project's own formats (decimal, market-dash, ...) always come with a pattern: the pattern checks them.
    for (const f of formats) this.ajv.addFormat(f, STANDARD_FORMATS[f] ?? true);
    this.ajv.addSchema(doc as object, DOC_ID);
  }

  /** Validates `value` against the schema at a JSON pointer of the document (`/paths/~1v2~1time/get/...`). */
  check(schemaPointer: string, value: unknown, root = '$'): Violation[] {
    let validate = this.cache.get(schemaPointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOC_ID}#${schemaPointer}` });
      this.cache.set(schemaPointer, validate);
    }
    if (validate(value)) return [];
    return toViolations(validate.errors ?? [], value, root);
  }
}

export const responseSchemaPointer = (path: string, method: string, status: string, mediaType: string) =>
  `/paths/${escapePointer(path)}/${method}/responses/${escapePointer(status)}/content/${escapePointer(mediaType)}/schema`;

function valueAt(root: unknown, pointer: string): unknown {
  if (!pointer) return root;
  let node: unknown = root;
  for (const raw of pointer.split('/').slice(1)) {
    const p = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[p];
  }
  return node;
}

/**
 * ajv errors → violations. A failed `oneOf`/`anyOf` reports every branch's errors too; those are folded into
 * the one violation of the combinator, so one wrong value gives one violation.
 */
export function toViolations(errors: ErrorObject[], value: unknown, root = '$'): Violation[] {
  const combinators = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const inBranch = (e: ErrorObject) =>
    combinators.some((c) => c !== e && e.schemaPath.startsWith(`${c.schemaPath}/`) && e.instancePath.startsWith(c.instancePath));
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (inBranch(e)) continue;
    // `if`/`then` failures are explained by the errors of their branch.
    if (e.keyword === 'if') continue;
    const v = violation(e, value, root, errors);
    const key = `${v.path}|${v.expected}|${v.actual}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

function violation(e: ErrorObject, value: unknown, root: string, all: ErrorObject[]): Violation {
  const actual = valueAt(value, e.instancePath);
  const path = jsonPath(e.instancePath, root);
  const params = e.params as Record<string, unknown>;
  const base = { rule: 'schema' as const };
  switch (e.keyword) {
    case 'required':
      return {
        ...base,
        path: jsonPath(`${e.instancePath}/${escapePointer(String(params.missingProperty))}`, root),
        expected: 'required property',
        actual: 'missing',
      };
    case 'additionalProperties':
      return {
        ...base,
        path: jsonPath(`${e.instancePath}/${escapePointer(String(params.additionalProperty))}`, root),
        expected: 'no such property (additionalProperties: false)',
        actual: show((actual as Record<string, unknown>)?.[String(params.additionalProperty)]),
      };
    case 'unevaluatedProperties':
      return {
        ...base,
        path: jsonPath(`${e.instancePath}/${escapePointer(String(params.unevaluatedProperty))}`, root),
        expected: 'no such property (unevaluatedProperties: false)',
        actual: show((actual as Record<string, unknown>)?.[String(params.unevaluatedProperty)]),
      };
    case 'type':
      return { ...base, path, expected: `type ${String(params.type).replace(/,/g, ' | ')}`, actual: `${typeName(actual)} ${show(actual)}` };
    case 'enum':
      return { ...base, path, expected: `one of ${show(params.allowedValues, 120)}`, actual: show(actual) };
    case 'const':
      return { ...base, path, expected: `${show(params.allowedValue)}`, actual: show(actual) };
    case 'pattern':
      return { ...base, path, expected: `string matching /${String(params.pattern)}/`, actual: show(actual) };
    case 'format':
      return { ...base, path, expected: `format ${String(params.format)}`, actual: show(actual) };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { ...base, path, expected: `${String(params.comparison)} ${String(params.limit)}`, actual: show(actual) };
    case 'minLength':
    case 'maxLength':
      return {
        ...base,
        path,
        expected: `${e.keyword === 'minLength' ? 'at least' : 'at most'} ${String(params.limit)} characters`,
        actual: show(actual),
      };
    case 'minItems':
    case 'maxItems':
      return {
        ...base,
        path,
        expected: `${e.keyword === 'minItems' ? 'at least' : 'at most'} ${String(params.limit)} items`,
        actual: `${Array.isArray(actual) ? actual.length : '?'} items`,
      };
    case 'oneOf':
    case 'anyOf': {
      const branches = all.filter(
        (b) => b !== e && b.schemaPath.startsWith(`${e.schemaPath}/`) && b.instancePath.startsWith(e.instancePath),
      );
      const hint = branches[0] ? `; e.g. ${jsonPath(branches[0].instancePath, root)} ${branches[0].message ?? ''}` : '';
      return {
        ...base,
        path,
        expected: `${e.keyword === 'oneOf' ? 'exactly one' : 'at least one'} of the documented alternatives`,
        actual: show(actual),
        note: `${e.message ?? ''}${hint}`,
      };
    }
    default:
      return { ...base, path, expected: `${e.keyword}: ${e.message ?? ''}`, actual: show(actual) };
  }
}

export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}
