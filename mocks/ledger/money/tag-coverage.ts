/**
 * For the handler tests: every operation of one contract tag is answered by the ledger (never the unanswered
 * handler, never a 5xx: an answer that breaks its schema throws in json() and shows as a 500), signed in and as a
 * guest, with the sample parameters of the coverage test.
 */
import { expect } from 'vitest';
import { operations } from '../../../generated/api/operations';
import type { MockExchange } from '../../exchange/mock-exchange';
import type { CallResult } from '../test-kit';
import { unansweredCalls } from '../unanswered';

const PARAMS: Record<string, string> = { ticker: 'USDT', network: 'TRC20', market: 'BTC-PERP', currency: 'EUR', type: 'spot', level: '2' };

export async function expectTagAnswered(
  tag: string,
  exchange: MockExchange,
  call: (method: string, path: string, body?: unknown) => Promise<CallResult>,
  params: Record<string, string> = {},
): Promise<void> {
  const ops = operations.filter((op) => op.tag === tag);
  expect(ops.length).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const signedIn of [true, false]) {
    if (signedIn) exchange.login();
    else exchange.logout();
    for (const op of ops) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? PARAMS[name] ?? '1'));
      const { status } = await call(op.method, path, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      if (status >= 500) failures.push(`${op.id} ${signedIn ? 'signed in' : 'guest'}: ${status}`);
      if (!signedIn && op.auth === 'required' && status !== 401) failures.push(`${op.id} guest: ${status}, not 401`);
    }
  }
  exchange.login();
  expect(unansweredCalls().filter((c) => ops.some((op) => op.id === c.operationId))).toEqual([]);
  expect(failures).toEqual([]);
}
