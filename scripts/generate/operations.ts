/**
 * Writes generated/api/operations.ts: per operation, the facts the http kernel needs at run time
 * (method, path pattern, server, timeout, auth), read from the contract's x- extensions so that
 * they are declared once, in the contract, and never kept by hand.
 */
import { GENERATED_HEADER } from './header.ts';

type Security = Record<string, string[]>[];
type Op = {
  operationId?: string;
  tags?: string[];
  'x-server'?: string;
  'x-timeout-ms'?: number;
  security?: Security;
  responses?: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
};
type Doc = { paths: Record<string, Record<string, Op>>; security?: Security };

/** required: a session is needed; optional: guests may call it too; none: no session at all. */
function authOf(security: Security | undefined): 'required' | 'optional' | 'none' {
  if (!security || security.length === 0) return 'none';
  return security.some((alternative) => Object.keys(alternative).length === 0) ? 'optional' : 'required';
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export const DEFAULT_TIMEOUT_MS = 60_000;

export function operationsModule(doc: Doc): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const server = op['x-server'] ?? 'web';
      if (!['web', 'public', 'internal'].includes(server)) throw new Error(`${op.operationId}: x-server must be web, public or internal`);
      const auth = authOf(op.security ?? doc.security);
      // The media types of the success answers, for the Accept header (JSON, or a file for downloads).
      const accept =
        [
          ...new Set(
            Object.entries(op.responses ?? {})
              .filter(([status]) => status.startsWith('2'))
              .flatMap(([, r]) => Object.keys(r.content ?? {})),
          ),
        ].join(', ') || 'application/json';
      // One compact row each (every page's first load carries this table): defaults are left out, the pattern is
      // built from the path at load.
      const row: (string | number)[] = [op.operationId, method.toUpperCase(), path, op.tags?.[0] ?? 'default', server, auth];
      const timeout = op['x-timeout-ms'] ?? DEFAULT_TIMEOUT_MS;
      if (timeout !== DEFAULT_TIMEOUT_MS || accept !== 'application/json') row.push(timeout);
      if (accept !== 'application/json') row.push(accept);
      rows.push(`  ${JSON.stringify(row)},`);
    }
  }
  return `${GENERATED_HEADER}
export type OperationServer = 'web' | 'public' | 'internal';
export type OperationAuth = 'required' | 'optional' | 'none';

export interface OperationMeta {
  readonly id: string;
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  readonly path: string;
  readonly pattern: RegExp;
  /** Number of path parameters: the kernel prefers the most specific match. */
  readonly params: number;
  readonly tag: string;
  readonly server: OperationServer;
  readonly auth: OperationAuth;
  readonly timeoutMs: number;
  /** Media types of the success answers: the Accept header of the call. */
  readonly accept: string;
}

export const DEFAULT_TIMEOUT_MS = ${DEFAULT_TIMEOUT_MS};

type Row = readonly [string, OperationMeta['method'], string, string, OperationServer, OperationAuth, number?, string?];

/** id, method, path, tag, server, auth, then the timeout and the Accept header where they are not the default. */
const rows: readonly Row[] = [
${rows.join('\n')}
];

/** The path as a pattern: each {param} matches one segment. */
const patternOf = (path: string) =>
  new RegExp('^' + path.replace(/[.*+?^$()|[\\]\\\\]/g, '\\\\$&').replace(/\\\\?\\{[^}]+\\\\?\\}/g, '([^/]+)') + '$');

export const operations: readonly OperationMeta[] = rows.map(
  ([id, method, path, tag, server, auth, timeoutMs = DEFAULT_TIMEOUT_MS, accept = 'application/json']) => ({
    id,
    method,
    path,
    pattern: patternOf(path),
    params: path.split('{').length - 1,
    tag,
    server,
    auth,
    timeoutMs,
    accept,
  }),
);
`;
}
