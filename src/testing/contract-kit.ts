/**
 * The contract kit of the fuzz tests (src/lib/http/contract-fuzz.test.ts, contract-violation-screen.test.tsx):
 * the arguments of a generated call taken from the contract's examples, the JSON example of an operation's
 * answer, and the bodies that break a response schema (from a valid sample of an answer, every field set to a
 * value of another type and every field left out, kept when the schema refuses them), and the kernel wrapped to
 * record the response schema of each call. Test-only; pure apart from reading the bundled contract, so it runs in
 * node and in happy-dom alike.
 */
import type { ZodType } from 'zod';
import { resolve, type OpenApiDoc, type Operation, type Parameter, type Schema } from '../../contracts/tests/contract-helpers';
import { sampleValue } from '../../contracts/tests/sample-values';
import type * as HttpClientModule from '../lib/http/http-client';

/**
 * The http kernel's module with `httpClient` wrapped: the real kernel runs, and `seen.schema` holds the response
 * schema the last generated call handed it. For `vi.mock('./http-client', ...)` in a test (see the fuzz tests).
 */
export function recordingSchemas(real: typeof HttpClientModule, seen: { schema: unknown }): typeof HttpClientModule {
  return {
    ...real,
    httpClient: <T>(url: string, options?: Parameters<typeof real.httpClient>[1]) => {
      seen.schema = options?.schema;
      return real.httpClient<T>(url, options);
    },
  };
}

/** A parameter's value: its example, its first named example, else a sample of its schema. */
export function exampleOf(doc: OpenApiDoc, p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const first = p.examples && Object.values(p.examples)[0];
  if (first) return first.value;
  return sampleValue(resolve<Schema>(doc, p.schema ?? {}), doc);
}

/** The arguments of an operation's generated call in orval's order: path parameters in path order, then the query object when there is one. */
export function callArguments(doc: OpenApiDoc, path: string, operation: Operation): unknown[] {
  const parameters = (operation.parameters ?? []).map((p) => resolve<Parameter>(doc, p));
  const args: unknown[] = [];
  for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]))
    args.push(
      exampleOf(
        doc,
        parameters.find((x) => x.in === 'path' && x.name === name)!,
      ),
    );
  const query = parameters.filter((p) => p.in === 'query');
  if (query.length) args.push(Object.fromEntries(query.filter((p) => p.required).map((p) => [p.name, exampleOf(doc, p)])));
  return args;
}

/** The JSON example (or first named example) of an operation's first 2xx answer; undefined when it has none. */
export function answerExample(doc: OpenApiDoc, responses: Record<string, Schema>): unknown {
  const status = Object.keys(responses).find((s) => /^2/.test(s));
  const response = status ? resolve<Schema>(doc, responses[status]!) : undefined;
  const json = (response?.content as Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }> | undefined)?.[
    'application/json'
  ];
  if (json?.example !== undefined) return json.example;
  const first = json?.examples && Object.values(json.examples)[0];
  return first ? resolve<{ value: unknown }>(doc, first).value : undefined;
}

export type JsonPath = (string | number)[];
export interface BrokenBody {
  kind: 'wrong-type' | 'missing-field' | 'wrong-root';
  /** Where the body was broken ([] for the root). */
  path: JsonPath;
  body: unknown;
}

/** A value of another JSON type than `value`. */
export function otherType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  if (value === null) return { unexpected: 'object' };
  if (Array.isArray(value)) return 'not-an-array';
  return 'not-an-object';
}

function setAt(root: unknown, path: JsonPath, value: unknown, remove = false): unknown {
  const copy = structuredClone(root);
  if (path.length === 0) return value;
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/** Every field of a sample (the first item of each array), shallow ones first, at most `limit`. */
export function fieldPaths(sample: unknown, limit = 400): JsonPath[] {
  const out: JsonPath[] = [];
  const queue: [unknown, JsonPath][] = [[sample, []]];
  while (queue.length && out.length < limit) {
    const [value, path] = queue.shift()!;
    if (Array.isArray(value)) {
      if (value.length) {
        out.push([...path, 0]);
        queue.push([value[0], [...path, 0]]);
      }
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        out.push([...path, key]);
        queue.push([child, [...path, key]]);
      }
    }
  }
  return out;
}

const valueAt = (root: unknown, path: JsonPath) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);

/**
 * The bodies that break `schema`: the deepest field whose wrong type the schema refuses, the deepest field
 * whose absence it refuses (a required field), else a root of another type. Empty when the schema accepts
 * anything.
 */
export function breakingBodies(sample: unknown, schema: ZodType): BrokenBody[] {
  const refused = (body: unknown) => !schema.safeParse(body).success;
  const deepestFirst = fieldPaths(sample).sort((a, b) => b.length - a.length);
  const out: BrokenBody[] = [];
  const wrongType = deepestFirst
    .map((path) => ({ kind: 'wrong-type' as const, path, body: setAt(sample, path, otherType(valueAt(sample, path))) }))
    .find((c) => refused(c.body));
  if (wrongType) out.push(wrongType);
  const missing = deepestFirst
    .filter((path) => typeof path[path.length - 1] === 'string')
    .map((path) => ({ kind: 'missing-field' as const, path, body: setAt(sample, path, undefined, true) }))
    .find((c) => refused(c.body));
  if (missing) out.push(missing);
  if (out.length === 0) {
    const root = [otherType(sample), 12345, 'not-the-contract', null, []].find(refused);
    if (root !== undefined) out.push({ kind: 'wrong-root', path: [], body: root });
  }
  return out;
}

/** Whether one path is a prefix of the other (a union reports its issue where the branches part). */
export function related(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (String(a[i]) !== String(b[i])) return false;
  return true;
}
