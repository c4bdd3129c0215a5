/**
 * The mock exchange's REST answers keep the contract (its handlers parse every answer with the generated schema,
 * so an answer that breaks it is a 500): the margin and futures max amount names its market and side.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrencyRateListResponse } from '../../generated/api/model/currencyRateListResponse.zod';
import { MarginMaxAmountResponse } from '../../generated/api/model/marginMaxAmountResponse.zod';
import { MarketListResponse } from '../../generated/api/model/marketListResponse.zod';
import { PublicKlineResponse } from '../../generated/api/model/publicKlineResponse.zod';
import { PublicOrderBook } from '../../generated/api/model/publicOrderBook.zod';
import { createMockExchange } from '../create-exchange';
import { memoryStore } from './storage';
import { mockHandlers } from '../handlers';

const exchange = createMockExchange(memoryStore(), { seed: 7 });
const server = setupServer(...mockHandlers(exchange));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('mock exchange REST', () => {
  it('values every spot market at the price it shows, and USDT in the regions’ fiat', async () => {
    const rates = CurrencyRateListResponse.parse(await (await fetch('http://exchange.test/v2/currencies/rates')).json()).data;
    const markets = MarketListResponse.parse(await (await fetch('http://exchange.test/v2/trade/markets')).json()).data;
    for (const market of markets.filter((m) => m.type === 'spot'))
      expect(rates).toContainEqual({ ticker: market.stock, quote: market.money, rate: market.lastPrice });
    for (const fiat of ['USD', 'EUR', 'GBP', 'TRY']) expect(rates.some((r) => r.ticker === 'USDT' && r.quote === fiat)).toBe(true);
  });

  it('answers the max amount of a margin order within the contract', async () => {
    const answer = await fetch('http://exchange.test/v2/trade/margin/max-amount?market=BTC-USDT&side=1&price=50000');
    expect(answer.status).toBe(200);
    const body = MarginMaxAmountResponse.parse(await answer.json());
    expect(body.data).toMatchObject({ market: 'BTC-USDT', side: 1 });
    expect(body.data.amount).not.toMatch(/^0(\.0*)?$/);
  });
});

describe('the public API answers its errors as published', () => {
  const publicError = (body: unknown) =>
    expect(body).toMatchObject({ success: false, message: expect.any(String), params: expect.any(Array) });

  it('v4 order book: an unknown market, a limit or a level out of range are 422 with the V4 error envelope', async () => {
    for (const path of [
      '/api/v4/public/orderbook/NOPE_USDT',
      '/api/v4/public/orderbook/BTC_USDT?limit=101',
      '/api/v4/public/orderbook/BTC_USDT?level=6',
      '/api/v4/public/orderbook/BTC_USDT?limit=x',
    ]) {
      const answer = await fetch(`http://exchange.test${path}`);
      expect(answer.status, path).toBe(422);
      publicError(await answer.json());
    }
    const book = PublicOrderBook.parse(await (await fetch('http://exchange.test/api/v4/public/orderbook/BTC_USDT?limit=0')).json());
    expect(book.asks.length).toBeGreaterThan(0);
    expect(book.asks.length).toBeLessThanOrEqual(100);
  });

  it('v1 kline: an unknown market, interval, limit or a start after the end are 422 with the V1 error envelope', async () => {
    for (const query of [
      'market=NOPE_USDT',
      'market=BTC_USDT&interval=2m',
      'market=BTC_USDT&limit=1441',
      'market=BTC_USDT&start=20&end=10',
    ]) {
      const answer = await fetch(`http://exchange.test/api/v1/public/kline?${query}`);
      expect(answer.status, query).toBe(422);
      publicError(await answer.json());
    }
    const candles = PublicKlineResponse.parse(
      await (await fetch('http://exchange.test/api/v1/public/kline?market=BTC_USDT&interval=1h&limit=24')).json(),
    );
    expect(candles.result).toHaveLength(24);
  });
});
