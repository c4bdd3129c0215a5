/**
 * Network failures apart from contract failures: the checker retries a transient failure (a reset, a refused
 * connection while the server starts, a body cut off) of an idempotent call with backoff, never a POST or PATCH, and
 * reports what remains as a network failure (NET, `networkErrors`, a JUnit <error>, exit code 3), not a violation.
 * The server is broken-server.ts answering from the contract's examples, with network faults on chosen requests.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startBrokenServer, type BrokenServer, type FaultPlan, type NetworkFaults } from './broken-server';
import { listOperations, readOpenApi, ROOT } from './contract';
import { checkOperation } from './http-check';
import { backoffMs, describeNetworkError, isIdempotent, isTransient, NetworkFailureError, withRetry } from './network';
import { exitCodeOf, formatTable, toJUnit } from './report';
import { unsupportedRequest } from './request';
import { runConformance } from './run';
import { SchemaChecker } from './schema-check';
import { freePort } from '../mock-servers';

const doc = readOpenApi();
const ops = listOperations(doc);
const op = (method: string, pick: (o: (typeof ops)[number]) => boolean = () => true) =>
  ops.find((o) => o.method === method && o.server === 'web' && !unsupportedRequest(o, doc) && pick(o))!;
const GET = op('get', (o) => o.id === 'getServerTime');
const DELETE = op('delete');
const POST = op('post', (o) => !o.parameters.some((p) => p.in === 'path'));
const line = (e: typeof GET) => `${e.method.toUpperCase()} ${e.path}`;
const NO_FAULTS: FaultPlan = { faults: [], answers: new Map(), socketExtra: {} };
// Short backoffs: the retries are what is tested, not the waiting.
const FAST = { retries: 3, retryDelayMs: 1 };

let server: BrokenServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const start = async (network: NetworkFaults) => (server = await startBrokenServer(doc, NO_FAULTS, undefined, network));
const sent = (e: typeof GET) => server!.requests.filter((r) => r === line(e)).length;
const fetchError = (code: string, message = 'x') =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(message), { code }) });

describe('network errors', () => {
  it('knows the idempotent methods and the transient errors', () => {
    expect(['GET', 'head', 'PUT', 'DELETE', 'OPTIONS'].every(isIdempotent)).toBe(true);
    expect(['POST', 'patch'].some(isIdempotent)).toBe(false);
    for (const code of ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'UND_ERR_SOCKET'])
      expect(isTransient(fetchError(code))).toBe(true);
    expect(isTransient(new Error('socket hang up'))).toBe(true);
    expect(isTransient(fetchError('ENOTFOUND'))).toBe(false);
    expect(isTransient(fetchError('CERT_HAS_EXPIRED'))).toBe(false);
    expect(describeNetworkError(fetchError('ECONNRESET', 'read ECONNRESET'))).toEqual({ code: 'ECONNRESET', message: 'read ECONNRESET' });
    expect([0, 1, 2, 3, 10].map((n) => backoffMs(n))).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('retries a transient error of an idempotent call a bounded number of times, never a POST', async () => {
    const failing = (times: number) => {
      let calls = 0;
      const attempt = async () => {
        calls++;
        if (calls <= times) throw fetchError('ECONNRESET');
        return 'answer';
      };
      return { attempt, calls: () => calls };
    };
    const twice = failing(2);
    await expect(withRetry('GET', twice.attempt, () => true, { delayMs: 1 })).resolves.toEqual({
      value: 'answer',
      attempts: 3,
      retriedAfter: ['ECONNRESET', 'ECONNRESET'],
    });
    const always = failing(Infinity);
    const gaveUp = await withRetry('DELETE', always.attempt, () => true, { retries: 2, delayMs: 1 }).catch((e: unknown) => e);
    expect(gaveUp).toBeInstanceOf(NetworkFailureError);
    expect((gaveUp as NetworkFailureError).failure).toMatchObject({ code: 'ECONNRESET', attempts: 3, transient: true, idempotent: true });
    for (const method of ['POST', 'PATCH']) {
      const post = failing(1);
      const error = await withRetry(method, post.attempt, () => true, { delayMs: 1 }).catch((e: unknown) => e);
      expect((error as NetworkFailureError).failure).toMatchObject({ attempts: 1, idempotent: false });
      expect(post.calls()).toBe(1);
    }
    let lookups = 0;
    const unknownHost = async () => {
      lookups++;
      throw fetchError('ENOTFOUND');
    };
    const error = await withRetry('GET', unknownHost, () => true, { delayMs: 1 }).catch((e: unknown) => e);
    expect((error as NetworkFailureError).failure).toMatchObject({ code: 'ENOTFOUND', attempts: 1, transient: false });
    expect(lookups).toBe(1);
  });
});

describe('the checker against a server with network faults', () => {
  it('passes a GET whose first two connections are reset and a DELETE whose first body is cut off', async () => {
    await start({
      fault: (request, before) =>
        request === line(GET) ? (before < 2 ? 'reset' : undefined) : request === line(DELETE) && before < 1 ? 'cut-body' : undefined,
    });
    const run = await runConformance({
      baseUrl: server!.baseUrl,
      cookie: 'session=network',
      only: [GET.id, DELETE.id],
      allowWrites: true,
      asyncapiFiles: [],
      ...FAST,
    });
    const byId = Object.fromEntries(run.results.map((r) => [r.id, r]));
    expect(byId[GET.id]).toMatchObject({ outcome: 'pass', attempts: 3, violations: [] });
    expect(byId[GET.id]!.detail).toMatch(/^2\d\d .*retried after ECONNRESET, ECONNRESET$/);
    expect(byId[DELETE.id]).toMatchObject({ outcome: 'pass', attempts: 2, violations: [] });
    expect([sent(GET), sent(DELETE)]).toEqual([3, 2]);
    expect(run.summary).toMatchObject({ passed: 2, failed: 0, violations: 0, networkErrors: 0 });
    expect(exitCodeOf(run.summary)).toBe(0);
  });

  it('retries a connection refused while the server starts', async () => {
    const port = await freePort();
    const out = await checkOperation(GET, doc, new SchemaChecker(doc), {
      base: `http://127.0.0.1:${port}`,
      timeoutMs: 60_000,
      // Nothing listens at the first attempt; the server is up before the second (a condition, not a delay).
      retry: { delayMs: 1, onRetry: async () => void (server ??= await startBrokenServer(doc, NO_FAULTS, undefined, { port })) },
    });
    expect(out).toMatchObject({ violations: [], attempts: 2 });
    expect(out.network).toBeUndefined();
    expect(out.detail).toMatch(/retried after ECONNREFUSED$/);
  });

  it('reports what still fails as a network failure, apart from the violations; a POST is sent once', async () => {
    await start({ fault: (request) => (request === line(GET) ? 'reset' : request === line(POST) ? 'reset' : undefined) });
    const run = await runConformance({
      baseUrl: server!.baseUrl,
      cookie: 'session=network',
      only: [GET.id, POST.id],
      allowWrites: true,
      asyncapiFiles: [],
      ...FAST,
    });
    const byId = Object.fromEntries(run.results.map((r) => [r.id, r]));
    expect(byId[GET.id]).toMatchObject({
      outcome: 'error',
      violations: [],
      network: { code: 'ECONNRESET', attempts: 4, transient: true, idempotent: true, phase: 'response' },
    });
    expect(byId[POST.id]).toMatchObject({
      outcome: 'error',
      violations: [],
      network: { attempts: 1, transient: true, idempotent: false },
    });
    expect([sent(GET), sent(POST)]).toEqual([4, 1]);
    expect(run.summary).toMatchObject({ checked: 2, passed: 0, failed: 0, violations: 0, networkErrors: 2 });
    expect(exitCodeOf(run.summary)).toBe(3);
    const table = formatTable(run);
    expect(table).toContain(`NET     ${GET.id}`);
    expect(table).toContain('- network failure (no answer): ECONNRESET after 4 attempts');
    expect(table).toContain('(not idempotent: not retried)');
    expect(table).toContain('2 checks: 0 passed, 0 failed (0 violations), 2 without an answer (network failures, not the contract)');
    const xml = toJUnit(run);
    expect(xml).toContain('failures="0" errors="2"');
    expect(xml.match(/<error message="network failure/g)).toHaveLength(2);
    expect(xml).not.toContain('<failure');
  });

  it('says where a body broke off', async () => {
    await start({ fault: (request) => (request === line(GET) ? 'cut-body' : undefined) });
    const run = await runConformance({ baseUrl: server!.baseUrl, only: [GET.id], asyncapiFiles: [], retries: 1, retryDelayMs: 1 });
    expect(run.results[0]).toMatchObject({ outcome: 'error', network: { attempts: 2, phase: 'body' } });
    expect(formatTable(run)).toContain('network failure (the body broke off)');
  });

  it('reports a socket that refuses the connection as a network failure, after retrying', async () => {
    const port = await freePort();
    const run = await runConformance({
      baseUrl: 'http://127.0.0.1:9',
      only: ['socket'],
      socketUrl: `ws://127.0.0.1:${port}/ws`,
      socketSeconds: 0,
      retries: 2,
      retryDelayMs: 1,
    });
    expect(run.results.find((r) => r.id === 'connect')).toMatchObject({
      outcome: 'error',
      violations: [],
      network: { code: 'ECONNREFUSED', attempts: 3, transient: true, phase: 'connection' },
    });
    expect(run.summary).toMatchObject({ violations: 0, networkErrors: 1 });
  });

  it('a contract violation outranks a network failure in the exit code', () => {
    expect(exitCodeOf({ checked: 2, passed: 0, failed: 1, skipped: 0, violations: 1, networkErrors: 1 })).toBe(1);
    expect(exitCodeOf({ checked: 1, passed: 1, failed: 0, skipped: 0, violations: 0, networkErrors: 0 })).toBe(0);
  });

  it('exits 3 from the CLI when the only trouble is the network', async () => {
    await start({ fault: (request) => (request === line(GET) ? 'reset' : undefined) });
    const result = await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(ROOT, 'scripts/conformance/cli.ts'), '--base-url', server!.baseUrl, '--only', GET.id, '--retries', '1'],
      { cwd: ROOT },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout: string; stderr: string }) => error,
    );
    expect(result.code).toBe(3);
    expect(result.stdout).toContain('ECONNRESET after 2 attempts');
    expect(result.stderr).toContain('got no answer after the retries: a network failure, not a contract result (exit code 3)');
    expect(sent(GET)).toBe(2);
  });
});
