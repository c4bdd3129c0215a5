import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { units } from '../ledger';
import { convertRate, QUOTE_TTL_MS, SPREAD } from '../money/convert';
import { usdtPrices } from '../money/rates';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();

interface Quote {
  id: string;
  from: string;
  to: string;
  give: string;
  receive: string;
  rate: string;
  expireAt: number;
  expiresIn: number;
}
interface Conversion {
  id: number;
  quoteId: string;
  from: string;
  to: string;
  finalGive: string;
  finalReceive: string;
  rate: string;
  time: number;
}

const main = (ticker: string) => ledger.balance('main', ticker);
const quote = async (body: Record<string, unknown>) => call<{ data: Quote; code?: number }>('POST', '/v2/convert/estimate', body);

describe('convert on the ledger', () => {
  beforeAll(() => exchange.login());

  it('quotes USDT -> BTC at the USDT prices less the spread, receive cut to BTC decimals, valid 10 s', async () => {
    const { status, body } = await quote({ from: 'USDT', to: 'BTC', direction: 'from', amount: '250' });
    expect(status).toBe(200);
    const q = body.data;
    const prices = usdtPrices(exchange);
    const expected = new Decimal(1).div(prices.get('BTC')!).times(new Decimal(1).minus(SPREAD)).toDecimalPlaces(12, Decimal.ROUND_DOWN);
    expect(q.rate).toBe(expected.toFixed());
    expect(q.give).toBe('250');
    expect(q.receive).toBe(new Decimal(250).times(q.rate).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
    expect(q.expiresIn).toBe(QUOTE_TTL_MS / 1000);
    expect(q.expireAt * 1000).toBeLessThanOrEqual(ledger.now() + QUOTE_TTL_MS);
  });

  it('prices an exact receive amount (direction to), giving rounded up', async () => {
    const { body } = await quote({ from: 'USDT', to: 'BTC', direction: 'to', amount: '0.001' });
    const rate = convertRate(exchange, 'USDT', 'BTC')!;
    expect(body.data.receive).toBe('0.001');
    expect(body.data.give).toBe(new Decimal('0.001').div(rate).toDecimalPlaces(6, Decimal.ROUND_UP).toFixed());
  });

  it('confirms at the quote: main USDT -give, BTC +receive exactly, in the history, once only', async () => {
    const usdtBefore = main('USDT').available;
    const btcBefore = main('BTC').available;
    const q = (await quote({ from: 'USDT', to: 'BTC', amount: '123.45' })).body.data;
    const done = await call<{ data: Conversion }>('POST', '/v2/convert/confirm', { quoteId: q.id });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      quoteId: q.id,
      from: 'USDT',
      to: 'BTC',
      finalGive: '123.45',
      finalReceive: q.receive,
      rate: q.rate,
    });
    expect(main('USDT').available).toBe(usdtBefore - units('123.45'));
    expect(main('BTC').available).toBe(btcBefore + units(q.receive));
    const history = await call<{ data: Conversion[]; pagination: { total: number } }>('GET', '/v2/convert/history?ticker=BTC');
    expect(history.body.data[0]).toEqual(done.body.data);
    const again = await call('POST', '/v2/convert/confirm', { quoteId: q.id });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe(1234);
    expect(main('BTC').available).toBe(btcBefore + units(q.receive));
  });

  it('refuses an expired quote on the ledger clock with 1234 on quoteId and moves nothing', async () => {
    const q = (await quote({ from: 'USDT', to: 'ETH', amount: '10' })).body.data;
    const before = main('USDT').available;
    advance(QUOTE_TTL_MS + 1);
    const late = await call('POST', '/v2/convert/confirm', { quoteId: q.id });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ code: 1234, errors: { quoteId: [expect.stringContaining('expired')] } });
    expect(main('USDT').available).toBe(before);
    // The demo's fast-forward is the same clock.
    const q2 = (await quote({ from: 'USDT', to: 'ETH', amount: '10' })).body.data;
    ledger.fastForward(QUOTE_TTL_MS + 1);
    expect((await call('POST', '/v2/convert/confirm', { quoteId: q2.id })).body.code).toBe(1234);
    expect((await call('POST', '/v2/convert/confirm', { quoteId: '999999' })).body.code).toBe(1234);
  });

  it('refuses over the main balance (37), too many decimals (32), the same or an unknown currency (30)', async () => {
    const over = await quote({ from: 'USDT', to: 'BTC', amount: '100000000' });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 37, errors: { amount: [expect.any(String)] } });
    const decimals = await quote({ from: 'USDT', to: 'BTC', amount: '1.1234567' });
    expect(decimals.body).toMatchObject({ code: 32, errors: { amount: [expect.stringContaining('6 decimals')] } });
    expect((await quote({ from: 'USDT', to: 'USDT', amount: '1' })).body).toMatchObject({ code: 30, errors: { to: [expect.any(String)] } });
    expect((await quote({ from: 'USDT', to: 'NOPE', amount: '1' })).body).toMatchObject({ code: 30 });
    expect((await quote({ from: 'USDT', to: 'BTC', amount: '0' })).body.code).toBe(32);
  });

  it('keeps the conversions across a reload of the ledger', async () => {
    ledger.save();
    const { body } = await call<{ data: Conversion[] }>('GET', '/v2/convert/history');
    expect(body.data.length).toBeGreaterThan(0);
    expect(ledger.history('convert').length).toBe(body.data.length);
  });
});
