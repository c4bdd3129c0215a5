/**
 * A running socket against the AsyncAPI documents that share one connection (the trade socket carries the account
 * and web events too): connect, authorise with the auth request when a token is given, ping, call the queries and
 * subscribe to every channel the connection may open (params from the requests' examples; the private ones only once
 * authorised), validate every frame for the given seconds, unsubscribe. One result per method and per event.
 */
import { WebSocket } from 'ws';
import { type AsyncApiContract, type AsyncEvent, type AsyncMessage, type AsyncRequest } from './contract';
import { checkFrame, replyCandidates, type Validators } from './frame-check';
import { describeNetworkError, isTransient, NetworkFailureError, networkSummary, withRetry, type RetryPolicy } from './network';
import { show, type CheckResult, type NetworkFailure, type Violation } from './violations';

export interface SocketCheckOptions {
  url: string;
  token?: string;
  seconds: number;
  /** The generated validators of each document, by document name; a document without them is not validated. */
  validators: Record<string, Validators | undefined>;
  connectTimeoutMs?: number;
  replyTimeoutMs?: number;
  /** Retries of a transient failure to connect (refused, reset): the opening handshake is a GET. */
  retry?: RetryPolicy;
}

interface Pending {
  method: string;
  resolve: (frame: Record<string, unknown> | undefined) => void;
}

export const isAuthMethod = (m: string) => /(^|\.)(auth|authorize|login)$/.test(m);
const isPingMethod = (m: string) => /(^|\.)ping$/.test(m);
/** Reads by the documents' naming (`asset.query`, `order.query`): safe to call with their examples. */
const isQueryMethod = (m: string) => /(^|\.)query$/.test(m);

export function exampleParams(message: AsyncMessage): unknown {
  const ex = message.examples.find((e) => e.payload && typeof e.payload === 'object')?.payload as Record<string, unknown> | undefined;
  return ex?.params ?? [];
}

/** The auth request's example params with the token in the place of the first string (`[token, "web"]`). */
export function authParams(message: AsyncMessage, token: string): unknown {
  const params = exampleParams(message);
  if (Array.isArray(params)) {
    const i = params.findIndex((p) => typeof p === 'string');
    return i === -1 ? [token] : params.map((p, j) => (j === i ? token : p));
  }
  if (params && typeof params === 'object') {
    const key = Object.keys(params).find((k) => /token/i.test(k)) ?? 'token';
    return { ...(params as object), [key]: token };
  }
  return [token];
}

interface Owned<T> {
  contract: AsyncApiContract;
  item: T;
}

export async function checkSocket(contracts: AsyncApiContract[], options: SocketCheckOptions): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const requests: Owned<AsyncRequest>[] = contracts.flatMap((contract) => contract.requests.map((item) => ({ contract, item })));
  const events: Owned<AsyncEvent>[] = contracts.flatMap((contract) => contract.events.map((item) => ({ contract, item })));
  const validatorsOf = (c: AsyncApiContract) => options.validators[c.name] ?? {};
  const unvalidated = contracts.filter((c) => !options.validators[c.name]).map((c) => c.name);

  const make = (
    id: string,
    contract: AsyncApiContract | undefined,
    started: number,
    violations: Violation[],
    detail: string,
  ): CheckResult => ({
    kind: 'socket',
    id,
    target: options.url,
    tags: contract ? [contract.name] : contracts.map((c) => c.name),
    outcome: violations.length ? 'fail' : 'pass',
    detail,
    violations,
    durationMs: Date.now() - started,
  });
  const skip = (id: string, contract: AsyncApiContract | undefined, detail: string): CheckResult => ({
    ...make(id, contract, Date.now(), [], detail),
    outcome: 'skip',
    durationMs: 0,
  });

  const t0 = Date.now();
  let ws: WebSocket;
  let attempts: number;
  try {
    ({ value: ws, attempts } = await withRetry(
      'GET',
      () => connect(options.url, options.connectTimeoutMs ?? 10_000),
      () => true,
      options.retry,
    ));
  } catch (error) {
    const network: NetworkFailure =
      error instanceof NetworkFailureError
        ? { ...error.failure, phase: 'connection' }
        : { ...describeNetworkError(error), attempts: 1, transient: false, idempotent: true, phase: 'connection' };
    results.push({
      ...make('connect', undefined, t0, [], `no connection: ${networkSummary(network)}`),
      outcome: 'error',
      network,
      attempts: network.attempts,
    });
    for (const r of requests) results.push(skip(r.item.method, r.contract, 'no connection'));
    for (const e of events) results.push(skip(e.item.method, e.contract, 'no connection'));
    return results;
  }

  const pending = new Map<number, Pending>();
  const byName = new Map<string, Owned<AsyncEvent>>();
  for (const e of events) byName.set(`${e.item.nameKey}:${e.item.method}`, e);
  const seen = new Map<string, { frames: number; violations: Violation[]; missing: Set<string> }>();
  const stray: Violation[] = [];
  let dropped: NetworkFailure | undefined;
  let frameNo = 0;

  ws.on('error', (e) => {
    dropped ??= { ...describeNetworkError(e), attempts: 1, transient: isTransient(e), idempotent: true, phase: 'connection' };
  });
  ws.on('message', (data) => {
    frameNo++;
    const text = data.toString();
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      stray.push({ rule: 'unknown-frame', path: '$', expected: 'a JSON frame', actual: show(text), note: `frame ${frameNo}` });
      return;
    }
    if (!frame || typeof frame !== 'object' || Array.isArray(frame)) {
      stray.push({ rule: 'unknown-frame', path: '$', expected: 'a frame object', actual: show(frame), note: `frame ${frameNo}` });
      return;
    }
    const f = frame as Record<string, unknown>;
    if (typeof f.id === 'number' && pending.has(f.id)) {
      const p = pending.get(f.id)!;
      pending.delete(f.id);
      p.resolve(f);
      return;
    }
    const key =
      typeof f.method === 'string' && (f.id === null || f.id === undefined)
        ? `method:${f.method}`
        : typeof f.event === 'string'
          ? `event:${f.event}`
          : undefined;
    const owner = key ? byName.get(key) : undefined;
    if (!key || !owner) {
      const known = [...byName.keys()].map((k) => k.split(':')[1]).join(', ');
      stray.push(
        key
          ? {
              rule: 'unknown-frame',
              path: key.startsWith('method') ? '$.method' : '$.event',
              expected: `an event of the contract (${known})`,
              actual: show(key.split(':')[1]),
              note: `frame ${frameNo}`,
            }
          : {
              rule: 'unknown-frame',
              path: '$',
              expected: 'a reply to a pending request or an event',
              actual: show(frame),
              note: `frame ${frameNo}`,
            },
      );
      return;
    }
    const name = owner.item.method;
    const stats = seen.get(name) ?? { frames: 0, violations: [], missing: new Set<string>() };
    seen.set(name, stats);
    stats.frames++;
    const { violations, missing } = checkFrame(
      f,
      owner.item.messages,
      validatorsOf(owner.contract),
      `frame ${frameNo} (${name} #${stats.frames})`,
    );
    stats.violations.push(...violations);
    missing.forEach((m) => stats.missing.add(m));
  });

  let nextId = 1;
  const replyTimeout = options.replyTimeoutMs ?? 5000;
  const send = (method: string, params: unknown): Promise<Record<string, unknown> | undefined> =>
    new Promise((resolve) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(undefined);
      }, replyTimeout);
      pending.set(id, {
        method,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
      ws.send(JSON.stringify({ id, method, params }));
    });

  /** Sends a request and checks its reply. */
  const call = async ({ contract, item }: Owned<AsyncRequest>, params: unknown) => {
    const reply = await send(item.method, params);
    if (!reply)
      return {
        reply,
        violations: [{ rule: 'no-reply', path: '$', expected: `a reply within ${replyTimeout} ms`, actual: 'none' }] as Violation[],
        detail: 'no reply',
      };
    const candidates = replyCandidates(reply, item.replies);
    const { violations, missing } = checkFrame(reply, candidates, validatorsOf(contract), `reply to ${item.method}`);
    const isError = reply.error !== null && reply.error !== undefined;
    let detail = isError ? `error reply ${show(reply.error)}` : `reply ${show(reply.result, 40)}`;
    if (missing.length === candidates.length)
      detail += `; not validated: no generated validator ${missing.join(', ')} (run npm run generate)`;
    return { reply, violations, detail };
  };

  // 1. Authorise when a token is given.
  let authorised = false;
  const auth = requests.find((r) => isAuthMethod(r.item.method));
  if (auth) {
    if (!options.token) results.push(skip(auth.item.method, auth.contract, 'no --token given'));
    else {
      const started = Date.now();
      const { reply, violations, detail } = await call(auth, authParams(auth.item.request, options.token));
      const refused = reply && reply.error !== null && reply.error !== undefined;
      if (refused) violations.push({ rule: 'auth', path: '$.error', expected: 'the token accepted', actual: show(reply.error) });
      authorised = Boolean(reply) && !refused && !violations.length;
      results.push(make(auth.item.method, auth.contract, started, violations, detail));
    }
  }
  const privateSkip = options.token ? 'private: the connection is not authorised' : 'private: needs --token';

  // 2. Pings.
  for (const ping of requests.filter((r) => isPingMethod(r.item.method))) {
    const started = Date.now();
    const { violations, detail } = await call(ping, exampleParams(ping.item.request));
    results.push(make(ping.item.method, ping.contract, started, violations, detail));
  }

  // 3. Queries (reads), with their examples' params; the private ones once authorised.
  for (const query of requests.filter((r) => isQueryMethod(r.item.method) && !r.item.subscription)) {
    if (query.item.needsAuth && !authorised) {
      results.push(skip(query.item.method, query.contract, privateSkip));
      continue;
    }
    const started = Date.now();
    const { violations, detail } = await call(query, exampleParams(query.item.request));
    results.push(make(query.item.method, query.contract, started, violations, detail));
  }

  // 4. Subscriptions: every public channel, and the private ones once authorised.
  const subscribed: Owned<AsyncRequest>[] = [];
  const eventSkips = new Map<string, string>();
  for (const sub of requests.filter((r) => r.item.subscription)) {
    const event = sub.item.subscription!.event;
    if (sub.item.needsAuth && !authorised) {
      results.push(skip(sub.item.method, sub.contract, privateSkip));
      eventSkips.set(event, privateSkip);
      continue;
    }
    const started = Date.now();
    const { reply, violations, detail } = await call(sub, exampleParams(sub.item.request));
    results.push(make(sub.item.method, sub.contract, started, violations, detail));
    if (reply && (reply.error === null || reply.error === undefined)) subscribed.push(sub);
    else eventSkips.set(event, `${sub.item.method} was not accepted`);
  }

  // 5. Listen.
  await new Promise((r) => setTimeout(r, options.seconds * 1000));

  // 6. Unsubscribe.
  const done = new Set<string>();
  for (const sub of subscribed) {
    const name = sub.item.subscription!.unsubscribe;
    const unsub = name ? requests.find((r) => r.item.method === name) : undefined;
    if (!unsub || done.has(name!)) continue;
    done.add(name!);
    const started = Date.now();
    const { violations, detail } = await call(unsub, exampleParams(unsub.item.request));
    results.push(make(unsub.item.method, unsub.contract, started, violations, detail));
  }
  ws.close();

  // 7. One result per event.
  for (const { contract, item } of events) {
    const stats = seen.get(item.method);
    if (!stats) {
      const why =
        eventSkips.get(item.method) ?? (item.needsAuth && !authorised ? privateSkip : `no ${item.method} frame in ${options.seconds} s`);
      results.push(skip(item.method, contract, why));
      continue;
    }
    const missing = stats.missing.size
      ? `; not validated: no generated validator ${[...stats.missing].join(', ')} (run npm run generate)`
      : '';
    results.push({
      ...make(item.method, contract, t0, stats.violations, `${stats.frames} frame${stats.frames === 1 ? '' : 's'}${missing}`),
      durationMs: options.seconds * 1000,
    });
  }
  if (dropped)
    results.push({
      ...make('connection', undefined, t0, [], `the connection failed while listening: ${dropped.code}`),
      outcome: 'error',
      network: dropped,
    });
  if (stray.length)
    results.push(
      make(
        '(other frames)',
        undefined,
        t0,
        stray,
        `${stray.length} frame(s) no message of ${contracts.map((c) => c.name).join(', ')} describes`,
      ),
    );
  for (const r of results) {
    if (r.outcome === 'pass' && r.tags.length === 1 && unvalidated.includes(r.tags[0]!)) {
      r.outcome = 'skip';
      r.detail = `not validated: generated/socket/${r.tags[0]}.zod.ts is missing (run npm run generate); ${r.detail.replace(/; not validated: .*$/, '')}`;
    }
    r.attempts ??= attempts;
  }
  return results;
}

function connect(url: string, timeoutMs: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { handshakeTimeout: timeoutMs });
    ws.once('open', () => resolve(ws));
    ws.once('error', (e) => reject(e));
    ws.once('unexpected-response', (_req, res) => {
      reject(new Error(`HTTP ${res.statusCode} instead of a WebSocket upgrade`));
      ws.terminate();
    });
  });
}
