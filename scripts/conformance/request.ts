/**
 * Builds the request for an operation from the contract's examples: parameter examples (or a value that fits
 * the parameter's schema), the request body's example, the Accept header from the documented media types.
 */
import {
  deref,
  successStatuses,
  type MediaType,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  type ResponseObject,
  type Schema,
} from './contract';

export interface BuiltRequest {
  method: string;
  /** Path with parameters filled in and the query string, e.g. `/api/v4/public/orderbook/BTC_USDT?limit=100`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A value for formats the project defines (contracts/openapi: format drives the mocks). */
const BY_FORMAT: Record<string, unknown> = {
  'market-dash': 'BTC-USDT',
  'market-underscore': 'BTC_USDT',
  ticker: 'BTC',
  'decimal-unsigned': '1.5',
  decimal: '1.5',
  percent: '1.5',
  'unix-seconds': 1732190400,
  'unix-millis': 1732190400000,
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  email: 'trader@example.com',
  'date-time': '2024-11-21T12:00:00Z',
  date: '2024-11-21',
  uri: 'https://example.com/',
};

/** A parameter's or media type's example: `example`, else the first of `examples`. */
export function firstExample(
  holder: { example?: unknown; examples?: Record<string, { value?: unknown; $ref?: string }> },
  doc: OpenApiDocument,
): unknown {
  if (holder.example !== undefined) return holder.example;
  for (const ex of Object.values(holder.examples ?? {})) {
    const resolved = deref<{ value?: unknown }>(doc, ex);
    if (resolved.value !== undefined) return resolved.value;
  }
  return undefined;
}

/** A value that validates against a schema: its example, default, first enum value, const, or built from its type. */
export function sampleValue(schemaOrRef: Schema, doc: OpenApiDocument, depth = 0): unknown {
  const s = deref<Schema>(doc, schemaOrRef);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = s[key] as Schema[] | undefined;
    if (Array.isArray(list) && list.length) {
      if (key !== 'allOf') return sampleValue(list[0]!, doc, depth + 1);
      return Object.assign({}, ...list.map((x) => sampleValue(x, doc, depth + 1) as object));
    }
  }
  if (typeof s.format === 'string' && s.format in BY_FORMAT) return BY_FORMAT[s.format];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
    case 'boolean':
      return true;
    case 'array': {
      if (depth > 6) return [];
      if (Array.isArray(s.prefixItems)) return (s.prefixItems as Schema[]).map((x) => sampleValue(x, doc, depth + 1));
      const n = typeof s.minItems === 'number' ? s.minItems : 0;
      return Array.from({ length: n }, () => sampleValue((s.items as Schema) ?? {}, doc, depth + 1));
    }
    case 'object': {
      if (depth > 6) return {};
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required as string[] | undefined) ?? [];
      return Object.fromEntries(required.filter((k) => props[k]).map((k) => [k, sampleValue(props[k]!, doc, depth + 1)]));
    }
    case 'string':
      return typeof s.minLength === 'number' && s.minLength > 6 ? 'x'.repeat(s.minLength) : 'sample';
    default:
      return 'sample';
  }
}

export function parameterValue(p: Parameter, doc: OpenApiDocument): unknown {
  const ex = firstExample(p, doc);
  if (ex !== undefined) return ex;
  return sampleValue(p.schema ?? {}, doc);
}

const str = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The documented media types of the success responses, for Accept. */
export function acceptHeader(entry: OperationEntry, doc: OpenApiDocument): string {
  const types = new Set<string>();
  for (const status of successStatuses(entry.operation)) {
    const r = deref<ResponseObject>(doc, entry.operation.responses![status]!);
    for (const mt of Object.keys(r.content ?? {})) types.add(mt);
  }
  return types.size ? [...types].join(', ') : '*/*';
}

export interface BodyChoice {
  mediaType: string;
  value: unknown;
}

export function requestBodyOf(entry: OperationEntry, doc: OpenApiDocument): BodyChoice | undefined {
  const raw = entry.operation.requestBody;
  if (!raw) return undefined;
  const body = deref<{ required?: boolean; content?: Record<string, MediaType> }>(doc, raw);
  const content = body.content ?? {};
  const mediaType =
    Object.keys(content).find((m) => /^application\/(.+\+)?json$/.test(m)) ??
    Object.keys(content).find((m) => m === 'application/x-www-form-urlencoded') ??
    Object.keys(content)[0];
  if (!mediaType) return undefined;
  const media = content[mediaType]!;
  const ex = firstExample(media, doc);
  return { mediaType, value: ex !== undefined ? ex : sampleValue(media.schema ?? {}, doc) };
}

/** Why an operation's request cannot be built, or undefined when it can. */
export function unsupportedRequest(entry: OperationEntry, doc: OpenApiDocument): string | undefined {
  const body = requestBodyOf(entry, doc);
  if (body && !/json$/.test(body.mediaType) && body.mediaType !== 'application/x-www-form-urlencoded') {
    return `request body ${body.mediaType} is not built by the checker`;
  }
  return undefined;
}

export function buildRequest(entry: OperationEntry, doc: OpenApiDocument, extraHeaders: Record<string, string> = {}): BuiltRequest {
  let path = entry.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { Accept: acceptHeader(entry, doc), 'X-Requested-With': 'XMLHttpRequest' };
  const cookies: string[] = [];
  for (const p of entry.parameters) {
    const inPath = p.in === 'path';
    const value = p.required || inPath || firstExample(p, doc) !== undefined ? parameterValue(p, doc) : undefined;
    if (value === undefined) continue;
    switch (p.in) {
      case 'path':
        path = path.replace(`{${p.name}}`, encodeURIComponent(str(value)));
        break;
      case 'query':
        if (Array.isArray(value)) {
          if (p.explode === false) query.append(p.name, value.map(str).join(','));
          else value.forEach((v) => query.append(p.name, str(v)));
        } else if (value && typeof value === 'object') {
          // form style, explode: each property is its own query parameter.
          for (const [k, v] of Object.entries(value)) query.append(k, str(v));
        } else query.append(p.name, str(value));
        break;
      case 'header':
        headers[p.name] = str(value);
        break;
      case 'cookie':
        cookies.push(`${p.name}=${encodeURIComponent(str(value))}`);
        break;
    }
  }
  for (const [k, v] of Object.entries(extraHeaders)) {
    if (k.toLowerCase() === 'cookie') cookies.unshift(v);
    else headers[k] = v;
  }
  if (cookies.length) headers.Cookie = cookies.join('; ');
  const qs = query.toString();
  const req: BuiltRequest = { method: entry.method.toUpperCase(), url: qs ? `${path}?${qs}` : path, headers };
  const body = requestBodyOf(entry, doc);
  if (body) {
    headers['Content-Type'] = body.mediaType;
    req.body =
      body.mediaType === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(Object.entries(body.value as Record<string, unknown>).map(([k, v]) => [k, str(v)])).toString()
        : JSON.stringify(body.value);
  }
  return req;
}
