/**
 * Compares two JSON Schemas (OpenAPI 3.1 / 2020-12 and AsyncAPI draft-07 forms) in one direction:
 *
 * - `request`: the client writes, the server reads. Breaking: whatever the server no longer accepts that it did
 *   (a new required field, a removed type or enum value, a narrowed constraint, a closed object).
 * - `response`: the server writes, the client reads and validates (the generated zod schemas). Breaking: whatever
 *   the client may now receive that it did not expect, or may no longer receive (a removed or no longer required
 *   field, an added type, a widened constraint, an added enum value, an added oneOf branch).
 *
 * With `strictObjects` (the socket's generated validators are zod strictObject where additionalProperties is false),
 * a field added to a closed response object is breaking too; the REST validators (orval's zod.object) drop unknown
 * fields, so there it is not.
 */

export type Level = 'breaking' | 'non-breaking';
export type Direction = 'request' | 'response';

export interface Change {
  level: Level;
  /** Which document: `openapi` or `asyncapi:<name>`. */
  document: string;
  /** The operation, method or event, e.g. `GET /v2/time` or `depth.subscribe`. */
  subject: string;
  /** Where in it, e.g. `response 200 application/json $.data.time`. */
  where: string;
  message: string;
}

type Schema = Record<string, unknown>;

export interface SchemaDiffContext {
  direction: Direction;
  strictObjects?: boolean;
  /** The documents the schemas' local `$ref`s point into. */
  baseRoot: unknown;
  headRoot: unknown;
  emit(level: Level, path: string, message: string): void;
}

function resolve(root: unknown, value: unknown, guard = 0): Schema | undefined {
  if (value === true || value === undefined) return {};
  if (value === false) return { not: {} };
  if (!value || typeof value !== 'object') return undefined;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#') && guard < 32) {
    const target = ref
      .slice(1)
      .split('/')
      .slice(1)
      .map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((n, p) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[p] : undefined), root);
    return resolve(root, target, guard + 1);
  }
  return value as Schema;
}

const show = (v: unknown) => JSON.stringify(v);

function typesOf(s: Schema): Set<string> | undefined {
  let types: string[] | undefined;
  if (typeof s.type === 'string') types = [s.type];
  else if (Array.isArray(s.type)) types = s.type.map(String);
  else return undefined;
  if (s.nullable === true) types.push('null');
  return new Set(types);
}

/** Whether a value of type t is accepted by a schema of types set (integer is a number). */
const covered = (t: string, set: Set<string>) => set.has(t) || (t === 'integer' && set.has('number'));

function enumOf(s: Schema): string[] | undefined {
  if (Array.isArray(s.enum)) return s.enum.map(show);
  if (s.const !== undefined) return [show(s.const)];
  return undefined;
}

const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;
const EXACT = ['pattern', 'format', 'multipleOf'] as const;

const childPath = (path: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${show(key)}]`);

export function diffSchema(baseRaw: unknown, headRaw: unknown, ctx: SchemaDiffContext, path = '$', seen = new Set<string>()): void {
  const base = resolve(ctx.baseRoot, baseRaw);
  const head = resolve(ctx.headRoot, headRaw);
  if (!base || !head) return;
  // Recursive schemas: each pair of references once per path prefix.
  const refKey = `${String((baseRaw as Schema)?.$ref ?? '')}|${String((headRaw as Schema)?.$ref ?? '')}`;
  if (refKey !== '|') {
    if (seen.has(refKey)) return;
    seen = new Set(seen).add(refKey);
  }
  const req = ctx.direction === 'request';
  /** A change that lets more values through: breaking when the client reads them (response). */
  const widened = (message: string) => ctx.emit(req ? 'non-breaking' : 'breaking', path, message);
  /** A change that lets fewer values through: breaking when the client writes them (request). */
  const narrowed = (message: string) => ctx.emit(req ? 'breaking' : 'non-breaking', path, message);

  // Types.
  const bt = typesOf(base);
  const ht = typesOf(head);
  if (bt && ht) {
    const removed = [...bt].filter((t) => !covered(t, ht));
    const added = [...ht].filter((t) => !covered(t, bt));
    if (removed.length && added.length) ctx.emit('breaking', path, `type changed from ${[...bt].join(' | ')} to ${[...ht].join(' | ')}`);
    else if (removed.length) narrowed(`type ${removed.join(' | ')} no longer allowed (now ${[...ht].join(' | ')})`);
    else if (added.length) widened(`type ${added.join(' | ')} now allowed (was ${[...bt].join(' | ')})`);
  } else if (bt && !ht) widened(`type constraint ${[...bt].join(' | ')} removed`);
  else if (!bt && ht) narrowed(`type constraint ${[...ht].join(' | ')} added`);

  // Enumerations (const is a one-value enum).
  const be = enumOf(base);
  const he = enumOf(head);
  if (be && he) {
    const removed = be.filter((v) => !he.includes(v));
    const added = he.filter((v) => !be.includes(v));
    if (removed.length) narrowed(`enum value${removed.length > 1 ? 's' : ''} ${removed.join(', ')} removed`);
    if (added.length) widened(`enum value${added.length > 1 ? 's' : ''} ${added.join(', ')} added`);
  } else if (be && !he) widened('enum constraint removed');
  else if (!be && he) narrowed(`enum constraint ${he.join(', ')} added`);

  // Bounds.
  for (const k of LOWER) {
    const b = base[k] as number | undefined;
    const h = head[k] as number | undefined;
    if (b === h) continue;
    if (h !== undefined && (b === undefined || h > b)) narrowed(`${k} ${b ?? 'none'} → ${h}`);
    else widened(`${k} ${b} → ${h ?? 'none'}`);
  }
  for (const k of UPPER) {
    const b = base[k] as number | undefined;
    const h = head[k] as number | undefined;
    if (b === h) continue;
    if (h !== undefined && (b === undefined || h < b)) narrowed(`${k} ${b ?? 'none'} → ${h}`);
    else widened(`${k} ${b} → ${h ?? 'none'}`);
  }
  for (const k of EXACT) {
    const b = base[k];
    const h = head[k];
    if (b === h) continue;
    if (b === undefined) narrowed(`${k} ${show(h)} added`);
    else if (h === undefined) widened(`${k} ${show(b)} removed`);
    else ctx.emit('breaking', path, `${k} changed from ${show(b)} to ${show(h)}`);
  }

  // Objects.
  const bp = (base.properties ?? {}) as Record<string, unknown>;
  const hp = (head.properties ?? {}) as Record<string, unknown>;
  const br = new Set((base.required as string[] | undefined) ?? []);
  const hr = new Set((head.required as string[] | undefined) ?? []);
  const baseClosed = base.additionalProperties === false || base.unevaluatedProperties === false;
  const headClosed = head.additionalProperties === false || head.unevaluatedProperties === false;
  for (const name of new Set([...Object.keys(bp), ...Object.keys(hp), ...br, ...hr])) {
    const p = childPath(path, name);
    const inBase = name in bp || br.has(name);
    const inHead = name in hp || hr.has(name);
    if (inBase && !inHead) {
      if (req)
        ctx.emit(
          headClosed ? 'breaking' : 'non-breaking',
          p,
          headClosed ? 'request field removed and the object is closed: sending it is rejected' : 'request field removed',
        );
      else ctx.emit('breaking', p, `response field removed (was ${br.has(name) ? 'required' : 'optional'})`);
      continue;
    }
    if (!inBase && inHead) {
      if (req)
        ctx.emit(
          hr.has(name) ? 'breaking' : 'non-breaking',
          p,
          hr.has(name) ? 'new required request field' : 'optional request field added',
        );
      else if (ctx.strictObjects && baseClosed)
        ctx.emit('breaking', p, 'field added to a closed object: deployed clients’ strict validators reject it');
      else ctx.emit('non-breaking', p, `${hr.has(name) ? 'required' : 'optional'} response field added`);
      continue;
    }
    if (!br.has(name) && hr.has(name)) narrowed(`field ${name} is now required`);
    if (br.has(name) && !hr.has(name)) {
      if (req) ctx.emit('non-breaking', p, 'request field is now optional');
      else ctx.emit('breaking', p, 'response field is now optional: it may be missing');
    }
    if (name in bp && name in hp) diffSchema(bp[name], hp[name], ctx, p, seen);
  }
  if (!baseClosed && headClosed) narrowed('object closed (additionalProperties: false)');
  if (baseClosed && !headClosed) {
    if (!req && !ctx.strictObjects) ctx.emit('non-breaking', path, 'object opened (additional properties allowed)');
    else widened('object opened (additional properties allowed)');
  }
  const ba = base.additionalProperties;
  const ha = head.additionalProperties;
  if (ba && ha && typeof ba === 'object' && typeof ha === 'object') diffSchema(ba, ha, ctx, `${path}[*]`, seen);

  // Arrays: tuples position by position (prefixItems, or draft-07 `items: [..]`), lists by their items.
  const bTuple = Array.isArray(base.prefixItems) ? base.prefixItems : Array.isArray(base.items) ? base.items : undefined;
  const hTuple = Array.isArray(head.prefixItems) ? head.prefixItems : Array.isArray(head.items) ? head.items : undefined;
  if (bTuple && hTuple) {
    for (let i = 0; i < Math.min(bTuple.length, hTuple.length); i++) diffSchema(bTuple[i], hTuple[i], ctx, `${path}[${i}]`, seen);
    if (hTuple.length !== bTuple.length) ctx.emit('breaking', path, `tuple length changed from ${bTuple.length} to ${hTuple.length}`);
  } else if (bTuple || hTuple) {
    if (base.type === 'array' || head.type === 'array') ctx.emit('breaking', path, bTuple ? 'tuple became a list' : 'list became a tuple');
  } else if (base.items !== undefined && head.items !== undefined) diffSchema(base.items, head.items, ctx, `${path}[]`, seen);

  // Alternatives: branches by position.
  for (const k of ['oneOf', 'anyOf'] as const) {
    const b = base[k] as unknown[] | undefined;
    const h = head[k] as unknown[] | undefined;
    if (!b && !h) continue;
    if (b && h) {
      for (let i = 0; i < Math.min(b.length, h.length); i++) diffSchema(b[i], h[i], ctx, `${path}<${k}[${i}]>`, seen);
      if (h.length > b.length) widened(`${k}: ${h.length - b.length} alternative(s) added`);
      if (h.length < b.length) narrowed(`${k}: ${b.length - h.length} alternative(s) removed`);
    } else if (b) widened(`${k} removed`);
    else {
      // A schema turned into anyOf [itself, others] lets more values through: find a branch that accepts every value the
      // old schema did (oneOf is left out: a value matching two branches is rejected there).
      const kept =
        k === 'anyOf'
          ? h!.findIndex((branch) => acceptsAll(base, { ...head, [k]: undefined, ...resolve(ctx.headRoot, branch) }, ctx, seen))
          : -1;
      if (kept >= 0) widened(`${k} added: alternative ${kept} accepts every value the old schema did`);
      else narrowed(`${k} added`);
    }
  }
  const ball = (base.allOf ?? []) as unknown[];
  const hall = (head.allOf ?? []) as unknown[];
  for (let i = 0; i < Math.min(ball.length, hall.length); i++) diffSchema(ball[i], hall[i], ctx, path, seen);
  if (hall.length > ball.length) narrowed(`allOf: ${hall.length - ball.length} schema(s) added`);
  if (hall.length < ball.length) widened(`allOf: ${ball.length - hall.length} schema(s) removed`);
}

/** Whether every value `base` accepts is accepted by `head` too: comparing them as a request finds nothing breaking. */
function acceptsAll(base: Schema, head: Schema, ctx: SchemaDiffContext, seen: Set<string>): boolean {
  let narrower = false;
  const probe: SchemaDiffContext = {
    direction: 'request',
    strictObjects: ctx.strictObjects,
    baseRoot: ctx.baseRoot,
    headRoot: ctx.headRoot,
    emit: (level) => void (narrower ||= level === 'breaking'),
  };
  diffSchema(base, head, probe, '$', seen);
  return !narrower;
}
