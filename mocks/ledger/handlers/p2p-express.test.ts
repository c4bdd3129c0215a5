import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEMO_USER_ID, startSession } from '../auth/state';
import { decimal } from '../ledger';
import { MERCHANT_STEP_MS } from '../p2p/p2p-express';
import { REVIEW_MS, startKyc, submitToProvider } from '../verification/identity-checks';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();

interface Order {
  id: number;
  status: string;
  amount: string;
  fee: string;
  receive: string;
  expiresAt: number;
  card: { id: number; last4: string } | null;
  merchantPayment?: { cardNumber: string; reference: string };
  travelRule: { required: boolean; confirmedAt?: number };
}
type Answer<T> = { data: T; code: number; errors: Record<string, string[]> };

const main = (ticker: string) => decimal(ledger.balance('main', ticker).available);
const frozen = (ticker: string) => decimal(ledger.balance('main', ticker).freeze);
const VISA = '4242424242424242';

async function card(): Promise<number> {
  return (await call<Answer<{ id: number }>>('POST', '/v2/p2p-express/cards', { number: VISA, holder: 'Demo Trader', expiry: '09/29' }))
    .body.data.id;
}

describe('P2P Express on the ledger', () => {
  beforeAll(() => exchange.login());

  it('lists the offers best first and quotes an amount: amount / price less the fee, rounded to the asset', async () => {
    const deposits = (
      await call<Answer<{ id: number; price: string; fiat: string }[]>>('GET', '/v2/p2p-express/offers?direction=deposit&fiat=EUR')
    ).body.data;
    expect(deposits.map((o) => [o.id, o.price])).toEqual([
      [3101, '0.94'],
      [3105, '0.95'],
    ]);
    const withdrawals = (await call<Answer<{ price: string }[]>>('GET', '/v2/p2p-express/offers?direction=withdraw')).body.data;
    expect(withdrawals[0]!.price).toBe('33.9');
    const quote = (await call<Answer<Record<string, string>>>('GET', '/v2/p2p-express/offers/3101/quote?amount=100')).body.data;
    expect(quote).toMatchObject({ amount: '100', amountTicker: 'EUR', fee: '0.531915', receive: '105.851063', receiveTicker: 'USDT' });
    const sell = (await call<Answer<Record<string, string>>>('GET', '/v2/p2p-express/offers/3201/quote?amount=200')).body.data;
    expect(sell).toMatchObject({ fee: '1', receive: '181.09', receiveTicker: 'EUR' });
    expect((await call<Answer<unknown>>('GET', '/v2/p2p-express/offers/3101/quote?amount=10')).body).toMatchObject({ code: 32 });
    expect((await call<Answer<unknown>>('GET', '/v2/p2p-express/offers/3101/quote?amount=20.001')).body.code).toBe(32);
    expect((await call('GET', '/v2/p2p-express/offers/9/quote?amount=100')).status).toBe(404);
  });

  it('adds a card once, refusing a number with a wrong digit, an unknown scheme and a past expiry', async () => {
    const id = await card();
    expect(await card()).toBe(id);
    const wrong = await call<Answer<unknown>>('POST', '/v2/p2p-express/cards', {
      number: '4242424242424241',
      holder: 'Demo Trader',
      expiry: '09/29',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 30, errors: { number: [expect.stringContaining('check its digits')] } });
    const amex = await call<Answer<unknown>>('POST', '/v2/p2p-express/cards', {
      number: '378282246310005',
      holder: 'Demo Trader',
      expiry: '09/29',
    });
    expect(amex.body.errors).toHaveProperty('number');
    const old = await call<Answer<unknown>>('POST', '/v2/p2p-express/cards', {
      number: '5555555555554444',
      holder: 'Demo Trader',
      expiry: '01/20',
    });
    expect(old.body.errors).toHaveProperty('expiry');
    const list = (await call<Answer<{ last4: string; holder: string }[]>>('GET', '/v2/p2p-express/cards')).body.data;
    expect(list).toEqual([expect.objectContaining({ last4: '4242', holder: 'DEMO TRADER' })]);
  });

  it('a deposit: draft, confirmed with a card, paid, completed by the merchant on the clock, credited exactly', async () => {
    const cardId = await card();
    const before = main('USDT');
    const draft = (await call<Answer<Order>>('POST', '/v2/p2p-express/deposits', { offerId: 3101, amount: '100' })).body.data;
    expect(draft).toMatchObject({ status: 'draft', receive: '105.851063', card: null });
    expect(draft.merchantPayment).toBeUndefined();
    expect((await call<Answer<Order[]>>('GET', '/v2/p2p-express/orders')).body.data).toEqual([]);
    const created = (await call<Answer<Order>>('POST', `/v2/p2p-express/deposits/${draft.id}/confirm`, { cardId })).body.data;
    expect(created).toMatchObject({ status: 'created', card: { id: cardId }, merchantPayment: { reference: `P2P-${draft.id}` } });
    const paid = (await call<Answer<Order>>('POST', `/v2/p2p-express/deposits/${draft.id}/paid`)).body.data;
    expect(paid.status).toBe('paid');
    expect((await call<Answer<unknown>>('POST', `/v2/p2p-express/orders/${draft.id}/cancel`)).body.code).toBe(4809);
    advance(MERCHANT_STEP_MS - 1000);
    expect((await call<Answer<Order>>('GET', `/v2/p2p-express/orders/${draft.id}`)).body.data.status).toBe('paid');
    expect(main('USDT')).toBe(before);
    advance(1000);
    expect((await call<Answer<Order>>('GET', `/v2/p2p-express/orders/${draft.id}`)).body.data.status).toBe('completed');
    expect(main('USDT')).toBe(new Decimal(before).plus('105.851063').toFixed());
    const history = (
      await call<Answer<{ id: number; provider: string; amount: string; status: string }[]>>('GET', '/v2/profile/history?method=1')
    ).body.data;
    expect(history[0]).toMatchObject({
      id: draft.id,
      amount: '105.851063',
      status: 'completed',
      provider: 'P2P Express · NordPay Exchange',
    });
    expect(ledger.history('p2p-express')[0]).toMatchObject({ orderId: draft.id, receive: '105.851063' });
  });

  it('a withdrawal: frozen on confirm, paid by the merchant on the clock, taken on release; a cancel releases it', async () => {
    const cardId = await card();
    const before = main('USDT');
    const draft = (await call<Answer<Order>>('POST', '/v2/p2p-express/withdrawals', { offerId: 3201, amount: '200' })).body.data;
    expect(draft).toMatchObject({ status: 'draft', fee: '1', receive: '181.09', travelRule: { required: false } });
    expect(main('USDT')).toBe(before);
    await call('POST', `/v2/p2p-express/withdrawals/${draft.id}/confirm`, { cardId });
    expect(main('USDT')).toBe(new Decimal(before).minus(200).toFixed());
    expect(frozen('USDT')).toBe('200');
    expect((await call<Answer<unknown>>('POST', `/v2/p2p-express/withdrawals/${draft.id}/release`)).body.code).toBe(4806);
    advance(MERCHANT_STEP_MS);
    expect((await call<Answer<Order>>('GET', `/v2/p2p-express/orders/${draft.id}`)).body.data.status).toBe('paid');
    expect((await call<Answer<Order>>('POST', `/v2/p2p-express/withdrawals/${draft.id}/release`)).body.data.status).toBe('completed');
    expect(frozen('USDT')).toBe('0');
    expect(main('USDT')).toBe(new Decimal(before).minus(200).toFixed());

    const second = (await call<Answer<Order>>('POST', '/v2/p2p-express/withdrawals', { offerId: 3201, amount: '50' })).body.data;
    await call('POST', `/v2/p2p-express/withdrawals/${second.id}/confirm`, { cardId });
    expect((await call<Answer<Order>>('POST', `/v2/p2p-express/orders/${second.id}/cancel`)).body.data.status).toBe('cancelled');
    expect(main('USDT')).toBe(new Decimal(before).minus(200).toFixed());
    expect(frozen('USDT')).toBe('0');
    const history = (await call<Answer<{ id: number; status: string }[]>>('GET', '/v2/profile/history?method=2')).body.data;
    expect(history.slice(0, 2).map((r) => [r.id, r.status])).toEqual([
      [second.id, 'cancelled'],
      [draft.id, 'completed'],
    ]);
  });

  it('asks the travel rule confirmation of a withdrawal worth 1000 EUR, and refuses more than main holds', async () => {
    const cardId = await card();
    const big = (await call<Answer<Order>>('POST', '/v2/p2p-express/withdrawals', { offerId: 3201, amount: '1100' })).body.data;
    expect(big.travelRule.required).toBe(true);
    const refused = await call<Answer<unknown>>('POST', `/v2/p2p-express/withdrawals/${big.id}/confirm`, { cardId });
    expect(refused.body).toMatchObject({ code: 4811, errors: { travelRuleConfirmed: [expect.any(String)] } });
    const confirmed = (
      await call<Answer<Order>>('POST', `/v2/p2p-express/withdrawals/${big.id}/confirm`, { cardId, travelRuleConfirmed: true })
    ).body.data;
    expect(confirmed.travelRule.confirmedAt).toBeGreaterThan(0);
    await call('POST', `/v2/p2p-express/orders/${big.id}/cancel`);
    const tooMuch = await call<Answer<unknown>>('POST', '/v2/p2p-express/withdrawals', { offerId: 3201, amount: '5000' });
    expect(tooMuch.body).toMatchObject({ code: 37, errors: { amount: [expect.any(String)] } });
  });

  it('lets a draft and an unpaid deposit lapse after the payment window; another user does not find the order', async () => {
    const cardId = await card();
    const draft = (await call<Answer<Order>>('POST', '/v2/p2p-express/deposits', { offerId: 3101, amount: '50' })).body.data;
    const unpaid = (await call<Answer<Order>>('POST', '/v2/p2p-express/deposits', { offerId: 3101, amount: '60' })).body.data;
    await call('POST', `/v2/p2p-express/deposits/${unpaid.id}/confirm`, { cardId });
    advance(16 * 60_000);
    expect((await call<Answer<Order>>('GET', `/v2/p2p-express/orders/${draft.id}`)).body.data.status).toBe('expired');
    expect((await call<Answer<Order>>('GET', `/v2/p2p-express/orders/${unpaid.id}`)).body.data.status).toBe('expired');
    expect((await call<Answer<unknown>>('POST', `/v2/p2p-express/deposits/${draft.id}/confirm`, { cardId })).body.code).toBe(4804);

    const other = createUser(ledger, { email: 'other@meridian.example', consents: [] });
    startSession(ledger, other.userId, 'test');
    // Verified for payments too, so that what it meets is the order's owner, not the payment gate.
    const { token } = startKyc(ledger, 'provider');
    expect(submitToProvider(ledger, token.value, 'verified')).toEqual({ ok: true });
    advance(REVIEW_MS);
    expect((await call('GET', `/v2/p2p-express/orders/${unpaid.id}`)).status).toBe(404);
    expect((await call('POST', `/v2/p2p-express/orders/${unpaid.id}/cancel`)).status).toBe(404);
    expect((await call<Answer<unknown[]>>('GET', '/v2/p2p-express/cards')).body.data).toEqual([]);
    startSession(ledger, DEMO_USER_ID, 'test');
  });

  it('answers a guest 401', async () => {
    exchange.logout();
    expect((await call('GET', '/v2/p2p-express/orders')).status).toBe(401);
    exchange.login();
  });
});
