/**
 * A page built on a generated hook, for every GET operation of the contract: when the answer breaks the
 * contract the page shows the shared error state (QueryError, with its retry) under its own heading, never a
 * blank screen and never the broken data.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZodType } from 'zod';
import { operations as operationFacts } from '../../../generated/api/operations';
import {
  bundledContract,
  operations,
  resolve,
  type OpenApiDoc,
  type Parameter,
  type Schema,
} from '../../../contracts/tests/contract-helpers';
import { sampleValue } from '../../../contracts/tests/sample-values';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { QueryError, QueryLoading } from '../../ui/query-state';
import type * as HttpClientModule from './http-client';
import { breakingBodies } from './contract-breakers';

const seen = vi.hoisted(() => ({ schema: undefined as unknown }));
vi.mock('./http-client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpClientModule>();
  return {
    ...real,
    httpClient: (url: string, options?: Parameters<typeof real.httpClient>[1]) => {
      seen.schema = options?.schema;
      return real.httpClient(url, options);
    },
  };
});

type Module = Record<string, unknown>;
type Hook = (...args: unknown[]) => { data?: unknown; error: unknown; isPending: boolean; refetch: () => void };
const clients = import.meta.glob<Module>('../../../generated/api/*/*.ts');

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const doc = bundledContract();

function exampleOf(d: OpenApiDoc, p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const first = p.examples && Object.values(p.examples)[0];
  return first ? first.value : sampleValue(resolve<Schema>(d, p.schema ?? {}), d);
}

function argumentsOf(path: string, parameters: Parameter[]): unknown[] {
  const args: unknown[] = [];
  for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]))
    args.push(
      exampleOf(
        doc,
        parameters.find((x) => x.in === 'path' && x.name === name)!,
      ),
    );
  const query = parameters.filter((p) => p.in === 'query');
  if (query.length) args.push(Object.fromEntries(query.filter((p) => p.required).map((p) => [p.name, exampleOf(doc, p)])));
  return args;
}

function exampleBody(responses: Record<string, Schema>): unknown {
  const status = Object.keys(responses).find((s) => /^2/.test(s));
  const json = (
    resolve<Schema>(doc, responses[status!]!).content as Record<string, { example?: unknown; examples?: Record<string, unknown> }>
  )?.['application/json'];
  if (json?.example !== undefined) return json.example;
  const first = json?.examples && Object.values(json.examples)[0];
  return first ? resolve<{ value: unknown }>(doc, first as { value: unknown }).value : undefined;
}

/** The page: a heading, then the hook's loading, error or data state, as every feature page is built. */
function OperationPage({ title, useData, args }: { title: string; useData: Hook; args: unknown[] }) {
  const query = useData(...args);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {query.isPending && !query.error ? (
        <QueryLoading />
      ) : query.error ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <pre data-testid="page-data">{JSON.stringify(query.data)}</pre>
      )}
    </section>
  );
}

let served: unknown;
beforeEach(() => {
  mockServer.use(http.get('*', () => HttpResponse.json(served as never)));
});

const gets = operations(doc).filter((o) => o.method === 'get' && exampleBody(o.operation.responses) !== undefined);

describe('a page on a generated hook, when the answer breaks the contract', () => {
  it('has GET operations with JSON answers', () => expect(gets.length).toBeGreaterThan(0));

  it.each(gets.map((g) => [g.operation.operationId, g] as const))(
    '%s: shows QueryError, not a blank page',
    async (id, { path, operation }) => {
      const fact = operationFacts.find((o) => o.id === id)!;
      const client = await clients[`../../../generated/api/${fact.tag}/${fact.tag}.ts`]!();
      const args = argumentsOf(
        path,
        (operation.parameters ?? []).map((p) => resolve<Parameter>(doc, p)),
      );

      // The schema the generated fetcher validates with, from one valid call; then a body that breaks it.
      served = exampleBody(operation.responses);
      await (client[id] as (...a: unknown[]) => Promise<unknown>)(...args);
      const [broken] = breakingBodies(served, seen.schema as ZodType);
      served = broken!.body;

      await renderScreen(<OperationPage title={`Page of ${id}`} useData={client[`use${pascal(id)}`] as Hook} args={args} />);
      const alert = await screen.findByTestId('query-error');
      expect(alert.textContent).toContain('The exchange sent data this page cannot read');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: `Page of ${id}` })).toBeTruthy();
      expect(screen.queryByTestId('page-data')).toBeNull();
    },
  );
});
