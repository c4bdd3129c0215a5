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
import { bundledContract, operations, pascal } from '../../../contracts/tests/contract-helpers';
import { mockServer } from '../../../mocks/node';
import { answerExample, breakingBodies, callArguments } from '../../testing/contract-kit';
import { renderScreen } from '../../testing/render';
import { QueryError, QueryLoading } from '../../ui/query-state';
import type * as HttpClientModule from './http-client';

const seen = vi.hoisted(() => ({ schema: undefined as unknown }));
vi.mock('./http-client', async (importOriginal) => {
  const { recordingSchemas } = await import('../../testing/contract-kit');
  return recordingSchemas(await importOriginal<typeof HttpClientModule>(), seen);
});

type Module = Record<string, unknown>;
type Hook = (...args: unknown[]) => { data?: unknown; error: unknown; isPending: boolean; refetch: () => void };
const clients = import.meta.glob<Module>('../../../generated/api/*/*.ts');

const doc = bundledContract();

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

const gets = operations(doc).filter((o) => o.method === 'get' && answerExample(doc, o.operation.responses) !== undefined);

describe('a page on a generated hook, when the answer breaks the contract', () => {
  it('has GET operations with JSON answers', () => expect(gets.length).toBeGreaterThan(0));

  it.each(gets.map((g) => [g.operation.operationId, g] as const))(
    '%s: shows QueryError, not a blank page',
    async (id, { path, operation }) => {
      const fact = operationFacts.find((o) => o.id === id)!;
      const client = await clients[`../../../generated/api/${fact.tag}/${fact.tag}.ts`]!();
      const args = callArguments(doc, path, operation);

      // The schema the generated fetcher validates with, from one valid call; then a body that breaks it.
      served = answerExample(doc, operation.responses);
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
