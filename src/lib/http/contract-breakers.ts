/**
 * Bodies that break a response schema, for the contract fuzz tests: from a valid sample of an answer, every
 * field set to a value of another type and every field left out, kept when the schema refuses them. Test-only
 * (nothing in the app imports it); pure, so it runs in node and in happy-dom alike.
 */
import type { ZodType } from 'zod';

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
