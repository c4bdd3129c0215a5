/** The grid bot answers: the forecast worked out exactly, bots whose orders rest in the mock exchange's book. */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/api/operations';
import { createMockExchange } from '../../create-exchange';
import { DEMO_USER } from '../../exchange/mock-exchange';
import { mockHandlers } from '../../handlers';
import { toUnits, trimmed } from '../../socket/units';
import { decimal } from '../ledger';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';
import { unansweredCalls } from '../unanswered';

const clock = TEST_NOW;
const { call, ledger, store, exchange } = ledgerTestServer({ now: () => clock });

const spot = (ticker: string) => {
  const b = ledger.balance('spot', ticker);
  return { available: decimal(b.available), freeze: decimal(b.freeze) };
};
const forecastQuery = (settings: Record<string, string | number | boolean>) =>
  '/v2/trade/grid/orders/forecast?' + new URLSearchParams(Object.entries(settings).map(([k, v]) => [k, String(v)])).toString();

interface ForecastOrder {
  side: 1 | 2;
  price: string;
  amount: string;
}

describe('grid-bots', () => {
  it('answers every operation of the tag without the unanswered handler', async () => {
    for (const op of operations.filter((o) => o.tag === 'grid-bots')) {
      const { status } = await call(op.method, op.path, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      expect(status, op.id).toBeLessThan(500);
    }
    expect(unansweredCalls()).toEqual([]);
  });

  it('forecasts an arithmetic grid exactly (the contract example)', async () => {
    const last = exchange.simulated('BTC-USDT').statistics().last;
    expect(Number(last) > 95_333.33 && Number(last) < 98_666.66).toBe(true);
    const { status, body } = await call(
      'GET',
      forecastQuery({
        market: 'BTC-USDT',
        marketType: 0,
        lowerPrice: '92000.00',
        upperPrice: '102000.00',
        gridCount: 4,
        investment: '1000',
      }),
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      orders: [
        { side: 2, price: '92000', amount: '0.002717' },
        { side: 2, price: '95333.33', amount: '0.002622' },
        { side: 1, price: '98666.66', amount: '0.002533' },
        { side: 1, price: '102000', amount: '0.00245' },
      ],
      profitPerGridMin: '3.17',
      profitPerGridMax: '3.42',
    });
  });

  it('forecasts a geometric grid for a smart grid: equal ratios, prices rounded to the price step', async () => {
    const { body } = await call(
      'GET',
      forecastQuery({
        market: 'BTC-USDT',
        marketType: 0,
        smartGrid: true,
        lowerPrice: '90000',
        upperPrice: '110000',
        gridCount: 5,
        investment: '500',
      }),
    );
    const orders = body.data.orders as ForecastOrder[];
    // 90000 × (110000 / 90000)^(i / 4), rounded down to 0.01.
    expect(orders.map((o) => o.price)).toEqual(['90000', '94630.26', '99498.74', '104617.69', '110000']);
    for (const o of orders) {
      expect(o.price.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
      // 100 USDT a line, in BTC rounded down to 6 decimals.
      expect(o.amount).toBe(trimmed((toUnits('100', 2) * 10n ** 6n) / toUnits(o.price, 2), 6));
    }
    // One ratio: the same profit per grid on every line (up to the price rounding).
    expect(Number(body.data.profitPerGridMax) - Number(body.data.profitPerGridMin)).toBeLessThanOrEqual(0.01);
  });

  it('refuses a range upside down, too many grids for the investment and an unknown market', async () => {
    const base = { market: 'BTC-USDT', marketType: 0, lowerPrice: '92000', upperPrice: '102000', gridCount: 4, investment: '1000' };
    expect((await call('GET', forecastQuery({ ...base, lowerPrice: '102000', upperPrice: '92000' }))).status).toBe(422);
    expect((await call('GET', forecastQuery({ ...base, market: 'NOPE-USDT' }))).status).toBe(422);
    expect((await call('GET', forecastQuery({ ...base, marketType: 2 }))).status).toBe(422);
    const small = await call('POST', '/v2/trade/grid/create', { ...base, gridCount: 100, investment: '100' });
    expect(small.status).toBe(422);
    expect(small.body.code).toBe(32);
    const rich = await call('POST', '/v2/trade/grid/create', { ...base, investment: '1000000' });
    expect(rich.status).toBe(422);
    expect(rich.body.code).toBe(37);
  });

  it('creates a bot whose orders rest in the book, lists it, and deletes it with its orders', async () => {
    const before = { usdt: spot('USDT'), btc: spot('BTC') };
    const settings = {
      market: 'BTC-USDT',
      marketType: 0,
      lowerPrice: '92000.00',
      upperPrice: '102000.00',
      gridCount: 4,
      investment: '1000',
    };
    const created = await call('POST', '/v2/trade/grid/create', settings);
    expect(created.status).toBe(200);
    const bot = created.body.data;
    expect(bot).toMatchObject({ market: 'BTC-USDT', marketType: 0, gridCount: 4, investment: '1000', profit: '0', status: 'active' });

    const orders = await call('GET', `/v2/trade/grid/orders?extGridId=${bot.extGridId}`);
    expect(orders.body.data).toHaveLength(4);
    const active = exchange.hub.account(DEMO_USER).active.map((o) => o.id);
    for (const o of orders.body.data as { id: number }[]) expect(active).toContain(o.id);
    // Buys freeze their quote, sells their base, exactly.
    const buys = toUnits('92000', 2) * toUnits('0.002717', 6) + toUnits('95333.33', 2) * toUnits('0.002622', 6);
    expect(spot('USDT').freeze).toBe(decimal(toUnits(before.usdt.freeze, 8) + buys));
    expect(spot('USDT').available).toBe(decimal(toUnits(before.usdt.available, 8) - buys));
    expect(spot('BTC').freeze).toBe(decimal(toUnits(before.btc.freeze, 8) + toUnits('0.002533', 8) + toUnits('0.00245', 8)));

    const listed = await call('GET', '/v2/trade/grid/list?market=BTC-USDT&marketType=0');
    expect(listed.body.data.map((b: { extGridId: string }) => b.extGridId)).toEqual([bot.extGridId]);
    expect((await call('GET', '/v2/trade/grid/list?market=ETH-USDT')).body.data).toEqual([]);

    // A second exchange on the same store has the bot and its resting orders.
    const second = createMockExchange(store, { seed: 7, now: () => clock, saveDelayMs: 0 });
    const answer = await getResponse(mockHandlers(second), new Request(`${TEST_ORIGIN}/v2/trade/grid/orders?extGridId=${bot.extGridId}`));
    expect(await answer!.json()).toEqual(orders.body);

    const deleted = await call('DELETE', `/v2/trade/grid/delete?extGridId=${bot.extGridId}&smartGrid=false&market=BTC-USDT&marketType=0`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.extGridId).toBe(bot.extGridId);
    const stillActive = exchange.hub.account(DEMO_USER).active.map((o) => o.id);
    for (const o of orders.body.data as { id: number }[]) expect(stillActive).not.toContain(o.id);
    expect(spot('USDT')).toEqual(before.usdt);
    expect(spot('BTC')).toEqual(before.btc);
    expect((await call('GET', '/v2/trade/grid/list')).body.data).toEqual([]);
    expect((await call('DELETE', `/v2/trade/grid/delete?extGridId=${bot.extGridId}`)).status).toBe(422);
  });

  it('follows a filled buy with a sell one line up, and books the profit of the filled sell', async () => {
    const settings = {
      market: 'BTC-USDT',
      marketType: 0,
      lowerPrice: '92000.00',
      upperPrice: '102000.00',
      gridCount: 4,
      investment: '1000',
    };
    const bot = (await call('POST', '/v2/trade/grid/create', settings)).body.data;
    const account = exchange.hub.account(DEMO_USER);
    /** What the exchange does when the market crosses an order, as far as the bot sees it: the order finished filled. */
    const fill = (id: number, dealFee: string) => {
      exchange.cancel(id);
      const order = account.finished.find((o) => o.id === id)!;
      const amount = toUnits(order.amount, 6);
      Object.assign(order, {
        status: 'FILLED',
        left: '0',
        deal_stock: order.amount,
        deal_money: trimmed(amount * toUnits(order.price, 2), 8),
        deal_fee: dealFee,
      });
    };
    const orders = async () =>
      (await call('GET', `/v2/trade/grid/orders?extGridId=${bot.extGridId}`)).body.data as {
        id: number;
        side: number;
        price: string;
        amount: string;
        status?: number;
      }[];
    const buy = (await orders()).find((o) => o.price === '95333.33')!;
    // 0.002622 BTC bought, the fee 0.1 % of it in BTC.
    fill(buy.id, '0.00000262');
    const afterBuy = await orders();
    const sell = afterBuy.find(
      (o) => o.status === undefined && o.side === 1 && o.price === '98666.66' && o.id !== buy.id && o.amount === '0.002619',
    );
    expect(sell).toBeDefined();
    // The sell fills: 0.002619 × 98666.66, less a fee of 0.1 % in USDT, less what the base cost (0.002622 × 95333.33 for all of it).
    fill(sell!.id, '0.25840698');
    const listed = (await call('GET', '/v2/trade/grid/list')).body.data.find((b: { extGridId: string }) => b.extGridId === bot.extGridId);
    const got = toUnits('0.002619', 6) * toUnits('98666.66', 2) - toUnits('0.25840698', 8);
    const cost = toUnits('0.002622', 6) * toUnits('95333.33', 2);
    expect(listed.profit).toBe(decimal(got - cost));
    // And a buy goes back one line down.
    expect((await orders()).filter((o) => o.status === undefined && o.side === 2 && o.price === '95333.33')).toHaveLength(1);
    await call('DELETE', `/v2/trade/grid/delete?extGridId=${bot.extGridId}`);
  });

  it('answers 401 to a guest', async () => {
    exchange.logout();
    try {
      expect((await call('GET', '/v2/trade/grid/list')).status).toBe(401);
    } finally {
      exchange.login();
    }
  });
});
