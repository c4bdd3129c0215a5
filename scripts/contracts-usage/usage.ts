/**
 * Which contract operations and socket methods the app calls, and from where, read from the code with the
 * TypeScript parser (no type checking, so it takes well under a second):
 * - the contract's operations are the rows of generated/api/operations.ts and operation-routes.ts;
 * - each generated module's value exports, following its re-exports (`export { x } from`, `export * from`), say what
 *   a name imported from generated/ is: orval's identifiers of an operation (`transferBalance`,
 *   `useTransferBalance`, `getTransferBalanceMutationOptions`, ... call it; `getTransferBalanceQueryKey`,
 *   `getTransferBalanceUrl` and the zod schemas `TransferBalanceBody`, ... only name it), the socket client's
 *   specs and the functions and hooks that wrap them;
 * - every non-test module of src/ (tests and src/testing/ left out) is read for its imports from generated/api and
 *   generated/socket: named imports and re-exports (type-only ones do not count), namespace imports and dynamic
 *   `import()` (then every name of that module the file mentions counts);
 * - the kernels (src/lib/http, src/lib/socket) also call by name: a call whose first argument is a method's or an
 *   operation's name (`transmit('server.auth', ...)`) counts for that kernel module.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface RestUsage {
  id: string;
  method: string;
  path: string;
  tag: string;
  /** Modules that call the operation: its fetcher, hooks, query or mutation options. */
  users: string[];
  /** Modules that only name it (its query key, URL or zod schemas) without calling it. */
  references: string[];
}

export interface SocketUsage {
  /** The request's method, the stream's subscribe method, or the pushed event's name. */
  method: string;
  kind: 'request' | 'subscription' | 'event';
  /** The AsyncAPI document (generated/socket/<document>.client.ts). */
  document: string;
  /** A subscription's update event. */
  event?: string;
  users: string[];
}

export interface UsageSummary {
  rest: { total: number; called: number; notCalled: number; referencedOnly: number };
  socket: { total: number; used: number; notUsed: number };
}

export interface UsageReport {
  rest: RestUsage[];
  socket: SocketUsage[];
  summary: UsageSummary;
}

interface Operation {
  id: string;
  method: string;
  path: string;
  tag: string;
}

/** What a value exported by a generated module stands for. */
type Owner = { kind: 'rest'; id: string; calls: boolean } | { kind: 'socket'; key: string };

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

export function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** The file an import specifier names (relative specifiers only: the project has no path aliases). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const bare = base.replace(/\.(ts|tsx|js)$/, '');
  for (const candidate of [`${bare}.ts`, `${bare}.tsx`, join(bare, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return undefined;
}

function hasExport(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The string rows of the array literal `name` in a generated module (string elements only, in order). */
function stringRows(file: string, name: string): (string | undefined)[][] {
  const rows: (string | undefined)[][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      const list = ts.isArrayLiteralExpression(node.initializer) ? node.initializer : undefined;
      for (const row of list?.elements ?? []) {
        if (ts.isArrayLiteralExpression(row)) rows.push(row.elements.map((e) => (ts.isStringLiteral(e) ? e.text : undefined)));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return rows;
}

/**
 * The contract's operations: the ids and tags of generated/api/operations.ts (`names`) with the methods and paths
 * of generated/api/operation-routes.ts (`rows`), which list the same operations in the same order.
 */
export function readOperations(root: string): Operation[] {
  const names = stringRows(join(root, 'generated/api/operations.ts'), 'names');
  const routes = stringRows(join(root, 'generated/api/operation-routes.ts'), 'rows');
  if (names.length !== routes.length)
    throw new Error(`operations.ts has ${names.length} names, operation-routes.ts ${routes.length} routes`);
  const operations: Operation[] = [];
  names.forEach(([id, tag], i) => {
    const [method, path] = routes[i]!;
    if (id && method && path && tag) operations.push({ id, method, path, tag });
  });
  return operations;
}

/**
 * The names orval gives an operation's identifiers in its tag module, and whether each calls the operation.
 * (Types such as `ListBalancesQueryResult` are not values and never count.)
 */
export function orvalNames(id: string): Map<string, boolean> {
  const p = upperFirst(id);
  const names = new Map<string, boolean>([[id, true]]);
  for (const variant of ['', 'Suspense', 'Infinite', 'SuspenseInfinite']) {
    names.set(`use${p}${variant}`, true);
    names.set(`get${p}${variant}QueryOptions`, true);
  }
  for (const name of [`get${p}MutationOptions`, `prefetch${p}Query`, `prefetch${p}InfiniteQuery`]) names.set(name, true);
  for (const name of [`get${p}QueryKey`, `get${p}InfiniteQueryKey`, `get${p}MutationKey`, `get${p}Url`]) names.set(name, false);
  return names;
}

/** The operation a zod export belongs to: the longest operation id (camel or Pascal case) it starts with, at a word break. */
export function operationOfSchema(name: string, operationIds: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const id of operationIds)
    for (const head of [id, upperFirst(id)])
      if (name.startsWith(head) && !/^[a-z]/.test(name.slice(head.length)) && (!best || id.length > best.length)) best = id;
  return best;
}

/** The specs of a generated socket client (`RequestSpec`, `SubscriptionSpec`, `EventSpec` constants) and the functions that wrap them. */
export function socketClient(source: ts.SourceFile, document: string): { specs: Map<string, SocketUsage>; wrappers: Map<string, string> } {
  const specs = new Map<string, SocketUsage>();
  const wrappers = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      const type = decl.type && ts.isTypeReferenceNode(decl.type) && ts.isIdentifier(decl.type.typeName) ? decl.type.typeName.text : '';
      if (!ts.isIdentifier(decl.name) || !decl.initializer || !ts.isObjectLiteralExpression(decl.initializer)) continue;
      const field = (name: string) => {
        for (const property of (decl.initializer as ts.ObjectLiteralExpression).properties)
          if (ts.isPropertyAssignment(property) && property.name.getText(source) === name && ts.isStringLiteral(property.initializer))
            return property.initializer.text;
        return undefined;
      };
      const usage: SocketUsage | undefined =
        type === 'RequestSpec' && field('method')
          ? { method: field('method')!, kind: 'request', document, users: [] }
          : type === 'SubscriptionSpec' && field('subscribe')
            ? { method: field('subscribe')!, kind: 'subscription', document, event: field('event')!, users: [] }
            : type === 'EventSpec' && field('event')
              ? { method: field('event')!, kind: 'event', document, users: [] }
              : undefined;
      if (usage) specs.set(decl.name.text, usage);
    }
  }
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) continue;
    const mentioned = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) mentioned.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(statement.body);
    const spec = [...specs.keys()].find((name) => mentioned.has(name));
    if (spec) wrappers.set(statement.name.text, spec);
  }
  return { specs, wrappers };
}

/** Reads the generated modules on demand: their value exports (after re-exports) and what each one stands for. */
export class GeneratedModules {
  private readonly exportsCache = new Map<string, Map<string, { file: string; name: string }>>();
  private readonly ownersCache = new Map<string, Map<string, Owner>>();
  readonly socketUsages = new Map<string, SocketUsage>();
  private readonly operationIds: string[];
  private readonly orval = new Map<string, { id: string; calls: boolean }>();

  constructor(
    private readonly root: string,
    operations: readonly Operation[] = readOperations(root),
  ) {
    this.operationIds = operations.map((o) => o.id);
    for (const { id } of operations) for (const [name, calls] of orvalNames(id)) this.orval.set(name, { id, calls });
    for (const file of filesUnder(join(root, 'generated/socket'), (p) => p.endsWith('.client.ts'))) {
      const document = relative(join(root, 'generated/socket'), file).replace(/\.client\.ts$/, '');
      const { specs, wrappers } = socketClient(parse(file), document);
      const owners = new Map<string, Owner>();
      for (const [name, usage] of specs) {
        const key = `${document}:${usage.method}`;
        this.socketUsages.set(key, usage);
        owners.set(name, { kind: 'socket', key });
      }
      for (const [name, spec] of wrappers) owners.set(name, owners.get(spec)!);
      this.ownersCache.set(file, owners);
    }
  }

  isGenerated(file: string): boolean {
    const path = relative(this.root, file).split(sep).join('/');
    return path.startsWith('generated/api/') || path.startsWith('generated/socket/');
  }

  /** Value exports of a module, each with the module and name it is declared as. */
  exportsOf(file: string): Map<string, { file: string; name: string }> {
    const cached = this.exportsCache.get(file);
    if (cached) return cached;
    const out = new Map<string, { file: string; name: string }>();
    this.exportsCache.set(file, out);
    for (const statement of parse(file).statements) {
      if (ts.isVariableStatement(statement) && hasExport(statement)) {
        for (const decl of statement.declarationList.declarations)
          if (ts.isIdentifier(decl.name)) out.set(decl.name.text, { file, name: decl.name.text });
      } else if (
        (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
        hasExport(statement)
      ) {
        if (statement.name) out.set(statement.name.text, { file, name: statement.name.text });
      } else if (
        ts.isExportDeclaration(statement) &&
        !statement.isTypeOnly &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
      ) {
        const target = resolveSpecifier(file, statement.moduleSpecifier.text);
        if (!target) continue;
        const inner = this.exportsOf(target);
        if (!statement.exportClause) for (const [name, origin] of inner) out.set(name, origin);
        else if (ts.isNamedExports(statement.exportClause))
          for (const element of statement.exportClause.elements) {
            const origin = !element.isTypeOnly && inner.get((element.propertyName ?? element.name).text);
            if (origin) out.set(element.name.text, origin);
          }
      }
    }
    return out;
  }

  /** What the value `name` exported by `file` stands for: an operation, a socket method or event, or nothing. */
  ownerOf(file: string, name: string): Owner | undefined {
    const origin = this.exportsOf(file).get(name);
    if (!origin) return undefined;
    return this.ownersOf(origin.file).get(origin.name);
  }

  private ownersOf(file: string): Map<string, Owner> {
    const cached = this.ownersCache.get(file);
    if (cached) return cached;
    const owners = new Map<string, Owner>();
    const path = relative(this.root, file).split(sep).join('/');
    const tagModule = /^generated\/api\/([\w-]+)\/\1\.(zod\.)?ts$/.exec(path);
    if (tagModule)
      for (const name of this.exportsOf(file).keys()) {
        if (tagModule[2]) {
          const id = operationOfSchema(name, this.operationIds);
          if (id) owners.set(name, { kind: 'rest', id, calls: false });
        } else {
          const known = this.orval.get(name);
          if (known) owners.set(name, { kind: 'rest', ...known });
        }
      }
    this.ownersCache.set(file, owners);
    return owners;
  }

  /** Value exports of the tag modules (hooks and fetchers) that belong to no operation: orval's naming moved on. */
  unownedTagExports(): string[] {
    const out: string[] = [];
    for (const dir of readdirSync(join(this.root, 'generated/api'))) {
      const file = join(this.root, 'generated/api', dir, `${dir}.ts`);
      if (!existsSync(file)) continue;
      const owners = this.ownersOf(file);
      for (const name of this.exportsOf(file).keys()) if (!owners.has(name)) out.push(`${dir}/${dir}.ts: ${name}`);
    }
    return out;
  }
}

/** What one src module takes from generated/api and generated/socket: [generated module, value name] pairs. */
export function generatedNamesUsed(
  source: ts.SourceFile,
  generated: Pick<GeneratedModules, 'isGenerated' | 'exportsOf'>,
): [string, string][] {
  const named: [string, string][] = [];
  const whole = new Set<string>();
  const mentioned = new Set<string>();
  const target = (specifier: ts.Expression | undefined) =>
    specifier && ts.isStringLiteralLike(specifier) ? resolveSpecifier(source.fileName, specifier.text) : undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) mentioned.add(node.text);
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const file = target(node.moduleSpecifier);
      const bindings = node.importClause?.namedBindings;
      if (file && generated.isGenerated(file) && bindings) {
        if (ts.isNamespaceImport(bindings)) whole.add(file);
        else
          for (const element of bindings.elements) if (!element.isTypeOnly) named.push([file, (element.propertyName ?? element.name).text]);
      }
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      const file = target(node.moduleSpecifier);
      if (file && generated.isGenerated(file)) {
        if (!node.exportClause || !ts.isNamedExports(node.exportClause)) whole.add(file);
        else
          for (const element of node.exportClause.elements)
            if (!element.isTypeOnly) named.push([file, (element.propertyName ?? element.name).text]);
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const file = target(node.arguments[0]);
      if (file && generated.isGenerated(file)) whole.add(file);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // A namespace import, `export *` or `import()`: the module's names the file mentions (`api.useX`, `const { x } = await import(...)`).
  for (const file of whole) for (const name of generated.exportsOf(file).keys()) if (mentioned.has(name)) named.push([file, name]);
  return named;
}

/** First arguments of calls that are string literals (a kernel calling a method by name). */
function calledNames(source: ts.SourceFile): Set<string> {
  const out = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) out.add(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const HTTP_KERNEL = 'src/lib/http/';
const SOCKET_KERNEL = 'src/lib/socket/';

export function contractsUsage(root: string): UsageReport {
  const operations = readOperations(root);
  const generated = new GeneratedModules(root, operations);
  const rest: RestUsage[] = operations.map((o) => ({ ...o, users: [], references: [] }));
  const restById = new Map(rest.map((r) => [r.id, r]));
  const socketByMethod = new Map([...generated.socketUsages.values()].map((s) => [s.method, s]));

  const add = (list: string[], user: string) => {
    if (!list.includes(user)) list.push(user);
  };
  const sources = filesUnder(join(root, 'src'), (p) => SOURCE.test(p) && !TEST.test(p) && !p.endsWith('.d.ts'));
  for (const file of sources) {
    const user = relative(root, file).split(sep).join('/');
    if (user.startsWith('src/testing/')) continue;
    const source = parse(file);
    for (const [module, name] of generatedNamesUsed(source, generated)) {
      const owner = generated.ownerOf(module, name);
      if (owner?.kind === 'rest') add(owner.calls ? restById.get(owner.id)!.users : restById.get(owner.id)!.references, user);
      else if (owner?.kind === 'socket') add(generated.socketUsages.get(owner.key)!.users, user);
    }
    if (user.startsWith(HTTP_KERNEL) || user.startsWith(SOCKET_KERNEL))
      for (const name of calledNames(source)) {
        const usage = user.startsWith(HTTP_KERNEL) ? restById.get(name) : socketByMethod.get(name);
        if (usage) add(usage.users, user);
      }
  }
  for (const r of rest) {
    r.users.sort();
    r.references = r.references.filter((f) => !r.users.includes(f)).sort();
  }
  const socket = [...generated.socketUsages.values()].sort(
    (a, b) => a.document.localeCompare(b.document) || a.method.localeCompare(b.method),
  );
  for (const s of socket) s.users.sort();
  const called = rest.filter((r) => r.users.length > 0).length;
  const used = socket.filter((s) => s.users.length > 0).length;
  return {
    rest,
    socket,
    summary: {
      rest: {
        total: rest.length,
        called,
        notCalled: rest.length - called,
        referencedOnly: rest.filter((r) => r.users.length === 0 && r.references.length > 0).length,
      },
      socket: { total: socket.length, used, notUsed: socket.length - used },
    },
  };
}
