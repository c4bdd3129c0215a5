/**
 * Every generated MSW mock response passes its generated zod response validator, over several faker seeds:
 * the embedded mock backend never serves data the app's own boundary would reject.
 */
import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { operations as operationFacts } from '../../generated/api/operations';
import { pascal } from './contract-helpers';

const SEEDS = [1, 7, 42, 1234, 20261121];
type Module = Record<string, unknown>;

const mswModules = import.meta.glob<Module>('../../generated/api/*/*.msw.ts');
const zodModules = import.meta.glob<Module>('../../generated/api/*/*.zod.ts');

describe('generated mocks against generated validators', () => {
  it('pass for every operation with a JSON success body, over 5 seeds', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of operationFacts) {
      const msw = await mswModules[`../../generated/api/${op.tag}/${op.tag}.msw.ts`]!();
      const zod = await zodModules[`../../generated/api/${op.tag}/${op.tag}.zod.ts`]!();
      const mock = msw[`get${pascal(op.id)}ResponseMock`] as (() => unknown) | undefined;
      const status = ['200', '201', '202'].find((s) => zod[`${pascal(op.id)}${s}Response`]);
      if (!mock || !status) continue; // no JSON success body (e.g. a file download)
      const schema = zod[`${pascal(op.id)}${status}Response`] as { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
      for (const seed of SEEDS) {
        faker.seed(seed);
        const result = schema.safeParse(mock());
        if (!result.success) failures.push(`${op.id} seed ${seed}: ${result.error!.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      checked++;
    }
    console.log(`mocks checked: ${checked} operations x ${SEEDS.length} seeds`);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });
});
