/** The architecture's import rules are enforced by ESLint: each rule catches a violation and spares what is allowed. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('architecture lint rules', () => {
  it('forbids fetch and sockets in src/ outside the kernels', async () => {
    expect((await problems('src/features/markets/leak.ts', 'export const x = () => fetch("/x");')).join()).toMatch(
      /no-restricted-globals.*generated hook/,
    );
    expect((await problems('src/features/markets/leak.ts', 'export const x = () => window.fetch("/x");')).join()).toMatch(
      /no-restricted-syntax/,
    );
    expect((await problems('src/features/markets/leak.ts', 'export const s = new WebSocket("ws://x");')).join()).toMatch(
      /no-restricted-globals/,
    );
    expect((await problems('src/lib/http/ok.ts', 'export const x = () => fetch("/x");')).join()).not.toMatch(/no-restricted/);
  });

  it('forbids hand-written API URLs in src/', async () => {
    expect((await problems('src/features/markets/url.ts', 'export const u = "/v2/trade/markets";')).join()).toMatch(/No API URL/);
    expect((await problems('src/features/markets/url.ts', 'export const u = `/api/v4/public/orderbook/${"x"}`;')).join()).toMatch(
      /No API URL/,
    );
    expect((await problems('src/features/markets/url.ts', 'export const u = "/markets";')).join()).not.toMatch(/No API URL/);
  });

  it('forbids static imports of mocks/ from src/', async () => {
    const found = await problems(
      'src/features/markets/uses-mock.ts',
      "import { mockHandlers } from '../../../mocks/handlers';\nexport const h = mockHandlers;",
    );
    expect(found.join()).toMatch(/import-x\/no-restricted-paths.*never imports mocks/);
  });

  it('forbids a feature importing another feature, allows src/ui and its own files', async () => {
    const cross = await problems(
      'src/features/markets/cross.ts',
      "import { HomePage } from '../home/home-page';\nexport const p = HomePage;",
    );
    expect(cross.join()).toMatch(/does not import another feature/);
    const own = await problems(
      'src/features/markets/own.ts',
      "import { MarketsTable } from './markets-table';\nimport { QueryError } from '../../ui/query-state';\nexport const p = [MarketsTable, QueryError];",
    );
    expect(own.join()).not.toMatch(/no-restricted-paths/);
  });

  it('forbids generated barrels in src/', async () => {
    const found = await problems(
      'src/features/markets/barrel.ts',
      "import { Market } from '../../../generated/api/model';\nexport type M = Market;",
    );
    expect(found.join()).toMatch(/not the barrel/);
  });
});
