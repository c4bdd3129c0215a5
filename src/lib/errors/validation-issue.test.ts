/** Contract-violation lines written from zod/mini issues, which carry no message texts of their own. */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { describeIssue } from './validation-issue';

const lines = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((issue) => describeIssue(issue));
};

describe('describeIssue', () => {
  it('says what was expected, and where', () => {
    const schema = z.strictObject({
      price: z.string().check(z.regex(/^[0-9]+$/)),
      amount: z.int().check(z.gte(1)),
      side: z.enum(['buy', 'sell']),
      levels: z.array(z.string()).check(z.maxLength(1)),
      id: z.string(),
    });
    expect(lines(schema, { price: 'x', amount: 0, side: 'hold', levels: ['a', 'b'], id: 5, extra: true })).toEqual([
      'price: invalid regex (/^[0-9]+$/)',
      'amount: number >= 1 expected',
      'side: expected "buy" | "sell"',
      'levels: array <= 1 expected',
      'id: expected string',
      '(root): unknown keys extra',
    ]);
  });

  it('names a union that nothing matched, and the root', () => {
    expect(lines(z.union([z.string(), z.null()]), 3)).toEqual(['(root): matches none of the allowed shapes']);
  });
});
