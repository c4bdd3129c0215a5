/**
 * The checker against the contract's own mock servers (npm run mock: Prism from the bundled contract behind its
 * loopback front, and the socket mock): every operation and every socket method and event must pass, with zero
 * failures. Prints the checker's run time for the whole contract. Also checks the front's CORS and session cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, SESSION_COOKIE, startFront, startMockServers, type RunningMockServers } from '../mock-servers';
import { WAIT_CEILING_MS } from '../../src/testing/wait';
import { listOperations, readOpenApi } from './contract';
import { formatTable } from './report';
import { runConformance } from './run';
import type { CheckResult } from './violations';

let servers: RunningMockServers;
// Prism and the socket mock share this busy machine: a slow answer is not theirs to answer for (x-timeout-ms is 3 s).
const minTimeoutMs = WAIT_CEILING_MS;

beforeAll(async () => {
  // guest: the front adds no cookie, so Prism sees exactly what the checker sends (--cookie).
  servers = await startMockServers({ port: 0, socketPort: await freePort(), guest: true, quiet: true, log: () => undefined });
});

afterAll(async () => {
  await servers?.close();
});

const failuresOf = (results: CheckResult[]) =>
  results
    .filter((r) => r.outcome === 'fail')
    .map((r) => `${r.id}: ${r.violations.map((v) => `${v.path} ${v.expected} / ${v.actual}`).join('; ')}`);

describe('conformance against Prism and the socket mock', () => {
  it('passes every REST operation of the contract, reads and writes', async () => {
    const run = await runConformance({
      baseUrl: servers.apiUrl,
      cookie: 'session=conformance',
      allowWrites: true,
      asyncapiFiles: [],
      minTimeoutMs,
    });
    const http = run.results.filter((r) => r.kind === 'http');
    const reads = http.filter((r) => /^(GET|HEAD) /.test(r.target)).length;
    console.log(
      `conformance against Prism: ${http.length} operations (${reads} reads, ${http.length - reads} writes) checked in ${run.seconds.toFixed(2)} s`,
    );
    expect(failuresOf(run.results)).toEqual([]);
    // Nothing skipped, and every answer a success: the requests built from the examples satisfy Prism's validation.
    expect(http.filter((r) => r.outcome !== 'pass').map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
    expect(http.filter((r) => !/^2\d\d /.test(r.detail)).map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
    expect(http.length).toBeGreaterThan(0);
  });

  it('passes every socket method and event, public and private', async () => {
    const run = await runConformance({
      baseUrl: servers.apiUrl,
      only: ['socket'],
      socketUrl: servers.socketUrl,
      token: 'conformance-token',
      socketSeconds: 2,
      minTimeoutMs,
    });
    const socket = run.results.filter((r) => r.kind === 'socket');
    console.log(
      `conformance against the socket mock (${servers.socketServer}): ${socket.length} socket checks in ${run.seconds.toFixed(2)} s`,
    );
    if (failuresOf(socket).length) console.log(formatTable(run));
    expect(failuresOf(socket)).toEqual([]);
    expect(socket.filter((r) => r.outcome === 'pass').length).toBeGreaterThan(0);
    // Frames were validated, not just counted.
    expect(socket.some((r) => / frames?\b/.test(r.detail) && r.outcome === 'pass')).toBe(true);
  });

  it('skips what it may not call, and says why', async () => {
    const run = await runConformance({ baseUrl: servers.apiUrl, asyncapiFiles: undefined, socketUrl: undefined, minTimeoutMs });
    const http = run.results.filter((r) => r.kind === 'http');
    const writes = http.filter((r) => !/^(GET|HEAD) /.test(r.target));
    expect(writes.every((r) => r.outcome === 'skip' && /--allow-writes/.test(r.detail))).toBe(true);
    expect(run.results.filter((r) => r.kind === 'socket').every((r) => r.outcome === 'skip' && /--socket-url/.test(r.detail))).toBe(true);
    expect(failuresOf(run.results)).toEqual([]);
  });
});

describe('the mock front (npm run mock)', () => {
  it('answers CORS for credentialed requests and adds the session cookie Prism asks for', async () => {
    const prismPort = Number(new URL(servers.prismUrl).port);
    const front = await startFront(0, prismPort, false);
    const address = front.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const preflight = await fetch(`${base}/v2/time`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-csrf-token',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-csrf-token');

      const answer = await fetch(`${base}/v2/time`, { headers: { Origin: 'http://localhost:5173' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('vary')).toBe('Origin');
      expect(SESSION_COOKIE).toMatch(/^session=/);
      // A login-required GET: Prism accepts the front's cookie; without it (the guest front) it answers 401.
      const op = listOperations(readOpenApi()).find(
        (o) => o.method === 'get' && o.auth === 'required' && !o.parameters.some((p) => p.required),
      );
      expect(op, 'a login-required GET without required parameters').toBeDefined();
      const required = await fetch(`${base}${op!.path}`, { headers: { Accept: 'application/json' } });
      const guest = await fetch(`${servers.apiUrl}${op!.path}`, { headers: { Accept: 'application/json' } });
      expect([required.status, guest.status]).toEqual([200, 401]);
    } finally {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
    }
  });
});
