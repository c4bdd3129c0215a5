/**
 * Every operation of the contract is answered by the demo's ledger, signed in and as a guest: no call reaches the
 * unanswered handler (which in the demo stands where the generated faker handlers used to). Each answer is checked
 * against its generated schema by the handler itself, so an answer that breaks the contract shows as a 500 here.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/api/operations';
import { ledgerTestServer, samplePath } from './test-kit';
import { unansweredCalls } from './unanswered';

const { call, exchange } = ledgerTestServer();

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
