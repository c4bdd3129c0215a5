/**
 * The contracts as the tools read them: the bundled OpenAPI document (generated/openapi/openapi.yaml, the one
 * Prism serves) with its operations, and every AsyncAPI document of contracts/asyncapi with its requests,
 * subscriptions and events. Nothing here knows a particular operation: everything is read from the documents.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, unknown>;

/** The project root (the tools read its contracts and generated/ wherever they are started from). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BUNDLED_OPENAPI = 'generated/openapi/openapi.yaml';
export const ASYNCAPI_DIR = 'contracts/asyncapi';
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
  style?: string;
  explode?: boolean;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
}

export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> } | { $ref: string };
  responses?: Record<string, ResponseObject | { $ref: string }>;
  security?: Record<string, string[]>[];
  'x-server'?: string;
  'x-timeout-ms'?: number;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, Schema>;
    responses?: Record<string, ResponseObject>;
    parameters?: Record<string, Parameter>;
    securitySchemes?: Record<string, { type: string; in?: string; name?: string; description?: string }>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export type AuthNeed = 'required' | 'optional' | 'none';

export interface OperationEntry {
  id: string;
  method: HttpMethod;
  path: string;
  tags: string[];
  server: string;
  auth: AuthNeed;
  /** Security scheme names of the requirement a signed-in caller meets (e.g. session, csrf). */
  schemes: string[];
  timeoutMs?: number;
  operation: Operation;
  /** Path item parameters merged with the operation's (the operation's win). */
  parameters: Parameter[];
}

export function readOpenApi(file = join(ROOT, BUNDLED_OPENAPI)): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Follows local `$ref`s (`#/a/b`) until a value that is not a reference. */
export function deref<T>(doc: unknown, value: unknown): T {
  let v: unknown = value;
  const seen = new Set<string>();
  while (v && typeof v === 'object' && typeof (v as { $ref?: unknown }).$ref === 'string') {
    const ref = (v as { $ref: string }).$ref;
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    v = pointer(doc, ref);
  }
  return v as T;
}

/** The value at a local JSON pointer (`#/components/schemas/X`). */
export function pointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`only local references are supported: ${ref}`);
  const parts = ref
    .slice(1)
    .split('/')
    .slice(1)
    .map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = doc;
  for (const p of parts) {
    if (!node || typeof node !== 'object') throw new Error(`unresolvable $ref ${ref}`);
    node = (node as Record<string, unknown>)[p];
  }
  if (node === undefined) throw new Error(`unresolvable $ref ${ref}`);
  return node;
}

export const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function authOf(security: Record<string, string[]>[] | undefined): { auth: AuthNeed; schemes: string[] } {
  if (!security || security.length === 0) return { auth: 'none', schemes: [] };
  const anonymous = security.some((req) => Object.keys(req).length === 0);
  const withSchemes = security.find((req) => Object.keys(req).length > 0);
  return { auth: anonymous ? 'optional' : 'required', schemes: withSchemes ? Object.keys(withSchemes) : [] };
}

export function listOperations(doc: OpenApiDocument): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref<Record<string, unknown>>(doc, rawItem);
    const shared = ((item.parameters as Parameter[] | undefined) ?? []).map((p) => deref<Parameter>(doc, p));
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((p) => deref<Parameter>(doc, p));
      const parameters = [...shared.filter((s) => !own.some((o) => o.in === s.in && o.name === s.name)), ...own];
      const { auth, schemes } = authOf(operation.security ?? doc.security);
      out.push({
        id: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method,
        path,
        tags: operation.tags ?? [],
        server: operation['x-server'] ?? 'web',
        auth,
        schemes,
        timeoutMs: operation['x-timeout-ms'],
        operation,
        parameters,
      });
    }
  }
  return out;
}

/** A documented response for a status: the exact code, then its range (`5XX`), then `default`. */
export function documentedResponse(
  doc: OpenApiDocument,
  op: Operation,
  status: number,
): { key: string; response: ResponseObject } | undefined {
  const responses = op.responses ?? {};
  const keys = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'];
  for (const key of keys) {
    if (responses[key]) return { key, response: deref<ResponseObject>(doc, responses[key]) };
  }
  return undefined;
}

export const successStatuses = (op: Operation) => Object.keys(op.responses ?? {}).filter((k) => /^2/.test(k));

// ---------------------------------------------------------------------------------------------------------
// AsyncAPI

export interface AsyncMessage {
  /** Key in components.messages (the generated validator is `${Pascal(key)}Frame`). */
  key: string;
  name?: string;
  title?: string;
  payload: Schema;
  examples: { name?: string; payload?: unknown }[];
  'x-method'?: string;
  [key: string]: unknown;
}

export interface AsyncRequest {
  operationId: string;
  method: string;
  summary?: string;
  description?: string;
  request: AsyncMessage;
  replies: AsyncMessage[];
  subscription?: { event: string; unsubscribe?: string; key?: string; [key: string]: unknown };
  /** Whether the call needs an authorised connection (operation `security`, or `x-auth: required`). */
  needsAuth: boolean;
  operation: Record<string, unknown>;
}

export interface AsyncEvent {
  operationId: string;
  /** The event's name: a JSON-RPC event's `method` (depth.update) or an `{event, data}` frame's `event` (balanceUpdate). */
  method: string;
  /** Which frame property carries the name. */
  nameKey: 'method' | 'event';
  /** Whether only an authorised connection receives it (operation `security` or `x-auth: required`). */
  needsAuth: boolean;
  summary?: string;
  description?: string;
  messages: AsyncMessage[];
  operation: Record<string, unknown>;
}

export interface AsyncApiContract {
  /** File name without .yaml, e.g. trade-socket; the generated validators are generated/socket/<name>.zod.ts. */
  name: string;
  file: string;
  doc: Record<string, unknown>;
  title: string;
  version: string;
  description?: string;
  servers: { name: string; url: string; description?: string }[];
  requests: AsyncRequest[];
  events: AsyncEvent[];
  messages: AsyncMessage[];
}

export function asyncApiFiles(dir = join(ROOT, ASYNCAPI_DIR)): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

export function readAsyncApi(file: string, text = readFileSync(file, 'utf8')): AsyncApiContract {
  const doc = parse(text) as Record<string, unknown>;
  return describeAsyncApi(doc, basename(file).replace(/\.ya?ml$/, ''), file);
}

export function describeAsyncApi(doc: Record<string, unknown>, name: string, file = name): AsyncApiContract {
  const info = (doc.info ?? {}) as { title?: string; version?: string; description?: string };
  const components = (doc.components ?? {}) as { messages?: Record<string, unknown> };
  const messageKeys = new Map<unknown, string>();
  for (const [key, raw] of Object.entries(components.messages ?? {})) messageKeys.set(deref(doc, raw), key);

  const message = (ref: unknown): AsyncMessage => {
    const m = deref<Record<string, unknown>>(doc, ref);
    const key = messageKeys.get(m) ?? String(m.name ?? 'message');
    return {
      ...m,
      key,
      payload: deref<Schema>(doc, (m.payload ?? {}) as Schema),
      examples: ((m.examples as { name?: string; payload?: unknown }[] | undefined) ?? []).map((e) => deref(doc, e)),
    } as AsyncMessage;
  };

  const requests: AsyncRequest[] = [];
  const events: AsyncEvent[] = [];
  for (const [operationId, rawOp] of Object.entries((doc.operations ?? {}) as Record<string, unknown>)) {
    const op = deref<Record<string, unknown>>(doc, rawOp);
    const messages = ((op.messages as unknown[] | undefined) ?? []).map(message);
    const security = op.security as unknown[] | undefined;
    const needsAuth = (Array.isArray(security) && security.length > 0) || op['x-auth'] === 'required' || op['x-auth'] === true;
    if (op.action === 'receive') {
      const named = messages.map(eventNameOf).find(Boolean);
      events.push({
        operationId,
        method: named?.name ?? String(op.title ?? operationId),
        nameKey: named?.key ?? 'method',
        needsAuth,
        summary: op.summary as string,
        description: op.description as string,
        messages,
        operation: op,
      });
      continue;
    }
    const request = messages[0];
    if (!request) continue;
    const reply = op.reply ? deref<Record<string, unknown>>(doc, op.reply) : undefined;
    const replies = ((reply?.messages as unknown[] | undefined) ?? []).map(message);
    requests.push({
      operationId,
      method: request['x-method'] ?? methodOf(request) ?? String(op.title ?? operationId),
      summary: op.summary as string,
      description: op.description as string,
      request,
      replies,
      subscription: op['x-subscription'] as AsyncRequest['subscription'],
      needsAuth,
      operation: op,
    });
  }

  const servers = Object.entries((doc.servers ?? {}) as Record<string, Record<string, string>>).map(([serverName, raw]) => {
    const s = deref<Record<string, string>>(doc, raw);
    return { name: serverName, url: `${s.protocol ?? 'ws'}://${s.host ?? ''}${s.pathname ?? ''}`, description: s.description };
  });
  return {
    name,
    file,
    doc,
    title: info.title ?? name,
    version: String(info.version ?? ''),
    description: info.description,
    servers,
    requests,
    events,
    messages: [...new Set(messageKeys.values())].map((key) => message(components.messages![key])),
  };
}

function constOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.const === 'string') return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string') return schema.enum[0];
  return undefined;
}

/** The `method` a frame of this message carries, from its payload's `properties.method.const` (or one-value enum). */
export function methodOf(message: AsyncMessage): string | undefined {
  return constOf(((message.payload.properties ?? {}) as Record<string, Schema>).method);
}

/**
 * How a pushed frame names its event: `{id: null, method, params}` frames by `method`, `{event, data}` frames by
 * `event` (the payload's const, or the message's `x-event`).
 */
export function eventNameOf(message: AsyncMessage): { key: 'method' | 'event'; name: string } | undefined {
  const props = (message.payload.properties ?? {}) as Record<string, Schema>;
  const method = constOf(props.method);
  if (method) return { key: 'method', name: method };
  const event = constOf(props.event) ?? (typeof message['x-event'] === 'string' ? (message['x-event'] as string) : undefined);
  if (event) return { key: 'event', name: event };
  return undefined;
}

/** As scripts/generate/socket.ts spells names: `depth_update.x-y` → `DepthUpdateXY`. */
export const pascal = (s: string) => s.replace(/(^|[._\-\s])(\w)/g, (_m: string, _sep: string, c: string) => c.toUpperCase());
/** The name scripts/generate/socket.ts gives a message's zod validator. */
export const frameExportName = (messageKey: string) => `${pascal(messageKey)}Frame`;
