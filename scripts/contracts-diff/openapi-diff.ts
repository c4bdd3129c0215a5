/** The changes between two bundled OpenAPI documents, per operation (method and path shape). */
import {
  authOf,
  deref,
  HTTP_METHODS,
  type MediaType,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type ResponseObject,
} from '../conformance/contract';
import { diffSchema, type Change, type Direction, type Level } from './schema-diff';

interface Op {
  key: string;
  label: string;
  op: Operation;
  params: Parameter[];
}

const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

function ops(doc: OpenApiDocument | undefined): Map<string, Op> {
  const out = new Map<string, Op>();
  for (const [path, rawItem] of Object.entries(doc?.paths ?? {})) {
    const item = deref<Record<string, unknown>>(doc, rawItem);
    const shared = ((item.parameters as unknown[] | undefined) ?? []).map((p) => deref<Parameter>(doc, p));
    for (const method of HTTP_METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const own = (op.parameters ?? []).map((p) => deref<Parameter>(doc, p));
      const params = [...shared.filter((s) => !own.some((o) => o.in === s.in && o.name === s.name)), ...own];
      const label = `${method.toUpperCase()} ${path}`;
      out.set(`${method} ${shape(path)}`, {
        key: `${method} ${shape(path)}`,
        label: op.operationId ? `${label} (${op.operationId})` : label,
        op,
        params,
      });
    }
  }
  return out;
}

/** Parameters by location and name; path parameters by position (renaming `{id}` to `{orderId}` changes nothing). */
function paramKey(p: Parameter, path: Parameter[]): string {
  return p.in === 'path' ? `path #${path.indexOf(p)}` : `${p.in} ${p.name.toLowerCase()}`;
}

export function diffOpenApi(base: OpenApiDocument | undefined, head: OpenApiDocument | undefined): Change[] {
  const changes: Change[] = [];
  const document = 'openapi';
  const add = (level: Level, subject: string, where: string, message: string) => changes.push({ level, document, subject, where, message });
  const baseOps = ops(base);
  const headOps = ops(head);

  const schemas = (subject: string, where: string, direction: Direction, b: unknown, h: unknown) =>
    diffSchema(b, h, {
      direction,
      baseRoot: base,
      headRoot: head,
      emit: (level, path, message) => add(level, subject, `${where} ${path}`, message),
    });

  for (const [key, b] of baseOps) {
    const h = headOps.get(key);
    if (!h) {
      add('breaking', b.label, '', 'operation removed');
      continue;
    }
    const subject = h.label;

    // Who may call it, and where.
    const ba = authOf(b.op.security ?? base?.security);
    const ha = authOf(h.op.security ?? head?.security);
    if (ba.auth !== 'required' && ha.auth === 'required')
      add('breaking', subject, 'security', `now requires ${ha.schemes.join(' + ')} (was ${ba.auth})`);
    else if (ba.auth === 'required' && ha.auth !== 'required')
      add('non-breaking', subject, 'security', `no longer requires a session (now ${ha.auth})`);
    else if (ha.auth !== 'none') {
      const added = ha.schemes.filter((s) => !ba.schemes.includes(s));
      if (added.length) add('breaking', subject, 'security', `now also requires ${added.join(', ')}`);
    }
    if ((b.op['x-server'] ?? 'web') !== (h.op['x-server'] ?? 'web'))
      add('breaking', subject, 'x-server', `moved from ${b.op['x-server'] ?? 'web'} to ${h.op['x-server'] ?? 'web'}`);

    // Parameters.
    const bPath = b.params.filter((p) => p.in === 'path');
    const hPath = h.params.filter((p) => p.in === 'path');
    const bParams = new Map(b.params.map((p) => [paramKey(p, bPath), p]));
    const hParams = new Map(h.params.map((p) => [paramKey(p, hPath), p]));
    for (const [k, bp] of bParams) {
      const hp = hParams.get(k);
      const where = `parameter ${bp.in} ${bp.name}`;
      if (!hp) {
        add('non-breaking', subject, where, 'parameter removed (the server ignores it)');
        continue;
      }
      if (!bp.required && hp.required) add('breaking', subject, where, 'parameter is now required');
      if (bp.required && !hp.required) add('non-breaking', subject, where, 'parameter is now optional');
      schemas(subject, where, 'request', bp.schema ?? {}, hp.schema ?? {});
    }
    for (const [k, hp] of hParams) {
      if (bParams.has(k)) continue;
      add(
        hp.required ? 'breaking' : 'non-breaking',
        subject,
        `parameter ${hp.in} ${hp.name}`,
        hp.required ? 'new required parameter' : 'optional parameter added',
      );
    }

    // Request body.
    const bb = b.op.requestBody ? deref<{ required?: boolean; content?: Record<string, MediaType> }>(base, b.op.requestBody) : undefined;
    const hb = h.op.requestBody ? deref<{ required?: boolean; content?: Record<string, MediaType> }>(head, h.op.requestBody) : undefined;
    if (!bb && hb)
      add(
        hb.required ? 'breaking' : 'non-breaking',
        subject,
        'request body',
        hb.required ? 'new required request body' : 'optional request body added',
      );
    else if (bb && !hb) add('non-breaking', subject, 'request body', 'request body removed (the server ignores it)');
    else if (bb && hb) {
      if (!bb.required && hb.required) add('breaking', subject, 'request body', 'request body is now required');
      for (const [media, bm] of Object.entries(bb.content ?? {})) {
        const hm = hb.content?.[media];
        if (!hm) add('breaking', subject, `request body ${media}`, 'media type no longer accepted');
        else schemas(subject, `request body ${media}`, 'request', bm.schema ?? {}, hm.schema ?? {});
      }
      for (const media of Object.keys(hb.content ?? {}))
        if (!bb.content?.[media]) add('non-breaking', subject, `request body ${media}`, 'media type now accepted');
    }

    // Responses.
    const bResponses = b.op.responses ?? {};
    const hResponses = h.op.responses ?? {};
    for (const [status, raw] of Object.entries(bResponses)) {
      const br = deref<ResponseObject>(base, raw);
      const hRaw = hResponses[status];
      const success = /^2/.test(status);
      if (!hRaw) {
        add(
          success ? 'breaking' : 'non-breaking',
          subject,
          `response ${status}`,
          success ? 'success response removed' : 'error response no longer documented',
        );
        continue;
      }
      const hr = deref<ResponseObject>(head, hRaw);
      for (const [media, bm] of Object.entries(br.content ?? {})) {
        const hm = hr.content?.[media];
        if (!hm) add('breaking', subject, `response ${status} ${media}`, 'media type no longer sent');
        else schemas(subject, `response ${status} ${media}`, 'response', bm.schema ?? {}, hm.schema ?? {});
      }
      for (const media of Object.keys(hr.content ?? {})) {
        if (!br.content?.[media])
          add(
            Object.keys(br.content ?? {}).length ? 'breaking' : 'non-breaking',
            subject,
            `response ${status} ${media}`,
            'media type now sent (clients do not expect it)',
          );
      }
    }
    for (const status of Object.keys(hResponses)) {
      if (!(status in bResponses))
        add('non-breaking', subject, `response ${status}`, `${/^2/.test(status) ? 'success' : 'error'} response added`);
    }
  }
  for (const [key, h] of headOps) if (!baseOps.has(key)) add('non-breaking', h.label, '', 'operation added');
  return changes;
}
