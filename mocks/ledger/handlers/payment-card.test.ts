import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimal } from '../ledger';
import { ACTIVATION_MS } from '../cards/payment-card';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();

type Answer<T> = { data: T; code: number; errors: Record<string, string[]> };
interface Card {
  status: string;
  balance: string;
  last4: string;
  planId: string;
}
interface Moved {
  card: Card;
  transaction: { type: string; amount: string; fee: string; balanceAfter: string };
}
const main = () => decimal(ledger.balance('main', 'USDT').available);
const address = { holder: 'Demo Trader', addressLine: '221B Baker Street', city: 'London', postcode: 'NW1 6XE', country: 'GB' };

describe('the payment card on the ledger', () => {
  beforeAll(() => exchange.login());

  it('lists the plans to a guest too', async () => {
    exchange.logout();
    const plans = (await call<Answer<{ id: string; issueFee: string }[]>>('GET', '/v2/wb-card/plans')).body.data;
    expect(plans.map((p) => [p.id, p.issueFee])).toEqual([
      ['standard', '0'],
      ['premium', '15'],
      ['metal', '100'],
    ]);
    expect((await call('GET', '/v2/wb-card')).status).toBe(401);
    exchange.login();
  });

  it('orders the card: the issue fee leaves main in the same posting; active a minute later; one card only', async () => {
    expect((await call<Answer<null>>('GET', '/v2/wb-card')).body.data).toBeNull();
    const before = main();
    const ordered = await call<Answer<Card>>('POST', '/v2/wb-card/order', { planId: 'premium', ...address });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data).toMatchObject({ planId: 'premium', status: 'ordered', balance: '0', holder: 'DEMO TRADER' });
    expect(main()).toBe(new Decimal(before).minus(15).toFixed());
    expect(ledger.history('payment-card')[0]).toMatchObject({ kind: 'order', issueFee: '15' });
    advance(ACTIVATION_MS);
    expect((await call<Answer<Card>>('GET', '/v2/wb-card')).body.data.status).toBe('active');
    const again = await call<Answer<unknown>>('POST', '/v2/wb-card/order', { planId: 'standard', ...address });
    expect(again.body).toMatchObject({ code: 30, errors: { planId: [expect.any(String)] } });
  });

  it("tops up less the plan's fee and withdraws back exactly; refuses what main or the card does not hold", async () => {
    const before = main();
    const up = (await call<Answer<Moved>>('POST', '/v2/wb-card/deposit', { amount: '100' })).body.data;
    expect(up.transaction).toMatchObject({ type: 'top-up', amount: '100', fee: '0.5', balanceAfter: '99.5' });
    expect(up.card.balance).toBe('99.5');
    expect(main()).toBe(new Decimal(before).minus(100).toFixed());
    const back = (await call<Answer<Moved>>('POST', '/v2/wb-card/withdraw', { amount: '40.25' })).body.data;
    expect(back.transaction).toMatchObject({ type: 'withdrawal', amount: '40.25', fee: '0', balanceAfter: '59.25' });
    expect(main()).toBe(new Decimal(before).minus(100).plus('40.25').toFixed());
    expect((await call<Answer<unknown>>('POST', '/v2/wb-card/withdraw', { amount: '59.26' })).body.code).toBe(37);
    expect((await call<Answer<unknown>>('POST', '/v2/wb-card/deposit', { amount: '99999999' })).body.code).toBe(37);
    expect((await call<Answer<unknown>>('POST', '/v2/wb-card/deposit', { amount: '1.0000001' })).body.code).toBe(32);
    const list = (await call<Answer<{ type: string }[]>>('GET', '/v2/wb-card/transactions')).body.data;
    expect(list.map((t) => t.type)).toEqual(['withdrawal', 'top-up']);
  });
});
