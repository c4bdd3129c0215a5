/**
 * Writes generated/api/operation-routes.ts and operations.ts: per operation, the facts the http kernel needs at run time
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

interface Row {
  id: string;
  tag: string;
  method: string;
  path: string;
  server: string;
  auth: string;
  timeout: number;
  accept: string;
}

function rowsOf(doc: Doc): Row[] {
  const rows: Row[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const server = op['x-server'] ?? 'web';
      if (!['web', 'public', 'internal'].includes(server)) throw new Error(`${op.operationId}: x-server must be web, public or internal`);
      // The media types of the success answers, for the Accept header (JSON, or a file for downloads).
      const accept =
        [
          ...new Set(
            Object.entries(op.responses ?? {})
              .filter(([status]) => status.startsWith('2'))
              .flatMap(([, r]) => Object.keys(r.content ?? {})),
          ),
        ].join(', ') || 'application/json';
      rows.push({
        id: op.operationId,
        tag: op.tags?.[0] ?? 'default',
        method: method.toUpperCase(),
        path,
        server,
        auth: authOf(op.security ?? doc.security),
        timeout: op['x-timeout-ms'] ?? DEFAULT_TIMEOUT_MS,
        accept,
      });
    }
  }
  return rows;
}

const DEFAULT_ACCESS = 'web/required';

/**
 * generated/api/operation-routes.ts, what the http kernel needs to send a call (every page's first load carries it,
 * so it holds no names): per operation its method and path, then only what is not the default (the server and the
 * session it needs, the timeout, the Accept header). The pattern is built from the path at load.
 */
export function operationRoutesModule(doc: Doc): string {
  const rows = rowsOf(doc).map((r) => {
    const row: (string | number)[] = [r.method, r.path];
    const access = `${r.server}/${r.auth}`;
    const tail: (string | number)[] = [access === DEFAULT_ACCESS ? 0 : access, r.timeout === DEFAULT_TIMEOUT_MS ? 0 : r.timeout];
    if (r.accept !== 'application/json') tail.push(r.accept);
    while (tail.length > 0 && tail[tail.length - 1] === 0) tail.pop();
    return `  ${JSON.stringify([...row, ...tail])},`;
  });
  return `${GENERATED_HEADER}
export type OperationServer = 'web' | 'public' | 'internal';
export type OperationAuth = 'required' | 'optional' | 'none';
export type OperationMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';

/** Where and how a call is sent. The operation's id and tag are in operations.ts (tools, tests, the mocks). */
export interface OperationRoute {
  readonly method: OperationMethod;
  readonly path: string;
  readonly pattern: RegExp;
  /** Number of path parameters: the kernel prefers the most specific match. */
  readonly params: number;
  readonly server: OperationServer;
  readonly auth: OperationAuth;
  readonly timeoutMs: number;
  /** Media types of the success answers: the Accept header of the call. */
  readonly accept: string;
}

export const DEFAULT_TIMEOUT_MS = ${DEFAULT_TIMEOUT_MS};

type Row = readonly [OperationMethod, string, (\`\${OperationServer}/\${OperationAuth}\` | 0)?, number?, string?];

/** Method and path, then the server/auth (0: ${DEFAULT_ACCESS}), the timeout (0: the default) and the Accept header where not JSON. */
const rows: readonly Row[] = [
${rows.join('\n')}
];

/** The path as a pattern: each {param} matches one segment. */
const patternOf = (path: string) =>
  new RegExp('^' + path.replace(/[.*+?^$()|[\\]\\\\]/g, '\\\\$&').replace(/\\\\?\\{[^}]+\\\\?\\}/g, '([^/]+)') + '$');

/** In the contract's order (operations.ts lists the same operations in the same order). */
export const operationRoutes: readonly OperationRoute[] = rows.map(([method, path, access, timeoutMs, accept = 'application/json']) => {
  const [server, auth] = (access || '${DEFAULT_ACCESS}').split('/') as [OperationServer, OperationAuth];
  return { method, path, pattern: patternOf(path), params: path.split('{').length - 1, server, auth, timeoutMs: timeoutMs || DEFAULT_TIMEOUT_MS, accept };
});
`;
}

/**
 * generated/api/operations.ts: every operation's route with its id and tag, for the tools, the tests and the mocks
 * (the app's kernel reads operation-routes.ts alone).
 */
export function operationsModule(doc: Doc): string {
  const names = rowsOf(doc).map((r) => `  ${JSON.stringify([r.id, r.tag])},`);
  return `${GENERATED_HEADER}
import { operationRoutes, type OperationRoute } from './operation-routes';

export { DEFAULT_TIMEOUT_MS, type OperationAuth, type OperationServer } from './operation-routes';

export interface OperationMeta extends OperationRoute {
  readonly id: string;
  readonly tag: string;
}

/** id and tag, in the order of operationRoutes. */
const names: readonly (readonly [string, string])[] = [
${names.join('\n')}
];

export const operations: readonly OperationMeta[] = operationRoutes.map((route, i) => ({ ...route, id: names[i]![0], tag: names[i]![1] }));
`;
}
