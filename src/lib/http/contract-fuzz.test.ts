/**
 * Contract fuzz: every GET operation of the contract, whatever operations exist when it runs. For each, msw
 * serves a valid answer (the contract's example, else the generated mock) and then bodies that break the
 * response schema the generated fetcher hands to the kernel (a field of the wrong type, a required field
 * left out); the generated fetcher must end in a typed ContractViolationError naming the operation and
 * the broken field, never in data.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ZodType } from 'zod';
import { operations as operationFacts } from '../../../generated/api/operations';
import { bundledContract, operations, pascal, type OpenApiDoc, type Schema } from '../../../contracts/tests/contract-helpers';
import { mockServer } from '../../../mocks/node';
import { answerExample, breakingBodies, callArguments, related, type BrokenBody } from '../../testing/contract-kit';
import type * as HttpClientModule from './http-client';
import { ContractViolationError } from './errors';
import { configureHttp, resetHttpEnvironment } from './http-environment';
import { fetchCsrfToken } from '../../app/csrf-token';

// The schema each generated fetcher passes to the kernel: the real kernel runs, wrapped to record it.
const seen = vi.hoisted(() => ({ schema: undefined as unknown }));
vi.mock('./http-client', async (importOriginal) => {
  const { recordingSchemas } = await import('../../testing/contract-kit');
  return recordingSchemas(await importOriginal<typeof HttpClientModule>(), seen);
});

type Module = Record<string, unknown>;
type Fetcher = (...args: unknown[]) => Promise<unknown>;
const clients = import.meta.glob<Module>('../../../generated/api/*/*.ts');
const mocks = import.meta.glob<Module>('../../../generated/api/*/*.msw.ts');

const BASE = 'http://fuzz.exchange.test';
let served: unknown = undefined;

beforeAll(() => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  mockServer.use(http.get('*', () => HttpResponse.json(served as never)));
  resetHttpEnvironment();
  configureHttp({
    bases: { web: BASE, public: BASE, internal: BASE },
    csrfToken: fetchCsrfToken,
    reactions: { contractViolation: () => undefined, unauthorized: () => undefined, notification: () => undefined },
  });
});
afterAll(() => mockServer.close());

/** A valid answer: the JSON example of the first 2xx response, else the generated mock. */
async function validSample(doc: OpenApiDoc, responses: Record<string, Schema>, tag: string, id: string): Promise<unknown> {
  const example = answerExample(doc, responses);
  if (example !== undefined) return example;
  const mock = (await mocks[`../../../generated/api/${tag}/${tag}.msw.ts`]?.())?.[`get${pascal(id)}ResponseMock`];
  return typeof mock === 'function' ? (mock as () => unknown)() : undefined;
}

const doc = bundledContract();
const gets = operations(doc).filter((o) => o.method === 'get');

interface Outcome {
  id: string;
  broken: BrokenBody[];
  skipped?: string;
}
const outcomes: Outcome[] = [];

describe('contract fuzz: every GET operation ends in a ContractViolationError on a body that breaks its schema', () => {
  it('has GET operations to fuzz', () => {
    expect(gets.length).toBeGreaterThan(0);
  });

  it.each(gets.map((g) => [g.operation.operationId, g] as const))('%s', async (id, { path, operation }) => {
    const fact = operationFacts.find((o) => o.id === id);
    expect(fact, `${id} in generated/api/operations.ts`).toBeDefined();
    const client = await clients[`../../../generated/api/${fact!.tag}/${fact!.tag}.ts`]!();
    const fetcher = client[id] as Fetcher;
    expect(typeof fetcher, `generated fetcher ${id}`).toBe('function');
    const args = callArguments(doc, path, operation);

    // 1. A valid answer goes through (and tells us the schema the fetcher validates with).
    served = await validSample(doc, operation.responses, fact!.tag, id);
    seen.schema = undefined;
    const valid = await fetcher(...args).then(
      () => undefined,
      (e: unknown) => e,
    );
    const schema = seen.schema as ZodType | undefined;
    if (!schema) {
      outcomes.push({ id, broken: [], skipped: 'no response schema (nothing to validate)' });
      return;
    }
    expect(valid, `${id}: the valid sample is accepted`).toBeUndefined();

    // 2. Each breaking body ends in a ContractViolationError naming the operation and the broken field.
    const broken = breakingBodies(served, schema);
    expect(broken.length, `${id}: some body breaks the schema`).toBeGreaterThan(0);
    for (const b of broken) {
      served = b.body;
      const error = await fetcher(...args).then(
        (data) => ({ unexpectedData: data }),
        (e: unknown) => e,
      );
      expect(error, `${id} with ${b.kind} at ${b.path.join('.')}`).toBeInstanceOf(ContractViolationError);
      const violation = error as ContractViolationError;
      expect(violation.operation).toEqual({ method: fact!.method, path: fact!.path });
      expect(violation.issues.length).toBeGreaterThan(0);
      expect(
        violation.issues.some((i) => related(i.path, b.path)),
        `${id}: an issue at ${b.path.join('.')} (${violation.message})`,
      ).toBe(true);
    }
    outcomes.push({ id, broken });
  });

  it('reports what was fuzzed', () => {
    const fuzzed = outcomes.filter((o) => o.broken.length);
    const bodies = fuzzed.reduce((n, o) => n + o.broken.length, 0);
    const kinds = (k: BrokenBody['kind']) => fuzzed.filter((o) => o.broken.some((b) => b.kind === k)).length;
    console.log(
      `contract fuzz: ${fuzzed.length}/${gets.length} GET operations fuzzed with ${bodies} breaking bodies ` +
        `(wrong type ${kinds('wrong-type')}, missing required field ${kinds('missing-field')}, wrong root ${kinds('wrong-root')})` +
        outcomes
          .filter((o) => o.skipped)
          .map((o) => `\n  skipped ${o.id}: ${o.skipped}`)
          .join(''),
    );
    expect(fuzzed.length).toBe(outcomes.filter((o) => !o.skipped).length);
  });
});
