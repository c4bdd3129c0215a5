/**
 * The generated client against Prism: Prism serves the bundled contract on a loopback port, and every GET
 * operation is called through its generated fetcher and the http kernel, whose zod validation must accept
 * each answer. Prism also checks each request against the contract (a bad request would get a 4xx).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations as operationFacts } from '../../generated/api/operations';
import { freePort } from '../../scripts/mock-servers';
import { configureHttp } from '../../src/lib/http/http-environment';
import { STARTUP_CEILING_MS } from '../../src/testing/wait';
import { bundledContract, operations, resolve, root, type Parameter, type Schema } from './contract-helpers';
import { sampleValue } from './sample-values';

// A port free when asked (not a random one, which another run on the machine may hold).
const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
let prism: ChildProcess;

/** Polls until Prism answers (a slow start on a busy machine is fine); fails at once when it exits. */
async function waitForPrism(): Promise<void> {
  const deadline = Date.now() + STARTUP_CEILING_MS;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`Prism exited with code ${prism.exitCode}`);
    try {
      await fetch(`${BASE}/v2/index`, { headers: { Cookie: 'session=test' } });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Prism did not answer within ${STARTUP_CEILING_MS / 1000} s`);
}

beforeAll(async () => {
  prism = spawn(join(root, 'node_modules/.bin/prism'), ['mock', 'generated/openapi/openapi.yaml', '-h', '127.0.0.1', '-p', String(PORT), '--errors'], {
    cwd: root,
    stdio: 'ignore',
  });
  await waitForPrism();
  configureHttp({
    bases: { web: BASE, public: BASE, internal: BASE },
    // Prism checks the contract's security: send the session cookie the way a browser would.
    fetch: (input, init) => fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), Cookie: 'session=contract-test' } }),
    reactions: { contractViolation: () => undefined, unauthorized: () => undefined },
  });
});

afterAll(() => {
  prism?.kill();
});

type Module = Record<string, unknown>;
const clients = import.meta.glob<Module>('../../generated/api/*/*.ts');

describe('generated client against Prism', () => {
  it('calls every GET operation and validates every answer', async () => {
    const doc = bundledContract();
    const failures: string[] = [];
    let called = 0;
    for (const { method, path, operation } of operations(doc)) {
      if (method !== 'get') continue;
      const fact = operationFacts.find((o) => o.id === operation.operationId)!;
      const client = await clients[`../../generated/api/${fact.tag}/${fact.tag}.ts`]!();
      const fn = client[operation.operationId] as (...args: unknown[]) => Promise<unknown>;
      const params = (operation.parameters ?? []).map((p) => resolve<Parameter>(doc, p));
      const args: unknown[] = [];
      // orval's argument order: path parameters in path order, then the query object, then options.
      for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
        const p = params.find((x) => x.in === 'path' && x.name === name)!;
        args.push(exampleOf(doc, p));
      }
      const query = params.filter((p) => p.in === 'query');
      if (query.length) args.push(Object.fromEntries(query.filter((p) => p.required || p.example !== undefined).map((p) => [p.name, exampleOf(doc, p)])));
      try {
        await fn(...args);
        called++;
      } catch (error) {
        failures.push(`${operation.operationId}: ${(error as Error).message.slice(0, 300)}`);
      }
    }
    console.log(`Prism: ${called} GET operations called and validated`);
    expect(failures).toEqual([]);
    expect(called).toBeGreaterThan(0);
  });
});

function exampleOf(doc: ReturnType<typeof bundledContract>, p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const first = p.examples && Object.values(p.examples)[0];
  if (first) return first.value;
  return sampleValue(resolve<Schema>(doc, p.schema ?? {}), doc);
}
