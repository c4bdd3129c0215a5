/**
 * A whole conformance run: every operation of the bundled OpenAPI document the options allow (GET always; other
 * methods with allowWrites, after fetching the CSRF token), then every AsyncAPI document's socket.
 */
import { join } from 'node:path';
import {
  asyncApiFiles,
  listOperations,
  readAsyncApi,
  readOpenApi,
  ROOT,
  BUNDLED_OPENAPI,
  type AsyncApiContract,
  type OpenApiDocument,
  type OperationEntry,
} from './contract';
import { loadValidators, type Validators } from './frame-check';
import { checkOperation } from './http-check';
import { NetworkFailureError, networkSummary, withRetry, type RetryPolicy } from './network';
import { summarize, type ConformanceRun } from './report';
import { unsupportedRequest } from './request';
import { SchemaChecker } from './schema-check';
import { checkSocket } from './socket-check';
import type { CheckResult, NetworkFailure } from './violations';

export interface ConformanceOptions {
  /** The web API (`x-server: web`, the default server). */
  baseUrl: string;
  /** The public market-data API (`x-server: public`); defaults to baseUrl. */
  publicBaseUrl?: string;
  /** The frontend host's internal API (`x-server: internal`); defaults to baseUrl. */
  internalBaseUrl?: string;
  /** The socket; one URL for every AsyncAPI document, or per document name (`trade-socket`). */
  socketUrl?: string | Record<string, string>;
  /** A session cookie (`name=value`), sent to the web and internal APIs. */
  cookie?: string;
  /** A socket token for the auth request (server.auth). */
  token?: string;
  /** Tags or operationIds (REST) and socket document names to check; everything when empty. */
  only?: string[];
  allowWrites?: boolean;
  socketSeconds?: number;
  /** Upper bound of one request's wait; an operation's own x-timeout-ms is used when shorter. */
  timeoutMs?: number;
  /**
   * A floor under every wait for an answer (above the operations' own x-timeout-ms, the socket's connection and reply
   * waits): for the checker's tests against local mocks on a busy machine, where a slow answer measures the machine,
   * not the server. Not for a real server, which should meet the contract's timeouts.
   */
  minTimeoutMs?: number;
  concurrency?: number;
  /**
   * Retries of a transient network failure (reset, refused, cut off) of an idempotent call (GET, HEAD, PUT, DELETE,
   * OPTIONS; never POST or PATCH), with backoff; default 3. What remains is a network failure, not a violation.
   */
  retries?: number;
  /** The first retry's backoff, doubled for each next one (default 250 ms). */
  retryDelayMs?: number;
  /** The bundled OpenAPI document to read (default generated/openapi/openapi.yaml). */
  openapiFile?: string;
  /** AsyncAPI documents to read (default every contracts/asyncapi/*.yaml). */
  asyncapiFiles?: string[];
  /** Where the generated socket validators are (default generated/socket). */
  socketValidatorsDir?: string;
  log?: (line: string) => void;
}

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/**
 * Where the CSRF token comes from: the csrf security scheme's description names the call and the field
 * ("The CSRF token of GET /v2/index (`data.token`)"); these are the contract's values when it does not.
 */
function csrfSource(doc: OpenApiDocument): { scheme?: string; header?: string; path: string; field: string[] } {
  const schemes = doc.components?.securitySchemes ?? {};
  const [scheme, def] =
    Object.entries(schemes).find(([name, s]) => s.type === 'apiKey' && s.in === 'header' && /csrf/i.test(`${name} ${s.name ?? ''}`)) ?? [];
  const m = /GET\s+(\/\S+)\s+\(`([\w.]+)`\)/.exec(def?.description ?? '');
  return { scheme, header: def?.name, path: m?.[1] ?? '/v2/index', field: (m?.[2] ?? 'data.token').split('.') };
}

class CsrfAnswerError extends Error {}

async function fetchCsrfToken(
  base: string,
  path: string,
  field: string[],
  cookie: string | undefined,
  timeoutMs: number,
  retry: RetryPolicy,
): Promise<string> {
  // A GET: a transient network failure is retried; a wrong answer is not.
  const { value } = await withRetry(
    'GET',
    async () => {
      const res = await fetch(base.replace(/\/+$/, '') + path, {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(cookie ? { Cookie: cookie } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { res, text: await res.text() };
    },
    (e) => !(e instanceof CsrfAnswerError) && !['TimeoutError', 'AbortError'].includes((e as Error)?.name),
    retry,
  );
  const { res, text } = value;
  let token: unknown;
  try {
    token = field.reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], JSON.parse(text));
  } catch {
    throw new CsrfAnswerError(`GET ${path} answered ${res.status} without JSON`);
  }
  if (typeof token !== 'string' || !token) throw new CsrfAnswerError(`GET ${path} answered ${res.status} without ${field.join('.')}`);
  return token;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(size, items.length)) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceRun> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const doc = readOpenApi(options.openapiFile ?? join(ROOT, BUNDLED_OPENAPI));
  const schemas = new SchemaChecker(doc);
  const only = (options.only ?? []).map((s) => s.trim()).filter(Boolean);
  const selected = (e: OperationEntry) => !only.length || only.includes(e.id) || e.tags.some((t) => only.includes(t));
  const bases: Record<string, string | undefined> = {
    web: options.baseUrl,
    public: options.publicBaseUrl ?? options.baseUrl,
    internal: options.internalBaseUrl ?? options.baseUrl,
  };
  const maxTimeout = options.timeoutMs ?? 20_000;
  const csrf = csrfSource(doc);

  const entries = listOperations(doc).filter(selected);
  const results = new Map<OperationEntry, CheckResult>();
  const skip = (e: OperationEntry, detail: string) =>
    results.set(e, {
      kind: 'http',
      id: e.id,
      target: `${e.method.toUpperCase()} ${e.path}`,
      tags: e.tags,
      outcome: 'skip',
      detail,
      violations: [],
      durationMs: 0,
    });

  const runnable: OperationEntry[] = [];
  for (const e of entries) {
    const unsupported = unsupportedRequest(e, doc);
    if (!SAFE_METHODS.has(e.method) && !options.allowWrites) skip(e, 'a write: pass --allow-writes to call it');
    else if (e.auth === 'required' && !options.cookie) skip(e, 'needs a session: pass --cookie');
    else if (!bases[e.server]) skip(e, `no base URL for x-server ${e.server}`);
    else if (unsupported) skip(e, unsupported);
    else runnable.push(e);
  }

  const headersFor = (e: OperationEntry, token?: string): Record<string, string> => {
    const h: Record<string, string> = {};
    // As the app: credentials for the web and internal APIs, none for the public one.
    if (options.cookie && e.server !== 'public') h.Cookie = options.cookie;
    if (token && csrf.header && csrf.scheme && e.schemes.includes(csrf.scheme)) h[csrf.header] = token;
    return h;
  };
  const retryFor = (id: string): RetryPolicy => ({
    retries: options.retries,
    delayMs: options.retryDelayMs,
    onRetry: ({ attempt, code, delayMs }) => log(`RETRY ${id}: ${code} on attempt ${attempt}, again in ${delayMs} ms`),
  });
  const check = async (e: OperationEntry, token?: string) => {
    const t = Date.now();
    const timeoutMs = Math.max(options.minTimeoutMs ?? 0, Math.min(e.timeoutMs ?? maxTimeout, maxTimeout));
    const out = await checkOperation(e, doc, schemas, {
      base: bases[e.server]!,
      headers: headersFor(e, token),
      timeoutMs,
      retry: retryFor(e.id),
    });
    const result: CheckResult = {
      kind: 'http',
      id: e.id,
      target: `${e.method.toUpperCase()} ${out.request.url}`,
      tags: e.tags,
      outcome: out.network ? 'error' : out.violations.length ? 'fail' : 'pass',
      detail: out.detail,
      violations: out.violations,
      ...(out.network ? { network: out.network } : {}),
      attempts: out.attempts,
      durationMs: Date.now() - t,
    };
    results.set(e, result);
    log(`${result.outcome.toUpperCase()} ${e.id}`);
  };
  const unreachable = (e: OperationEntry, network: NetworkFailure, detail: string, durationMs: number) =>
    results.set(e, {
      kind: 'http',
      id: e.id,
      target: `${e.method.toUpperCase()} ${e.path}`,
      tags: e.tags,
      outcome: 'error',
      detail,
      violations: [],
      network,
      attempts: network.attempts,
      durationMs,
    });

  // Reads in parallel; writes one at a time, as the app's queue sends them, each with a fresh CSRF token.
  await pool(
    runnable.filter((e) => SAFE_METHODS.has(e.method)),
    options.concurrency ?? 4,
    (e) => check(e),
  );
  for (const e of runnable.filter((x) => !SAFE_METHODS.has(x.method))) {
    let token: string | undefined;
    if (csrf.scheme && e.schemes.includes(csrf.scheme)) {
      const t = Date.now();
      try {
        token = await fetchCsrfToken(bases.web!, csrf.path, csrf.field, options.cookie, maxTimeout, retryFor(`${e.id} (CSRF token)`));
      } catch (error) {
        if (error instanceof NetworkFailureError) {
          const network: NetworkFailure = { ...error.failure, phase: 'response' };
          unreachable(e, network, `no CSRF token: GET ${csrf.path} got no answer: ${networkSummary(network)}`, Date.now() - t);
        } else skip(e, `no CSRF token: ${(error as Error).message}`);
        continue;
      }
    }
    await check(e, token);
  }

  const all: CheckResult[] = entries.map((e) => results.get(e)!);

  // Sockets: the documents that share a URL share one connection (the trade socket carries the account and web events).
  const groups = new Map<string, AsyncApiContract[]>();
  for (const file of options.asyncapiFiles ?? asyncApiFiles()) {
    const contract = readAsyncApi(file);
    if (only.length && !only.includes(contract.name) && !only.includes('socket')) continue;
    const url = typeof options.socketUrl === 'string' ? options.socketUrl : options.socketUrl?.[contract.name];
    if (!url) {
      all.push({
        kind: 'socket',
        id: contract.name,
        target: contract.title,
        tags: [contract.name],
        outcome: 'skip',
        detail: 'no --socket-url given',
        violations: [],
        durationMs: 0,
      });
      continue;
    }
    groups.set(url, [...(groups.get(url) ?? []), contract]);
  }
  for (const [url, contracts] of groups) {
    const validators: Record<string, Validators | undefined> = {};
    for (const c of contracts) validators[c.name] = await loadValidators(c, options.socketValidatorsDir);
    log(`socket ${contracts.map((c) => c.name).join(' + ')}: ${url} for ${options.socketSeconds ?? 5} s`);
    all.push(
      ...(await checkSocket(contracts, {
        url,
        token: options.token,
        seconds: options.socketSeconds ?? 5,
        validators,
        retry: retryFor(`socket ${url}`),
        ...(options.minTimeoutMs
          ? { connectTimeoutMs: Math.max(10_000, options.minTimeoutMs), replyTimeoutMs: Math.max(5000, options.minTimeoutMs) }
          : {}),
      })),
    );
  }

  return {
    startedAt: new Date(started).toISOString(),
    seconds: (Date.now() - started) / 1000,
    targets: {
      baseUrl: options.baseUrl,
      publicBaseUrl: bases.public!,
      internalBaseUrl: bases.internal!,
      ...(options.socketUrl
        ? { socketUrl: typeof options.socketUrl === 'string' ? options.socketUrl : JSON.stringify(options.socketUrl) }
        : {}),
    },
    summary: summarize(all),
    results: all,
  };
}
