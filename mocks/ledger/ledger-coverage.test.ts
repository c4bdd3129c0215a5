/**
 * Every operation of the contract is answered by the demo's ledger, signed in and as a guest: no call reaches the
 * unanswered handler (which in the demo stands where the generated faker handlers used to). Each answer is checked
 * against its generated schema by the handler itself, so an answer that breaks the contract shows as a 500 here.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/api/operations';
import { ledgerTestServer } from './test-kit';
import { unansweredCalls } from './unanswered';

const { call, exchange } = ledgerTestServer();

/** A plausible value for each path parameter of the contract. */
const PARAMS: Record<string, string> = {
  ticker: 'USDT',
  network: 'TRC20',
  market: 'BTC-USDT',
  currency: 'USD',
  type: 'spot',
  level: '2',
  lang: 'en',
  locale: 'en',
  namespace: 'common',
  code: '481516',
  a: 'news',
  b: 'welcome',
};

function samplePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(PARAMS[name] ?? '1'));
}

describe('the ledger answers every operation of the contract', () => {
  for (const signedIn of [true, false]) {
    it(signedIn ? 'signed in' : 'as a guest', async () => {
      if (signedIn) exchange.login();
      else exchange.logout();
      const failures: string[] = [];
      for (const op of operations) {
        const { status } = await call(op.method, samplePath(op.path), op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
        if (status === 501 || status >= 500) failures.push(`${op.id} ${op.method} ${op.path}: ${status}`);
      }
      expect(unansweredCalls().map((c) => c.operationId)).toEqual([]);
      expect(failures).toEqual([]);
    });
  }
});
