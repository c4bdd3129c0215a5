/** Every REST call of the spec's inventory is in the contract, by method and path (parameter names aside). */
import { describe, expect, it } from 'vitest';
import { operations, pathShape, readTsv } from './contract-helpers';

describe('REST inventory coverage', () => {
  it('finds every row of rest-operations.tsv in the contract', () => {
    const inContract = new Set(operations().map((o) => `${o.method.toUpperCase()} ${pathShape(o.path)}`));
    const rows = readTsv('rest-operations.tsv');
    const missing = rows.filter((r) => !inContract.has(`${r.method} ${pathShape(r.path!)}`)).map((r) => `${r.method} ${r.path}`);
    const covered = rows.length - missing.length;
    console.log(`REST inventory: ${covered}/${rows.length} operations in the contract`);
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique operationId that reads as a hook name', () => {
    const ids = operations().map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]+$/);
  });
});
