/**
 * A deliberately broken backend for the checker's own tests: a node http + ws server on loopback that answers
 * every operation from the contract's examples, except for planted faults: a wrong type, a missing required field,
 * an undocumented status code, an HTML error page, a wrong content type, and one bad socket frame.
 *
 * The faults are planned over whatever the contracts hold (planFaults): each goes to a different operation, and
 * each mutation is kept only when the contract's own validation finds exactly one violation in it, so the test
 * knows exactly what the checker must report.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  deref,
  documentedResponse,
  escapePointer,
  listOperations,
  successStatuses,
  type AsyncApiContract,
  type OpenApiDocument,
  type OperationEntry,
  type ResponseObject,
} from './contract';
import { startExampleSocketServer, type RunningSocketServer } from './example-socket-server';
import { checkFrame, type Validators } from './frame-check';
import { responsePointer } from './http-check';
import { firstExample } from './request';
import { SchemaChecker } from './schema-check';
import { jsonPath, type Rule } from './violations';

export type FaultKind =
  'wrong-type' | 'missing-required' | 'undocumented-status' | 'html-error-page' | 'wrong-content-type' | 'bad-socket-frame';

/** What the checker must report for a fault: the result it lands in, the rule and the path. */
export interface PlantedFault {
  kind: FaultKind;
  id: string;
  rule: Rule;
  path: string;
  description: string;
}

interface HttpAnswer {
  status: number;
  contentType?: string;
  body: string;
}

export interface FaultPlan {
  faults: PlantedFault[];
  answers: Map<string, HttpAnswer>;
  socketExtra: Record<string, unknown[]>;
}

const clone = <T>(v: T): T => structuredClone(v);

interface SuccessExample {
  status: string;
  media: string;
  value: unknown;
}

function successExample(doc: OpenApiDocument, e: OperationEntry): SuccessExample | undefined {
  for (const status of successStatuses(e.operation)) {
    const r = deref<ResponseObject>(doc, e.operation.responses![status]!);
    for (const [media, m] of Object.entries(r.content ?? {})) {
      const value = firstExample(m, doc);
      if (value !== undefined) return { status, media, value };
    }
  }
  return undefined;
}

/** Every leaf (a primitive) and every object property of a value, as JSON pointers. */
function walk(value: unknown, at = '', out: { leaves: string[]; props: string[] } = { leaves: [], props: [] }) {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}/${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.props.push(`${at}/${escapePointer(k)}`);
      walk(v, `${at}/${escapePointer(k)}`, out);
    }
  } else if (value !== null) out.leaves.push(at);
  return out;
}

function mutate(value: unknown, ptr: string, change: (parent: Record<string, unknown> | unknown[], key: string) => void): unknown {
  const copy = clone(value);
  const parts = ptr
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = parts.pop()!;
  const parent = parts.reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], copy) as Record<string, unknown>;
  change(parent, last);
  return copy;
}

const wrongTypeOf = (v: unknown) =>
  typeof v === 'string' ? 12345 : typeof v === 'number' ? String(v) : typeof v === 'boolean' ? String(v) : undefined;

/** A one-violation mutation of a JSON example: a leaf given the wrong type, or a required property removed. */
function findMutation(
  kind: 'wrong-type' | 'missing-required',
  example: unknown,
  violationsOf: (v: unknown) => { path: string; expected: string }[],
  root = '$',
) {
  const { leaves, props } = walk(example);
  if (kind === 'wrong-type') {
    for (const leaf of leaves.reverse()) {
      const mutated = mutate(example, leaf, (p, k) => ((p as Record<string, unknown>)[k] = wrongTypeOf((p as Record<string, unknown>)[k])));
      const vs = violationsOf(mutated);
      if (vs.length === 1 && vs[0]!.expected.startsWith('type ') && vs[0]!.path === jsonPath(leaf, root))
        return { value: mutated, path: vs[0]!.path };
    }
  } else {
    for (const prop of props.reverse()) {
      const mutated = mutate(example, prop, (p, k) => {
        if (Array.isArray(p)) p.splice(Number(k), 1);
        else delete p[k];
      });
      const vs = violationsOf(mutated);
      if (vs.length === 1 && vs[0]!.expected === 'required property' && vs[0]!.path === jsonPath(prop, root))
        return { value: mutated, path: vs[0]!.path };
    }
  }
  return undefined;
}

const HTML_PAGE = (status: number) =>
  `<!DOCTYPE html>\n<html><head><title>${status} Bad Gateway</title></head><body><center><h1>${status} Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n`;

/** The CSRF source (GET /v2/index): only a fault that leaves its token readable may go there. */
const isCsrfSource = (e: OperationEntry) => e.method === 'get' && e.path === '/v2/index';

/**
 * Plans the HTTP faults over the operations the test calls, and the socket fault over the first subscription with an
 * event example. Throws when the contract is too small to hold every fault on its own operation.
 */
export function planFaults(
  doc: OpenApiDocument,
  socket?: { contracts: AsyncApiContract[]; validators: Record<string, Validators | undefined>; withToken: boolean },
): FaultPlan {
  const schemas = new SchemaChecker(doc);
  const entries = listOperations(doc);
  const answers = new Map<string, HttpAnswer>();
  const faults: PlantedFault[] = [];

  type Planner = (e: OperationEntry) => { answer: HttpAnswer; fault: PlantedFault } | undefined;
  const json = (v: unknown) => JSON.stringify(v);
  const planners: [FaultKind, Planner][] = [
    [
      'wrong-type',
      (e) => {
        const ex = successExample(doc, e);
        if (!ex || !/json/.test(ex.media) || isCsrfSource(e)) return undefined;
        const ptr = `${responsePointer(doc, e, ex.status)}/content/${escapePointer(ex.media)}/schema`;
        const m = findMutation('wrong-type', ex.value, (v) => schemas.check(ptr, v));
        if (!m) return undefined;
        return {
          answer: { status: Number(ex.status), contentType: ex.media, body: json(m.value) },
          fault: { kind: 'wrong-type', id: e.id, rule: 'schema', path: m.path, description: `${m.path} has the wrong type` },
        };
      },
    ],
    [
      'missing-required',
      (e) => {
        const ex = successExample(doc, e);
        if (!ex || !/json/.test(ex.media) || isCsrfSource(e)) return undefined;
        const ptr = `${responsePointer(doc, e, ex.status)}/content/${escapePointer(ex.media)}/schema`;
        const m = findMutation('missing-required', ex.value, (v) => schemas.check(ptr, v));
        if (!m) return undefined;
        return {
          answer: { status: Number(ex.status), contentType: ex.media, body: json(m.value) },
          fault: { kind: 'missing-required', id: e.id, rule: 'schema', path: m.path, description: `required ${m.path} is missing` },
        };
      },
    ],
    [
      'undocumented-status',
      (e) => {
        if (isCsrfSource(e)) return undefined;
        const status = [418, 409, 410, 402, 299].find((s) => !documentedResponse(doc, e.operation, s));
        if (!status) return undefined;
        return {
          answer: { status, contentType: 'application/json', body: json({ message: "I'm a teapot" }) },
          fault: {
            kind: 'undocumented-status',
            id: e.id,
            rule: 'status',
            path: 'status',
            description: `status ${status} is not documented`,
          },
        };
      },
    ],
    [
      'html-error-page',
      (e) => {
        if (isCsrfSource(e)) return undefined;
        const keys = Object.keys(e.operation.responses ?? {});
        const status = keys.includes('502')
          ? 502
          : keys.some((k) => /^5xx$/i.test(k))
            ? 502
            : Number(keys.find((k) => /^5\d\d$/.test(k)) ?? successStatuses(e.operation)[0] ?? 200);
        return {
          answer: { status, contentType: 'text/html; charset=utf-8', body: HTML_PAGE(status) },
          fault: { kind: 'html-error-page', id: e.id, rule: 'html', path: 'body', description: `an HTML error page with status ${status}` },
        };
      },
    ],
    [
      'wrong-content-type',
      (e) => {
        // The CSRF token stays readable under a wrong content type: the checker's CSRF fetch reads the JSON anyway.
        const ex = successExample(doc, e);
        if (!ex || !/json/.test(ex.media)) return undefined;
        return {
          answer: { status: Number(ex.status), contentType: 'text/plain; charset=utf-8', body: json(ex.value) },
          fault: {
            kind: 'wrong-content-type',
            id: e.id,
            rule: 'content-type',
            path: 'content-type',
            description: 'JSON sent as text/plain',
          },
        };
      },
    ],
  ];

  // Each fault on its own operation: a small backtracking search, reads before writes, the CSRF source last.
  const order = [
    ...entries.filter((e) => e.method === 'get' && !isCsrfSource(e)),
    ...entries.filter((e) => e.method !== 'get'),
    ...entries.filter(isCsrfSource),
  ];
  const chosen: { answer: HttpAnswer; fault: PlantedFault }[] = [];
  const used = new Set<string>();
  const assign = (k: number): boolean => {
    if (k === planners.length) return true;
    for (const e of order) {
      if (used.has(e.id)) continue;
      const plan = planners[k]![1](e);
      if (!plan) continue;
      used.add(e.id);
      chosen.push(plan);
      if (assign(k + 1)) return true;
      used.delete(e.id);
      chosen.pop();
    }
    return false;
  };
  if (!assign(0))
    throw new Error(`the contract has too few operations to plant ${planners.map(([k]) => k).join(', ')} on one operation each`);
  for (const c of chosen) {
    answers.set(c.fault.id, c.answer);
    faults.push(c.fault);
  }

  const socketExtra: Record<string, unknown[]> = {};
  if (socket) {
    const { contracts, validators, withToken } = socket;
    // Events the connection receives: those of the subscriptions it may make, then those pushed once authorised.
    const subscribable = contracts
      .flatMap((c) =>
        c.requests
          .filter((r) => r.subscription && (withToken || !r.needsAuth))
          .map((r) => ({ c, event: r.subscription!.event, needsAuth: r.needsAuth })),
      )
      .sort((a, b) => Number(a.needsAuth) - Number(b.needsAuth));
    const pushed = withToken ? contracts.flatMap((c) => c.events.map((e) => ({ c, event: e.method }))) : [];
    let planted = false;
    for (const { c, event } of [...subscribable, ...pushed]) {
      const ev = c.events.find((x) => x.method === event);
      const message = ev?.messages[0];
      const example = message?.examples.find((x) => x.payload)?.payload;
      const v = validators[c.name];
      if (!ev || !message || !example || !v) continue;
      const m = findMutation('wrong-type', example, (value) => checkFrame(value, [message], v).violations);
      if (!m) continue;
      socketExtra[ev.method] = [m.value];
      faults.push({
        kind: 'bad-socket-frame',
        id: ev.method,
        rule: 'frame',
        path: m.path,
        description: `a ${ev.method} frame with ${m.path} of the wrong type`,
      });
      planted = true;
      break;
    }
    if (!planted) throw new Error('no event with an example and a generated validator to plant the bad frame into');
  }
  return { faults, answers, socketExtra };
}

function matcher(entries: OperationEntry[]) {
  const compiled = entries
    .map((e) => ({
      e,
      params: (e.path.match(/\{[^}]+\}/g) ?? []).length,
      re: new RegExp(`^${e.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);
  return (method: string, path: string) => compiled.find((c) => c.e.method === method && c.re.test(path))?.e;
}

export interface BrokenServer {
  baseUrl: string;
  socketUrl?: string;
  faults: PlantedFault[];
  /** Every request the HTTP server received, in order (`GET /v2/time`), the reset ones included. */
  requests: string[];
  close(): Promise<void>;
}

/** Network faults: what the server does to a request instead of answering it. */
export interface NetworkFaults {
  /**
   * Called for each request with its line (`GET /v2/time`) and how many requests with that line came before it:
   * `reset` drops the connection with a TCP reset before answering, `cut-body` sends the status, the headers and
   * part of the body, then closes the connection (after the data, so the client always has the headers); undefined
   * answers as usual.
   */
  fault?: (request: string, before: number) => 'reset' | 'cut-body' | undefined;
  /** Listen on this port (e.g. one reserved while nothing listened on it yet); default any free port. */
  port?: number;
}

export async function startBrokenServer(
  doc: OpenApiDocument,
  plan: FaultPlan,
  socketContracts?: AsyncApiContract[],
  network: NetworkFaults = {},
): Promise<BrokenServer> {
  const entries = listOperations(doc);
  const find = matcher(entries);
  const requests: string[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const line = `${req.method ?? 'GET'} ${url.pathname}`;
    const fault = network.fault?.(line, requests.filter((r) => r === line).length);
    requests.push(line);
    if (fault === 'reset') {
      req.socket.resetAndDestroy();
      return;
    }
    if (fault === 'cut-body') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '64' });
      res.write('{"data":', () => req.socket.destroy());
      return;
    }
    const e = find((req.method ?? 'GET').toLowerCase(), url.pathname);
    // Drain the body; the answers do not depend on it.
    req.resume();
    req.on('end', () => {
      if (!e) return res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
      const planted = plan.answers.get(e.id);
      if (planted)
        return res.writeHead(planted.status, planted.contentType ? { 'Content-Type': planted.contentType } : {}).end(planted.body);
      const ex = successExample(doc, e);
      if (!ex) return res.writeHead(Number(successStatuses(e.operation)[0] ?? 204)).end();
      const body = typeof ex.value === 'string' && !/json/.test(ex.media) ? ex.value : JSON.stringify(ex.value);
      res.writeHead(Number(ex.status), { 'Content-Type': ex.media }).end(body);
    });
  };
  const http: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(network.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let socket: RunningSocketServer | undefined;
  if (socketContracts?.length) socket = await startExampleSocketServer({ contracts: socketContracts, extraEvents: plan.socketExtra });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    socketUrl: socket?.url,
    faults: plan.faults,
    requests,
    close: async () => {
      await socket?.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
