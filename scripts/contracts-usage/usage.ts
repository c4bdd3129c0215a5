/**
 * Which contract operations and socket methods the app calls, and from where. Read from the code itself: the
 * generated modules say which identifiers belong to which operation (orval's `listBalances`, `useListBalances`,
 * `getListBalancesQueryOptions`, ...; the socket client's request functions, subscription hooks and specs),
 * and the import statements of src/ (tests and test kits left out) say which of them each module uses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface RestUsage {
  id: string;
  method: string;
  path: string;
  tag: string;
  users: string[];
}

export interface SocketUsage {
  /** The method (request), the subscribe method (stream) or the pushed event. */
  method: string;
  kind: 'request' | 'subscription' | 'event';
  document: string;
  users: string[];
}

export interface UsageReport {
  rest: RestUsage[];
  socket: SocketUsage[];
}

/** Prefixes and suffixes orval puts around an operation id for the identifiers that make a call. */
const CALLING = [
  /^use(\w+?)(Suspense|Infinite|SuspenseInfinite)?$/,
  /^get(\w+)(QueryOptions|MutationOptions|InfiniteQueryOptions|SuspenseQueryOptions)$/,
];

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The operation an identifier of a tag module calls, if it calls one. */
export function operationOfIdentifier(name: string, operationIds: ReadonlySet<string>): string | undefined {
  if (operationIds.has(name)) return name;
  for (const pattern of CALLING) {
    const match = pattern.exec(name);
    if (match && operationIds.has(lowerFirst(match[1]!))) return lowerFirst(match[1]!);
  }
  return undefined;
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** Names a module imports (values only, not `import type`) from generated/api or generated/socket, per module path. */
export function generatedImports(source: string): { from: string; names: string[] }[] {
  const out: { from: string; names: string[] }[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']*generated\/(?:api|socket)\/[^']*)'/g)) {
    if (match[1]) continue;
    const names = match[2]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim());
    out.push({ from: match[3]!, names });
  }
  return out;
}

interface SocketSpec {
  name: string;
  method: string;
  kind: SocketUsage['kind'];
  document: string;
}

/** The specs of a generated socket client, and the functions that wrap each one. */
export function socketSpecs(source: string, document: string): { specs: SocketSpec[]; wrappers: Map<string, string> } {
  const specs: SocketSpec[] = [];
  for (const match of source.matchAll(/export const (\w+): (RequestSpec|SubscriptionSpec|EventSpec)<[^=]*= \{([^}]*)\}/g)) {
    const body = match[3]!;
    const field = match[2] === 'RequestSpec' ? 'method' : match[2] === 'SubscriptionSpec' ? 'subscribe' : 'event';
    const method = new RegExp(`${field}: '([^']+)'`).exec(body)?.[1];
    if (!method) continue;
    const kind = match[2] === 'RequestSpec' ? 'request' : match[2] === 'SubscriptionSpec' ? 'subscription' : 'event';
    specs.push({ name: match[1]!, method, kind, document });
  }
  const wrappers = new Map<string, string>();
  for (const match of source.matchAll(/export function (\w+)\([^)]*\)[^{]*\{([^}]*)\}/g)) {
    const spec = specs.find((s) => new RegExp(`\\b${s.name}\\b`).test(match[2]!));
    if (spec) wrappers.set(match[1]!, spec.name);
  }
  return { specs, wrappers };
}

export function contractsUsage(root: string): UsageReport {
  const operationsSource = readFileSync(join(root, 'generated/api/operations.ts'), 'utf8');
  const rest: RestUsage[] = [...operationsSource.matchAll(/^\s*\["(\w+)","(\w+)","([^"]+)","([^"]+)"/gm)].map((m) => ({
    id: m[1]!,
    method: m[2]!,
    path: m[3]!,
    tag: m[4]!,
    users: [],
  }));
  const operationIds = new Set(rest.map((r) => r.id));
  const restById = new Map(rest.map((r) => [r.id, r]));

  const specs: SocketSpec[] = [];
  const identifierToSpec = new Map<string, SocketSpec>();
  for (const file of filesUnder(join(root, 'generated/socket'), (p) => p.endsWith('.client.ts'))) {
    const document = file.split('/').pop()!.replace('.client.ts', '');
    const found = socketSpecs(readFileSync(file, 'utf8'), document);
    specs.push(...found.specs);
    for (const spec of found.specs) identifierToSpec.set(`${document}:${spec.name}`, spec);
    for (const [wrapper, specName] of found.wrappers)
      identifierToSpec.set(
        `${document}:${wrapper}`,
        found.specs.find((s) => s.name === specName)!,
      );
  }
  const socket: SocketUsage[] = specs.map((s) => ({ method: s.method, kind: s.kind, document: s.document, users: [] }));
  const socketByKey = new Map(specs.map((s, i) => [`${s.document}:${s.method}`, socket[i]!]));

  const sources = filesUnder(join(root, 'src'), (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && !p.includes('/src/testing/'));
  for (const file of sources) {
    const user = relative(root, file);
    for (const { from, names } of generatedImports(readFileSync(file, 'utf8'))) {
      const socketDocument = /generated\/socket\/([\w-]+)\.client$/.exec(from)?.[1];
      for (const name of names) {
        if (socketDocument) {
          const spec = identifierToSpec.get(`${socketDocument}:${name}`);
          const usage = spec && socketByKey.get(`${spec.document}:${spec.method}`);
          if (usage && !usage.users.includes(user)) usage.users.push(user);
        } else if (/generated\/api\//.test(from)) {
          const id = operationOfIdentifier(name, operationIds);
          const usage = id && restById.get(id);
          if (usage && !usage.users.includes(user)) usage.users.push(user);
        }
      }
    }
  }
  // The socket kernel sends its own protocol methods (server.auth, server.ping) by name.
  for (const file of sources.filter((p) => p.includes('/src/lib/socket/'))) {
    const source = readFileSync(file, 'utf8');
    for (const usage of socket)
      if (source.includes(`transmit('${usage.method}'`) && !usage.users.includes(relative(root, file)))
        usage.users.push(relative(root, file));
  }
  for (const r of rest) r.users.sort();
  for (const s of socket) s.users.sort();
  return { rest, socket };
}

export function summaryLine(report: UsageReport): string {
  const restCalled = report.rest.filter((r) => r.users.length > 0).length;
  const socketCalled = report.socket.filter((s) => s.users.length > 0).length;
  return (
    `REST: ${restCalled} of ${report.rest.length} operations called, ${report.rest.length - restCalled} not called; ` +
    `socket: ${socketCalled} of ${report.socket.length} methods and events used, ${report.socket.length - socketCalled} not used`
  );
}

/** The uncalled operations grouped by tag, and the unused socket methods by document. */
export function formatUncalled(report: UsageReport): string {
  const lines: string[] = [];
  const byTag = new Map<string, RestUsage[]>();
  for (const r of report.rest.filter((r) => r.users.length === 0)) byTag.set(r.tag, [...(byTag.get(r.tag) ?? []), r]);
  for (const [tag, ops] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${tag} (${ops.length})`);
    for (const op of ops) lines.push(`  ${op.id}  ${op.method} ${op.path}`);
  }
  const unusedSocket = report.socket.filter((s) => s.users.length === 0);
  if (unusedSocket.length) {
    lines.push(`socket (${unusedSocket.length})`);
    for (const s of unusedSocket) lines.push(`  ${s.method}  ${s.kind}, ${s.document}`);
  }
  return lines.join('\n');
}

export function formatTable(report: UsageReport): string {
  const lines = ['REST operations', ''];
  for (const r of report.rest)
    lines.push(`${r.id}  ${r.method} ${r.path}  [${r.tag}]  ${r.users.length ? r.users.join(', ') : '— not called'}`);
  lines.push('', 'Socket methods and events', '');
  for (const s of report.socket)
    lines.push(`${s.method}  (${s.kind}, ${s.document})  ${s.users.length ? s.users.join(', ') : '— not used'}`);
  return lines.join('\n');
}
