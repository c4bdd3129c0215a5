import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimal } from '../ledger';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger } = ledgerTestServer();

type Answer<T> = { data: T; code: number; errors: Record<string, string[]> };
const main = (ticker: string) => decimal(ledger.balance('main', ticker).available);

describe('the card payment gateway on the ledger', () => {
  beforeAll(() => exchange.login());

  it("gives a currency's card limits, and a 404 with 5104 for one without card payments", async () => {
    expect((await call<Answer<unknown>>('GET', '/v2/card-gateway/limits?ticker=EUR')).body.data).toEqual({
      ticker: 'EUR',
      minAmount: '10',
      maxAmount: '5000',
      dailyLimit: '10000',
      dailyUsed: '0',
    });
    const none = await call<Answer<unknown>>('GET', '/v2/card-gateway/limits?ticker=BTC');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe(5104);
  });

  it('pays a pending card deposit with a saved card: credited less the fee, the card marked used, the status told', async () => {
    const before = main('EUR');
    const started = await call<Answer<{ transactionId: string }>>('POST', '/v2/profile/fiat-deposit', {
      ticker: 'EUR',
      provider: 'Visa/Mastercard',
      amount: '150',
    });
    expect(started.status).toBe(200);
    const id = started.body.data.transactionId;
    expect((await call<Answer<{ status: string }>>('GET', `/v2/card-gateway/payments/${id}`)).body.data).toMatchObject({
      status: 'awaiting-card',
      card: null,
    });
    const paid = (
      await call<Answer<{ status: string; card: unknown }>>('POST', '/v2/card-gateway/payments', { transactionId: id, savedCardId: 7002 })
    ).body.data;
    expect(paid).toMatchObject({ status: 'authorised', card: { last4: '5100', brand: 'mastercard' } });
    expect(main('EUR')).toBe(new Decimal(before).plus(147).toFixed());
    expect((await call<Answer<{ dailyUsed: string }>>('GET', '/v2/card-gateway/limits?ticker=EUR')).body.data.dailyUsed).toBe('150');
    const cards = (await call<Answer<{ id: number; lastUsedAt: number }[]>>('GET', '/v2/saved-cards')).body.data;
    expect(cards.find((c) => c.id === 7002)!.lastUsedAt).toBeGreaterThan(0);
    const twice = await call<Answer<unknown>>('POST', '/v2/card-gateway/payments', { transactionId: id, savedCardId: 7002 });
    expect(twice.body).toMatchObject({ code: 5100, errors: { transactionId: [expect.any(String)] } });
  });

  it('refuses a card that is not the user', async () => {
    const id = (
      await call<Answer<{ transactionId: string }>>('POST', '/v2/profile/fiat-deposit', {
        ticker: 'EUR',
        provider: 'Visa/Mastercard',
        amount: '20',
      })
    ).body.data.transactionId;
    expect(
      (await call<Answer<unknown>>('POST', '/v2/card-gateway/payments', { transactionId: id, savedCardId: 1 })).body.errors,
    ).toHaveProperty('savedCardId');
    expect((await call('GET', '/v2/card-gateway/payments/fd-none')).status).toBe(404);
  });
});
