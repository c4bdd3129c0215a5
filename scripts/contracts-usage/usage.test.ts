/**
 * The usage report on the real tree: every contract operation is reported once, known callers are found
 * (a screen, the http kernel, the socket kernel), type-only imports and tests do not count, and the
 * summary adds up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractsUsage, generatedImports, operationOfIdentifier, summaryLine } from './usage';

const ROOT = join(import.meta.dirname, '../..');
const report = contractsUsage(ROOT);

describe('contracts usage', () => {
  it('reports every operation of the contract exactly once', () => {
    const ids = [...readFileSync(join(ROOT, 'generated/api/operations.ts'), 'utf8').matchAll(/^\s*\["(\w+)",/gm)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(200);
    expect(report.rest.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('finds screens and kernels as callers', () => {
    const users = (id: string) => report.rest.find((r) => r.id === id)?.users;
    expect(users('getCsrfToken')?.length).toBeGreaterThan(0);
    expect(users('transferBalance')).toContain('src/features/balance/transfer-form.tsx');
    expect(report.socket.find((s) => s.method === 'depth.subscribe')?.users).toContain('src/lib/market-data/use-order-book.ts');
    expect(report.socket.find((s) => s.method === 'server.auth')?.users).toContain('src/lib/socket/socket-connection.ts');
    for (const usage of [...report.rest, ...report.socket])
      for (const user of usage.users) expect(user).not.toMatch(/\.test\.tsx?$|src\/testing\//);
  });

  it('maps orval identifiers to their operation and ignores type-only imports', () => {
    const ids = new Set(['listBalances', 'transferBalance']);
    expect(operationOfIdentifier('useListBalances', ids)).toBe('listBalances');
    expect(operationOfIdentifier('getTransferBalanceMutationOptions', ids)).toBe('transferBalance');
    expect(operationOfIdentifier('getListBalancesQueryKey', ids)).toBeUndefined();
    expect(
      generatedImports(
        "import type { Balance } from '../../../generated/api/balances/balances';\nimport { useListBalances, type X, listBalances as list } from '../../../generated/api/balances/balances';",
      ),
    ).toEqual([{ from: '../../../generated/api/balances/balances', names: ['useListBalances', 'listBalances'] }]);
  });

  it('adds up in the summary', () => {
    const called = report.rest.filter((r) => r.users.length > 0).length;
    expect(summaryLine(report)).toContain(
      `REST: ${called} of ${report.rest.length} operations called, ${report.rest.length - called} not called`,
    );
  });
});
